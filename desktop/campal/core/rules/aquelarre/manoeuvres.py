"""The text's manoeuvres as questions and small answers: who may parry what, what a parry
costs, the enfrentamientos of Desarmar, Empujón, Descabalgar and Inmovilizar, the Barrido."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from .kit import DamageKind, Size, Weapon

ParryEnd = Literal["held", "strength_contest", "dropped", "broken"]
STRENGTH_TIMES = {Size.LIGHT: 3, Size.MEDIUM: 4, Size.HEAVY: 5}
UNPARRIABLE = frozenset({"mounted_charge", "shove"})
# Clava de escudo: a shield parry does not stop the axe; only a dodge or the other hand's weapon.
SHIELD_USELESS = frozenset({"shield_cleave"})


def can_parry(attack: str, defence: str, ranged: bool) -> bool:
    if ranged:
        return defence == "shield_parry"
    if attack in UNPARRIABLE:
        return False
    return not (attack in SHIELD_USELESS and defence == "shield_parry")


def can_dodge(ranged: bool) -> bool:
    return not ranged


def parry_end(
    attacker: Size, parrier: Size | None, *, attack_critical: bool, parry_critical: bool
) -> ParryEnd:
    """A successful parry. ``parrier`` None is a shield: it never leaves the hand. A light weapon
    against a heavy one holds only after a FUE×3 against FUE×5 contest, else it drops; a critical
    is held only by a critical, else the weapon drops (breaks, light against heavy)."""
    if parrier is None:
        return "held"
    light_vs_heavy = parrier is Size.LIGHT and attacker is Size.HEAVY
    if attack_critical and not parry_critical:
        return "broken" if light_vs_heavy else "dropped"
    if light_vs_heavy:
        return "strength_contest"
    return "held"


def disarm_allowed(attacker: Weapon, defender: Weapon) -> bool:
    return attacker.size.rank >= defender.size.rank


def disarm_times(weapon: Weapon) -> int:
    """Desarmar's contest: FUE×3 with a light weapon, ×4 medium, ×5 heavy."""
    return STRENGTH_TIMES[weapon.size]


def sweep_allowed(weapon: Weapon) -> bool:
    return weapon.kind is not DamageKind.PIERCE and weapon.size is not Size.LIGHT


def stun_allowed(weapon: Weapon, target_helmet_metal: bool, surprise: bool) -> bool:
    return surprise and weapon.kind is DamageKind.BLUNT and not target_helmet_metal


def charge_allowed(weapon: Weapon, mounted: bool) -> bool:
    if mounted:
        return weapon.size is Size.MEDIUM or weapon.skill == "lanzas"
    return weapon.size is not Size.LIGHT and not weapon.is_missile


def double_attack_allowed(weapons: Sequence[Weapon]) -> bool:
    sizes = sorted(w.size.rank for w in weapons[:2])
    return sizes == [Size.LIGHT.rank, Size.MEDIUM.rank]


def trip_allowed(weapon: Weapon) -> bool:
    return weapon.skill in ("lanzas", "pelea") or weapon.staff


def mele_weapon_allowed(weapon: Weapon) -> bool:
    """In a melé only light weapons or Pelea serve."""
    return weapon.size is Size.LIGHT or weapon.skill == "pelea"
