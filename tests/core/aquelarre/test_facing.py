"""A person's facing: set by the GM through a command (undone, replayed, saved), judging "from
behind" (+50 %) with the rear arc 90° wide; the last move's direction only for one never faced."""

import pytest

from campal.core.dice import ScriptedDice
from campal.core.engine import CommandRefused, Engine, PlainMap, replay
from campal.core.model import Battle, Point
from campal.core.rules.aquelarre.bearings import from_behind
from campal.core.rules.aquelarre.commands import FaceCharacter
from campal.core.rules.system import system_of

from .skirmish import duel
from .test_round import stats

# Ignotus 2.5 m east of Lope (bearing 90° from Lope; Lope at 270° from Ignotus).


def engine() -> Engine:
    return Engine(duel(), dice=ScriptedDice([]), map_queries=PlainMap())


def behind(battle: Battle) -> bool:
    return from_behind(battle.characters["char-lope"], battle.characters["char-ignotus"])


@pytest.mark.parametrize(
    ("facing", "struck_from_behind"),
    [(90.0, True), (45.0, True), (135.0, True), (44.0, False), (270.0, False), (0.0, False)],
)
def test_the_rear_arc_is_90_degrees_around_the_back(facing: float, struck_from_behind: bool) -> None:
    played = engine()
    played.execute(FaceCharacter("char-ignotus", facing))
    assert stats(played.state, "char-ignotus").facing == facing
    assert behind(played.state) is struck_from_behind


def test_the_gm_facing_wins_over_the_last_move_which_counts_only_for_one_never_faced() -> None:
    battle = duel()
    ignotus = battle.characters["char-ignotus"]
    # It walked east, away from Lope: its back is to him.
    walked = ignotus.model_copy(update={"trail": (Point(x=1.5, y=0.0),)})
    battle = battle.model_copy(update={"characters": {**battle.characters, walked.id: walked}})
    assert behind(battle)
    played = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap())
    played.execute(FaceCharacter("char-ignotus", 270.0))  # turned round to face Lope
    assert not behind(played.state)
    assert played.state.log[-1].message.key == "aquelarre.log.faced"
    played.undo()
    assert stats(played.state, "char-ignotus").facing is None and behind(played.state)


def test_facing_through_the_system_hook_replays_and_refuses_nonsense() -> None:
    played = engine()
    system = system_of(played.state)
    command = system.face_command(played.state, "char-ignotus", 375.0)
    assert command == FaceCharacter("char-ignotus", 15.0)
    played.execute(command)
    assert system.facing_of(played.state.characters["char-ignotus"]) == 15.0
    with pytest.raises(CommandRefused):
        played.execute(FaceCharacter("char-ignotus", float("nan")))
    with pytest.raises(CommandRefused):
        played.execute(FaceCharacter("nobody", 10.0))
    assert replay(duel(), played.state) == played.state
