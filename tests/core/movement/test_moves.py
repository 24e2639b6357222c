"""Moving tokens in play: measured with the footprint, held to the allowance, overridden by the
GM, undone, recorded as a trail."""

from __future__ import annotations

from dataclasses import replace

import pytest

from campal.core.engine import CommandRefused, Engine, GroupMove, MoveUnit, NextStep, StartBattle
from campal.core.geometry import TerrainIndex
from campal.core.model import Battle, Point, RuleSystemId
from campal.core.movement import check_move
from campal.core.terrain import MoverKind
from tests.core.geometry_fixtures import box, terrain

from .fields import BLUE, foot, person, sides, sifrp_battle


def refusal(engine: Engine, command: object) -> tuple[str, dict[str, object]]:
    with pytest.raises(CommandRefused) as caught:
        engine.execute(command)  # type: ignore[arg-type]
    return caught.value.reason.key, dict(caught.value.reason.params)


def test_a_move_into_the_forest_costs_what_the_geometry_service_says() -> None:
    battle = sifrp_battle(foot("unit-a", 50, 200))
    engine = Engine(battle)
    engine.execute(MoveUnit("unit-a", (Point(x=130, y=200),)))
    index = TerrainIndex.from_battle(battle)
    expected = index.measure_path([(50, 200), (130, 200)], MoverKind.INFANTRY, 40.0)
    assert expected.length == pytest.approx(80.0)
    assert expected.cost == pytest.approx(50 + 30 * 2.0)  # the forest limits movement: double
    entry = engine.state.log[-1]
    assert entry.message.key == "move.moved"
    assert entry.message.params["cost_m"] == pytest.approx(expected.cost)
    assert entry.message.params["distance_m"] == pytest.approx(80.0)
    assert entry.message.params["band"] == "run"
    assert engine.state.units["unit-a"].position == Point(x=130, y=200)


def test_a_move_beyond_the_band_is_refused_and_leaves_the_document_alone() -> None:
    engine = Engine(sifrp_battle(foot("unit-a", 50, 200)))
    before = engine.state
    key, params = refusal(engine, MoveUnit("unit-a", (Point(x=130, y=200),), mode="move"))
    assert key == "move.beyond_allowance"
    assert params["cost_m"] == pytest.approx(110.0)
    assert params["allowance_m"] == pytest.approx(40.0)
    assert params["distance_m"] == pytest.approx(80.0)
    assert engine.state is before


def test_a_move_beyond_every_band_is_refused() -> None:
    engine = Engine(sifrp_battle(foot("unit-a", 50, 200)))
    key, params = refusal(engine, MoveUnit("unit-a", (Point(x=290, y=200),)))
    assert key == "move.beyond_allowance" and params["band"] == "run"
    assert params["allowance_m"] == pytest.approx(160.0)


def test_the_override_moves_anyway_and_logs_a_gm_decision_and_undo_restores() -> None:
    engine = Engine(sifrp_battle(foot("unit-a", 50, 200)))
    start = engine.state
    engine.execute(MoveUnit("unit-a", (Point(x=290, y=200),), override=True, reason="marcha forzada"))
    entry = engine.state.log[-1]
    assert entry.gm_decision
    assert entry.message.key == "move.moved_by_gm"
    assert entry.message.params["refusal"] == "move.beyond_allowance"
    assert entry.message.params["reason"] == "marcha forzada"
    assert engine.state.units["unit-a"].position == Point(x=290, y=200)
    engine.undo()
    assert engine.state == start


def test_blocking_terrain_refuses_and_names_the_terrain_kind() -> None:
    lake = terrain("lake", "lake", box(80, 0, 90, 400))
    engine = Engine(sifrp_battle(foot("unit-a", 50, 200), terrain_features={lake.id: lake}))
    key, params = refusal(engine, MoveUnit("unit-a", (Point(x=120, y=200),)))
    assert key == "move.blocked"
    assert params["kind"] == "lake" and params["feature"] == lake.id
    assert params["at_m"] == pytest.approx(30.0)


def test_waypoints_bend_the_path_round_the_forest() -> None:
    small = terrain("wood", "forest", box(100, 180, 140, 220))
    battle = sifrp_battle(foot("unit-a", 50, 200, facing=90), terrain_features={small.id: small})
    index = TerrainIndex.from_battle(battle)
    straight = check_move(battle, index, "unit-a", (Point(x=190, y=200),))
    around = check_move(
        battle, index, "unit-a", (Point(x=50, y=280), Point(x=190, y=280), Point(x=190, y=200))
    )
    assert straight.path.length == pytest.approx(140.0)
    assert straight.path.length_in("forest") > 0
    assert around.path.length == pytest.approx(80 + 140 + 80)
    assert around.path.length_in("forest") == 0
    assert around.path.cost == pytest.approx(around.path.length)
    assert len(around.path.legs) == 3


def test_the_footprint_not_the_centre_touches_the_terrain() -> None:
    wood = terrain("wood", "forest", box(60, 215, 140, 260))  # beside the centre line, under the flank
    battle = sifrp_battle(foot("unit-a", 50, 200, facing=90), terrain_features={wood.id: wood})
    check = check_move(battle, TerrainIndex.from_battle(battle), "unit-a", (Point(x=90, y=200),))
    assert check.path.length_in("forest") > 0
    assert check.path.cost > check.path.length


def test_the_trail_is_kept_through_moves_and_cleared_when_a_round_begins() -> None:
    battle = Battle(
        system=RuleSystemId.BASTIONLAND, sides=sides(), characters={"char-a": person("char-a", 10, 10)}
    )
    engine = Engine(battle)
    engine.execute(StartBattle())
    engine.execute(NextStep())  # the first round
    engine.execute(MoveUnit("char-a", (Point(x=15, y=10),)))
    engine.execute(MoveUnit("char-a", (Point(x=15, y=15),)))
    assert engine.state.characters["char-a"].trail == (
        Point(x=10, y=10),
        Point(x=15, y=10),
        Point(x=15, y=15),
    )
    engine.execute(NextStep())  # the second round
    assert engine.state.characters["char-a"].trail == ()


def test_a_group_move_measures_each_token_and_names_the_one_that_fails() -> None:
    battle = sifrp_battle(foot("unit-a", 50, 100), foot("unit-b", 50, 300, movement_m=20.0))
    engine = Engine(battle)
    moves = (MoveUnit("unit-a", (Point(x=85, y=100),)), MoveUnit("unit-b", (Point(x=85, y=300),)))
    held = tuple(replace(move, mode="move") for move in moves)
    key, params = refusal(engine, GroupMove(held))
    assert key == "move.group_refused"
    assert params["token"] == "unit-b" and params["reason"] == "move.beyond_allowance"
    assert params["allowance_m"] == pytest.approx(20.0)
    engine.execute(GroupMove(moves))  # without a band each takes the one it fits: b runs
    assert engine.state.units["unit-a"].position == Point(x=85, y=100)
    assert engine.state.units["unit-b"].position == Point(x=85, y=300)
    assert not engine.state.log[-1].gm_decision


def test_a_group_move_with_override_moves_only_the_valid_ones() -> None:
    engine = Engine(sifrp_battle(foot("unit-a", 50, 100), foot("unit-b", 50, 300)))
    moves = (
        MoveUnit("unit-a", (Point(x=85, y=100),), mode="move"),
        MoveUnit("unit-b", (Point(x=290, y=300),), mode="move"),
    )
    engine.execute(GroupMove(moves, override=True))
    assert engine.state.units["unit-a"].position == Point(x=85, y=100)
    assert engine.state.units["unit-b"].position == Point(x=50, y=300)
    entry = engine.state.log[-1]
    assert entry.gm_decision and entry.message.params["stayed"] == "unit-b"


def test_moving_off_the_field_is_refused() -> None:
    engine = Engine(sifrp_battle(foot("unit-a", 20, 200, facing=270), terrain_features={}))
    key, _ = refusal(engine, MoveUnit("unit-a", (Point(x=-10, y=200),)))
    assert key == "move.off_field"


def test_an_unknown_band_is_refused_with_the_known_ones() -> None:
    engine = Engine(sifrp_battle(foot("unit-a", 50, 200)))
    key, params = refusal(engine, MoveUnit("unit-a", (Point(x=60, y=200),), mode="crawl"))
    assert key == "move.unknown_band" and params["bands"] == "move, run"


def test_an_aquelarre_character_walks_six_varas_and_runs_twelve() -> None:
    battle = Battle(
        system=RuleSystemId.AQUELARRE,
        sides=sides(),
        characters={"char-a": person("char-a", 10, 10, side=BLUE, system="aquelarre")},
    )
    engine = Engine(battle)
    engine.execute(MoveUnit("char-a", (Point(x=10 + 6 * 0.8359, y=10),)))
    assert engine.state.log[-1].message.params["band"] == "walk"
    assert engine.state.log[-1].message.params["unit"] == "varas"
    key, params = refusal(engine, MoveUnit("char-a", (Point(x=30, y=10),), mode="walk"))
    assert key == "move.beyond_allowance" and params["allowance"] == pytest.approx(6.0)


def test_removing_a_commander_leaves_the_post_empty_and_undo_brings_both_back():
    from campal.core.engine import Engine, RemoveCharacter
    from tests.core.sifrp.armies import LANNISTER, two_armies

    engine = Engine(two_armies())
    before = engine.state
    engine.execute(RemoveCharacter("char-tywin"))
    assert "char-tywin" not in engine.state.characters
    assert engine.state.sides[LANNISTER].commander is None
    engine.undo()
    assert engine.state == before
