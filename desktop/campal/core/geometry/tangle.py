"""Whether an outline crosses itself too often to mend, measure or draw, told in bounded time.

Mending a ring costs with the square of its crossings (a 201-point star, 20,000 crossings, took
47 s), and so do GEOS's own validity check (6 s for a 100,000-point star) and a painter's
antialiased fill (14 s for one fill of a 2,001-point star, whose drawing crashed the window).
The number of points says little: a 2,001-point coastline crosses nothing. So the crossings are
counted, within a budget: a star's longest edges each cross half the others and tell it at
once; otherwise the edges are queried a chunk at a time and counting stops when the budget is
spent, whatever the number of crossings a hostile file holds.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry import LineString, MultiPoint, Polygon
from shapely.geometry.base import BaseGeometry

# More self-crossings than this is a scribble or a hostile file, not a hand-drawn area: mending
# it would hold the window for seconds to minutes. 500 crossings mend in well under a second.
MAX_CROSSINGS = 500
CROSSING_CHUNK = 64
# The longest edges, asked first one by one: a star's first says enough.
LONGEST_EDGES = 32
# From this many points on, checking a star's validity takes GEOS longer than a glance at its
# longest edges (a 10,000-point star: 0.12 s against 0.02 s; 100,000 points: 6 s against 0.6 s).
GLANCE_POINTS = 4_000

Coords = NDArray[np.float64]
PointXY = tuple[float, float]


def _edges(geometry: BaseGeometry) -> NDArray[np.object_]:
    """Every edge of the rings of ``geometry``'s polygons, or of its lines, as segments."""
    parts = shapely.get_parts(geometry)
    coords: list[Coords] = []
    for part in parts:
        if isinstance(part, Polygon):
            coords += [np.asarray(ring.coords) for ring in (part.exterior, *part.interiors)]
        elif isinstance(part, LineString):
            coords.append(np.asarray(part.coords))
    coords = [c for c in coords if len(c) >= 2]
    if not coords:
        return np.empty(0, dtype=object)
    starts = np.concatenate([c[:-1] for c in coords])
    ends = np.concatenate([c[1:] for c in coords])
    segments: NDArray[np.object_] = shapely.linestrings(np.stack([starts, ends], axis=1))
    return segments


def _beyond(found: int, budget: int) -> bool:
    return found > 2 * budget  # each crossing is found from both of its edges


def crossings_beyond(geometry: BaseGeometry, budget: int = MAX_CROSSINGS, whole: bool = True) -> bool:
    """Whether the edges of ``geometry`` cross each other more than ``budget`` times.

    Without ``whole``, only the longest edges are asked: a quick "surely", never a "surely not"."""
    segments = _edges(geometry)
    if len(segments) * (len(segments) - 1) // 2 <= budget:
        return False  # so few edges cannot cross that often
    tree = shapely.STRtree(segments)
    found = 0
    for edge in np.argsort(shapely.length(segments))[-LONGEST_EDGES:][::-1]:
        found += tree.query(segments[edge], predicate="crosses").shape[0]
        if _beyond(found, budget):  # a crossing of two of these edges is found twice
            return True
    if not whole:
        return False
    found = 0
    for first in range(0, len(segments), CROSSING_CHUNK):
        pairs = tree.query(segments[first : first + CROSSING_CHUNK], predicate="crosses")
        found += pairs.shape[1]
        if _beyond(found, budget):
            return True
    return False


def surely_tangled(geometry: BaseGeometry) -> bool:
    """A glance at the longest edges: True when they alone cross more than ``MAX_CROSSINGS``."""
    return crossings_beyond(geometry, whole=False)


def too_tangled(geometry: BaseGeometry) -> bool:
    """More than ``MAX_CROSSINGS`` self-crossings; a geometry that crosses nothing is told of at
    GEOS's speed, after a glance at its longest edges."""
    if surely_tangled(geometry):
        return True
    simple = geometry.is_simple if isinstance(geometry, LineString) else geometry.is_valid
    return not simple and crossings_beyond(geometry)


def outline_too_tangled(outline: Sequence[PointXY], holes: Sequence[Sequence[PointXY]], closed: bool) -> bool:
    """``too_tangled`` for a feature's rings as the document holds them (for drawing it)."""
    if len(outline) < 2:
        return False
    shell = np.asarray(outline, dtype=np.float64).reshape(-1, 2)
    if not closed:
        return too_tangled(LineString(shell))
    if len(shell) < 3:
        return False
    rings = [np.asarray(h, dtype=np.float64).reshape(-1, 2) for h in holes if len(h) >= 3]
    return too_tangled(Polygon(shell, rings))


def hull(points: Sequence[PointXY]) -> list[PointXY]:
    """The convex hull of ``points`` as an open ring (what stands in for a tangled outline)."""
    shape = shapely.convex_hull(MultiPoint(np.asarray(points, dtype=np.float64).reshape(-1, 2)))
    if not isinstance(shape, Polygon):
        return list(points[:3])
    return [(float(x), float(y)) for x, y in np.asarray(shape.exterior.coords)[:-1]]
