"""Lines drawn past the field's edge: a road or a river runs to the edge of the field and stops
there, as the map shows it, instead of trailing off into the margin."""

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
