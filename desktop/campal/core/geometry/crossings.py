"""How far a straight segment runs inside given polygons, from their edges alone.

Sight lines ask this thousands of times a second, and a general polygon overlay is several times
slower than counting edge crossings. Crossings follow the half-open rule (an edge crosses the
line when its ends lie strictly on different sides, counting "on the line" as one side), which
treats a line through a vertex or along an edge as if shifted a hair to one side: every ring is
then crossed an even number of times, so the stretches inside pair up exactly.
"""

from __future__ import annotations

import numpy as np
import shapely
from numpy.typing import NDArray

Floats = NDArray[np.float64]


class EdgeTable:
    """Every edge of every ring of the polygons, grouped by polygon."""

    def __init__(self, geometries: NDArray[np.object_]) -> None:
        # Rings are read from single polygons: a mended shape may be a MultiPolygon.
        parts, part_owner = shapely.get_parts(geometries, return_index=True)
        rings, ring_part = shapely.get_rings(parts, return_index=True)
        ring_owner = part_owner[ring_part]
        coords, coord_ring = shapely.get_coordinates(rings, return_index=True)
        same_ring = coord_ring[1:] == coord_ring[:-1]
        # Each polygon is a run of ring points; a point and the next one of its ring make an
        # edge, so which side of a line a point lies on is worked out once for both its edges.
        self.vx, self.vy = coords[:, 0], coords[:, 1]
        self.joined = np.append(same_ring, False)
        point_owner = ring_owner[coord_ring]
        self.first = np.searchsorted(point_owner, np.arange(len(geometries)), side="left")
        self.last = np.searchsorted(point_owner, np.arange(len(geometries)), side="right")

    def depths(
        self, features: list[int], start: tuple[float, float], end: tuple[float, float]
    ) -> list[float]:
        """For each feature, the length of the segment ``start``–``end`` inside it."""
        if not features:
            return []
        chosen = np.asarray(features, dtype=np.int64)
        found: list[float] = depths_along(self, chosen, np.array([start]), np.array([end])).tolist()
        return found


def depths_along(table: EdgeTable, features: NDArray[np.int64], starts: Floats, ends: Floats) -> Floats:
    """For each i, the length of the segment ``starts[i]``–``ends[i]`` inside feature
    ``features[i]`` (or of the one segment given, inside each feature): one pass for many, by
    the arithmetic of one."""
    if len(features) == 0:
        return np.zeros(0)
    first = table.first[features]
    counts = table.last[features] - first
    bounds = np.cumsum(counts)
    # Each group's ring points: its feature's run of the table, laid end to end.
    points = np.arange(bounds[-1]) + np.repeat(first - bounds + counts, counts)

    def per_point(values: Floats) -> Floats:
        return values if len(values) == 1 else np.repeat(values, counts)

    step = ends - starts
    px, py = per_point(starts[:, 0]), per_point(starts[:, 1])
    dx, dy = per_point(step[:, 0]), per_point(step[:, 1])
    ax, ay = table.vx[points] - px, table.vy[points] - py
    side = dx * ay - dy * ax > 0
    # An edge runs from a point to the next one of its ring; a group's last point starts none.
    crossing = np.flatnonzero((side[:-1] != side[1:]) & table.joined[points[:-1]])
    group = np.searchsorted(bounds, crossing, side="right")
    ax, ay, bx, by = ax[crossing], ay[crossing], ax[crossing + 1], ay[crossing + 1]
    if len(dx) > 1:
        dx, dy = dx[crossing], dy[crossing]
    ex, ey = bx - ax, by - ay
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        t = (ax * ey - ay * ex) / (dx * ey - dy * ex)
    order = np.lexsort((t, group))
    # Clipped to the segment (np.clip's own checks cost more than the two bounds).
    t, group = np.minimum(np.maximum(t[order], 0.0), 1.0), group[order]
    inside = t[1::2] - t[0::2]
    totals = np.bincount(group[0::2], weights=inside, minlength=len(features))
    return np.asarray(totals * np.hypot(step[:, 0], step[:, 1]), dtype=np.float64)


class InnerDiscs:
    """A disc inside each polygon (around its centroid, out to its nearest edge; none where the
    centroid falls outside): a segment runs at least its chord through the disc inside the
    polygon, a bound that settles most deep crossings without counting edges."""

    def __init__(self, geometries: NDArray[np.object_], rims: NDArray[np.object_]) -> None:
        centres = shapely.centroid(geometries)
        self.x, self.y = shapely.get_x(centres), shapely.get_y(centres)
        inside = shapely.contains_xy(geometries, self.x, self.y)
        self.radius = np.zeros(len(geometries))
        self.radius[inside] = shapely.distance(centres[inside], rims[inside])

    def chords(self, features: NDArray[np.int64], starts: Floats, ends: Floats) -> Floats:
        """For each i, the length of the segment ``starts[i]``–``ends[i]`` inside the disc of
        feature ``features[i]``."""
        step = ends - starts
        length = np.hypot(step[:, 0], step[:, 1])
        with np.errstate(divide="ignore", invalid="ignore"):
            ux, uy = step[:, 0] / length, step[:, 1] / length
        wx, wy = self.x[features] - starts[:, 0], self.y[features] - starts[:, 1]
        along = wx * ux + wy * uy
        half = np.sqrt(np.maximum(self.radius[features] ** 2 - (wx * wx + wy * wy - along * along), 0.0))
        inside = np.clip(along + half, 0.0, length) - np.clip(along - half, 0.0, length)
        return np.asarray(np.where(length > 0, inside, 0.0), dtype=np.float64)
