"""Defensa completa is any normal defensive action the defender picks (the text: "Parada,
Esquivar, Zafarse"): made as Zafarse it is said at its declaration and carried out in turn at
Pelea +50 %. A Treta aimed at the eyes or the weapon arm is offered the aim as a blow is."""

from __future__ import annotations

import pytest

from campal.core.engine import CommandRefused, NextStep, PlainMap
from campal.core.rules import system_of
from campal.core.rules.aquelarre.commands import CarryOut, Declare, Delay
from campal.core.rules.play import Choice

from .test_combat_fidelity import typed
from .test_manoeuvres_played import fight, stats

IN_A_MELE = ({"skills": {"pelea": 30}, "mele_with": ("char-t1",)}, {"mele_with": ("char-a",)})


def _walks(engine) -> None:
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))


def test_defensa_completa_made_as_zafarse_leaves_the_mele_at_pelea_plus_50() -> None:
    engine = fight(*IN_A_MELE)
    _walks(engine)
    engine.execute(Declare("char-a", "full_defence", how="slip_away"))
    engine.execute(NextStep())
    assert engine.state.turn.queue[0] == "char-a"  # type: ignore[union-attr]  # made in turn
    engine.execute(CarryOut("char-a", 0, entries=typed(70)))  # 70 of 30 + 50
    roll = next(e for e in engine.state.log[-1].events if e.get("kind") == "test")
    assert sum(t["value"] for t in roll["breakdown"]["terms"]) == 30 + 50
    assert stats(engine, "char-a").mele_with == () and stats(engine, "char-t1").mele_with == ()


def test_defensa_completa_is_said_to_be_zafarse_only_in_a_mele() -> None:
    engine = fight({}, {})
    _walks(engine)
    with pytest.raises(CommandRefused) as refused:
        engine.execute(Declare("char-a", "full_defence", how="slip_away"))
    assert refused.value.reason.key == "aquelarre.refuse.not_in_mele"
    with pytest.raises(CommandRefused):
        engine.execute(Declare("char-a", "full_defence", how="walk"))


def test_the_dock_offers_defensa_completa_as_zafarse() -> None:
    engine = fight(*IN_A_MELE)
    _walks(engine)
    play = system_of(engine.state).play
    offers = {o.id: o for o in play.character_offers(engine.state, PlainMap(), "char-a")}
    assert offers["full_defence:slip_away"].is_allowed
    command = play.command(engine.state, Choice("char-a", "full_defence:slip_away"))
    assert command == Declare("char-a", "full_defence", how="slip_away")


def test_a_treta_is_offered_where_it_is_aimed() -> None:
    engine = fight({"skills": {"pelea": 60}}, {})
    _walks(engine)
    engine.execute(Declare("char-a", "trick"))
    engine.execute(Declare("char-a", "dodge"))
    engine.execute(NextStep())
    aims = system_of(engine.state).play.exclusive_situational(engine.state, "char-a")
    assert "aim_head" in {key for key, _ in aims}
    engine.execute(CarryOut("char-a", 0, extra=("aim_head",), entries=typed(5)))
    roll = next(e for e in engine.state.log[-1].events if e.get("kind") == "test")
    assert sum(t["value"] for t in roll["breakdown"]["terms"]) == 60 - 50


def test_ataque_recio_climbs_the_rungs_the_gm_picks_at_minus_25_each() -> None:
    engine = fight({"strength": 15, "drawn": ("maza",), "weapons": ("maza",), "skills": {"mazas": 80}}, {})
    _walks(engine)
    play = system_of(engine.state).play
    offers = {o.id: o for o in play.character_offers(engine.state, PlainMap(), "char-a")}
    assert offers["heavy"].extra == "choice"
    rungs = play.extras(engine.state, Choice("char-a", "heavy"))
    assert [key for key, _ in rungs] == ["1", "2", "3"]  # +1D4 climbs to +1D6, +2D6, +3D6
    command = play.command(engine.state, Choice("char-a", "heavy", target="char-t1", extra="2"))
    assert command == Declare("char-a", "heavy", ("char-t1",), steps=2)


def test_a_parry_declared_against_two_foes_does_not_stop_a_third() -> None:
    sword = {"drawn": ("espada_de_mano",), "strength": 12, "skills": {"espadas": 60}}
    engine = fight(sword, sword, sword, sword)
    plans = {
        "char-a": (("parry", ("char-t1", "char-t2")), ("walk", ())),
        **{f"char-t{n}": (("melee", ("char-a",)), ("dodge", ())) for n in (1, 2, 3)},
    }
    while engine.state.turn.queue:  # type: ignore[union-attr]
        who = engine.state.turn.queue[0]  # type: ignore[union-attr]
        for action, targets in plans[who]:
            engine.execute(Declare(who, action, targets))
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 1))  # the walk
    while engine.state.turn.queue[0] != "char-t3":  # type: ignore[union-attr]
        engine.execute(Delay(engine.state.turn.queue[0], 0))  # type: ignore[union-attr]
    engine.execute(CarryOut("char-t3", 0, entries=typed(10, 4, 4)))
    assert engine.state.turn.awaiting is None  # type: ignore[union-attr]  # not named: struck unparried
    assert stats(engine, "char-a").health < 12
    engine.execute(CarryOut("char-t1", 0))
    assert engine.state.turn.awaiting is not None  # type: ignore[union-attr]  # named: the parry answers
