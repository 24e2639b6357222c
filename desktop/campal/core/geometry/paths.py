"""Measuring a move: how long a path is, what it costs over the terrain, and where it stops.

A path is measured leg by leg and its figures are the sums of its legs', so a tool dragging the
last waypoint may keep the earlier legs and measure only the one that changed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING

import numpy as np
import shapely

from ..frozen import frozen
from ..model import Point, msg
from ..terrain import MoverKind
from .repair import GeometryRefused, PointLike, as_xy

if TYPE_CHECKING:
    from .index import TerrainIndex

OPEN_GROUND = "open_field"
# Stretches shorter than this are rounding, not terrain (a path grazing a corner).
MIN_PIECE_M = 1e-6


@frozen
class PathPiece:
    """A stretch of the way over one terrain: ``feature_id`` is ``None`` on open ground."""

    start_m: float
    end_m: float
    kind: str
    feature_id: str | None
    multiplier: float

    @property
    def length(self) -> float:
        return self.end_m - self.start_m

    @property
    def cost(self) -> float:
        return self.length * self.multiplier

    @property
    def is_passable(self) -> bool:
        return math.isfinite(self.multiplier)


@frozen
class Blocked:
    """Where a mover is stopped: the distance along the leg or path, the spot, and by what."""

    at_m: float
    point: Point
    feature_id: str
    kind: str


@frozen
class LegMeasure:
    start: Point
    end: Point
    length: float
    cost: float  # math.inf when the leg is blocked
    pieces: tuple[PathPiece, ...]
    blocked: Blocked | None = None
    cost_until_blocked: float = 0.0

    @property
    def is_blocked(self) -> bool:
        return self.blocked is not None


@frozen
class PathMeasure:
    legs: tuple[LegMeasure, ...]
    length: float
    cost: float
    pieces: tuple[PathPiece, ...]  # along the whole path, distances from its first waypoint
    blocked: Blocked | None = None
    cost_until_blocked: float = 0.0

    @property
    def is_blocked(self) -> bool:
        return self.blocked is not None

    def length_in(self, kind: str) -> float:
        return sum(piece.length for piece in self.pieces if piece.kind == kind)


def measure_path(
    index: TerrainIndex, waypoints: Sequence[PointLike], mover: MoverKind, width: float = 0.0
) -> PathMeasure:
    """Measure a polyline for ``mover``; ``width`` sweeps a footprint of that frontage along it."""
    legs = tuple(measure_leg(index, start, end, mover, width) for start, end in pairwise(waypoints))
    return combine_legs(legs)


def combine_legs(legs: Sequence[LegMeasure]) -> PathMeasure:
    """The measure of a path from its legs' measures (cached or fresh)."""
    length = cost = 0.0
    pieces: list[PathPiece] = []
    blocked: Blocked | None = None
    cost_until_blocked = 0.0
    for leg in legs:
        for piece in leg.pieces:
            shifted = replace(piece, start_m=piece.start_m + length, end_m=piece.end_m + length)
            pieces.append(_merged(pieces.pop(), shifted) if _continues(pieces, shifted) else shifted)
        if blocked is None:
            if leg.blocked is not None:
                blocked = replace(leg.blocked, at_m=leg.blocked.at_m + length)
                cost_until_blocked += leg.cost_until_blocked
            else:
                cost_until_blocked += leg.cost
        length += leg.length
        cost += leg.cost
    return PathMeasure(tuple(legs), length, cost, tuple(pieces), blocked, cost_until_blocked)


def _continues(pieces: list[PathPiece], piece: PathPiece) -> bool:
    if not pieces:
        return False
    last = pieces[-1]
    return last.feature_id == piece.feature_id and last.multiplier == piece.multiplier


def _merged(first: PathPiece, second: PathPiece) -> PathPiece:
    return replace(first, end_m=second.end_m)


def measure_leg(
    index: TerrainIndex, start: PointLike, end: PointLike, mover: MoverKind, width: float = 0.0
) -> LegMeasure:
    (ax, ay), (bx, by) = as_xy(start), as_xy(end)
    if not all(math.isfinite(v) for v in (ax, ay, bx, by, width)):
        raise GeometryRefused(msg("geometry.not_finite"))
    start_point, end_point = Point(x=ax, y=ay), Point(x=bx, y=by)
    length = math.hypot(bx - ax, by - ay)
    column = index.mover_column(mover)
    if length <= MIN_PIECE_M:
        return LegMeasure(start_point, end_point, 0.0, 0.0, ())
    ux, uy = (bx - ax) / length, (by - ay) / length
    if width > 0:
        # The ground swept by a footprint of that frontage: the leg widened, ends cut square.
        nx, ny = -uy * width / 2, ux * width / 2
        probe = shapely.polygons(
            np.array([(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)])
        )
    else:
        probe = shapely.linestrings(np.array([(ax, ay), (bx, by)]))
    hits = index.tree.query(probe, predicate="intersects")
    starts, ends, owners = _stretches(index, probe, hits, (ax, ay), (ux, uy), length)
    pieces = _pieces(index, starts, ends, owners, length, column)
    return _leg(start_point, end_point, (ux, uy), length, pieces)


def _stretches(
    index: TerrainIndex,
    probe: object,
    hits: np.ndarray,
    origin: tuple[float, float],
    direction: tuple[float, float],
    length: float,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For each feature the probe crosses, the stretches of the leg (metres from its start) it
    touches: the extent, along the leg, of each connected part of their intersection."""

    empty = np.empty(0)
    if hits.size == 0:
        return empty, empty, np.empty(0, dtype=np.int64)
    overlaps = shapely.intersection(probe, index.geometries[hits])
    parts, part_owner = shapely.get_parts(overlaps, return_index=True)
    coords, coord_part = shapely.get_coordinates(parts, return_index=True)
    if coords.size == 0:
        return empty, empty, np.empty(0, dtype=np.int64)
    along = (coords[:, 0] - origin[0]) * direction[0] + (coords[:, 1] - origin[1]) * direction[1]
    first = np.flatnonzero(np.concatenate(([True], coord_part[1:] != coord_part[:-1])))
    starts = np.clip(np.minimum.reduceat(along, first), 0.0, length)
    ends = np.clip(np.maximum.reduceat(along, first), 0.0, length)
    owners = hits[part_owner[coord_part[first]]]
    keep = ends - starts > MIN_PIECE_M
    return starts[keep], ends[keep], owners[keep]


def _pieces(
    index: TerrainIndex,
    starts: np.ndarray,
    ends: np.ndarray,
    owners: np.ndarray,
    length: float,
    column: int,
) -> list[PathPiece]:
    open_multiplier = float(index.open_multipliers[column])
    if owners.size == 0:
        return [PathPiece(0.0, length, OPEN_GROUND, None, open_multiplier)]
    # Topmost feature first, so that among equals the one drawn on top decides.
    order = np.argsort(-owners, kind="stable")
    starts, ends, owners = starts[order], ends[order], owners[order]
    cuts = np.unique(np.concatenate(([0.0, length], starts, ends)))
    middles = (cuts[:-1] + cuts[1:]) / 2
    active = (starts[None, :] <= middles[:, None]) & (middles[:, None] < ends[None, :])
    priority = index.priority[owners]
    top = np.where(active, priority[None, :], -1).max(axis=1)
    eligible = active & (priority[None, :] == top[:, None])
    multiplier = index.multipliers[owners, column]
    ranked = np.where(eligible, multiplier[None, :], -1.0)
    best = ranked.argmax(axis=1)
    covered = active.any(axis=1)
    governing = np.where(covered, owners[best], -1)
    governed = np.where(covered, ranked[np.arange(len(best)), best], open_multiplier)
    pieces: list[PathPiece] = []
    change = np.flatnonzero(np.concatenate(([True], governing[1:] != governing[:-1])))
    bounds = np.append(change, len(governing)).tolist()
    for first, stop in pairwise(bounds):
        owner = int(governing[first])
        feature = index.features[owner] if owner >= 0 else None
        pieces.append(
            PathPiece(
                float(cuts[first]),
                float(cuts[stop]),
                feature.kind_name if feature else OPEN_GROUND,
                feature.id if feature else None,
                float(governed[first]),
            )
        )
    return pieces


def _leg(
    start: Point, end: Point, direction: tuple[float, float], length: float, pieces: list[PathPiece]
) -> LegMeasure:
    # Cost is the length plus each piece's surcharge, so it can never fall below the length.
    surcharge = 0.0
    blocked: Blocked | None = None
    for piece in pieces:
        if not piece.is_passable:
            if blocked is None:
                at = piece.start_m
                spot = Point(x=start.x + direction[0] * at, y=start.y + direction[1] * at)
                blocked = Blocked(at, spot, piece.feature_id or "", piece.kind)
                until_blocked = at + surcharge
            continue
        if blocked is None:
            surcharge += piece.length * (piece.multiplier - 1.0)
    if blocked is not None:
        return LegMeasure(start, end, length, math.inf, tuple(pieces), blocked, until_blocked)
    return LegMeasure(start, end, length, length + surcharge, tuple(pieces), None, length + surcharge)
