"""Taken by surprise, a character cannot defend against a quicker foe in the ambush's first
round: the defence it declared is not asked for, and the log says why where it happens."""

from __future__ import annotations

from campal.core.dice import ManualEntry
from campal.core.engine import NextStep
from campal.core.engine.override import Override
from campal.core.report import entry_lines
from campal.core.rules.aquelarre.commands import CarryOut, RollInitiative

from .test_combat_fidelity import _to_round_two, typed
from .test_manoeuvres_played import declare_all, fight


def test_a_surprised_defence_not_asked_for_is_explained_in_the_log() -> None:
    engine = fight({}, {})
    _to_round_two(engine)
    engine.execute(Override("char-t1", "stats.surprised", True, "ambush"))
    engine.execute(RollInitiative("char-t1", ManualEntry(faces=(3,))))
    engine.execute(RollInitiative("char-a", ManualEntry(faces=(8,))))
    engine.execute(NextStep())
    declare_all(
        engine,
        {"char-t1": (("dodge", ()), ("dodge", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))},
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(90)))
    lines = "\n".join(entry_lines(engine.state.log[-1], "en", "aquelarre"))
    assert "taken by surprise, cannot defend against" in lines
