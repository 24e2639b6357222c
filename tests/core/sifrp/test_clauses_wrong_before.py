"""Clauses that the engine used to get wrong, each tested with cases that tell the readings apart."""

import pytest

from campal.core.engine import CommandRefused, NextStep, Override
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, OrderParams, ResolveStandingOrder
from campal.core.rules.sifrp.events import AttackResolved
from campal.core.rules.sifrp.round_rules import awaits_standing_order

from .armies import engine_for, feed, run, step, to_orders

CRITICAL = [1, 1, 1, 1, 1]  # Tywin's 4 kept of 5 dice: 4, a critical failure against 9 or more


def _attacks(engine) -> list[AttackResolved]:  # type: ignore[no-untyped-def]
    return [e for e in engine.history[-1].events if isinstance(e, AttackResolved)]


def _standing_attack(engine, unit: str, target: str) -> None:  # type: ignore[no-untyped-def]
    run(engine, Override(unit, "stats.standing_order", {"order": "attack", "targets": [target]}, "test"))


def test_critical_failure_on_an_order_leaves_the_unit_idle_this_round_standing_order_included() -> None:
    engine = engine_for()
    to_orders(engine)
    _standing_attack(engine, "unit-llevy", "unit-slevy")
    feed(engine, CRITICAL)  # 4 against the levy's 15
    run(engine, IssueOrder("char-tywin", "charge", "unit-llevy", targets=("unit-slevy",)))
    levy = engine.state.units["unit-llevy"]
    assert levy.stats.standing_order.order == "attack"  # type: ignore[union-attr]
    assert not awaits_standing_order(levy)
    with pytest.raises(CommandRefused):  # a second order this round finds it idle too
        run(engine, IssueOrder("char-kevan", "attack", "unit-llevy", targets=("unit-slevy",)))
    run(engine, NextStep(), NextStep())
    assert step(engine) == "standing_orders"
    with pytest.raises(CommandRefused):
        run(engine, ResolveStandingOrder("unit-llevy"))
    assert engine.state.units["unit-slevy"].stats.health == 6  # type: ignore[union-attr]


def test_a_plain_failure_on_an_order_still_leaves_the_standing_order_to_step_nine() -> None:
    engine = engine_for()
    to_orders(engine)
    _standing_attack(engine, "unit-llevy", "unit-slevy")
    feed(engine, [3, 3, 3, 3, 1])  # 12 against the levy's 15: a marginal failure
    run(engine, IssueOrder("char-tywin", "charge", "unit-llevy", targets=("unit-slevy",)))
    assert awaits_standing_order(engine.state.units["unit-llevy"])


@pytest.mark.parametrize("faces", [[4, 4, 1, 1, 1], [6, 6, 4, 1, 1], [6, 6, 6, 6, 1]])
def test_trample_adds_five_damage_after_the_multiplication_by_degrees(faces: list[int]) -> None:
    engine = engine_for()
    feed(engine, faces)
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="trample"))
    hit = _attacks(engine)[0]
    degrees = hit.roll.degrees
    assert hit.roll.is_success
    assert hit.base_damage.total == 3 and hit.added_damage.total == 5
    assert hit.damage == 3 * degrees + 5 - hit.protection


def test_trample_with_several_degrees_is_not_base_plus_five_multiplied() -> None:
    engine = engine_for()
    feed(engine, [6, 6, 6, 6, 1])
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="trample"))
    hit = _attacks(engine)[0]
    assert hit.roll.degrees >= 2
    assert hit.damage != (3 + 5) * hit.roll.degrees - hit.protection


def test_trample_adds_nothing_to_a_miss() -> None:
    engine = engine_for()
    feed(engine, [1, 1, 1, 1, 1])
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="trample"))
    assert _attacks(engine)[0].damage == 0


@pytest.mark.parametrize("faces", [[4, 4, 1, 1, 1], [6, 6, 4, 1, 1], [6, 6, 6, 6, 1]])
def test_ambush_adds_two_to_the_damage_inflicted_not_to_the_base_damage(faces: list[int]) -> None:
    engine = engine_for()
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    feed(engine, faces)
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="ambush"))
    hit = _attacks(engine)[0]
    assert hit.base_damage.total == 3 and hit.added_damage.total == 2
    assert hit.damage == 3 * hit.roll.degrees + 2 - hit.protection
