"""Step 7: giving orders — the Warfare test, its difficulty, alternating commanders, budgets."""

import pytest

from campal.core.engine import ActionRefused, CommandRefused, Override
from campal.core.model import Formation, UnitState
from campal.core.phases import RefusalCode
from campal.core.report import render_breakdown
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, OrderParams
from campal.core.rules.sifrp.events import OrderIssued

from .armies import LANNISTER, STARK, engine_for, feed, run, to_orders

SUCCESS = [6, 6, 6, 6, 1]  # Tywin's Warfare 4 + 1 Command bonus die: 24
CRITICAL = [1, 1, 1, 1, 1]  # 4


def issued(engine) -> OrderIssued:  # type: ignore[no-untyped-def]
    return next(e for e in reversed(engine.history[-1].events) if isinstance(e, OrderIssued))


def ordered_engine():  # type: ignore[no-untyped-def]
    engine = engine_for()
    to_orders(engine)
    return engine


def test_order_difficulty_is_the_units_discipline() -> None:
    engine = ordered_engine()
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))
    assert issued(engine).difficulty.total == 6 and issued(engine).success


def test_each_earlier_order_this_round_adds_three_and_advanced_orders_their_modifier() -> None:
    engine = ordered_engine()
    feed(engine, [*SUCCESS, 6, 6, 6, 6, 6, 6, 6, *SUCCESS])
    run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))
    run(engine, IssueOrder("char-robb", "form_ranks", "unit-sfoot"))
    run(engine, IssueOrder("char-tywin", "probe", "unit-lspear", targets=("unit-sfoot",)))
    difficulty = issued(engine).difficulty
    assert difficulty.total == 15
    assert render_breakdown(difficulty, "es") == "6 Disciplina + 3 segunda orden + 6 maniobra = 15"
    assert render_breakdown(difficulty, "en") == "6 Discipline + 3 second order + 6 manoeuvre = 15"


def test_disorganisation_adds_three_discipline_each_time() -> None:
    engine = ordered_engine()
    run(engine, Override("unit-lspear", "stats.state", "disorganised", "test"))
    run(engine, Override("unit-lspear", "stats.disorganisations", 1, "test"))
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "reorganise", "unit-lspear"))
    assert issued(engine).difficulty.total == 9
    assert engine.state.units["unit-lspear"].stats.state is UnitState.ORGANISED  # type: ignore[union-attr]


@pytest.mark.parametrize(("formation", "difficulty"), [("loose", 12), ("checkerboard", 9), ("battle", 6)])
def test_formation_changes_discipline(formation: str, difficulty: int) -> None:
    engine = ordered_engine()
    run(engine, Override("unit-lspear", "stats.formation", formation, "test"))
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))
    assert issued(engine).difficulty.total == difficulty


def test_attached_character_lowers_discipline_by_three() -> None:
    engine = ordered_engine()
    run(engine, Override("char-jaime", "attached_to", "unit-lspear", "test"))
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))
    assert issued(engine).difficulty.total == 3


def test_changing_formation_adds_the_formations_difficulty() -> None:
    engine = ordered_engine()
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "change_formation", "unit-lspear", formation=Formation.SHIELD_WALL))
    assert issued(engine).difficulty.total == 12
    assert engine.state.units["unit-lspear"].stats.formation is Formation.SHIELD_WALL  # type: ignore[union-attr]


def test_successful_order_becomes_the_standing_order_and_awaits_carrying_out() -> None:
    engine = ordered_engine()
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "attack", "unit-lspear", targets=("unit-sfoot",)))
    stats = engine.state.units["unit-lspear"].stats
    assert stats is not None and stats.standing_order is not None and stats.standing_order.order == "attack"
    turn = engine.state.turn
    assert turn is not None and turn.awaiting is not None and turn.awaiting.kind == "carry_out"
    with pytest.raises(ActionRefused) as caught:
        run(engine, IssueOrder("char-robb", "attack", "unit-sfoot", targets=("unit-lspear",)))
    assert caught.value.code is RefusalCode.AWAITING_ROLL
    feed(engine, [1, 1, 1])
    run(engine, CarryOutOrder("unit-lspear"))
    assert engine.state.turn.awaiting is None  # type: ignore[union-attr]


def test_failed_order_leaves_the_standing_order() -> None:
    engine = ordered_engine()
    run(engine, Override("unit-llevy", "stats.standing_order", {"order": "defend"}, "test"))
    feed(engine, [3, 3, 3, 3, 1])  # 12 against 15: marginal failure
    run(engine, IssueOrder("char-tywin", "attack", "unit-llevy", targets=("unit-slevy",)))
    assert not issued(engine).success and not issued(engine).wasted
    assert engine.state.units["unit-llevy"].stats.standing_order.order == "defend"  # type: ignore[union-attr]


def test_critical_failure_wastes_the_order() -> None:
    engine = ordered_engine()
    run(engine, Override("unit-llevy", "stats.standing_order", {"order": "defend"}, "test"))
    feed(engine, CRITICAL)
    run(engine, IssueOrder("char-tywin", "attack", "unit-llevy", targets=("unit-slevy",)))
    assert issued(engine).wasted


def test_failure_without_a_standing_order_wastes_the_order() -> None:
    engine = ordered_engine()
    feed(engine, [3, 3, 3, 3, 1])
    run(engine, IssueOrder("char-tywin", "attack", "unit-llevy", targets=("unit-slevy",)))
    assert issued(engine).wasted
    assert engine.state.turn.spent["char-tywin"] == 1  # type: ignore[union-attr]


def test_failed_retreat_routs_the_unit() -> None:
    engine = ordered_engine()
    feed(engine, CRITICAL)
    run(engine, IssueOrder("char-tywin", "retreat", "unit-llevy"))
    stats = engine.state.units["unit-llevy"].stats
    assert stats is not None and stats.state is UnitState.ROUTED and stats.formation is Formation.LOOSE


def test_commanders_alternate_one_order_at_a_time() -> None:
    engine = ordered_engine()
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))
    assert engine.state.turn.actor == STARK  # type: ignore[union-attr]
    with pytest.raises(ActionRefused) as caught:
        run(engine, IssueOrder("char-kevan", "form_ranks", "unit-lbow"))
    assert caught.value.code is RefusalCode.NOT_YOUR_TURN


def test_orders_are_the_warfare_rank_plus_one_per_lieutenant() -> None:
    engine = ordered_engine()
    assert engine.state.turn.budgets == {LANNISTER: 5, STARK: 5}  # type: ignore[union-attr]
    feed(engine, [6] * 10)
    run(engine, IssueOrder("char-kevan", "form_ranks", "unit-lbow"))
    run(engine, IssueOrder("char-robb", "form_ranks", "unit-sfoot"))
    with pytest.raises(CommandRefused) as caught:
        run(engine, IssueOrder("char-kevan", "form_ranks", "unit-lspear"))
    assert caught.value.reason.key == "order.no_orders_left"


def test_a_commander_in_a_unit_gives_no_orders() -> None:
    engine = ordered_engine()
    run(engine, Override("char-tywin", "attached_to", "unit-lspear", "test"))
    with pytest.raises(CommandRefused):
        run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))


def test_an_army_without_its_chain_of_command_has_one_order() -> None:
    engine = ordered_engine()
    run(engine, Override(LANNISTER, "commander", None, "Tywin cae"))
    from campal.core.rules.sifrp.chain import side_orders

    assert side_orders(engine.state, LANNISTER) == 1
    feed(engine, [6, 6, 6, 6])
    run(engine, IssueOrder(LANNISTER, "form_ranks", "unit-lspear"))
    assert issued(engine).success


def test_orders_are_refused_outside_the_orders_step() -> None:
    engine = engine_for()
    to_orders(engine)
    engine.undo()  # back to first character actions
    with pytest.raises(ActionRefused) as caught:
        run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))
    assert caught.value.code is RefusalCode.NOT_IN_STEP


def test_routed_units_take_only_the_rally_order() -> None:
    engine = ordered_engine()
    run(engine, Override("unit-lspear", "stats.state", "routed", "test"))
    with pytest.raises(CommandRefused):
        run(engine, IssueOrder("char-tywin", "attack", "unit-lspear", targets=("unit-sfoot",)))
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "rally", "unit-lspear"))
    assert engine.state.units["unit-lspear"].stats.state is UnitState.DISORGANISED  # type: ignore[union-attr]


def test_form_ranks_recovers_one_health_per_degree() -> None:
    engine = ordered_engine()
    run(engine, Override("unit-lspear", "stats.health", 1, "test"))
    feed(engine, [6, 6, 5, 5, 1])  # 22 against 6: 4 degrees
    run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))
    assert engine.state.units["unit-lspear"].stats.health == 5  # type: ignore[union-attr]


def test_move_order_moves_within_movement_and_leaves_no_standing_order() -> None:
    from campal.core.model import Point

    engine = ordered_engine()
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "move", "unit-lbow"))
    with pytest.raises(CommandRefused):  # beyond even its run
        run(engine, CarryOutOrder("unit-lbow", OrderParams(destination=Point(x=200, y=400))))
    run(engine, CarryOutOrder("unit-lbow", OrderParams(destination=Point(x=200, y=60))))
    unit = engine.state.units["unit-lbow"]
    assert unit.position.y == 60 and unit.stats is not None and unit.stats.standing_order is None
