"""Attacks thrown and not yet resolved, read back from the battle log: the log is saved and
undone with the document, so an attack left open (a Deny still possible, Gambits to choose)
survives a save and reopens where it was."""

from __future__ import annotations

from ...model import Battle
from .events import AttackResolved, AttackRolled, DieDenied


def _records(battle: Battle) -> list[AttackRolled | DieDenied | AttackResolved]:
    found: list[AttackRolled | DieDenied | AttackResolved] = []
    for entry in battle.log:
        for data in entry.events:
            kind = data.get("type")
            if kind == "bastionland.attack_rolled":
                found.append(AttackRolled.model_validate(data))
            elif kind == "bastionland.denied":
                found.append(DieDenied.model_validate(data))
            elif kind == "bastionland.attack_resolved":
                found.append(AttackResolved.model_validate(data))
    return found


def open_attacks(battle: Battle) -> tuple[AttackRolled, ...]:
    """Attacks thrown and not resolved, oldest first (a Blast leaves one per token hit)."""
    rolled: dict[str, AttackRolled] = {}
    for record in _records(battle):
        if isinstance(record, AttackRolled):
            rolled[record.attack] = record
        elif isinstance(record, AttackResolved):
            rolled.pop(record.attack, None)
    return tuple(rolled.values())


def denials_of(battle: Battle, attack: str) -> tuple[DieDenied, ...]:
    return tuple(r for r in _records(battle) if isinstance(r, DieDenied) and r.attack == attack)


def current_attack(battle: Battle) -> AttackRolled | None:
    found = open_attacks(battle)
    return found[0] if found else None
