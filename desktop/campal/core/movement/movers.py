"""What kind of mover a token is, as its rule system reads its stats (or its kind without stats)."""

from __future__ import annotations

from ..model import Character, Unit
from ..rules.system import RuleSystem, system_of
from ..terrain import MoverKind


def _system_id(token: Unit | Character) -> str | None:
    return getattr(token.stats, "system", None)


def mover_kind(token: Unit | Character) -> MoverKind:
    system = _system_id(token)
    return (system_of(system) if system else RuleSystem()).mover(token)


def unit_mover(unit: Unit) -> MoverKind:
    return mover_kind(unit)


def character_mover(character: Character) -> MoverKind:
    return mover_kind(character)
