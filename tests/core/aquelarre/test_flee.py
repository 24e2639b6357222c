"""Huida: the round it is prepared allows up to two defensive actions besides; the next round the
character leaves the fight and no foe may attack it hand to hand, whatever the Iniciativa —
unless it attacks, which gives the flight up. Through the engine, undone and replayed."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, NextStep, PlainMap, StartBattle, replay
from campal.core.rules.aquelarre.commands import CarryOut, ConcludeRound, Declare, RollInitiative
from campal.core.rules.play import Choice
from campal.core.rules.system import system_of

from .skirmish import duel
from .test_round import stats


def initiative(engine: Engine) -> None:
    engine.execute(RollInitiative("char-lope", ManualEntry(faces=(2,))))
    engine.execute(RollInitiative("char-ignotus", ManualEntry(faces=(8,))))
    engine.execute(NextStep())


def fled_last_round() -> Engine:
    engine = Engine(duel(), dice=ScriptedDice([]), map_queries=PlainMap())
    engine.execute(StartBattle())
    initiative(engine)
    engine.execute(Declare("char-lope", "walk"))
    engine.execute(Declare("char-lope", "walk"))
    engine.execute(Declare("char-ignotus", "flee"))
    with pytest.raises(CommandRefused) as refused:
        engine.execute(Declare("char-ignotus", "walk"))
    assert refused.value.reason.key == "aquelarre.refuse.fleeing_defends_only"
    engine.execute(Declare("char-ignotus", "parry"))
    engine.execute(Declare("char-ignotus", "dodge"))
    assert "char-ignotus" not in engine.state.turn.queue  # type: ignore[union-attr]
    engine.execute(NextStep())
    engine.execute(CarryOut("char-ignotus", 0))
    for index in (0, 1):
        engine.execute(CarryOut("char-lope", index))
    engine.execute(NextStep())
    engine.execute(ConcludeRound())
    assert stats(engine.state, "char-ignotus").escape_ready
    assert any(
        e.get("message", {}).get("key") == "aquelarre.log.escape_ready" for e in engine.state.log[-1].events
    )
    engine.execute(NextStep())
    initiative(engine)
    return engine


def test_the_round_after_a_huida_no_foe_may_strike_it_hand_to_hand() -> None:
    engine = fled_last_round()
    play = system_of(engine.state).play
    (target,) = play.targets(engine.state, PlainMap(), Choice("char-lope", "melee"))
    assert target.refusal is not None and target.refusal.key == "aquelarre.refuse.escaping"
    with pytest.raises(CommandRefused) as refused:
        engine.execute(Declare("char-lope", "melee", ("char-ignotus",)))
    assert refused.value.reason.key == "aquelarre.refuse.escaping"
    engine.execute(Declare("char-lope", "walk"))
    engine.execute(Declare("char-lope", "run"))
    engine.execute(Declare("char-ignotus", "run"))
    engine.execute(Declare("char-ignotus", "run"))
    assert replay(duel(), engine.state) == engine.state


def test_attacking_gives_the_huida_up() -> None:
    engine = fled_last_round()
    engine.execute(Declare("char-lope", "dodge"))
    engine.execute(Declare("char-lope", "dodge"))
    engine.execute(Declare("char-ignotus", "melee", ("char-lope",)))
    assert not stats(engine.state, "char-ignotus").escape_ready
    assert engine.state.log[-1].events[1]["message"]["key"] == "aquelarre.log.escape_given_up"
    engine.undo()
    assert stats(engine.state, "char-ignotus").escape_ready
