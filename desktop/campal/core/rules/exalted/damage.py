"""Damage to a unit: the attacker's damage (commander's Strength and weapon plus the unit's
rating) and the extra successes, against the defender's soak (commander's plus the unit's
Armor) and Hardness; never fewer dice than the Magnitude; health levels fill the commander's
track and every time it reaches Incapacitated it resets and a Magnitude is lost."""

from __future__ import annotations

from ...dice import Breakdown
from ...dice.pool import PoolSpec
from ...frozen import frozen
from ...model import ExaltedUnitState, ExaltedUnitStats
from ...model.exalted_traits import Attribute
from .tables import combat
from .traits import excess_specials, leader


def raw_damage(attacker: ExaltedUnitStats, ranged: bool, extra_successes: int) -> Breakdown:
    traits = leader(attacker)
    gear = traits.gear
    raw = Breakdown()
    if ranged:
        # The unit's Ranged Combat Damage is added to the commander's own ranged attack: the
        # weapon's damage, with Strength only where the GM's table says missiles carry it.
        if combat().ranged_damage_adds_strength:
            raw = raw.base("exalted.attribute.strength", traits.attribute(Attribute.STRENGTH))
        raw = raw.base("exalted.term.weapon", gear.weapon_damage)
        raw = raw.plus("exalted.term.ranged_damage", attacker.ranged_damage)
    else:
        raw = raw.base("exalted.attribute.strength", traits.attribute(Attribute.STRENGTH))
        raw = raw.plus("exalted.term.weapon", gear.weapon_damage)
        raw = raw.plus("exalted.term.close_damage", attacker.close_damage)
    if combat().extra_successes_add_damage:
        raw = raw.plus("exalted.term.extra_successes", extra_successes)
    return raw


def soak(target: ExaltedUnitStats) -> Breakdown:
    """Lethal soak: half the commander's Stamina (down), the commander's armour, the unit's Armor."""
    traits = leader(target)
    return (
        Breakdown()
        .base("exalted.term.stamina_soak", traits.attribute(Attribute.STAMINA) // 2)
        .plus("exalted.term.armour_soak", traits.gear.armour_soak)
        .plus("exalted.term.unit_armour", target.armour)
    )


def hardness(target: ExaltedUnitStats) -> int:
    return max(target.hardness, leader(target).gear.hardness)


def minimum_damage(attacker: ExaltedUnitStats, target: ExaltedUnitStats) -> int:
    chosen = attacker if combat().minimum_damage == "attacker_magnitude" else target
    return max(chosen.magnitude, 1)


def damage_dice(attacker: ExaltedUnitStats, target: ExaltedUnitStats, raw: Breakdown) -> Breakdown:
    """The dice of the damage roll: raw damage less soak, at least the minimum; none when the
    Hardness absorbs the blow."""
    rules = combat()
    hard = hardness(target)
    absorbed = raw.total <= hard if rules.hardness_absorbs_when_at_least_raw else raw.total < hard
    if absorbed:
        return Breakdown().base("exalted.term.hardness", 0)
    after = raw.total - soak(target).total
    dice = (
        Breakdown().base("exalted.term.raw_damage", raw.total).plus("exalted.term.soak", -soak(target).total)
    )
    return dice.plus("exalted.term.minimum_damage", max(minimum_damage(attacker, target) - after, 0))


def damage_spec(dice: Breakdown) -> PoolSpec:
    return PoolSpec(dice=dice, tens_double=combat().damage_tens_double)


@frozen
class DamageOutcome:
    stats: ExaltedUnitStats
    levels: int
    magnitude_lost: int
    rout_test: bool  # a single attack cost Magnitude
    specials_to_leave: int


def health_boxes(stats: ExaltedUnitStats) -> int:
    """A unit has as many health levels as its commander."""
    return stats.commander.health.boxes


def apply_levels(stats: ExaltedUnitStats, levels: int) -> DamageOutcome:
    boxes = health_boxes(stats)
    total = stats.health_damage + max(levels, 0)
    lost = total // boxes
    if not combat().overflow_carries:
        lost = min(lost, 1)
    lost = min(lost, stats.magnitude)
    left = total - lost * boxes if lost else total
    updated = lose_magnitude(stats, lost).model_copy(
        update={"health_damage": min(left, boxes - 1) if lost else min(total, boxes)}
    )
    return DamageOutcome(updated, levels, lost, lost > 0 and not stats.fearless, excess_specials(updated))


def lose_magnitude(stats: ExaltedUnitStats, points: int) -> ExaltedUnitStats:
    """``points`` of Magnitude gone (each one resets the health track); at 0 the unit is
    destroyed and its commander stands alone."""
    if points <= 0:
        return stats
    magnitude = max(stats.magnitude - points, 0)
    update: dict[str, object] = {
        "magnitude": magnitude,
        "health_damage": 0,
        "start_magnitude": stats.start_magnitude if stats.start_magnitude is not None else stats.magnitude,
        "magnitude_lost": min(stats.magnitude_lost + (stats.magnitude - magnitude), 30),
        "worst_single_loss": max(stats.worst_single_loss, stats.magnitude - magnitude),
    }
    if magnitude == 0:
        update["state"] = ExaltedUnitState.DESTROYED
    return stats.model_copy(update=update)
