"""Shapes drawn past the field's edge: a road or a river runs to the edge of the field and stops
there, as the map shows it, and a wood or a marsh ends at the edge, instead of trailing off into
the margin."""

from __future__ import annotations

from collections.abc import Sequence

import shapely

from ..model import Point


def clipped_to_field(points: Sequence[Point], width: float, height: float) -> list[Point]:
    """The longest stretch of the polyline through ``points`` that lies on the field (the
    points unchanged when all of it does; none when none of it does)."""
    if all(0.0 <= p.x <= width and 0.0 <= p.y <= height for p in points):
        return list(points)
    line = shapely.LineString([(p.x, p.y) for p in points])
    inside = line.intersection(shapely.box(0.0, 0.0, width, height))
    pieces = [
        g for g in getattr(inside, "geoms", [inside]) if isinstance(g, shapely.LineString) and not g.is_empty
    ]
    if not pieces:
        return []
    longest = max(pieces, key=lambda g: g.length)
    return [Point(x=x, y=y) for x, y in longest.coords]


def area_clipped_to_field(points: Sequence[Point], width: float, height: float) -> list[Point]:
    """The outline of the part of the area inside ``points`` that lies on the field, the largest
    where the edge cuts it in several (the points unchanged when all of them lie on the field;
    none when none of the area does). An outline that crosses itself is left to the mending
    every shape goes through, as long as it lies on the field."""
    if all(0.0 <= p.x <= width and 0.0 <= p.y <= height for p in points):
        return list(points)
    if len(points) < 3:
        return []
    area = shapely.make_valid(shapely.Polygon([(p.x, p.y) for p in points]))
    inside = area.intersection(shapely.box(0.0, 0.0, width, height))
    pieces = [
        g for g in getattr(inside, "geoms", [inside]) if isinstance(g, shapely.Polygon) and g.area > 0.0
    ]
    if not pieces:
        return []
    largest = max(pieces, key=lambda g: g.area)
    return [Point(x=x, y=y) for x, y in largest.exterior.coords[:-1]]
