"""Issue 14, item 5: damage through Guard, VIG, Scar, Mortal Wound and Slain; Virtues at 0;
morale; a moment of peace."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.dice.saves import roll_save
from campal.core.engine.base import CommandRefused
from campal.core.model.bastionland import Morale, Mount, WarbandState
from campal.core.rules.bastionland.attack import Gambit, GambitKind, Greater, StrongChoice
from campal.core.rules.bastionland.damage import (
    batter_structure,
    blow,
    hurt_character,
    hurt_mount,
    hurt_warband,
)
from campal.core.rules.bastionland.gambits import apply_gambit, gambit_refusal
from campal.core.rules.bastionland.morale import (
    group_lost_half,
    group_savers,
    morale_save,
    person_after_morale,
    person_wavers,
    warband_after_morale,
    warband_wavers,
)
from campal.core.rules.bastionland.peace import moment_of_peace
from campal.core.rules.bastionland.scars import apply_scar, roll_scar
from campal.core.rules.bastionland.virtues import cannot_attack_after_moving, is_exposed, is_impaired
from campal.core.rules.bastionland.warbands import settle

from .people import knight, person, warband


def test_a_blow_guard_absorbs_was_evaded() -> None:
    done = blow(guard=5, vigour=12, damage=3)
    assert done.evaded and not done.scar and done.guard_after == 2 and done.vigour_after == 12


def test_guard_at_exactly_0_gives_a_scar() -> None:
    done = blow(guard=4, vigour=12, damage=4)
    assert done.scar and not done.wounded


def test_the_excess_comes_off_vig_and_wounds() -> None:
    after, done = hurt_character(knight(vigour=12, guard=4), 7)
    assert done.vigour_lost == 3 and after.vigour == 9 and after.wounded and not after.mortal_wound


def test_losing_half_the_remaining_vig_in_one_blow_is_a_mortal_wound() -> None:
    after, done = hurt_character(knight(vigour=10, guard=2), 7)
    assert done.vigour_lost == 5 and done.mortal_wound and after.mortal_wound and not after.slain


def test_vig_0_from_damage_is_slain() -> None:
    after, done = hurt_character(knight(vigour=6, guard=1), 9)
    assert done.slain and after.slain and not after.mortal_wound and after.is_out_of_action


def test_an_exposed_target_fights_at_guard_0() -> None:
    after, done = hurt_character(knight(exposed=True, guard=5, vigour=12), 3)
    assert after.guard == 5 and after.vigour == 9 and done.wounded
    assert is_exposed(knight(clarity=0))


def test_virtues_at_0_have_their_effect() -> None:
    assert is_impaired(knight(spirit=0))
    assert cannot_attack_after_moving(knight(vigour=0))
    assert settle(warband(spirit=0)).state is WarbandState.BROKEN
    assert settle(warband(vigour=0)).state is WarbandState.WIPED_OUT


def test_a_warbands_mortal_wound_routs_and_vig_0_wipes_it_out() -> None:
    routed, _ = hurt_warband(warband(vigour=10, guard=3), 8)
    assert routed.state is WarbandState.ROUTED
    gone, _ = hurt_warband(warband(vigour=4, guard=0), 9)
    assert gone.state is WarbandState.WIPED_OUT


def test_mounts_are_hurt_apart() -> None:
    steed, done = hurt_mount(Mount(vigour=6, guard=2, guard_max=2), 9)
    assert steed.slain and done.slain


def test_structures_lose_guard_and_are_breached_at_0() -> None:
    assert batter_structure(10, 4).guard_after == 6
    assert batter_structure(5, 9).guard_after == 0


def test_a_scar_rerolls_the_die_that_caused_it() -> None:
    rupture = roll_scar(8, guard_max=4, dice=ScriptedDice([5, 3, 4]))
    assert (rupture.scar, rupture.virtue, rupture.loss) == ("rupture", "vigour", 7)
    stats = apply_scar(knight(vigour=12), rupture)
    assert stats.vigour == 5 and stats.scars == ("rupture",) and not stats.wounded


def test_scar_virtue_loss_is_not_damage_and_stops_at_0() -> None:
    agony = roll_scar(12, guard_max=4, dice=ScriptedDice([9]), effect=ManualEntry(dice_total=12))
    stats = apply_scar(knight(spirit=5), agony)
    assert stats.spirit == 0 and not stats.slain and not stats.mortal_wound


def test_some_scars_raise_a_low_maximum_guard() -> None:
    tear = roll_scar(8, guard_max=4, dice=ScriptedDice([8, 5]))
    assert tear.scar == "tear" and tear.guard_raise == 5
    assert apply_scar(knight(guard_max=4, guard=0), tear).guard_max == 9
    assert roll_scar(8, guard_max=12, dice=ScriptedDice([8])).guard_raise == 0


def test_morale_a_wounded_person_saves_spi_or_flees() -> None:
    before = person(spirit=7)
    after, done = hurt_character(before, 5)
    assert person_wavers(after, done)
    failed = roll_save(morale_save("p", after.spirit), ScriptedDice([15]))
    assert person_after_morale(after, failed, Morale.SURRENDERED).morale is Morale.SURRENDERED
    held = roll_save(morale_save("p", after.spirit), ScriptedDice([3]))
    assert person_after_morale(after, held).morale is Morale.STEADY


def test_player_characters_are_exempt_from_morale() -> None:
    after, done = hurt_character(knight(player=True, guard=0), 3)
    assert not person_wavers(after, done)


def test_groups_that_lose_half_their_members_waver_organised_ones_roll_once() -> None:
    assert group_lost_half(6, 3) and not group_lost_half(6, 4)
    assert group_savers(("a", "b"), leader="leader") == ("leader",)
    assert group_savers(("a", "b"), leader=None) == ("a", "b")
    before = warband(vigour=10, guard=0)
    after, _ = hurt_warband(before, 4)
    assert not warband_wavers(before, after)
    worse, _ = hurt_warband(after, 1)
    assert warband_wavers(after, worse)
    failed = roll_save(morale_save("w", worse.spirit), ScriptedDice([20]))
    assert warband_after_morale(worse, failed).state is WarbandState.ROUTED


def test_a_moment_of_peace_restores_guard_and_clears_fatigue() -> None:
    rested = moment_of_peace(knight(guard=0, guard_max=6, fatigued=True, impaired=True))
    assert rested.guard == 6 and not rested.fatigued and not rested.impaired


def test_gambit_effects_on_the_target() -> None:
    target = knight(mounted=True)
    assert apply_gambit(target, Gambit(by="a", kind=GambitKind.STOP, die=0), stop_round=3).stopped_round == 3
    assert apply_gambit(target, Gambit(by="a", kind=GambitKind.IMPAIR, die=0)).impaired
    assert not apply_gambit(target, Gambit(by="a", kind=GambitKind.TRAP_SHIELD, die=0)).has_shield
    assert not apply_gambit(target, Gambit(by="a", kind=GambitKind.DISMOUNT, die=0)).mounted
    disarmed = apply_gambit(
        target, Gambit(by="a", die=0, strong=StrongChoice.GREATER, greater=Greater.DISARM)
    )
    assert disarmed.weapons == ()
    broken = apply_gambit(target, Gambit(by="a", die=0, strong=StrongChoice.GREATER, greater=Greater.BREAK))
    assert not broken.has_shield
    helmless = apply_gambit(target, Gambit(by="a", die=0, strong=StrongChoice.GREATER, greater=Greater.HELM))
    assert helmless.total_armour == 1
    with pytest.raises(CommandRefused):
        gambit_refusal("t", knight(), Gambit(by="a", kind=GambitKind.DISMOUNT, die=0))
    with pytest.raises(CommandRefused):
        gambit_refusal("t", person(), Gambit(by="a", kind=GambitKind.TRAP_SHIELD, die=0))
