"""Drawing the field through the engine: every terrain command, its refusals, and undo."""

from __future__ import annotations

import pytest

from campal.core.engine import CommandRefused, Engine, Event
from campal.core.engine.terrain import (
    AddFortification,
    AddTerrain,
    DuplicateTerrain,
    EditFortification,
    EditTerrain,
    LowerTerrain,
    MoveTerrain,
    RaiseTerrain,
    RemoveTerrain,
    RotateTerrain,
)
from campal.core.model import Battle, Fortification, Point

from .geometry_fixtures import box, ring, terrain


def engine_with(*kinds: str) -> Engine:
    engine = Engine(Battle())
    for number, kind in enumerate(kinds):
        engine.execute(AddTerrain(terrain(f"t{number}", kind, box(0, 0, 10, 10))))
    return engine


def refused_key(engine: Engine, command: object) -> str:
    before = engine.state
    with pytest.raises(CommandRefused) as refused:
        engine.execute(command)  # type: ignore[arg-type]
    assert engine.state is before
    return refused.value.reason.key


def test_add_then_undo_then_redo() -> None:
    engine = engine_with("forest")
    assert list(engine.state.terrain) == ["terrain-t0"]
    engine.undo()
    assert engine.state.terrain == {}
    engine.redo()
    assert list(engine.state.terrain) == ["terrain-t0"]


def test_a_bow_tie_is_added_as_its_two_halves() -> None:
    engine = Engine(Battle())
    bow = terrain("bow", "marsh", ring((0, 0), (10, 10), (10, 0), (0, 10)))
    engine.execute(AddTerrain(bow))
    assert len(engine.state.terrain) == 2
    assert "terrain-bow" in engine.state.terrain
    engine.undo()
    assert engine.state.terrain == {}


def test_repeated_points_are_dropped_on_the_way_in() -> None:
    engine = Engine(Battle())
    doubled = terrain("d", "forest", ring((0, 0), (0, 0), (10, 0), (10, 10), (0, 10), (0, 0)))
    engine.execute(AddTerrain(doubled))
    assert len(engine.state.terrain["terrain-d"].outline) == 4


@pytest.mark.parametrize(
    ("feature", "key"),
    [
        (terrain("flat", "forest", ring((0, 0), (5, 5), (10, 10))), "geometry.no_area"),
        (terrain("lava", "lava", box(0, 0, 10, 10)), "terrain.unknown_kind"),
        (
            terrain("bad", "forest", box(0, 0, 10, 10), overrides={"sifrp.flies": True}),
            "terrain.unknown_override",
        ),
        (terrain("dot", "road", ring((0, 0), (0, 0), (0, 0))), "geometry.too_few_points"),
    ],
)
def test_unusable_terrain_is_refused(feature: object, key: str) -> None:
    assert refused_key(Engine(Battle()), AddTerrain(feature)) == key  # type: ignore[arg-type]


def test_a_second_feature_cannot_take_an_id() -> None:
    engine = engine_with("forest")
    assert refused_key(engine, AddTerrain(terrain("t0", "hill", box(0, 0, 5, 5)))) == "terrain.id_taken"


def test_edit_changes_only_what_is_given() -> None:
    engine = engine_with("forest")
    depth = {"sight.depth_m": 4}
    engine.execute(EditTerrain("terrain-t0", kind="dense_forest", name="Bosque Real", overrides=depth))
    edited = engine.state.terrain["terrain-t0"]
    assert (edited.kind, edited.name, edited.overrides) == ("dense_forest", "Bosque Real", depth)
    assert edited.outline == engine.history[0].events[0].feature.outline  # type: ignore[attr-defined]
    assert refused_key(engine, EditTerrain("terrain-t0", overrides={"exalted.cover_percent": 400})) == (
        "terrain.bad_override"
    )
    engine.undo()
    assert engine.state.terrain["terrain-t0"].kind == "forest"


def test_move_and_rotate_keep_the_shape() -> None:
    engine = engine_with("forest")
    engine.execute(MoveTerrain("terrain-t0", 100, 50))
    xs = sorted(p.x for p in engine.state.terrain["terrain-t0"].outline)
    assert xs[0] == pytest.approx(100) and xs[-1] == pytest.approx(110)
    engine.execute(AddTerrain(terrain("long", "rocks", box(0, 0, 40, 10))))
    engine.execute(RotateTerrain("terrain-long", 90))
    outline = engine.state.terrain["terrain-long"].outline
    assert min(p.x for p in outline) == pytest.approx(15) and max(p.x for p in outline) == pytest.approx(25)
    assert min(p.y for p in outline) == pytest.approx(-15) and max(p.y for p in outline) == pytest.approx(25)
    assert refused_key(engine, MoveTerrain("terrain-t0", 5e6, 0)) == "geometry.too_far"
    assert refused_key(engine, MoveTerrain("terrain-nope", 1, 0)) == "terrain.not_found"


def test_duplicate_remove_and_restack() -> None:
    engine = engine_with("forest", "hill", "marsh")
    engine.execute(DuplicateTerrain("terrain-t0", new_id="terrain-copy"))
    assert list(engine.state.terrain)[-1] == "terrain-copy"
    assert engine.state.terrain["terrain-copy"].outline[0] == Point(x=10, y=10)
    engine.execute(RaiseTerrain("terrain-t0"))
    assert list(engine.state.terrain) == ["terrain-t1", "terrain-t0", "terrain-t2", "terrain-copy"]
    engine.execute(LowerTerrain("terrain-copy", to_bottom=True))
    assert next(iter(engine.state.terrain)) == "terrain-copy"
    engine.execute(RaiseTerrain("terrain-copy", to_top=True))
    assert list(engine.state.terrain)[-1] == "terrain-copy"
    engine.execute(RemoveTerrain("terrain-t2"))
    assert "terrain-t2" not in engine.state.terrain
    engine.undo()
    assert list(engine.state.terrain) == ["terrain-t1", "terrain-t0", "terrain-t2", "terrain-copy"]


def test_fortifications_take_their_kinds_bonus_and_share_the_commands() -> None:
    engine = Engine(Battle())
    castle = Fortification(id="fort-c", kind="castle", outline=box(0, 0, 100, 100))
    engine.execute(AddFortification(castle))
    assert engine.state.fortifications["fort-c"].defence_bonus == 12
    engine.execute(EditFortification("fort-c", kind="earthwork"))
    assert engine.state.fortifications["fort-c"].defence_bonus == 4
    engine.execute(EditFortification("fort-c", defence_bonus=2))
    assert engine.state.fortifications["fort-c"].defence_bonus == 2
    engine.execute(MoveTerrain("fort-c", 10, 0))
    engine.execute(DuplicateTerrain("fort-c", new_id="fort-d"))
    assert list(engine.state.fortifications) == ["fort-c", "fort-d"]
    assert refused_key(engine, EditTerrain("fort-c", name="x")) == "terrain.not_terrain"
    unknown = Fortification(id="fort-x", kind="moat_of_lava", outline=box(0, 0, 5, 5))
    assert refused_key(engine, AddFortification(unknown)) == "fortification.unknown_kind"
    while engine.can_undo():
        engine.undo()
    assert engine.state.fortifications == {}


def test_recorded_events_replay_to_the_same_document() -> None:
    engine = engine_with("forest", "road")
    engine.execute(RotateTerrain("terrain-t0", 30))
    engine.execute(RaiseTerrain("terrain-t0"))
    replayed = Battle()
    for entry in engine.history:
        for event in entry.events:
            replayed = Event.load(event.dump()).apply(replayed)
    assert replayed == engine.state
