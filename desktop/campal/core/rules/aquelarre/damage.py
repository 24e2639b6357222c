"""Daño: the weapon's dice and the damage bonus, less the Fuerza short of the weapon, times the
action's factor; a critical does the most it could without dice and ignores armour."""

from __future__ import annotations

from math import ceil, floor

from pydantic import BaseModel

from ...dice.entry import ManualEntry, check_total, faces_for
from ...dice.source import DiceSource
from ...dice.terms import Breakdown
from ...model import AquelarreCharacterStats, AquelarreHealth
from ...records import RECORD
from .kit import DiceExpr, Weapon
from .sheet import damage_bonus, strength_short


class DamageDice(BaseModel):
    """What a blow rolls: the weapon (or shield) dice and the bonus dice."""

    model_config = RECORD

    weapon: DiceExpr
    bonus: DiceExpr
    strength_short: int = 0

    @property
    def sizes(self) -> tuple[int, ...]:
        return self.weapon.sizes + self.bonus.sizes


class DamageRoll(BaseModel):
    model_config = RECORD

    dice: DamageDice
    faces: tuple[int, ...] = ()  # empty when the GM typed only a total, or on a critical
    typed_total: int | None = None
    critical: bool = False
    manual: bool = False


def damage_dice(
    attacker: AquelarreCharacterStats, weapon: Weapon, *, steps_up: int = 0, own_dice: str | None = None
) -> DamageDice:
    """``own_dice`` replaces the weapon's (a shield's edge, a fall, a hold)."""
    main = DiceExpr.parse(own_dice) if own_dice is not None else weapon.damage_dice
    return DamageDice(
        weapon=main,
        bonus=damage_bonus(attacker, weapon, steps_up),
        strength_short=strength_short(attacker, weapon.strength) if own_dice is None else 0,
    )


def roll_damage(
    dice_: DamageDice, dice: DiceSource, entry: ManualEntry | None = None, *, critical: bool = False
) -> DamageRoll:
    if critical:
        return DamageRoll(dice=dice_, critical=True)
    faces = faces_for(dice_.sizes, dice, entry)
    manual = entry is not None and not entry.by_app
    if faces is None:
        assert entry is not None and entry.dice_total is not None
        low, high = len(dice_.sizes), sum(dice_.sizes)
        total = check_total(entry.dice_total, low, high)
        return DamageRoll(dice=dice_, typed_total=total, manual=manual)
    return DamageRoll(dice=dice_, faces=faces, manual=manual)


def _bonus_after_wounds(bonus: int, attacker: AquelarreCharacterStats) -> int:
    """Herido halves the bonus roll (rounded down); malherido loses it."""
    if attacker.condition is AquelarreHealth.BADLY_WOUNDED:
        return 0
    if attacker.condition is AquelarreHealth.WOUNDED:
        return floor(abs(bonus) / 2) * (1 if bonus >= 0 else -1)
    return bonus


def blow(roll: DamageRoll, attacker: AquelarreCharacterStats, factor: float = 1.0) -> Breakdown:
    """The PD of a blow before armour, as labelled terms; never below 0."""
    weapon, bonus = roll.dice.weapon, roll.dice.bonus
    if roll.critical:
        weapon_part = weapon.count * weapon.sides
        bonus_part = -bonus.count if bonus.negative else bonus.count * bonus.sides
    elif roll.typed_total is not None:
        weapon_part, bonus_part = roll.typed_total, 0
    else:
        weapon_faces = roll.faces[: weapon.count]
        bonus_faces = roll.faces[weapon.count :]
        weapon_part = sum(weapon_faces)
        bonus_part = -sum(bonus_faces) if bonus.negative else sum(bonus_faces)
    terms = Breakdown().base("aquelarre.damage.weapon", weapon_part, dice=weapon.label())
    terms = terms.gm_plus("aquelarre.damage.weapon_bonus", weapon.bonus)
    terms = terms.plus(
        "aquelarre.damage.bonus", _bonus_after_wounds(bonus_part, attacker), dice=bonus.label()
    )
    terms = terms.plus("aquelarre.damage.strength_short", -roll.dice.strength_short)
    total = max(terms.total, 0)
    if total != terms.total:
        terms = terms.plus("aquelarre.damage.floor", total - terms.total)
    if factor != 1.0:
        # A factor below one rounds down (Ataque preciso), above one rounds up (Carga ×1.5).
        scaled = floor(total * factor) if factor < 1 else ceil(total * factor)
        terms = terms.plus("aquelarre.damage.factor", scaled - total, factor=factor)
    return terms
