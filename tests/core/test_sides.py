from pathlib import Path

import pytest

from campal.core.engine import (
    AddSide,
    CommandRefused,
    Engine,
    PlaceCharacter,
    PlaceUnit,
    RemoveSide,
    ReorderSides,
    SetSide,
    StartBattle,
)
from campal.core.io import parse_document
from campal.core.model import Battle, Character, Edge, Point, Side, Unit, side_facing


def _two_sides() -> Engine:
    engine = Engine(Battle())
    engine.execute(AddSide(Side(id="side-a", name="Lannister", colour="#aa2222", edge=Edge.NORTH)))
    engine.execute(AddSide(Side(id="side-b", name="Stark", colour="#888888", edge=Edge.SOUTH)))
    return engine


def test_added_sides_keep_their_edge_and_face_away_from_it():
    engine = _two_sides()
    a, b = engine.state.sides.values()
    assert (a.name, side_facing(a)) == ("Lannister", 180.0)
    assert (b.name, side_facing(b)) == ("Stark", 0.0)
    reopened = parse_document(_json(engine.state), Path("x.campal"))
    assert reopened == engine.state


def _json(battle: Battle) -> bytes:
    return battle.model_dump_json().encode()


def test_a_side_without_a_name_or_twice_the_same_id_is_refused():
    engine = _two_sides()
    before = engine.state
    with pytest.raises(CommandRefused) as blank:
        engine.execute(SetSide(Side(id="side-a", name="   ")))
    assert blank.value.reason.key == "side.no_name"
    with pytest.raises(CommandRefused) as twice:
        engine.execute(AddSide(Side(id="side-a", name="Otra")))
    assert twice.value.reason.key == "side.exists"
    assert engine.state == before


def test_a_commander_must_be_a_character_of_the_side():
    engine = _two_sides()
    engine.execute(
        PlaceCharacter(Character(id="char-t", name="Tywin", side="side-a", position=Point(x=5, y=5)))
    )
    with pytest.raises(CommandRefused):
        engine.execute(SetSide(engine.state.sides["side-b"].model_copy(update={"commander": "char-t"})))
    engine.execute(SetSide(engine.state.sides["side-a"].model_copy(update={"commander": "char-t"})))
    assert engine.state.sides["side-a"].commander == "char-t"


def test_removing_a_side_takes_its_army_in_one_step_and_undo_brings_it_back():
    engine = _two_sides()
    engine.execute(PlaceUnit(Unit(id="unit-1", name="Lanzas", side="side-a", position=Point(x=50, y=50))))
    engine.execute(PlaceCharacter(Character(id="char-j", name="Jaime", side="side-a", attached_to="unit-1")))
    engine.execute(PlaceCharacter(Character(id="char-s", name="Espía", side="side-b", attached_to="unit-1")))
    engine.execute(SetSide(engine.state.sides["side-a"].model_copy(update={"commander": "char-j"})))
    full = engine.state
    engine.execute(RemoveSide("side-a"))
    after = engine.state
    assert list(after.sides) == ["side-b"] and not after.units
    assert list(after.characters) == ["char-s"]
    assert after.characters["char-s"].position == Point(x=50, y=50)
    Battle.model_validate(after.model_dump())
    engine.undo()
    assert engine.state == full


def test_sides_reorder_and_are_fixed_once_the_battle_starts():
    engine = _two_sides()
    engine.execute(ReorderSides(("side-b", "side-a")))
    assert list(engine.state.sides) == ["side-b", "side-a"]
    with pytest.raises(CommandRefused):
        engine.execute(ReorderSides(("side-b",)))
    engine.execute(StartBattle())
    with pytest.raises(CommandRefused) as started:
        engine.execute(RemoveSide("side-a"))
    assert started.value.reason.key == "side.battle_started"
    with pytest.raises(CommandRefused):
        engine.execute(AddSide(Side(id="side-c", name="Tully")))
    engine.execute(SetSide(engine.state.sides["side-a"].model_copy(update={"name": "Casa Lannister"})))
    assert engine.state.sides["side-a"].name == "Casa Lannister"


def test_an_impossible_value_is_refused_with_the_reason():
    from campal.core.engine import Override
    from campal.core.model import SifrpUnitStats

    engine = _two_sides()
    engine.execute(
        PlaceUnit(
            Unit(id="unit-1", name="Lanzas", side="side-a", position=Point(x=5, y=5), stats=SifrpUnitStats())
        )
    )
    with pytest.raises(CommandRefused) as refused:
        engine.execute(Override("unit-1", "stats.health", 40))
    assert refused.value.reason.key == "sifrp.health_over_maximum"
    assert refused.value.reason.params["maximum"] == 6
    engine.execute(Override("unit-1", "stats.health", 3))
    assert engine.state.units["unit-1"].stats.health == 3


def test_every_systems_side_values_name_whole_numbers_of_its_characters():
    from campal.core.rules import all_systems

    for system in all_systems():
        stats = system.new_character_stats()
        for path in system.side_values():
            node = stats
            for part in path.removeprefix("stats.").split("."):
                node = getattr(node, part)
            assert isinstance(node, int) and not isinstance(node, bool), (system.id, path)
