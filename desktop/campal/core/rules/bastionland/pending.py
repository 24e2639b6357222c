"""Attacks thrown and not yet resolved, read back from the battle log: the log is saved and
undone with the document, so an attack left open (a Deny still possible, Gambits to choose)
survives a save and reopens where it was.

An attack cannot be thrown while another is open, so whatever is open was thrown in the last
entry that threw dice; the log is read backwards to it and no further.
"""

from __future__ import annotations

from typing import Any

from ...model import Battle, LogEntry
from .events import AttackRolled, DieDenied

ROLLED, DENIED, RESOLVED = "bastionland.attack_rolled", "bastionland.denied", "bastionland.attack_resolved"


def _since_last_throw(battle: Battle) -> tuple[LogEntry, ...]:
    for index in range(len(battle.log) - 1, -1, -1):
        if any(data.get("type") == ROLLED for data in battle.log[index].events):
            return battle.log[index:]
    return ()


def _events(entries: tuple[LogEntry, ...], kind: str) -> list[dict[str, Any]]:
    return [data for entry in entries for data in entry.events if data.get("type") == kind]


def open_attacks(battle: Battle) -> tuple[AttackRolled, ...]:
    """Attacks thrown and not resolved, oldest first (a Blast leaves one per token hit)."""
    entries = _since_last_throw(battle)
    if not entries:
        return ()
    resolved = {str(data.get("attack")) for data in _events(entries, RESOLVED)}
    rolled = [data for data in entries[0].events if data.get("type") == ROLLED]
    return tuple(AttackRolled.model_validate(data) for data in rolled if data.get("attack") not in resolved)


def denials_of(battle: Battle, attack: str) -> tuple[DieDenied, ...]:
    found = _events(_since_last_throw(battle), DENIED)
    return tuple(DieDenied.model_validate(data) for data in found if data.get("attack") == attack)


def current_attack(battle: Battle) -> AttackRolled | None:
    found = open_attacks(battle)
    return found[0] if found else None


def morale_owed(battle: Battle) -> tuple[str, ...]:
    """Those the blows of the last throw left wavering, in the order they were struck: a Blast
    or a duel may wound several, and each owes its save once the throw is resolved."""
    owed = [str(d.get("target")) for d in _events(_since_last_throw(battle), RESOLVED) if d.get("morale")]
    return tuple(dict.fromkeys(owed))


def groups_owed(battle: Battle) -> tuple[str, ...]:
    """The sides whose group of people a blow of the last throw left at half its members."""
    sides = [str(d["group"]) for d in _events(_since_last_throw(battle), RESOLVED) if d.get("group")]
    return tuple(dict.fromkeys(sides))
