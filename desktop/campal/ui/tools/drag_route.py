"""One token's way during a drag, measured as the geometry service measures a move.

All legs but the last are fixed once their waypoint is dropped, so they are measured once; a
mouse move measures only the live last leg, on the terrain index built before the drag began.
The figures are those ``check_move`` gives the engine on release: the same legs, the same
swept width, the same bands.
"""

from __future__ import annotations

import itertools
import math

from ...core.frozen import frozen
from ...core.geometry import LegMeasure, PathMeasure, TerrainIndex, combine_legs, measure_leg
from ...core.model import Battle, Message, Point
from ...core.movement import (
    Allowance,
    Band,
    allowance,
    centre_of,
    footprint_of,
    judge_move,
    mover_kind,
    token_of,
)
from ...core.movement.measure import swept_width


@frozen
class Judgement:
    """What the measure means for the token: the band it fits, or the engine's reason it does not."""

    path: PathMeasure
    band: Band | None
    refusal: Message | None
    held: bool = False  # the rules keep the token where it stands this turn, however short the way

    @property
    def beyond(self) -> bool:
        """The cost is more than every band allows."""
        return self.refusal is not None and self.refusal.key == "move.beyond_allowance"

    @property
    def off_field(self) -> bool:
        return self.refusal is not None and self.refusal.key == "move.off_field"

    @property
    def is_allowed(self) -> bool:
        return self.refusal is None


class TokenRoute:
    def __init__(self, battle: Battle, index: TerrainIndex, token_id: str) -> None:
        self.battle = battle  # the document does not change during a drag
        self.token = token_of(battle, token_id)
        self.index = index
        self.start = centre_of(battle, token_id)
        self.footprint = footprint_of(battle, token_id)
        self.mover = mover_kind(self.token)
        self.allowance: Allowance = allowance(battle, token_id)
        self.waypoints: list[Point] = []
        self.legs: list[LegMeasure] = []

    @property
    def token_id(self) -> str:
        return self.token.id

    @property
    def last(self) -> Point:
        return self.waypoints[-1] if self.waypoints else self.start

    def leg(self, start: Point, end: Point) -> LegMeasure:
        width = swept_width(self.footprint, start, end)
        return measure_leg(self.index, start, end, self.mover, width)

    def add_waypoint(self, point: Point) -> None:
        if math.hypot(point.x - self.last.x, point.y - self.last.y) < 1e-6:
            return
        self.legs.append(self.leg(self.last, point))
        self.waypoints.append(point)

    def remove_waypoint(self) -> bool:
        if not self.waypoints:
            return False
        self.waypoints.pop()
        self.legs.pop()
        return True

    def measure_to(self, end: Point) -> PathMeasure:
        return combine_legs([*self.legs, self.leg(self.last, end)])

    def route_to(self, end: Point) -> tuple[Point, ...]:
        return (self.start, *self.waypoints, end)

    def judge(self, path: PathMeasure, end: Point) -> Judgement:
        band, refusal = judge_move(self.battle, self.token.id, path, self.allowance, end)
        return Judgement(path, band, refusal, held=self.allowance.refusal is not None)


def cost_marks(path: PathMeasure, limits: list[float]) -> list[float]:
    """Distances along the path where the terrain-weighted cost reaches each limit (the limits
    beyond the path's cost, or past where it is blocked, are left out)."""
    marks: list[float] = []
    spent = 0.0
    pending = sorted(limits)
    for piece in path.pieces:
        if not pending:
            break
        if not math.isfinite(piece.multiplier):
            break
        piece_cost = piece.length * piece.multiplier
        while pending and spent + piece_cost >= pending[0] and piece.multiplier > 0:
            marks.append(piece.start_m + (pending.pop(0) - spent) / piece.multiplier)
        spent += piece_cost
    return marks


def point_along(route: tuple[Point, ...], distance: float) -> Point:
    """The point ``distance`` metres along the polyline (its end when the line is shorter)."""
    walked = 0.0
    for a, b in itertools.pairwise(route):
        length = math.hypot(b.x - a.x, b.y - a.y)
        if walked + length >= distance and length > 0:
            share = (distance - walked) / length
            return Point(x=a.x + (b.x - a.x) * share, y=a.y + (b.y - a.y) * share)
        walked += length
    return route[-1]
