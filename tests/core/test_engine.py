import pytest

from campal.core.engine import CommandRefused, Engine, ResizeField, RetitleBattle, SetGrid
from campal.core.model import Battle, Grid, GridKind


def test_execute_undo_redo_walk_the_same_states():
    engine = Engine(Battle())
    original = engine.state
    engine.execute(ResizeField(800, 500))
    engine.execute(SetGrid(Grid(kind=GridKind.HEX, size=25)))
    resized_and_gridded = engine.state

    engine.undo()
    assert engine.state.field.grid.kind is GridKind.NONE
    engine.undo()
    assert engine.state == original
    engine.redo()
    engine.redo()
    assert engine.state == resized_and_gridded
    assert not engine.can_redo()


def test_a_new_command_clears_the_redo_stack():
    engine = Engine(Battle())
    engine.execute(RetitleBattle("Vado Rubí"))
    engine.undo()
    engine.execute(RetitleBattle("Puente de Piedra"))
    assert not engine.can_redo()
    assert engine.state.title == "Puente de Piedra"


@pytest.mark.parametrize("width", [0.0, -5.0, float("nan"), float("inf"), 1e9])
def test_absurd_field_sizes_are_refused_and_change_nothing(width):
    engine = Engine(Battle())
    with pytest.raises(CommandRefused) as refused:
        engine.execute(ResizeField(width, 400))
    assert refused.value.reason.key == "field.bad_size"
    assert engine.state == Battle()
    assert not engine.can_undo()


def test_listeners_hear_every_change_with_its_reason():
    engine = Engine(Battle())
    heard = []
    engine.subscribe(lambda change: heard.append(change.reason))
    engine.execute(RetitleBattle("Aguasnegras"))
    engine.undo()
    engine.redo()
    assert heard == ["execute", "undo", "redo"]


def test_blank_title_is_refused():
    with pytest.raises(CommandRefused):
        Engine(Battle()).execute(RetitleBattle("   "))
