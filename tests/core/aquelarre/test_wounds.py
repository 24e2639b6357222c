"""Armour, locations, health levels, limbs, Secuelas, bleeding, shields."""

from campal.core.dice import ScriptedDice
from campal.core.model import AquelarreHealth, HitLocation
from campal.core.rules.aquelarre.locations import apply_location, far_leg, roll_location
from campal.core.rules.aquelarre.wounds import (
    bleed,
    faint_minutes,
    knocked_out_minutes,
    shield_wear,
    wound,
)

from .people import person


def test_armour_stops_its_protection_and_wears_by_what_it_stopped() -> None:
    # The text's mail (Protección 5) taking 8 PD and then 3; coracina has Protección 5 here.
    wearer = person(armour="coracina")
    after, first = wound(wearer, 8, HitLocation.CHEST)
    assert (first.absorbed, first.worn, first.taken, after.health) == (5, 5, 3, 12)
    after, second = wound(after, 3, HitLocation.CHEST)
    assert (second.worn, second.taken, after.wear["coracina"]) == (3, 0, 8)


def test_critical_goes_through_and_wears_the_whole_blow() -> None:
    after, hit = wound(person(armour="coracina"), 13, HitLocation.CHEST, critical=True)
    assert (hit.absorbed, hit.taken, after.wear["coracina"]) == (0, 13, 13)


def test_armour_covers_only_its_locations() -> None:
    _, hit = wound(person(armour="coracina"), 6, HitLocation.LEFT_LEG)
    assert (hit.armour, hit.taken) == (None, 3)


def test_head_doubles_limbs_halve_rounding_up() -> None:
    assert apply_location(5, HitLocation.HEAD) == 10
    assert apply_location(5, HitLocation.LEFT_ARM) == 3
    assert apply_location(5, HitLocation.ABDOMEN) == 5


def test_soldier_hit_in_both_arms() -> None:
    # The text says the soldier is left at 8 PV; 15 - 5 - 3 is 7. The rules, not the sum, count.
    soldier = person(max_health=15, health=15)
    soldier, _ = wound(soldier, 10, HitLocation.RIGHT_ARM)
    soldier, _ = wound(soldier, 6, HitLocation.LEFT_ARM)
    assert soldier.health == 7
    assert soldier.condition is AquelarreHealth.WOUNDED
    assert soldier.limb_damage == {HitLocation.RIGHT_ARM: 5, HitLocation.LEFT_ARM: 3}


def test_health_levels() -> None:
    assert person(health=8).condition is AquelarreHealth.UNHURT  # 7 lost of 15: not yet half
    assert person(health=7).condition is AquelarreHealth.WOUNDED
    assert person(health=4).condition is AquelarreHealth.WOUNDED  # 11 lost: not yet 3/4
    assert person(health=3).condition is AquelarreHealth.BADLY_WOUNDED
    assert person(health=0).condition is AquelarreHealth.UNCONSCIOUS
    assert person(health=-15).condition is AquelarreHealth.DEAD


def test_badly_wounded_asks_for_res_x4_each_time() -> None:
    one = person(health=5)
    one, first = wound(one, 2, HitLocation.CHEST)
    assert first.faint_test
    _, again = wound(one, 1, HitLocation.CHEST)
    assert again.faint_test
    _, light = wound(person(), 2, HitLocation.CHEST)
    assert not light.faint_test
    assert faint_minutes(15) == 15


def test_bleeding_a_pv_a_round_until_dead() -> None:
    down = person(health=0)
    assert bleed(down).health == -1
    assert bleed(person(health=-15)).health == -15
    assert bleed(person(health=5)).health == 5


def test_sequela_at_half_the_pv_before_the_location() -> None:
    _, hit = wound(person(max_health=15), 7, HitLocation.LEFT_ARM)
    assert hit.sequela and hit.taken == 4
    _, small = wound(person(max_health=15), 6, HitLocation.HEAD)
    assert not small.sequela


def test_location_dice_from_above_and_below() -> None:
    assert roll_location("level", ScriptedDice([10])).location is HitLocation.LEFT_LEG
    assert roll_location("above", ScriptedDice([5])).location is HitLocation.CHEST
    assert roll_location("below", ScriptedDice([1])).location is HitLocation.CHEST
    assert roll_location("below", ScriptedDice([4])).location is HitLocation.RIGHT_LEG


def test_far_leg_of_a_rider() -> None:
    assert far_leg(0.0, 90.0) is HitLocation.LEFT_LEG
    assert far_leg(0.0, 270.0) is HitLocation.RIGHT_LEG


def test_shields_wear_one_per_two_pd_and_stun_against_res() -> None:
    assert shield_wear(9) == 4
    assert knocked_out_minutes(14, 12) == 20
    assert knocked_out_minutes(12, 12) == 10
    assert knocked_out_minutes(11, 12) is None
