"""The crash journal replays each step through the rules: the command, with the dice it was
given, must give the events recorded; a record edited to say otherwise is refused."""

from __future__ import annotations

import dataclasses

import pytest

from campal.core.dice import ScriptedDice
from campal.core.engine import Engine, StartBattle
from campal.core.engine.journal import JournalError, Step, StepTracker, replay_journal, step_from
from campal.core.rules.aquelarre.commands import RollInitiative

from .aquelarre.skirmish import duel


def played() -> tuple[Engine, list[Step]]:
    engine = Engine(duel(), dice=ScriptedDice([3, 8, 5]))
    tracker = StepTracker()
    steps: list[Step] = []
    engine.subscribe(lambda change: steps.append(tracker.step_for(change)))
    engine.execute(StartBattle())
    engine.execute(RollInitiative("char-lope"))  # rolled by Campal: a 3
    engine.execute(RollInitiative("char-ignotus"))  # an 8
    engine.undo()
    engine.redo()
    return engine, [step for step in steps if step is not None]


def stored(step: Step) -> Step:
    """The step as the journal's store gives it back."""
    return step_from(step.kind, step.body())


def test_a_journal_replays_every_command_through_the_rules_with_its_recorded_dice():
    engine, steps = played()
    assert [step.rolls for step in steps if step.kind == "do"] == [(), ((3,),), ((8,),)]
    # No die is left to roll: a replay that rolled one would fail here.
    replayed = replay_journal(duel(), tuple(stored(step) for step in steps))
    assert replayed == engine.state


@pytest.mark.parametrize("forgery", ["face", "extra_roll", "missing_roll"])
def test_a_step_replayed_with_other_dice_than_its_events_show_is_refused(forgery):
    _engine, steps = played()
    rolls = {"face": ((9,),), "extra_roll": ((3,), (4,)), "missing_roll": ()}[forgery]
    steps[1] = dataclasses.replace(steps[1], rolls=rolls)
    with pytest.raises(JournalError) as raised:
        replay_journal(duel(), tuple(stored(step) for step in steps))
    assert raised.value.reason == "journal.breaks_rules"


def test_a_command_of_a_class_this_version_does_not_know_is_a_newer_record():
    _engine, steps = played()
    command = dict(steps[1].command or {})
    command["$dataclass"] = "rules.aquelarre.commands:RollInitiativeTwice"
    steps[1] = dataclasses.replace(steps[1], command=command)
    with pytest.raises(JournalError) as raised:
        replay_journal(duel(), tuple(stored(step) for step in steps))
    assert raised.value.reason == "journal.newer"


@pytest.mark.parametrize(
    "name",
    ["os:system", "campal.core.engine:Engine", "engine.engine:Engine", "model:Battle", "x:__class__"],
)
def test_a_record_names_only_commands_of_campals_core(name):
    _engine, steps = played()
    steps[1] = dataclasses.replace(steps[1], command={"$dataclass": name, "fields": {}})
    with pytest.raises(JournalError):
        replay_journal(duel(), tuple(stored(step) for step in steps))


def test_a_command_whose_record_does_not_read_back_is_kept_as_the_document_it_left():
    from campal.core.engine import Engine
    from campal.core.engine.terrain import AddTerrain
    from campal.core.model import Battle, Point, TerrainFeature

    engine = Engine(Battle())
    tracker = StepTracker()
    steps: list[Step] = []
    engine.subscribe(lambda change: steps.append(tracker.step_for(change)))
    # Built without validation, as a script might: the engine repairs it, the record would not
    # read back as itself.
    feature = TerrainFeature.model_construct(
        id="terrain-a", kind="road", outline=(Point(x=0, y=0), Point(x=0, y=1))
    )
    engine.execute(AddTerrain(feature))
    assert [step.kind for step in steps] == ["state"]
    assert replay_journal(Battle(), tuple(stored(step) for step in steps)) == engine.state
