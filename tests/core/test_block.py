import pytest

from campal.core.model import Point
from campal.core.templates.block import block_positions


def test_a_drag_across_the_front_puts_units_side_by_side():
    # Facing north (0°): a drag east is across the front; 40 m frontage + 2 m gap.
    centres = block_positions(Point(x=0, y=0), Point(x=130, y=0), 0.0, 40.0, 10.0)
    assert [c.x for c in centres] == pytest.approx([0, 42, 84, 126])
    assert {c.y for c in centres} == {0}


def test_a_drag_along_the_facing_makes_a_column():
    centres = block_positions(Point(x=0, y=100), Point(x=0, y=60), 0.0, 40.0, 10.0)
    assert [c.y for c in centres] == pytest.approx([100, 88, 76, 64])


def test_a_click_is_one_unit_and_a_long_drag_is_capped():
    assert block_positions(Point(x=5, y=5), Point(x=5, y=5), 90.0, 40.0, 10.0) == [Point(x=5, y=5)]
    assert len(block_positions(Point(x=0, y=0), Point(x=0, y=90_000), 90.0, 4.0, 4.0)) == 100


def test_a_block_is_placed_in_one_step_and_refused_whole():
    from campal.core.engine import CommandRefused, Engine, PlaceBlock
    from campal.core.model import Battle, Side, Unit

    engine = Engine(Battle(sides={"side-a": Side(id="side-a", name="A")}))
    units = tuple(
        Unit(id=f"unit-{i}", name=f"Lanzas {i}", side="side-a", position=Point(x=10 + 42 * i, y=50))
        for i in range(5)
    )
    engine.execute(PlaceBlock(units))
    assert len(engine.state.units) == 5 and len(engine.history) == 1
    stray = Unit(id="unit-x", name="Perdida", side="side-z", position=Point(x=0, y=0))
    with pytest.raises(CommandRefused):
        engine.execute(PlaceBlock((stray,)))
    engine.undo()
    assert not engine.state.units
