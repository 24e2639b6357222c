"""Attacks and damage (issue clause 5), with the text's inline numbers."""

from campal.core.dice import ScriptedDice
from campal.core.dice.pool import PoolSpec, roll_pool
from campal.core.model import ExaltedFormation, ExaltedUnitState
from campal.core.model.exalted import SpecialCharacter, SpecialKind
from campal.core.model.exalted_traits import Gear
from campal.core.rules.exalted.attacks import (
    AttackSituation,
    Facing,
    against_dv,
    ammunition_after,
    attack_dice,
    attacks_from,
    attacks_per_action,
    automatic_successes,
    defence,
    full_ammunition,
    magnitude_bonus,
)
from campal.core.rules.exalted.damage import apply_levels, damage_dice, damage_spec, raw_damage, soak

from .units import commander, unit

CLOSE = AttackSituation()
RANGED = AttackSituation(ranged=True)


def test_dexterity_3_and_melee_5_under_war_4_give_7_dice() -> None:
    stats = unit(commander=commander(war=4, melee=5, dexterity=3))
    assert attack_dice(stats, CLOSE).total == 7


def test_the_rating_is_capped_by_war_and_close_order_doubles_it_after_the_cap() -> None:
    relaxed = unit(close_combat=5, commander=commander(war=3))
    close = unit(close_combat=5, commander=commander(war=3), formation=ExaltedFormation.CLOSE)
    assert automatic_successes(relaxed, None, CLOSE).total == 3
    assert automatic_successes(close, None, CLOSE).total == 6


def test_might_adds_automatic_successes() -> None:
    assert automatic_successes(unit(might=2), None, CLOSE).total == 2


def test_the_magnitude_bonus_never_exceeds_3_and_works_both_ways() -> None:
    assert magnitude_bonus(7, 2) == 3 and magnitude_bonus(2, 7) == -3 and magnitude_bonus(3, 3) == 0
    big, small = unit(magnitude=6), unit(magnitude=4)
    assert automatic_successes(big, small, CLOSE).total == 2
    assert automatic_successes(small, big, CLOSE).total == -2


def test_enemies_double_their_magnitude_against_close_order_and_skirmishers_in_melee() -> None:
    attacker = unit(magnitude=3)
    assert (
        automatic_successes(attacker, unit(magnitude=5, formation=ExaltedFormation.CLOSE), CLOSE).total == 1
    )
    skirmish = unit(magnitude=6, drill=2, formation=ExaltedFormation.SKIRMISH)
    assert automatic_successes(attacker, skirmish, CLOSE).total == 0
    close_attacker = unit(magnitude=3, formation=ExaltedFormation.CLOSE)
    assert automatic_successes(close_attacker, skirmish, CLOSE).total == 3
    assert automatic_successes(attacker, skirmish, RANGED).total == -3


def test_dv_is_the_commanders_plus_half_the_close_rating_and_formation_bonuses() -> None:
    shield = Gear(shield_dv=1, weapon_defence=1)
    target = unit(close_combat=3, commander=commander(dexterity=3, melee=3, gear=shield))
    assert defence(target, CLOSE).total == 4 + 1 + 1  # parry 4, half rating 1, shield 1
    close = target.model_copy(update={"formation": ExaltedFormation.CLOSE})
    assert defence(close, CLOSE).total == 4 + 1 + 2
    skirmish = target.model_copy(update={"formation": ExaltedFormation.SKIRMISH})
    assert defence(skirmish, RANGED).total == 2 + 2 + 3  # dodge 2, shield doubled, +3 vs ranged


def test_cover_and_the_last_actions_dv_penalty_count() -> None:
    target = unit(dv_penalty=-2)
    in_forest = AttackSituation(ranged=True, cover_percent=50)
    assert (
        defence(target, in_forest).total == defence(target, RANGED).total + 2 * 2
    )  # relaxed doubles cover vs ranged
    assert defence(target, CLOSE).total == defence(unit(), CLOSE).total - 2


def test_a_rear_attack_is_unexpected() -> None:
    assert defence(unit(), AttackSituation(facing=Facing.REAR)).total == 0


def test_the_attack_needs_successes_left_after_the_dv() -> None:
    assert against_dv(5, 5).hits is False and against_dv(6, 4).net == 2 and against_dv(6, 4).hits


def test_heroes_add_close_attacks_and_sorcerers_ranged_ones() -> None:
    specials = (
        SpecialCharacter(id="hero-a", name="A", kind=SpecialKind.HERO),
        SpecialCharacter(id="sorcerer-b", name="B", kind=SpecialKind.SORCERER),
    )
    stats = unit(specials=specials)
    assert attacks_per_action(stats, ranged=False) == 2 and attacks_per_action(stats, ranged=True) == 2


def test_three_ammunition_per_attack_give_4_attacks_mobile_or_7_fortified() -> None:
    assert attacks_from(full_ammunition(False)) == 4 and attacks_from(full_ammunition(True)) == 7
    assert ammunition_after(unit(ammunition=5)) == 2 and ammunition_after(unit(ammunition=2)) is None


def test_damage_adds_the_units_damage_and_soak_adds_its_armor() -> None:
    attacker = unit(close_damage=2)
    assert raw_damage(attacker, False, 2).total == 3 + 3 + 2 + 2
    assert soak(unit(armour=2, commander=commander(gear=Gear(armour_soak=3)))).total == 1 + 3 + 2


def test_minimum_damage_is_the_magnitude_and_hardness_absorbs() -> None:
    attacker, target = unit(magnitude=5), unit(armour=9)
    assert damage_dice(attacker, target, raw_damage(attacker, False, 0)).total == 5
    hard = unit(hardness=20)
    assert damage_dice(attacker, hard, raw_damage(attacker, False, 0)).total == 0


def test_damage_rolls_count_tens_once() -> None:
    result = roll_pool(damage_spec(raw_damage(unit(), False, 0)), ScriptedDice([10, 10, 1, 1, 1, 1, 1, 1]))
    assert result.successes == 2


def test_incapacitated_resets_the_track_and_costs_a_magnitude() -> None:
    stats = unit(magnitude=3, health_damage=5)
    outcome = apply_levels(stats, 3)  # 8 of 7 boxes
    assert outcome.magnitude_lost == 1 and outcome.stats.magnitude == 2 and outcome.stats.health_damage == 1
    assert outcome.rout_test
    small = apply_levels(unit(), 2)
    assert small.magnitude_lost == 0 and small.stats.health_damage == 2 and not small.rout_test


def test_a_big_blow_can_cost_several_magnitudes_and_magnitude_0_destroys() -> None:
    outcome = apply_levels(unit(magnitude=2), 15)
    assert outcome.magnitude_lost == 2 and outcome.stats.state is ExaltedUnitState.DESTROYED


def test_lost_magnitude_makes_extra_special_characters_leave() -> None:
    specials = tuple(SpecialCharacter(id=f"hero-{i}", name=f"H{i}", kind=SpecialKind.HERO) for i in range(2))
    outcome = apply_levels(unit(magnitude=2, relays=2, specials=specials), 7)
    assert outcome.specials_to_leave == 2


def test_an_attack_roll_spec_uses_the_dice_and_automatic_successes() -> None:
    stats = unit(close_combat=2, commander=commander(war=4, melee=5, dexterity=3))
    spec = PoolSpec(dice=attack_dice(stats, CLOSE), automatic=automatic_successes(stats, unit(), CLOSE))
    assert roll_pool(spec, ScriptedDice([7, 7, 1, 1, 1, 1, 10])).successes == 4 + 2


def test_ranged_damage_adds_the_commanders_weapon_to_the_units_ranged_damage() -> None:
    archers = unit(ranged_damage=3, commander=commander(gear=Gear(weapon_damage=4, range_yards=200)))
    assert raw_damage(archers, True, 0).total == 4 + 3


def test_a_lone_character_has_no_units_close_damage() -> None:
    from campal.core.model import ExaltedCharacterStats
    from campal.core.rules.exalted.lone import lone_unit

    hero = lone_unit(ExaltedCharacterStats(traits=commander(gear=Gear(weapon_damage=5))))
    assert raw_damage(hero, False, 0).total == 3 + 5  # Strength and the sword, nothing more


def test_half_the_close_rating_counts_before_parry_or_dodge_is_chosen() -> None:
    # Parry 3 + half the rating 2 = 5 beats dodge 4 (Dex 3 + Dodge 4 + Essence 1, halved).
    target = unit(close_combat=4, commander=commander(dexterity=3, melee=2, dodge=4))
    dv = defence(target, CLOSE)
    assert dv.total == 5 and dv.terms[0].key == "exalted.term.parry_dv"


def test_guard_adds_its_dv_against_ranged_attacks_only() -> None:
    guarding = unit(dv_penalty=1, last_order="guard")
    assert defence(guarding, RANGED).total == defence(unit(), RANGED).total + 1
    assert defence(guarding, CLOSE).total == defence(unit(), CLOSE).total


def test_a_units_wound_penalty_comes_from_its_own_health_track() -> None:
    hurt = unit(health_damage=3)  # the commander's levels 0, −1, −1, −2 …: the third is −1
    assert attack_dice(hurt, CLOSE).total == attack_dice(unit(), CLOSE).total - 1
    assert defence(hurt, CLOSE).total == defence(unit(), CLOSE).total - 1


def test_a_heros_ability_stands_in_for_the_commanders_in_the_units_rolls() -> None:
    hero = SpecialCharacter(id="hero-a", name="A", kind=SpecialKind.HERO, traits=commander(war=2, melee=5))
    led = unit(commander=commander(war=4, melee=2, dexterity=3))
    assert attack_dice(led, CLOSE).total == 3 + 2
    assert attack_dice(led.model_copy(update={"specials": (hero,)}), CLOSE).total == 3 + 4  # held to War 4


def test_a_units_ranged_attack_uses_its_commanders_weapon_and_abilities() -> None:
    from campal.core.rules.exalted.attacks import AttackSituation, attack_dice

    archer = commander(dexterity=4, archery=2, gear=Gear(weapon_damage=5, range_yards=200))
    bows = unit(commander=archer, ranged_damage=3)
    # The commander's bow (5) plus the unit's Ranged Combat Damage; no Strength on missiles.
    assert raw_damage(bows, True, 0).total == 5 + 3
    dice = attack_dice(bows, AttackSituation(ranged=True))
    assert [(t.key, t.value) for t in dice.terms][:2] == [
        ("exalted.attribute.dexterity", 4),
        ("exalted.ability.archery", 2),
    ]
