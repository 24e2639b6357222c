"""Distancias: the band a missile shoots in, from the weapon's Alcance (or the thrower's Fuerza)."""

from __future__ import annotations

from math import ceil

from .kit import Weapon
from .percentages import RangeBand


def reach_varas(weapon: Weapon, strength: int) -> tuple[float, float, float] | None:
    """The weapon's three bands; a thrown weapon's are FUE/2 rounded up, FUE and FUE×2."""
    if weapon.range_varas is not None:
        return weapon.range_varas
    if weapon.thrown:
        return (float(ceil(strength / 2)), float(strength), float(strength * 2))
    return None


def range_band(distance_varas: float, weapon: Weapon, strength: int) -> RangeBand | None:
    """Short up to the first number (the text starts it past 2 varas; nearer counts as short),
    medium up to the second, long up to the third; None beyond, or for a weapon that cannot
    reach at all."""
    bands = reach_varas(weapon, strength)
    if bands is None:
        return None
    short, medium, long = bands
    if distance_varas <= short:
        return "short"
    if distance_varas <= medium:
        return "medium"
    if distance_varas <= long:
        return "long"
    return None


def reload_after_shot(weapon: Weapon) -> int:
    """Recarga: the actions owed after a shot, spent in a row or one a round as the shooter
    likes; a thrown weapon needs none (only drawing another)."""
    return weapon.reload if weapon.is_missile else 0
