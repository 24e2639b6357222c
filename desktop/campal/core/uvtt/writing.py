"""A battle written as a Universal VTT map, so the same field opens lined up in another tabletop.

The picture is the board without tokens (drawn by the caller, who has the painter); here are the
grid it is measured in, the walls (terrain that blocks sight, and fortifications), the doors
and windows as portals, and the lights, all in cells of the length the GM exports with.
"""

from __future__ import annotations

import base64
import json
import math
from typing import Any

from ..frozen import frozen
from ..geometry import GeometryRefused, feature_kind
from ..model import Battle, Fortification, Point, TerrainFeature, msg
from ..terrain import Catalogue, SightMode, load_catalogue
from .placing import DOOR, PORTAL_KINDS
from .reading import MAX_PIXELS_PER_GRID, UvttRefused

FORMAT = 0.3
# The exported picture's longest side: big enough for a sharp map, small enough to stay well
# within what every tabletop (and Campal's own importer) accepts.
MAX_EXPORT_SIDE = 8_192
# Pixels a cell when the battle has no picture to keep the sharpness of (Roll20's default is 70).
PLAIN_PIXELS_PER_GRID = 100


@frozen
class ExportGrid:
    """The cell length and sharpness of an export; the field's extent in cells, not rounded, so
    that importing it back gives the same field to the centimetre."""

    cell_m: float
    pixels_per_grid: int
    cells: tuple[float, float]

    @property
    def pixel_size(self) -> tuple[int, int]:
        return (
            max(1, round(self.cells[0] * self.pixels_per_grid)),
            max(1, round(self.cells[1] * self.pixels_per_grid)),
        )


def export_grid(battle: Battle, cell_m: float) -> ExportGrid:
    """The pixels a cell of ``cell_m`` takes in the exported picture: the map image's own
    sharpness where there is one, fewer where the picture would grow past ``MAX_EXPORT_SIDE``."""
    if not (math.isfinite(cell_m) and cell_m > 0.1):
        raise UvttRefused(msg("import.bad_cell", value=f"{cell_m:g}"))
    background = battle.field.background
    wanted = cell_m / background.metres_per_pixel if background is not None else PLAIN_PIXELS_PER_GRID
    size = battle.field.size
    cells = (size.width / cell_m, size.height / cell_m)
    fits = math.floor(MAX_EXPORT_SIDE / max(cells))
    pixels = int(min(max(round(wanted), 1), fits, MAX_PIXELS_PER_GRID))
    if pixels < 1:
        raise UvttRefused(msg("uvtt.cells_too_small", cells=math.ceil(max(cells)), limit=MAX_EXPORT_SIDE))
    return ExportGrid(cell_m, pixels, cells)


def uvtt_document(
    battle: Battle, grid: ExportGrid, image: bytes | None, player_view: bool = False
) -> dict[str, Any]:
    catalogue = load_catalogue()
    walls: list[list[dict[str, float]]] = []
    portals: list[dict[str, Any]] = []
    features: list[TerrainFeature | Fortification] = [
        *battle.terrain.values(),
        *battle.fortifications.values(),
    ]
    for feature in features:
        if player_view and feature.gm_only:
            continue
        if isinstance(feature, TerrainFeature) and feature.kind in PORTAL_KINDS:
            portals.append(_portal(feature, grid.cell_m))
        elif _blocks(feature, catalogue):
            walls.extend(_lines(feature, catalogue, grid.cell_m))
    width, height = grid.cells
    return {
        "format": FORMAT,
        "software": "Campal",
        "creator_tool": "Campal",
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": width, "y": height},
            "pixels_per_grid": grid.pixels_per_grid,
        },
        "line_of_sight": walls,
        "objects_line_of_sight": [],
        "portals": portals,
        "environment": {"baked_lighting": False, "ambient_light": "ffffffff"},
        "lights": [
            {
                "position": _cells(light.position, grid.cell_m),
                "range": light.range_m / grid.cell_m,
                "intensity": light.intensity,
                "color": "ff" + light.colour,
                "shadows": light.shadows,
            }
            for light in battle.field.lights
        ],
        "image": base64.b64encode(image).decode("ascii") if image is not None else "",
    }


def uvtt_bytes(battle: Battle, grid: ExportGrid, image: bytes | None, player_view: bool = False) -> bytes:
    document = uvtt_document(battle, grid, image, player_view)
    return json.dumps(document, allow_nan=False).encode("utf-8")


def _cells(point: Point, cell_m: float) -> dict[str, float]:
    return {"x": point.x / cell_m, "y": point.y / cell_m}


def _blocks(feature: TerrainFeature | Fortification, catalogue: Catalogue) -> bool:
    """A wall to a tabletop: what blocks sight and is a wall or as hard to cross as one."""
    try:
        kind = feature_kind(feature, catalogue)
    except GeometryRefused:
        return False
    if kind.sight.mode != SightMode.OBSTACLE:
        return False
    return isinstance(feature, Fortification) or kind.style.line or kind.movement.infantry is None


def _lines(
    feature: TerrainFeature | Fortification, catalogue: Catalogue, cell_m: float
) -> list[list[dict[str, float]]]:
    points = [_cells(p, cell_m) for p in feature.outline]
    if feature_kind(feature, catalogue).style.line:
        return [points]
    rings = [points, *([_cells(p, cell_m) for p in hole] for hole in getattr(feature, "holes", ()))]
    return [[*ring, ring[0]] for ring in rings]  # an area's outline, closed


def _portal(feature: TerrainFeature, cell_m: float) -> dict[str, Any]:
    first, last = feature.outline[0], feature.outline[-1]
    middle = Point(x=(first.x + last.x) / 2, y=(first.y + last.y) / 2)
    return {
        "position": _cells(middle, cell_m),
        "bounds": [_cells(first, cell_m), _cells(last, cell_m)],
        "rotation": math.atan2(last.y - first.y, last.x - first.x),
        "closed": feature.kind == DOOR,
        "freestanding": False,
    }
