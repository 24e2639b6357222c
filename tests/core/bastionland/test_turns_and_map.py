"""Issue 14, items 3 and 6: the turn (surprise, move then act, minor actions, missiles and Slow
weapons) and what the map measures (nearby, Blast, pushes, walls, cover, Trample, confined)."""

import pytest

from campal.core.dice import ScriptedDice
from campal.core.dice.saves import roll_save
from campal.core.engine import Engine, NextStep, PassTurn, PlainMap, StartBattle, TakeAction
from campal.core.engine.base import CommandRefused
from campal.core.model import Point
from campal.core.model.bastionland import BastionlandCharacterStats
from campal.core.rules.bastionland import handlers  # noqa: F401  (registers the commands)
from campal.core.rules.bastionland.loadout import Situation, attack_dice
from campal.core.rules.bastionland.reach import blast_area, in_melee, is_nearby, pushed_to
from campal.core.rules.bastionland.turns import (
    act_refusal,
    after_surprise,
    move_refusal,
    side_order,
    surprise_over,
    surprise_save,
)
from campal.core.rules.bastionland.walls import armour_against, is_shield_wall, is_spear_wall, walls
from campal.core.rules.bastionland.warbands import individual_attack_refusal

from .field import skirmish
from .people import LONGBOW, SPEAR, knight, person, rider, warband


def test_surprise_the_unprepared_save_cla_or_lose_the_first_turn() -> None:
    stats = knight(clarity=9)
    spec = surprise_save("k", stats)
    assert spec.virtue == "clarity" and spec.value == 9
    lost = after_surprise(stats, roll_save(spec, ScriptedDice([14])))
    assert lost.surprised and lost.exposed
    assert move_refusal("k", lost, (), 1) is not None and act_refusal("k", lost, (), 1) is not None
    assert not after_surprise(stats, roll_save(spec, ScriptedDice([9]))).surprised
    recovered = surprise_over(lost)
    assert not recovered.exposed and move_refusal("k", recovered, (), 2) is None


def test_players_go_first_unless_the_gm_says_otherwise() -> None:
    assert side_order(("raiders", "company"), frozenset({"company"})) == ("company", "raiders")
    assert side_order(("raiders", "company"), frozenset({"company"}), first="raiders") == (
        "raiders",
        "company",
    )


def test_each_combatant_moves_then_acts() -> None:
    stats = knight()
    assert move_refusal("k", stats, ("move",), 1) is not None
    assert move_refusal("k", stats, ("act",), 1).key == "bastionland.move_after_act"  # type: ignore[union-attr]
    assert act_refusal("k", stats, ("move",), 1) is None
    assert act_refusal("k", stats, ("act",), 1) is not None
    assert move_refusal("k", knight(stopped_round=2), (), 2) is not None
    assert move_refusal("k", knight(stopped_round=1), (), 2) is None


def test_minor_actions_are_free() -> None:
    """Changing weapons or dismounting (the plan's minor action) goes any time in the turn and is
    not the turn's move nor its action."""
    game = Engine(skirmish(), dice=ScriptedDice([]), map_queries=PlainMap())
    game.execute(StartBattle())
    game.execute(NextStep())
    game.execute(PassTurn(actor="unit-militia"))
    for action in ("minor", "move", "minor"):
        game.execute(TakeAction("char-sir", action))
    turn = game.state.turn
    assert turn is not None and turn.actor == "char-sir"
    stats = game.state.characters["char-sir"].stats
    assert isinstance(stats, BastionlandCharacterStats)
    assert act_refusal("Sir Bors", stats, turn.taken["char-sir"], turn.round) is None
    game.execute(TakeAction("char-sir", "act"))
    assert game.state.turn is not None and game.state.turn.actor == "char-squire"


def test_no_ranged_attack_after_starting_the_turn_in_melee() -> None:
    archer = person(weapons=(LONGBOW,))
    with pytest.raises(CommandRefused) as refused:
        attack_dice("a", archer, Situation(ranged=True, started_in_melee=True))
    assert refused.value.reason.key == "bastionland.ranged_in_melee"
    assert [d.size for d in attack_dice("a", archer, Situation(ranged=True))] == [8]


def test_slow_weapons_not_after_moving() -> None:
    archer = person(weapons=(LONGBOW,))
    with pytest.raises(CommandRefused) as refused:
        attack_dice("a", archer, Situation(ranged=True, moved=True))
    assert refused.value.reason.key == "bastionland.slow_after_moving"


def test_vig_0_cannot_attack_after_moving() -> None:
    with pytest.raises(CommandRefused):
        attack_dice("k", knight(vigour=0), Situation(moved=True))


def test_long_weapons_are_impaired_in_confined_ground() -> None:
    spearman = person(weapons=(SPEAR,))
    assert [d.size for d in attack_dice("s", spearman, Situation(confined=True))] == [4]
    assert [d.size for d in attack_dice("s", spearman, Situation())] == [8]


def test_a_mounted_charge_adds_trample_but_not_against_large_foes_or_spear_walls() -> None:
    charging = Situation(charging=True)
    assert [d.source for d in attack_dice("r", rider(), charging)] == ["mace", "shield", "trample"]
    assert "trample" not in [
        d.source for d in attack_dice("r", rider(), Situation(charging=True, target_large=True))
    ]
    with pytest.raises(CommandRefused):  # nor attacks a spear wall at all in the turn it charges
        attack_dice("r", rider(), Situation(charging=True, target_spear_wall=True))
    assert "trample" not in [d.source for d in attack_dice("r", rider(), Situation())]


def test_nearby_melee_and_blast_against_the_gms_distances() -> None:
    assert in_melee(1.5) and not in_melee(3.0)
    assert is_nearby(6.0) and not is_nearby(6.5)
    assert blast_area({"a": 1.0, "b": 4.9, "c": 7.0}) == ("a", "b")


def test_a_push_moves_straight_away_and_stops_where_the_ground_blocks() -> None:
    end = pushed_to(Point(x=0, y=0), Point(x=3, y=4), 5.0)
    assert (round(end.x, 6), round(end.y, 6)) == (6.0, 8.0)
    wall = pushed_to(Point(x=0, y=0), Point(x=3, y=4), 5.0, blocker=lambda start, _end: start)
    assert wall == Point(x=3, y=4)


def test_walls_of_three_or_more_allies() -> None:
    members = {"a": knight(), "b": knight(), "c": knight(), "d": person(weapons=(SPEAR,))}
    line = {"a": 0.0, "b": 2.0, "c": 4.0, "d": 30.0}
    groups = walls(members, lambda x, y: abs(line[x] - line[y]) <= 2.0)
    assert groups == (frozenset({"a", "b", "c"}),)
    assert is_shield_wall(groups[0], members) and not is_spear_wall(groups[0], members)
    spears = {k: person(weapons=(SPEAR,)) for k in "abc"}
    assert is_spear_wall(frozenset("abc"), spears)


def test_cover_adds_armour_against_missiles_only_and_a_shield_wall_adds_one() -> None:
    stats = knight()
    assert armour_against(stats, ranged=True, cover_armour=1) == 3
    assert armour_against(stats, ranged=False, cover_armour=1) == 2
    assert armour_against(stats, ranged=False, shield_wall=True) == 3


def test_individuals_cannot_hurt_warbands_unless_blast() -> None:
    assert individual_attack_refusal("k", "w", blast=False) is not None
    assert individual_attack_refusal("k", "w", blast=True) is None
    assert [d.size for d in attack_dice("w", warband(), Situation())][-1] == 12
