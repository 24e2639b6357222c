"""Custom tags that cannot silently do nothing, a tag that blocks orders until woken, and a
unit's state set by hand as one consistent GM decision."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from campal.core.engine import AddTag, PassTurn
from campal.core.model import Formation, Tag, UnitState
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, OrderParams, SetUnitState
from campal.core.rules.sifrp.events import AttackResolved

from .armies import STARK, engine_for, feed, run, to_orders


@pytest.mark.parametrize("target", ["defense", "dice:fightin", "Discipline", "damge"])
def test_a_tag_aimed_at_nothing_is_refused(target: str) -> None:
    with pytest.raises(ValidationError):
        Tag(name="typo", applies_to=target, modifier=2)


def test_a_tag_may_carry_a_large_modifier_and_a_damage_tag_counts() -> None:
    engine = engine_for()
    run(engine, AddTag("unit-lhorse", Tag(name="Acero valyrio", applies_to="damage", modifier=60)))
    from campal.core.engine import Override

    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    feed(engine, [6, 6, 4, 1, 1])
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="attack"))
    hit = next(e for e in engine.history[-1].events if isinstance(e, AttackResolved))
    assert hit.base_damage.total == 3 + 60


def test_a_sleeping_unit_needs_orders_to_wake_before_it_obeys() -> None:
    engine = engine_for()
    run(engine, AddTag("unit-lspear", Tag(name="Dormidos", blocks_orders=1)))
    to_orders(engine)
    feed(engine, [6] * 5)
    run(engine, IssueOrder("char-tywin", "attack", "unit-lspear", targets=("unit-sfoot",)))
    stats = engine.state.units["unit-lspear"].stats
    assert stats.standing_order is None and stats.tags[0].blocks_orders == 0  # type: ignore[union-attr]
    assert engine.state.turn.awaiting is None  # type: ignore[union-attr]
    run(engine, PassTurn(STARK))
    feed(engine, [6] * 5)
    run(engine, IssueOrder("char-tywin", "attack", "unit-lspear", targets=("unit-sfoot",)))
    assert engine.state.units["unit-lspear"].stats.standing_order.order == "attack"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("state", "disorganisations", "formation"),
    [
        ("disorganised", 1, Formation.BATTLE),
        ("routed", 1, Formation.LOOSE),
        ("destroyed", 0, Formation.BATTLE),
    ],
)
def test_the_gm_sets_a_state_and_the_counters_follow(
    state: str, disorganisations: int, formation: Formation
) -> None:
    engine = engine_for()
    run(engine, SetUnitState("unit-lspear", state, "a ford crossed at night"))
    stats = engine.state.units["unit-lspear"].stats
    assert stats.state is UnitState(state) and stats.disorganisations == disorganisations  # type: ignore[union-attr]
    assert stats.formation is formation  # type: ignore[union-attr]
    assert engine.state.log[-1].gm_decision


def test_setting_a_routed_unit_organised_again_puts_it_back_in_order() -> None:
    engine = engine_for()
    run(engine, SetUnitState("unit-lspear", "routed"))
    run(engine, SetUnitState("unit-lspear", "organised"))
    stats = engine.state.units["unit-lspear"].stats
    assert stats.state is UnitState.ORGANISED and stats.formation is Formation.BATTLE  # type: ignore[union-attr]
