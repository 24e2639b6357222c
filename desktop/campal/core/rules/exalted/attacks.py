"""A unit's attack: the dice (attribute + ability capped by War), the automatic successes (the
rating capped by War then multiplied by formation, Might, the Magnitude difference of at most
3), and the target's DV (the commander's, plus half the Close rating, shields and cover as the
formation multiplies them, less the DV penalty of its last action)."""

from __future__ import annotations

import math
from dataclasses import field
from enum import StrEnum

from ...dice import Breakdown
from ...frozen import frozen
from ...model import ExaltedFormation, ExaltedUnitStats
from ...model.exalted_traits import Ability, Attribute, Traits
from .tables import actions, combat, formation
from .traits import capped, effective_formation, leader, pool, strain


class Facing(StrEnum):
    FRONT = "front"
    FLANK = "flank"
    REAR = "rear"


@frozen
class AttackSituation:
    """What the attack is: close or ranged, from where, with which extra penalties."""

    ranged: bool = False
    facing: Facing = Facing.FRONT
    cover_percent: int = 0
    flurry_penalty: int = 0
    external: Breakdown = field(default_factory=Breakdown)
    hidden_attacker: bool = False  # a surprise attack: the target cannot defend
    director: Traits | None = None  # a sorcerer directing one of the unit's ranged attacks

    def is_unexpected(self) -> bool:
        return self.hidden_attacker or self.facing.value in combat().unexpected_from


def _weapon_ability(traits: Traits, ranged: bool) -> Ability:
    if not ranged:
        return Ability.MELEE
    return max((Ability.ARCHERY, Ability.THROWN), key=traits.ability)


def attack_dice(stats: ExaltedUnitStats, situation: AttackSituation) -> Breakdown:
    traits = leader(stats)
    if situation.director is not None:
        # The sorcerer's own Dexterity and Ranged ability, held to the unit's War all the same.
        war = {Ability.WAR: traits.ability(Ability.WAR)}
        traits = situation.director.model_copy(update={"abilities": situation.director.abilities | war})
    dice = pool(traits, Attribute.DEXTERITY, _weapon_ability(traits, situation.ranged))
    dice = dice.plus("exalted.term.aim", stats.aim_bonus)
    dice = dice.plus("exalted.term.flurry", situation.flurry_penalty)
    return Breakdown(terms=dice.terms + strain(stats, "attack").terms + situation.external.terms)


def rating_successes(stats: ExaltedUnitStats, ranged: bool) -> int:
    """The rating, limited by War, then the formation's multiplier (which may exceed War)."""
    war = leader(stats).ability(Ability.WAR)
    rating = min(stats.ranged_combat if ranged else stats.close_combat, war)
    if ranged:
        return rating
    shape = formation(effective_formation(stats))
    return max(rating * shape.close_rating_factor - shape.close_rating_penalty, 0)


def attacking_magnitude(attacker: ExaltedUnitStats, target: ExaltedUnitStats, ranged: bool) -> int:
    """The attacker's Magnitude as the target's formation makes it count (doubled against Close
    order; doubled in close combat against Skirmish, tripled when the attacker is in Close)."""
    shape = formation(effective_formation(target))
    if ranged:
        return attacker.magnitude * shape.enemy_magnitude_ranged
    factor = shape.enemy_magnitude_close
    if shape.enemy_magnitude_close_from_close and effective_formation(attacker) is ExaltedFormation.CLOSE:
        factor = shape.enemy_magnitude_close_from_close
    return attacker.magnitude * factor


def magnitude_bonus(attacking: int, defending: int) -> int:
    """The larger unit's edge, never more than 3: extra successes for a larger attacker,
    successes taken away when the defender is the larger."""
    cap = combat().magnitude_bonus_cap
    return max(-cap, min(cap, attacking - defending))


def automatic_successes(
    attacker: ExaltedUnitStats,
    target: ExaltedUnitStats | None,
    situation: AttackSituation,
    defending_magnitude: int | None = None,
) -> Breakdown:
    auto = Breakdown().plus(
        "exalted.term.ranged_rating" if situation.ranged else "exalted.term.close_rating",
        rating_successes(attacker, situation.ranged),
    )
    auto = auto.plus("exalted.term.might", attacker.might)
    if target is not None:
        attacking = attacking_magnitude(attacker, target, situation.ranged)
        defending = target.magnitude if defending_magnitude is None else defending_magnitude
        auto = auto.plus("exalted.term.magnitude_bonus", magnitude_bonus(attacking, defending))
    return auto


def parry_dv(traits: Traits) -> int:
    gear = traits.gear
    return math.ceil(
        (traits.attribute(Attribute.DEXTERITY) + capped(traits, Ability.MELEE) + gear.weapon_defence) / 2
    )


def dodge_dv(traits: Traits) -> int:
    return math.ceil(
        (traits.attribute(Attribute.DEXTERITY) + capped(traits, Ability.DODGE) + traits.essence) / 2
    )


def action_dv(stats: ExaltedUnitStats, ranged: bool) -> int:
    """The DV its last action left on the unit; Guard's counts against missiles only."""
    last = actions().actions.get(stats.last_order)
    if last is not None and last.dv_ranged_only and not ranged:
        return 0
    return stats.dv_penalty


def defence(target: ExaltedUnitStats, situation: AttackSituation) -> Breakdown:
    """The target unit's DV against this attack, as a breakdown (never below 0 in use)."""
    traits = leader(target)
    rules = combat()
    if situation.is_unexpected():
        return Breakdown().base("exalted.term.unexpected", 0)
    shape = formation(effective_formation(target))
    # Half the Close rating belongs to the parry DV, so parry and dodge are weighed with it.
    parry, dodge, half_rating = parry_dv(traits), dodge_dv(traits), target.close_combat // 2
    may_parry = not situation.ranged or rules.ranged_attacks_use_parry
    use_parry = may_parry and parry + half_rating >= dodge
    dv = Breakdown().base(
        "exalted.term.parry_dv" if use_parry else "exalted.term.dodge_dv", parry if use_parry else dodge
    )
    dv = dv.plus("exalted.term.half_close_rating", half_rating if use_parry else 0)
    factor = shape.shield_factor_ranged if situation.ranged else shape.shield_factor_close
    dv = dv.plus("exalted.term.shield", traits.gear.shield_dv * factor)
    dv = dv.gm_plus("exalted.term.cover", rules.cover_bonus(situation.cover_percent) * factor)
    if situation.ranged:
        dv = dv.gm_plus("exalted.term.formation", shape.dv_vs_ranged)
    dv = dv.plus("exalted.term.action_dv", action_dv(target, situation.ranged))
    dv = Breakdown(terms=dv.terms + strain(target, "dv").terms)
    if situation.facing is Facing.FLANK:
        dv = dv.gm_plus("exalted.term.flank", rules.flank_dv)
    return dv


@frozen
class Hit:
    hits: bool
    net: int  # successes left after the DV


def against_dv(successes: int, dv: int) -> Hit:
    """The DV takes successes away; the attack needs some left over to land."""
    net = successes - max(dv, 0)
    return Hit(net >= combat().hit_needs_net_successes, max(net, 0))


def attacks_per_action(stats: ExaltedUnitStats, ranged: bool) -> int:
    """One attack, plus one per hero in close combat or per sorcerer at range."""
    from .traits import heroes, sorcerers

    return 1 + (sorcerers(stats) if ranged else heroes(stats))


def ammunition_after(stats: ExaltedUnitStats) -> int | None:
    """Ammunition left after one ranged attack, or None when the unit has none left to shoot."""
    per = combat().ammunition_per_attack
    if stats.ammunition is None or stats.ammunition < per:
        return None
    return stats.ammunition - per


def full_ammunition(fortified: bool) -> int:
    rules = combat()
    return rules.ammunition_fortified if fortified else rules.ammunition_mobile


def attacks_from(ammunition: int) -> int:
    return ammunition // combat().ammunition_per_attack


def aim_bonus() -> int:
    return actions().aim_bonus
