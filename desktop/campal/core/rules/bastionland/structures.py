"""Structures are fortifications: their Guard and Armour come from the terrain catalogue (gate 5
GD A2, rampart 10 GD A2, castle wall 10 GD A3); the Guard a battering leaves is kept in the
fortification's own overrides, so it saves, undoes and shows like any per-feature value."""

from __future__ import annotations

from ...engine.base import CommandRefused
from ...model import Battle, Fortification, msg
from ...terrain import load_catalogue, with_overrides

GUARD_KEY = "bastionland.guard"


def structure(battle: Battle, fortification_id: str) -> Fortification:
    found = battle.fortifications.get(fortification_id)
    if found is None:
        raise CommandRefused(msg("token.unknown", token=fortification_id))
    return found


def guard_and_armour(fortification: Fortification) -> tuple[int, int]:
    kind = load_catalogue().fortification_kind(fortification.kind)
    if kind is None:
        return 0, 0
    effects = with_overrides(kind, fortification.overrides).effects.bastionland
    return effects.guard, effects.armour


def is_structure(fortification: Fortification) -> bool:
    kind = load_catalogue().fortification_kind(fortification.kind)
    return kind is not None and kind.effects.bastionland.guard > 0


def battered(fortification: Fortification, guard: int) -> Fortification:
    return fortification.model_copy(update={"overrides": {**fortification.overrides, GUARD_KEY: guard}})
