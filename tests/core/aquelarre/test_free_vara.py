"""The free vara of any round taken toward a foe: "avanzar una vara hacia el oponente se considera
un movimiento de melé". It keeps the melé move's rules (after the foe's actions; only beside
dodges and parries), reaches one vara, is taken once a round, spends no action, and puts both
in a melé."""

from __future__ import annotations

import pytest

from campal.core.engine import CommandRefused, NextStep
from campal.core.rules import system_of
from campal.core.rules.aquelarre.commands import StepIn

from .test_combat_fidelity import VARA_M
from .test_manoeuvres_played import declare_all, fight, stats

GUARD = (("parry", ()), ("dodge", ()))


def _refusal(engine, foe: str = "char-t1") -> str:
    with pytest.raises(CommandRefused) as refused:
        engine.execute(StepIn("char-a", foe))
    return refused.value.reason.key


def test_the_free_vara_toward_a_foe_is_a_mele_move_that_spends_no_action() -> None:
    engine = fight({"drawn": ("daga",)}, {})
    declare_all(engine, {"char-t1": GUARD, "char-a": GUARD})
    engine.execute(NextStep())
    before = engine.state.turn.budgets  # type: ignore[union-attr]
    engine.execute(StepIn("char-a", "char-t1"))
    assert stats(engine, "char-a").mele_with == ("char-t1",) and stats(engine, "char-t1").mele_with == (
        "char-a",
    )
    assert engine.state.turn.budgets == before  # type: ignore[union-attr]
    a, t1 = engine.state.characters["char-a"], engine.state.characters["char-t1"]
    assert round(t1.position.x - a.position.x, 3) == round(a.radius + t1.radius, 3)  # type: ignore[union-attr]
    assert engine.state.log[-1].message.key == "aquelarre.log.stepped_in"
    allowance = system_of(engine.state).allowance(engine.state, "char-a")
    assert allowance.bands[0].limit_m == 0.0  # the free vara is gone


def test_the_free_vara_toward_a_foe_waits_for_the_foes_actions() -> None:
    engine = fight({}, {})
    declare_all(engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": GUARD})
    engine.execute(NextStep())
    assert _refusal(engine) == "aquelarre.refuse.mele_after_foe"


def test_the_free_vara_toward_a_foe_goes_only_beside_dodges_and_parries() -> None:
    engine = fight({}, {})
    declare_all(engine, {"char-t1": GUARD, "char-a": (("walk", ()), ("dodge", ()))})
    engine.execute(NextStep())
    assert _refusal(engine) == "aquelarre.refuse.mele_move_alone"


def test_the_free_vara_reaches_one_vara_and_is_taken_once_a_round() -> None:
    engine = fight({}, {}, {}, at={"char-t1": (3 * VARA_M, 0.0, 0.4)})
    declare_all(engine, {"char-t1": GUARD, "char-t2": GUARD, "char-a": GUARD})
    engine.execute(NextStep())
    assert _refusal(engine) == "aquelarre.refuse.free_vara_too_far"
    engine.execute(StepIn("char-a", "char-t2"))
    assert _refusal(engine) == "aquelarre.refuse.free_vara_spent"
