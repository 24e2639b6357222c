"""Equipo especial (6.2: aceite o agua hirviendo, ariete, escaleras, fuego valyrio, mantelete,
testudo, torre de asedio): what a unit carries, as the GM's editable table
(``resources/rules/sifrp/equipment.json``) says it serves its orders."""

from __future__ import annotations

import math

from ...model import SifrpUnitStats
from .tables import EquipmentRules, equipment


def gear(stats: SifrpUnitStats) -> tuple[EquipmentRules, ...]:
    table = equipment()
    return tuple(table[item] for item in stats.equipment if item in table)


def gear_dice(stats: SifrpUnitStats, order: str) -> int:
    return sum(item.dice.get(order, 0) for item in gear(stats))


def afloat(stats: SifrpUnitStats) -> bool:
    """Whether the unit goes in boats ("navegable" water is theirs to cross)."""
    return any(item.afloat for item in gear(stats))


def gear_damage(stats: SifrpUnitStats, order: str) -> int:
    return sum(item.damage.get(order, 0) for item in gear(stats))


def gear_defence_vs_ranged(stats: SifrpUnitStats) -> int:
    return sum(item.defence_vs_ranged for item in gear(stats))


def gear_pace(stats: SifrpUnitStats) -> float:
    return math.prod(item.movement_factor for item in gear(stats))


def equipped_for(stats: SifrpUnitStats, order: str) -> bool:
    return any(item.equipped and order in item.orders for item in gear(stats))


def poured_damage(stats: SifrpUnitStats, order: str) -> int:
    """What the defenders' boiling oil or water does to a unit carrying out ``order`` below them."""
    return sum(item.poured_damage for item in gear(stats) if order in item.poured_on)
