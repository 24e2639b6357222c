"""Properties that hold whatever the dice: Health never negative, states move only the ways the
rules allow, orders spent never exceed orders available."""

from __future__ import annotations

import contextlib

from hypothesis import given, settings
from hypothesis import strategies as st

from campal.core.dice import RandomDice
from campal.core.engine import CommandRefused, Engine, PassTurn, PlainMap
from campal.core.model import Training, UnitState, UnitType
from campal.core.rules.sifrp.chain import order_allowance
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, OrderParams
from campal.core.rules.sifrp.morale import ALLOWED_MOVES, is_allowed_move, take_damage
from campal.core.rules.sifrp.templates import unit_stats

from .armies import to_orders, two_armies

UNITS = ["unit-lspear", "unit-lbow", "unit-lhorse", "unit-llevy"]
ENEMIES = ["unit-sfoot", "unit-sbow", "unit-shorse", "unit-slevy"]
ORDERS = ["attack", "charge", "form_ranks", "defend", "probe", "reorganise", "rally", "change_formation"]


@given(
    st.sampled_from(list(UnitType)),
    st.sampled_from(list(Training)),
    st.lists(st.integers(min_value=0, max_value=40), max_size=12),
)
def test_health_is_never_negative_and_states_only_worsen_under_damage(
    kind: UnitType, training: Training, blows: list[int]
) -> None:
    stats = unit_stats(kind, training)
    for blow in blows:
        result = take_damage(stats, blow)
        assert result.stats.health >= 0
        assert is_allowed_move(stats.state, result.stats.state)
        assert (stats.state, result.stats.state) not in {
            (UnitState.DISORGANISED, UnitState.ORGANISED),
            (UnitState.ROUTED, UnitState.DISORGANISED),
        }
        stats = result.stats


def _try(engine: Engine, command: object) -> None:
    with contextlib.suppress(CommandRefused):
        engine.execute(command)  # type: ignore[arg-type]


@settings(max_examples=30, deadline=None)
@given(
    st.integers(min_value=0, max_value=10_000),
    st.lists(
        st.tuples(
            st.sampled_from(["char-tywin", "char-kevan", "char-robb", "char-greatjon"]),
            st.sampled_from(ORDERS),
            st.integers(0, 3),
            st.integers(0, 3),
        ),
        max_size=25,
    ),
)
def test_orders_spent_never_exceed_orders_available_and_states_move_lawfully(
    seed: int, script: list[tuple[str, str, int, int]]
) -> None:
    engine = Engine(two_armies(), dice=RandomDice(seed), map_queries=PlainMap())
    to_orders(engine)
    engine.context.dice = RandomDice(seed)
    for issuer, order, mine, theirs in script:
        battle = engine.state
        side_units = UNITS if issuer in ("char-tywin", "char-kevan") else ENEMIES
        foes = ENEMIES if side_units is UNITS else UNITS
        before = {u.id: u.stats.state for u in battle.units.values() if u.stats}
        _try(engine, IssueOrder(issuer, order, side_units[mine], targets=(foes[theirs],)))
        if engine.state.turn is not None and engine.state.turn.awaiting is not None:
            _try(engine, CarryOutOrder(side_units[mine], OrderParams(targets=(foes[theirs],))))
        battle = engine.state
        turn = battle.turn
        assert turn is not None
        for who, spent in turn.spent.items():
            assert spent <= order_allowance(two_armies(), who)
        for unit in battle.units.values():
            assert unit.stats is not None and unit.stats.health >= 0
            if unit.id in before:
                assert is_allowed_move(before[unit.id], unit.stats.state)
        if turn.awaiting is not None:
            break
        if turn.queue and all(order_allowance(battle, i) - turn.spent.get(i, 0) <= 0 for i in (issuer,)):
            _try(engine, PassTurn(turn.queue[0]))


def test_the_allowed_moves_are_one_step_or_straight_to_destroyed() -> None:
    assert (UnitState.ORGANISED, UnitState.ROUTED) not in ALLOWED_MOVES
    assert (UnitState.DESTROYED, UnitState.ROUTED) not in ALLOWED_MOVES
