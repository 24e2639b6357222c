"""Universal VTT maps, on files written here from the format's published description: a JSON
object with ``resolution`` (``map_origin``, ``map_size`` in cells, ``pixels_per_grid``), walls as
polylines of cells, ``portals`` (doors and windows), ``lights`` and the picture in base64."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest

from campal.core.engine import CommandRefused, Engine, Replace
from campal.core.geometry import TerrainIndex
from campal.core.io import battle_bytes, load_battle_bytes
from campal.core.model import AssetStore, Battle, Fortification, MapLight, Point, RuleSystemId, TerrainFeature
from campal.core.terrain import MoverKind, load_catalogue
from campal.core.uvtt import UvttRefused, read_uvtt
from campal.core.uvtt.placing import DEFAULT_CELL_M, ImportChoices, WallKind, import_command
from campal.core.uvtt.writing import export_grid, uvtt_bytes

from ..hostile_corpus import _png_claiming
from ..pngs import png
from ..uvtt_files import encoded, pt, uvtt

# A room of 4 × 4 cells with a door on its east side and a window on its west side.
ROOM = [
    [pt(2, 2), pt(6, 2), pt(6, 3.5)],
    [pt(6, 4.5), pt(6, 6), pt(2, 6), pt(2, 4.5)],
    [pt(2, 3.5), pt(2, 2)],
]
DOOR = {
    "position": pt(6, 4),
    "bounds": [pt(6, 3.5), pt(6, 4.5)],
    "rotation": 1.5708,
    "closed": True,
    "freestanding": False,
}
WINDOW = {
    "position": pt(2, 4),
    "bounds": [pt(2, 4.5), pt(2, 3.5)],
    "rotation": -1.5708,
    "closed": False,
    "freestanding": False,
}
TORCH = {"position": pt(4, 4), "range": 3, "intensity": 0.8, "color": "ffffaa33", "shadows": True}


def imported(document: dict[str, Any], battle: Battle | None = None, **choices: Any) -> Engine:
    umap = read_uvtt(encoded(document))
    engine = Engine(battle or Battle())
    ref = engine.assets.add(umap.image) if umap.image is not None else None
    engine.execute(import_command(umap, ImportChoices(**choices), ref))
    return engine


@pytest.mark.parametrize("pixels_per_grid", [25, 50, 70, 128, 256])
def test_the_picture_is_calibrated_from_its_pixels_per_grid_and_the_cell_length(pixels_per_grid: int) -> None:
    battle = imported(uvtt(cells=(6, 4), pixels_per_grid=pixels_per_grid)).state
    background = battle.field.background
    assert background is not None
    assert (background.pixel_width, background.pixel_height) == (6 * pixels_per_grid, 4 * pixels_per_grid)
    assert background.metres_per_pixel == pytest.approx(DEFAULT_CELL_M / pixels_per_grid)
    assert battle.field.size.width == pytest.approx(6 * 1.524)
    assert battle.field.size.height == pytest.approx(4 * 1.524)
    assert battle.field.grid.size == pytest.approx(1.524)


def test_walls_doors_windows_and_lights_land_where_the_map_draws_them() -> None:
    battle = imported(uvtt(line_of_sight=ROOM, portals=[DOOR, WINDOW], lights=[TORCH]), cell_m=2.0).state
    kinds = sorted(feature.kind for feature in battle.terrain.values())
    assert kinds == ["door", "solid_wall", "solid_wall", "solid_wall", "window"]
    door = next(f for f in battle.terrain.values() if f.kind == "door")
    assert (door.outline[0].x, door.outline[0].y) == pytest.approx((12.0, 7.0))
    assert (door.outline[-1].x, door.outline[-1].y) == pytest.approx((12.0, 9.0))
    assert battle.field.lights == (
        MapLight(position=Point(x=8, y=8), range_m=6.0, intensity=0.8, colour="ffaa33", shadows=True),
    )


def test_points_are_measured_from_the_map_origin() -> None:
    document = uvtt(origin=(2, 1), line_of_sight=[[pt(3, 2), pt(11, 2)]])
    battle = imported(document, cell_m=1.0).state
    (wall,) = battle.terrain.values()
    assert (wall.outline[0].x, wall.outline[0].y) == pytest.approx((1.0, 1.0))
    assert (wall.outline[-1].x, wall.outline[-1].y) == pytest.approx((9.0, 1.0))


def test_object_walls_are_walls_too_and_a_lone_point_is_dropped() -> None:
    document = uvtt(objects_line_of_sight=[[pt(1, 1), pt(1, 3), pt(2, 3)], [pt(5, 5)]])
    assert len(imported(document).state.terrain) == 1


def test_the_whole_import_is_one_undoable_step() -> None:
    engine = imported(uvtt(line_of_sight=ROOM, portals=[DOOR], lights=[TORCH]))
    assert len(engine.state.terrain) == 4
    engine.undo()
    assert engine.state == Battle()


def test_a_closed_door_and_a_wall_stop_a_march_and_sight_a_window_only_the_march() -> None:
    battle = imported(uvtt(line_of_sight=ROOM, portals=[DOOR, WINDOW]), cell_m=2.0).state
    index = TerrainIndex.build(list(battle.terrain.values()), [], battle.system)
    inside, east, west = (8.0, 8.0), (16.0, 8.0), (0.5, 8.0)
    assert index.measure_path([inside, east], MoverKind.INFANTRY).is_blocked
    assert index.line_of_sight(inside, east).is_blocked
    assert index.measure_path([inside, west], MoverKind.INFANTRY).is_blocked
    assert not index.line_of_sight(inside, west).is_blocked
    assert index.measure_path([inside, (8.0, 14.0)], MoverKind.INFANTRY).is_blocked


def test_an_open_door_lets_a_march_through() -> None:
    battle = imported(uvtt(portals=[WINDOW]), open_portal="open_door").state
    (door,) = battle.terrain.values()
    assert door.kind == "open_door"
    index = TerrainIndex.build([door], [], battle.system)
    across = [(1.0 * 1.524, 4 * 1.524), (3 * 1.524, 4 * 1.524)]
    assert not index.measure_path(across, MoverKind.INFANTRY).is_blocked


def test_walls_may_be_castle_walls_with_their_defence() -> None:
    battle = imported(uvtt(line_of_sight=ROOM[:1]), wall=WallKind("wall", fortification=True)).state
    (wall,) = battle.fortifications.values()
    assert isinstance(wall, Fortification) and wall.defence_bonus == 6


def test_door_and_window_kinds_speak_to_every_system() -> None:
    catalogue = load_catalogue()
    door, window = catalogue.terrain["door"], catalogue.terrain["window"]
    assert door.effects.sifrp.blocks_movement and window.effects.sifrp.blocks_movement
    assert door.sight.mode == "obstacle" and window.sight.mode == "clear"
    assert door.effects.exalted.impassable and window.effects.exalted.impassable
    assert catalogue.terrain["open_door"].movement.infantry == 1.0
    assert door.names.es == "Puerta" and window.names.es == "Ventana"


def test_a_map_without_a_picture_lays_its_walls_on_a_plain_field() -> None:
    document = uvtt(line_of_sight=ROOM)
    del document["image"]
    battle = imported(document).state
    assert battle.field.background is None
    assert len(battle.terrain) == 3
    assert battle.field.size.width == pytest.approx(10 * 1.524)


def test_onto_the_current_battle_only_what_the_gm_replaces_goes() -> None:
    mine = TerrainFeature(
        id="terrain-mine", kind="forest", outline=(Point(x=0, y=0), Point(x=5, y=0), Point(x=5, y=5))
    )
    lit = MapLight(position=Point(x=1, y=1), range_m=3)
    battle = Battle().model_copy(update={"terrain": {"terrain-mine": mine}})
    battle = battle.model_copy(update={"field": battle.field.model_copy(update={"lights": (lit,)})})
    kept = imported(
        uvtt(line_of_sight=ROOM, lights=[TORCH]), battle, replace=Replace(features=False, lights=False)
    )
    assert "terrain-mine" in kept.state.terrain and len(kept.state.terrain) == 4
    assert len(kept.state.field.lights) == 2
    replaced = imported(uvtt(line_of_sight=ROOM), battle, replace=Replace(features=True, lights=True))
    assert "terrain-mine" not in replaced.state.terrain and not replaced.state.field.lights


def test_an_imported_battle_saves_and_opens_again() -> None:
    engine = imported(uvtt(line_of_sight=ROOM, portals=[DOOR, WINDOW], lights=[TORCH]))
    loaded = load_battle_bytes(
        battle_bytes(engine.state, engine.assets), __import__("pathlib").Path("x.campal")
    )
    assert loaded.battle == engine.state


def round_trip(engine: Engine, cell_m: float) -> Battle:
    grid = export_grid(engine.state, cell_m)
    width, height = grid.pixel_size
    data = uvtt_bytes(engine.state, grid, png(width, height))
    umap = read_uvtt(data)
    again = Engine(Battle())
    ref = again.assets.add(umap.image) if umap.image is not None else None
    again.execute(import_command(umap, ImportChoices(cell_m=cell_m), ref))
    return again.state


def outlines(battle: Battle, kind: str) -> list[list[float]]:
    return sorted(
        [[c for p in f.outline for c in (p.x, p.y)] for f in battle.terrain.values() if f.kind == kind]
    )


@pytest.mark.parametrize("cell_m", [1.524, 2.0, 3.0])
def test_export_then_import_gives_back_the_walls_doors_windows_and_calibration(cell_m: float) -> None:
    engine = imported(uvtt(line_of_sight=ROOM, portals=[DOOR, WINDOW], lights=[TORCH]), cell_m=cell_m)
    again = round_trip(engine, cell_m)
    for kind in ("solid_wall", "door", "window"):
        before, after = outlines(engine.state, kind), outlines(again, kind)
        assert len(before) == len(after)
        for line_before, line_after in zip(before, after, strict=True):
            assert line_after == pytest.approx(line_before, abs=0.01)
    assert again.field.size.width == pytest.approx(engine.state.field.size.width, abs=0.01)
    assert again.field.size.height == pytest.approx(engine.state.field.size.height, abs=0.01)
    assert again.field.background is not None and engine.state.field.background is not None
    assert again.field.background.metres_per_pixel == pytest.approx(
        engine.state.field.background.metres_per_pixel
    )
    assert again.field.lights[0].position.x == pytest.approx(engine.state.field.lights[0].position.x)


def test_export_writes_fortifications_and_buildings_as_walls_and_leaves_forests_out() -> None:
    square = (Point(x=10, y=10), Point(x=30, y=10), Point(x=30, y=30), Point(x=10, y=30))
    battle = Battle().model_copy(
        update={
            "terrain": {
                "terrain-b": TerrainFeature(id="terrain-b", kind="buildings", outline=square),
                "terrain-f": TerrainFeature(id="terrain-f", kind="forest", outline=square),
            },
            "fortifications": {"fort-c": Fortification(id="fort-c", kind="castle", outline=square)},
        }
    )
    document = json.loads(uvtt_bytes(battle, export_grid(battle, 10.0), None))
    assert len(document["line_of_sight"]) == 2
    assert document["line_of_sight"][0][0] == document["line_of_sight"][0][-1] == {"x": 1.0, "y": 1.0}
    assert document["resolution"]["map_size"] == {"x": 60.0, "y": 40.0}


def test_export_keeps_the_picture_within_its_largest_side() -> None:
    grid = export_grid(Battle(), 0.5)  # 1200 cells across a 600 m field
    assert max(grid.pixel_size) <= 8192 and grid.pixels_per_grid >= 1


def refusal(data: bytes) -> str:
    with pytest.raises(UvttRefused) as refused:
        read_uvtt(data)
    return refused.value.reason.key


@pytest.mark.parametrize("pixels_per_grid", [0, -70])
def test_a_grid_of_no_pixels_is_refused(pixels_per_grid: int) -> None:
    assert refusal(encoded(uvtt(pixels_per_grid=pixels_per_grid, image=png()))) == "uvtt.bad_grid"


def test_a_picture_claiming_a_huge_map_is_refused_before_decoding() -> None:
    assert refusal(encoded(uvtt(image=_png_claiming(100_000, 100_000)))) == "image.too_big"


def test_a_huge_map_is_refused_for_the_field_it_would_make() -> None:
    umap = read_uvtt(encoded(uvtt(cells=(90_000, 90_000), image=png())))
    with pytest.raises(UvttRefused) as refused:
        import_command(umap, ImportChoices(), None)
    assert refused.value.reason.key == "uvtt.field_size"


def test_broken_json_is_refused() -> None:
    assert refusal(encoded(uvtt())[:-40]) == "uvtt.not_json"


def test_deep_nesting_is_refused_without_ending_campal() -> None:
    assert refusal(b"[" * 100_000 + b"]" * 100_000) == "uvtt.too_deep"
    assert refusal(encoded(uvtt(lights=[{"position": {"x": [[[[[[[1]]]]]]], "y": 0}}]))) == "uvtt.too_deep"


def test_a_json_file_of_another_kind_is_refused() -> None:
    assert refusal(b'{"name": "a character sheet"}') == "uvtt.not_uvtt"
    assert refusal(b"[1, 2, 3]") == "uvtt.not_uvtt"


@pytest.mark.parametrize(
    ("value", "reason"),
    [("NaN", "uvtt.not_json"), ("Infinity", "uvtt.not_json"), ("1e999", "uvtt.bad_value"),
     ('"ten"', "uvtt.bad_value"), ("true", "uvtt.bad_value")],
)  # fmt: skip
def test_a_coordinate_that_is_not_a_finite_number_is_refused(value: str, reason: str) -> None:
    text = json.dumps(uvtt(line_of_sight=[[pt(1, 1), pt(2, 2)]])).replace('"x": 2', f'"x": {value}', 1)
    assert refusal(text.encode()) == reason


def test_too_many_wall_points_are_refused() -> None:
    wall = [pt(i % 10, i // 10 % 8) for i in range(70_000)]
    assert refusal(encoded(uvtt(line_of_sight=[wall], image=png()))) == "uvtt.too_many_points"


def test_a_picture_that_is_no_image_is_refused() -> None:
    document = uvtt()
    document["image"] = base64.b64encode(b"GIF89a not what we read").decode()
    assert refusal(encoded(document)) == "uvtt.image_unreadable"
    document["image"] = "@@@ not base64 @@@"
    assert refusal(encoded(document)) == "uvtt.image_unreadable"


def test_a_portal_without_two_bounds_is_refused_with_its_place() -> None:
    document = uvtt(portals=[DOOR, {**DOOR, "bounds": [pt(1, 1)]}])
    with pytest.raises(UvttRefused) as refused:
        read_uvtt(encoded(document))
    assert refused.value.reason.params == {"field": "portals.1.bounds"}


def test_a_refused_import_leaves_the_battle_untouched() -> None:
    engine = Engine(Battle())
    umap = read_uvtt(encoded(uvtt(line_of_sight=ROOM)))
    with pytest.raises(CommandRefused):
        engine.execute(
            import_command(umap, ImportChoices(), None).__class__(
                **{**import_command(umap, ImportChoices(), None).__dict__, "cell_m": float("nan")}
            )
        )
    assert engine.state == Battle() and not engine.can_undo()


def test_assets_are_only_what_the_map_brings() -> None:
    engine = imported(uvtt(cells=(2, 2)))
    assert isinstance(engine.assets, AssetStore) and len(engine.assets) == 1


def test_a_file_larger_than_a_map_may_be_is_refused_before_it_is_read(tmp_path, monkeypatch) -> None:
    from campal.core.uvtt import reading
    from campal.core.uvtt.reading import read_uvtt_file

    path = tmp_path / "big.dd2vtt"
    path.write_bytes(encoded(uvtt()))
    monkeypatch.setattr(reading, "MAX_UVTT_BYTES", path.stat().st_size - 1)
    with pytest.raises(UvttRefused) as refused:
        read_uvtt_file(path)
    assert refused.value.reason.key == "uvtt.too_big"


def test_too_many_walls_are_refused() -> None:
    walls = [[pt(1, 1), pt(2, 1)]] * 10_001
    assert refusal(encoded(uvtt(line_of_sight=walls, image=png()))) == "uvtt.too_many"


@pytest.mark.parametrize("system", list(RuleSystemId))
@pytest.mark.parametrize("kind", ["solid_wall", "door", "window"])
def test_nobody_on_foot_crosses_an_imported_wall_door_or_window_in_any_system(
    system: RuleSystemId, kind: str
) -> None:
    line = (Point(x=0, y=5), Point(x=5, y=5), Point(x=10, y=5))
    index = TerrainIndex.build([TerrainFeature(id="terrain-a", kind=kind, outline=line)], [], system)
    for mover in (MoverKind.INFANTRY, MoverKind.INDIVIDUAL, MoverKind.CAVALRY):
        assert index.measure_path([(5.0, 0.0), (5.0, 10.0)], mover).is_blocked, mover
