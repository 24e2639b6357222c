"""Allowances per rule system, and the Exalted turn rule."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campal.core.engine import CommandRefused, Engine, FaceToken
from campal.core.model import (
    Battle,
    ExaltedFormation,
    Formation,
    Point,
    RuleSystemId,
    Training,
    Unit,
    UnitType,
)
from campal.core.movement import allowance, turn_cost
from campal.core.rules.sifrp.templates import unit_stats
from campal.core.templates import create_from_template
from campal.core.terrain import MoverKind

from .fields import RED, foot, person, sides, sifrp_battle


def limits(battle: Battle, token_id: str) -> dict[str, float]:
    return {band.name: band.limit_m for band in allowance(battle, token_id).bands}


def test_sifrp_infantry_moves_40_and_runs_four_times_as_far() -> None:
    assert limits(sifrp_battle(foot("unit-a", 50, 50)), "unit-a") == {"move": 40.0, "run": 160.0}


def test_sifrp_cavalry_moves_80_as_cavalry() -> None:
    horse = Unit(id="unit-h", name="h", side=RED, position=Point(x=50, y=50),
                 stats=unit_stats(UnitType.CAVALRY, Training.TRAINED))  # fmt: skip
    battle = sifrp_battle(horse)
    assert limits(battle, "unit-h") == {"move": 80.0, "run": 320.0}
    assert allowance(battle, "unit-h").mover is MoverKind.CAVALRY


def test_sifrp_bulk_takes_ten_metres_a_point_and_formation_sets_the_pace() -> None:
    assert limits(sifrp_battle(foot("unit-a", 50, 50, bulk=2)), "unit-a")["move"] == 20.0
    phalanx = foot("unit-a", 50, 50, formation=Formation.PHALANX)
    assert limits(sifrp_battle(phalanx), "unit-a")["move"] == 10.0
    square = foot("unit-a", 50, 50, formation=Formation.SQUARE)
    assert limits(sifrp_battle(square), "unit-a") == {"move": 0.0, "run": 0.0}


def test_aquelarre_wounds_slow_and_the_prone_only_crawl() -> None:
    def battle(**stats: object) -> Battle:
        return Battle(system=RuleSystemId.AQUELARRE, sides=sides(),
                      characters={"char-a": person("char-a", 5, 5, system="aquelarre", **stats)})  # fmt: skip

    vara = 0.8359
    assert limits(battle(), "char-a") == pytest.approx({"walk": 6 * vara, "run": 12 * vara})
    assert limits(battle(max_health=12, health=6), "char-a") == pytest.approx(
        {"walk": 3 * vara, "run": 6 * vara}
    )
    assert limits(battle(prone=True), "char-a") == pytest.approx({"crawl": 3 * vara})


def test_exalted_and_bastionland_move_from_the_units_speed() -> None:
    regulars = create_from_template("exalted", "regulars", RED, Point(x=50, y=50))
    battle = Battle(system=RuleSystemId.EXALTED, sides=sides(), units={regulars.id: regulars})  # type: ignore[dict-item]
    # On foot a dash goes as far as a move (it is quicker: Speed 3); mounted, twice as far.
    assert limits(battle, regulars.id) == pytest.approx({"move": 30 * 0.9144, "dash": 30 * 0.9144})
    mob = regulars.model_copy(
        update={"stats": regulars.stats.model_copy(update={"formation": ExaltedFormation.UNORDERED})}
    )  # type: ignore[union-attr]
    assert set(limits(battle.model_copy(update={"units": {mob.id: mob}}), mob.id)) == {"move"}
    riders = create_from_template("bastionland", "riders", RED, Point(x=50, y=50))
    battle = Battle(system=RuleSystemId.BASTIONLAND, sides=sides(), units={riders.id: riders})  # type: ignore[dict-item]
    assert limits(battle, riders.id) == {"move": 24.0, "dash": 48.0}


def test_exalted_a_quarter_turn_is_free_and_more_costs_an_action() -> None:
    assert turn_cost(RuleSystemId.EXALTED, 0, 90).is_free
    assert turn_cost(RuleSystemId.EXALTED, 350, 80).is_free
    wide = turn_cost(RuleSystemId.EXALTED, 0, 135)
    assert not wide.is_free and wide.action == "turn" and wide.speed == 3 and wide.dv_penalty == -1
    assert turn_cost(RuleSystemId.SIFRP, 0, 180).is_free


def test_facing_a_unit_logs_the_turn_and_its_cost() -> None:
    regulars = create_from_template("exalted", "regulars", RED, Point(x=50, y=50))
    engine = Engine(Battle(system=RuleSystemId.EXALTED, sides=sides(), units={regulars.id: regulars}))  # type: ignore[dict-item]
    engine.execute(FaceToken(regulars.id, 90))
    assert engine.state.log[-1].message.key == "token.turned"
    engine.execute(FaceToken(regulars.id, 270))
    assert engine.state.log[-1].message.key == "token.turned_with_action"
    assert engine.state.units[regulars.id].facing == 270
    with pytest.raises(CommandRefused):
        engine.execute(FaceToken("unit-none", 0))


@given(st.floats(-720, 720, allow_nan=False), st.floats(-720, 720, allow_nan=False))
def test_turn_angles_are_symmetric_and_at_most_half_a_turn(old: float, new: float) -> None:
    there, back = turn_cost("exalted", old, new), turn_cost("exalted", new, old)
    assert 0 <= there.angle <= 180 + 1e-9
    assert there.angle == pytest.approx(back.angle) and there.is_free == back.is_free
