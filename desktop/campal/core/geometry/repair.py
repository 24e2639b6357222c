"""From the document's rings to valid shapely polygons, or a clear refusal.

A GM draws fast and files come from anywhere, so rings arrive with repeated points, crossing
edges and either winding. What can be mended is mended the same way every time (the index and
the commands share this module); what leaves no area is refused with a message the GM can act on.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TypeAlias

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry import LineString, MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

from ..model import Message, Point, msg
from ..model.geometry import MAX_COORDINATE_M
from .tangle import MAX_CROSSINGS, too_tangled

PointLike: TypeAlias = Point | tuple[float, float]
# shapely has no type hints: to mypy every shapely type is Any, so this alias documents intent.
Area: TypeAlias = Polygon | MultiPolygon
Coords: TypeAlias = NDArray[np.float64]

# Points closer than this are one point: a double click, or a file written with rounding.
SAME_POINT_M = 1e-6
# Less than a square decimetre (or a centimetre of line) is no terrain anyone can stand in.
MIN_AREA_M2 = 0.01
MIN_LENGTH_M = 0.01
# Joins and caps of buffered lines: enough to look round, few enough to stay fast.
LINE_QUAD_SEGMENTS = 4


class GeometryRefused(ValueError):
    """The geometry cannot be used; ``message`` says why, translatable."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


def as_xy(point: PointLike) -> tuple[float, float]:
    if isinstance(point, Point):
        return (point.x, point.y)
    return (float(point[0]), float(point[1]))


def clean_coords(points: Sequence[PointLike] | Coords, closed: bool) -> Coords:
    """Finite, in-range coordinates without repeated consecutive points (nor a repeated first
    point at the end of a ring)."""
    if isinstance(points, np.ndarray):
        coords = np.asarray(points, dtype=np.float64).reshape(-1, 2)
    else:
        coords = np.array([as_xy(p) for p in points], dtype=np.float64).reshape(-1, 2)
    if not np.isfinite(coords).all():
        raise GeometryRefused(msg("geometry.not_finite"))
    if coords.size and float(np.abs(coords).max()) > MAX_COORDINATE_M:
        raise GeometryRefused(msg("geometry.too_far", limit=MAX_COORDINATE_M))
    if len(coords) < 2:
        return coords
    keep = np.ones(len(coords), dtype=bool)
    keep[1:] = np.abs(np.diff(coords, axis=0)).max(axis=1) > SAME_POINT_M
    coords = coords[keep]
    if closed and len(coords) > 1 and float(np.abs(coords[-1] - coords[0]).max()) <= SAME_POINT_M:
        coords = coords[:-1]
    return coords


def polygonal(geometry: BaseGeometry) -> Area | None:
    """The polygonal part of a geometry, dropping the lines and points ``make_valid`` may leave."""
    if isinstance(geometry, Polygon | MultiPolygon):
        return geometry
    parts = [
        part
        for part in shapely.get_parts(geometry)
        if isinstance(part, Polygon | MultiPolygon) and not part.is_empty
    ]
    if not parts:
        return None
    polygons = [p for part in parts for p in shapely.get_parts(part)]
    return polygons[0] if len(polygons) == 1 else MultiPolygon(polygons)


def finish_area(geometry: BaseGeometry) -> Area:
    """Valid, consistently wound, with area: or refused (also when mending would take too long)."""
    if too_tangled(geometry):
        raise GeometryRefused(msg("geometry.too_tangled", limit=MAX_CROSSINGS))
    if not geometry.is_valid:
        geometry = shapely.make_valid(geometry)
    area = polygonal(geometry)
    if area is None or area.is_empty or area.area < MIN_AREA_M2:
        raise GeometryRefused(msg("geometry.no_area"))
    oriented: Area = shapely.orient_polygons(area)
    return oriented


def repair_area(outline: Sequence[PointLike] | Coords, holes: Sequence[Sequence[PointLike]] = ()) -> Area:
    """A polygon from an outline ring and hole rings, mended if it crosses itself."""
    shell = clean_coords(outline, closed=True)
    if len(shell) < 3:
        raise GeometryRefused(msg("geometry.too_few_points", minimum=3))
    rings = [ring for ring in (clean_coords(hole, closed=True) for hole in holes) if len(ring) >= 3]
    return finish_area(Polygon(shell, rings))


def repair_line(points: Sequence[PointLike] | Coords, width_m: float) -> Area:
    """The ground a line feature (road, river, wall) covers: the polyline widened to ``width_m``."""
    if not (math.isfinite(width_m) and width_m > 0):
        raise GeometryRefused(msg("geometry.bad_width", value=str(width_m)))
    coords = clean_coords(points, closed=False)
    if len(coords) < 2:
        raise GeometryRefused(msg("geometry.too_few_points", minimum=2))
    line = LineString(coords)
    if line.length < MIN_LENGTH_M:
        raise GeometryRefused(msg("geometry.no_length"))
    if too_tangled(line):  # widening a scribble costs as much as mending it
        raise GeometryRefused(msg("geometry.too_tangled", limit=MAX_CROSSINGS))
    return finish_area(line.buffer(width_m / 2, quad_segs=LINE_QUAD_SEGMENTS))


def clean_line_points(points: Sequence[PointLike]) -> tuple[Point, ...]:
    """The points of a polyline worth keeping in the document; refuses an unusable line."""
    coords = clean_coords(points, closed=False)
    if len(coords) < 2:
        raise GeometryRefused(msg("geometry.too_few_points", minimum=2))
    if LineString(coords).length < MIN_LENGTH_M:
        raise GeometryRefused(msg("geometry.no_length"))
    if len(coords) == 2:
        # The document keeps at least three points per outline: a straight line gets its middle.
        coords = np.array([coords[0], (coords[0] + coords[1]) / 2, coords[1]])
    return to_points(coords)


def to_points(coords: Coords) -> tuple[Point, ...]:
    return tuple(Point(x=float(x), y=float(y)) for x, y in coords)


def polygon_rings(area: Area) -> list[tuple[tuple[Point, ...], tuple[tuple[Point, ...], ...]]]:
    """Each polygon of an area as (outline, holes), open rings as the document keeps them."""
    rings = []
    for polygon in shapely.get_parts(area):
        shell = to_points(np.asarray(polygon.exterior.coords)[:-1])
        holes = tuple(to_points(np.asarray(ring.coords)[:-1]) for ring in polygon.interiors)
        rings.append((shell, holes))
    return rings
