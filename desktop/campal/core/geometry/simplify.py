"""Outlines thinned for drawing at a zoom: vertices that move the line by less than the
tolerance are dropped (Douglas–Peucker), so a field seen whole is drawn from a few points per
feature. Only drawing uses this; measuring always uses the full outline."""

from __future__ import annotations

import math
from collections.abc import Sequence

import shapely

Pt = tuple[float, float]
# Below half a screen pixel, whatever the zoom: the thinned outline draws the same pixels.
TOLERANCE_PX = 0.45


def zoom_bucket(scale: float) -> float:
    """The power of two at or above ``scale`` (pixels per metre): one thinned outline serves
    every zoom up to it, and its tolerance stays under half a pixel at all of them."""
    return float(2.0 ** math.ceil(math.log2(max(scale, 1e-9))))


def simplified(points: Sequence[Pt], scale: float, closed: bool) -> list[Pt]:
    """``points`` thinned for drawing at ``scale``; a ring that would collapse is kept whole."""
    minimum = 4 if closed else 2
    if len(points) <= minimum:
        return list(points)
    ring = [*points, points[0]] if closed and points[0] != points[-1] else list(points)
    tolerance = TOLERANCE_PX / zoom_bucket(scale)
    thinned = shapely.simplify(shapely.linestrings(ring), tolerance, preserve_topology=False)
    coordinates = [(float(x), float(y)) for x, y in shapely.get_coordinates(thinned)]
    if len(coordinates) < minimum:
        return list(points)
    return coordinates[:-1] if closed else coordinates
