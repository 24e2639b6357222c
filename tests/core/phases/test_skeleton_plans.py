"""The phase engine walks the other rule systems' round structures, given as data."""

import pytest

from campal.core.engine import (
    ActionRefused,
    CommandRefused,
    Engine,
    NextStep,
    PassTurn,
    SetInitiative,
    StartBattle,
    TakeAction,
)
from campal.core.model import Battle, Character, Point, RuleSystemId, Side
from campal.core.phases import RefusalCode
from campal.core.rules.exalted.commands import SimpleAction


def battle(system: RuleSystemId, names: tuple[str, ...] = ("ana", "bru", "cid")) -> Battle:
    sides = {s: Side(id=s, name=s) for s in ("side-pc", "side-npc")}
    characters = {
        f"char-{n}": Character(
            id=f"char-{n}",
            name=n,
            side="side-pc" if i % 2 == 0 else "side-npc",
            position=Point(x=i * 10, y=0),
        )
        for i, n in enumerate(names)
    }
    return Battle(system=system, sides=sides, characters=characters)


def refusal(engine: Engine, command: object) -> RefusalCode:
    with pytest.raises(ActionRefused) as caught:
        engine.execute(command)  # type: ignore[arg-type]
    return caught.value.code


def test_aquelarre_needs_every_initiative_before_moving_on() -> None:
    engine = Engine(battle(RuleSystemId.AQUELARRE))
    engine.execute(StartBattle())
    engine.execute(SetInitiative("char-ana", 12))
    with pytest.raises(CommandRefused):
        engine.execute(NextStep())
    engine.execute(NextStep(force=True))
    assert engine.state.turn.step == "declaration"  # type: ignore[union-attr]


def test_exalted_action_speed_sets_the_next_tick() -> None:
    engine = Engine(battle(RuleSystemId.EXALTED, ("ana", "bru")))
    engine.execute(StartBattle())
    engine.execute(SetInitiative("char-ana", 8))
    engine.execute(SetInitiative("char-bru", 6))
    engine.execute(NextStep())
    turn = engine.state.turn
    assert turn is not None and turn.step == "timeline"
    assert (turn.tick, turn.queue) == (0, ("char-ana",))
    engine.execute(SimpleAction("char-ana", "inactive"))  # speed 5: next at tick 5
    turn = engine.state.turn
    assert turn is not None and (turn.tick, turn.queue) == (2, ("char-bru",))
    engine.execute(SimpleAction("char-bru", "guard"))  # speed 3: next at tick 5
    turn = engine.state.turn
    assert turn is not None and turn.tick == 5 and set(turn.queue) == {"char-ana", "char-bru"}
    engine.execute(SimpleAction("char-ana", "aim"))  # speed 3
    assert engine.state.turn.next_tick["char-ana"] == 8  # type: ignore[union-attr]


def test_bastionland_sides_take_turns_and_each_combatant_moves_then_acts() -> None:
    engine = Engine(battle(RuleSystemId.BASTIONLAND))
    engine.execute(StartBattle())
    assert engine.state.turn.step == "surprise"  # type: ignore[union-attr]
    engine.execute(NextStep())
    turn = engine.state.turn
    assert turn is not None and turn.queue == ("char-ana", "char-cid", "char-bru")  # players' side first
    engine.execute(TakeAction("char-ana", "move"))
    assert refusal(engine, TakeAction("char-ana", "move")) is RefusalCode.ALREADY_TAKEN
    engine.execute(TakeAction("char-ana", "act"))
    assert engine.state.turn.actor == "char-cid"  # type: ignore[union-attr]
    engine.execute(TakeAction("char-cid", "act"))
    assert engine.state.turn.actor == "char-bru"  # type: ignore[union-attr]
    engine.execute(PassTurn("char-bru"))
    assert engine.state.turn.queue == ()  # type: ignore[union-attr]


def test_bastionland_cannot_move_after_acting() -> None:
    engine = Engine(battle(RuleSystemId.BASTIONLAND, ("ana", "bru", "cid", "dan")))
    engine.execute(StartBattle())
    engine.execute(NextStep())
    engine.execute(TakeAction("char-ana", "act"))
    assert engine.state.turn.actor == "char-cid"  # type: ignore[union-attr]


def test_turn_is_undone_with_the_document() -> None:
    engine = Engine(battle(RuleSystemId.AQUELARRE))
    engine.execute(StartBattle())
    engine.execute(SetInitiative("char-ana", 12))
    engine.undo()
    assert engine.state.turn is not None and engine.state.turn.initiative == {}
    engine.redo()
    assert engine.state.turn is not None and engine.state.turn.initiative == {"char-ana": 12}
