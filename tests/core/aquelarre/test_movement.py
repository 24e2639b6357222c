"""Movement in the action step: as far as the declared moves add up to, plus the free vara."""

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import Engine, NextStep, PlainMap, StartBattle
from campal.core.rules.aquelarre.commands import Declare, RollInitiative
from campal.core.rules.distance import VARA
from campal.core.rules.system import system_of

from .skirmish import duel


def test_declared_moves_and_the_free_vara() -> None:
    engine = Engine(duel(), dice=ScriptedDice([]), map_queries=PlainMap())
    engine.execute(StartBattle())
    engine.execute(RollInitiative("char-lope", ManualEntry(faces=(1,))))
    engine.execute(RollInitiative("char-ignotus", ManualEntry(faces=(9,))))
    engine.execute(NextStep())
    engine.execute(Declare("char-lope", "walk"))
    engine.execute(Declare("char-lope", "run"))
    engine.execute(Declare("char-ignotus", "melee", ("char-lope",)))
    engine.execute(Declare("char-ignotus", "shield_parry"))
    system = system_of(engine.state)
    before = system.allowance(engine.state, "char-lope")
    assert round(VARA.from_metres(before.maximum_m)) == 12  # before the action step: walk 6, run 12
    engine.execute(NextStep())
    lope = system.allowance(engine.state, "char-lope")
    assert lope.names == ("run",) and round(VARA.from_metres(lope.maximum_m)) == 6 + 12 + 1
    ignotus = system.allowance(engine.state, "char-ignotus")
    assert round(VARA.from_metres(ignotus.maximum_m)) == 1  # only the free vara
