"""What kind of mover a token is, as its rule system reads its stats (or its kind without stats)."""

from __future__ import annotations

from ..model import Character, Unit
from ..terrain import MoverKind


def default_mover(token: Unit | Character) -> MoverKind:
    """A person on foot or on a horse; a unit by the kind it was given."""
    if isinstance(token, Character):
        return MoverKind.CAVALRY if getattr(token.stats, "mounted", False) else MoverKind.INDIVIDUAL
    known = {kind.value: kind for kind in MoverKind}
    return known.get(token.kind, MoverKind.INFANTRY)


def mover_kind(token: Unit | Character) -> MoverKind:
    from .ports import movement_rules

    system = getattr(token.stats, "system", None)
    return movement_rules(system).mover(token) if system else default_mover(token)


def unit_mover(unit: Unit) -> MoverKind:
    return mover_kind(unit)


def character_mover(character: Character) -> MoverKind:
    return mover_kind(character)
