"""A read Universal VTT map turned into the one command that lays it on a battle.

Cells become metres by the cell length the GM confirms (5 ft by default, as the map tools draw
their grids). Walls become line terrain of the kind the GM picks; portals become doors when they
block light and windows (or open doors, as the GM says) when they let it through: the format
has no other word for which is which, and map tools write a window as a portal left open.
"""

from __future__ import annotations

from dataclasses import field
from typing import Final, Literal

from pydantic import ValidationError

from ..engine.map_import import ImportMap, Replace
from ..frozen import frozen
from ..geometry import GeometryRefused, clean_line_points
from ..model import Fortification, MapImage, MapLight, Point, Size, TerrainFeature, msg, new_id
from ..model.field import MAX_FIELD_M, MIN_FIELD_M
from .reading import GridPoint, UniversalMap, UvttRefused

FEET = 0.3048
DEFAULT_CELL_M = 5 * FEET
DOOR: Final = "door"
OPEN_DOOR: Final = "open_door"
WINDOW: Final = "window"
PORTAL_KINDS = frozenset({DOOR, OPEN_DOOR, WINDOW})


@frozen
class WallKind:
    """The catalogue kind imported walls take: a terrain line kind or a fortification's."""

    kind: str = "solid_wall"
    fortification: bool = False


@frozen
class ImportChoices:
    cell_m: float = DEFAULT_CELL_M
    wall: WallKind = WallKind()
    # What a portal that lets light through is: a window (the map tools' meaning) or an open door.
    open_portal: Literal["window", "open_door"] = WINDOW
    replace: Replace = field(default_factory=Replace)


def import_command(umap: UniversalMap, choices: ImportChoices, image_ref: str | None) -> ImportMap:
    """The command laying ``umap`` on a battle; ``image_ref`` is the address of its picture,
    already in the battle's asset store (None when the file carries none)."""
    cell = choices.cell_m
    for side in (umap.size.x * cell, umap.size.y * cell):
        if not MIN_FIELD_M <= side <= MAX_FIELD_M:
            raise UvttRefused(msg("uvtt.field_size", value=f"{side:.0f}", low=MIN_FIELD_M, high=MAX_FIELD_M))
    extent = Size(width=umap.size.x * cell, height=umap.size.y * cell)
    image = None
    if image_ref is not None and umap.image_pixels is not None:
        try:
            image = MapImage(
                asset=image_ref,
                pixel_width=umap.image_pixels[0],
                pixel_height=umap.image_pixels[1],
                metres_per_pixel=cell / umap.pixels_per_grid,
            )
        except ValidationError:
            raise UvttRefused(msg("uvtt.bad_scale", value=f"{cell / umap.pixels_per_grid:.4g}")) from None
    try:
        features = (*_walls(umap, choices), *_portals(umap, choices))
        lights = tuple(
            MapLight(
                position=_metres(umap, light.position, cell),
                range_m=light.range * cell,
                intensity=light.intensity,
                colour=light.colour,
                shadows=light.shadows,
            )
            for light in umap.lights
        )
    except ValidationError:
        raise UvttRefused(msg("uvtt.too_far_m", limit=1_000_000)) from None
    return ImportMap(extent, cell, features, lights, image, choices.replace)


def _metres(umap: UniversalMap, point: GridPoint, cell: float) -> Point:
    local = umap.to_cells(point)
    return Point(x=local.x * cell, y=local.y * cell)


def _line(umap: UniversalMap, points: tuple[GridPoint, ...], cell: float) -> tuple[Point, ...] | None:
    try:
        return clean_line_points([_metres(umap, p, cell) for p in points])
    except GeometryRefused:
        return None  # a wall of no length (map tools write some) walls nothing off


def _walls(umap: UniversalMap, choices: ImportChoices) -> list[TerrainFeature | Fortification]:
    found: list[TerrainFeature | Fortification] = []
    kind = choices.wall.kind
    for wall in umap.walls:
        outline = _line(umap, wall, choices.cell_m)
        if outline is None:
            continue
        if choices.wall.fortification:
            found.append(Fortification(id=new_id("fort"), kind=kind, outline=outline))
        else:
            found.append(TerrainFeature(id=new_id("terrain"), kind=kind, outline=outline))
    return found


def _portals(umap: UniversalMap, choices: ImportChoices) -> list[TerrainFeature]:
    found: list[TerrainFeature] = []
    for portal in umap.portals:
        outline = _line(umap, portal.bounds, choices.cell_m)
        if outline is None:
            continue
        kind = DOOR if portal.closed else choices.open_portal
        found.append(TerrainFeature(id=new_id("terrain"), kind=kind, outline=outline))
    return found
