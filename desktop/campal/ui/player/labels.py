"""Names the players' window shows for steps, in the interface language."""

from __future__ import annotations

from ...core.model import Battle
from ...core.report import language
from ..i18n import current_language


def step_name(step: str) -> str:
    names = language(current_language()).names
    return names.get(f"step.{step}", step.replace("_", " "))


def hidden_ids(battle: Battle) -> set[str]:
    """Everything the players must not learn about, by identity."""
    ids = {unit.id for unit in battle.units.values() if unit.hidden}
    ids |= {character.id for character in battle.characters.values() if character.hidden}
    ids |= {feature.id for feature in battle.terrain.values() if feature.gm_only}
    ids |= {feature.id for feature in battle.fortifications.values() if feature.gm_only}
    ids |= {note.id for note in battle.notes.values() if note.gm_only}
    return ids


def mentions(value: object, ids: set[str]) -> bool:
    """Whether a recorded event (nested dicts and lists) refers to any of ``ids``."""
    if isinstance(value, str):
        return value in ids
    if isinstance(value, dict):
        return any(mentions(v, ids) for v in value.values())
    if isinstance(value, list | tuple):
        return any(mentions(v, ids) for v in value)
    return False
