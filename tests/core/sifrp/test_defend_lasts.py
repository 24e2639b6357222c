"""Defender: "utiliza el resultado en lugar de su Defensa ... durante 1 asalto", renewed while it
is the unit's standing order, so the other side's attacks of the next round meet it too; the
armour penalty counts in the Agility test (NOTES.md)."""

from __future__ import annotations

from campal.core.engine import NextStep, PassTurn
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, OrderParams
from campal.core.rules.sifrp.events import AttackResolved
from campal.core.rules.sifrp.values import defence

from .armies import LANNISTER, STARK, engine_for, feed, run, to_orders

SUCCESS = [6, 6, 6, 6, 6]


def _defending(engine) -> None:  # type: ignore[no-untyped-def]
    to_orders(engine)
    feed(engine, [*SUCCESS, 6, 6, 6])  # the order, then Agility 2 + 1D for shields: 18 − 2
    run(engine, IssueOrder("char-tywin", "defend", "unit-lspear"), CarryOutOrder("unit-lspear"))


def test_the_defend_roll_counts_the_armour_penalty() -> None:
    engine = engine_for()
    _defending(engine)
    rolled = next(e for e in engine.history[-1].events if getattr(e, "roll", None) is not None)
    assert rolled.roll.total == 18 - 2  # type: ignore[attr-defined]
    assert defence(engine.state, engine.state.units["unit-lspear"]).total == 16


def _next_round_orders(engine) -> None:  # type: ignore[no-untyped-def]
    for _ in range(8):
        turn = engine.state.turn
        if turn.round == 2 and turn.step == "orders":
            return
        feed(engine, [6] * 20)
        run(engine, NextStep(force=True))
    raise AssertionError("never reached the next round's orders")


def test_defend_holds_through_the_next_round_while_it_is_the_standing_order() -> None:
    engine = engine_for()
    _defending(engine)
    _next_round_orders(engine)
    if engine.state.turn.queue[0] != STARK:
        run(engine, PassTurn(engine.state.turn.queue[0]))
    feed(engine, [6, 6, 6])
    run(engine, CarryOutOrder("unit-sfoot", OrderParams(targets=("unit-lspear",)), order="attack"))
    hit = next(e for e in engine.history[-1].events if isinstance(e, AttackResolved))
    assert hit.roll.difficulty == 16


def test_another_order_ends_the_defence() -> None:
    engine = engine_for()
    _defending(engine)
    _next_round_orders(engine)
    if engine.state.turn.queue[0] != LANNISTER:
        run(engine, PassTurn(engine.state.turn.queue[0]))
    feed(engine, SUCCESS)
    run(engine, IssueOrder("char-tywin", "attack", "unit-lspear", targets=("unit-sfoot",)))
    assert defence(engine.state, engine.state.units["unit-lspear"]).total == 4  # its own again
