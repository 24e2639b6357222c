"""Measuring a token's move against its allowance: the path through the waypoints swept by the
token's footprint, its terrain-weighted cost, the band it fits, or why it is refused."""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

from ..frozen import frozen
from ..geometry import Footprint, LegMeasure, PathMeasure, TerrainIndex, combine_legs, measure_leg
from ..model import Battle, Message, Point, msg
from ..terrain import MoverKind
from .allowance import Allowance, Band
from .movers import mover_kind
from .ports import movement_rules
from .tokens import centre_of, footprint_of, token_of


def swept_width(footprint: Footprint, start: Point, end: Point) -> float:
    """How wide a strip the footprint sweeps moving from ``start`` to ``end`` without turning:
    the rectangle's extent across the way, or the circle's diameter."""
    if not footprint.is_rectangle:
        return 2 * footprint.radius
    length = math.hypot(end.x - start.x, end.y - start.y)
    if length == 0:
        return footprint.frontage
    across = (-(end.y - start.y) / length, (end.x - start.x) / length)
    fx, fy = footprint.front_direction()
    rx, ry = -fy, fx
    return abs(footprint.frontage * (rx * across[0] + ry * across[1])) + abs(
        footprint.depth * (fx * across[0] + fy * across[1])
    )


def measure_route(
    index: TerrainIndex, footprint: Footprint, route: Sequence[Point], mover: MoverKind
) -> PathMeasure:
    """Each leg swept by the footprint's width across that leg, then the legs combined."""
    legs: list[LegMeasure] = [
        measure_leg(index, start, end, mover, swept_width(footprint, start, end))
        for start, end in pairwise(route)
    ]
    return combine_legs(legs)


@frozen
class MoveCheck:
    """A measured move: the path, the allowance, the band it fits, or the reason it does not."""

    token_id: str
    route: tuple[Point, ...]  # the token's centre, then each waypoint
    path: PathMeasure
    allowance: Allowance
    band: Band | None
    refusal: Message | None

    @property
    def is_allowed(self) -> bool:
        return self.refusal is None

    @property
    def destination(self) -> Point:
        return self.route[-1]


def _on_field(battle: Battle, point: Point) -> bool:
    size = battle.field.size
    return 0.0 <= point.x <= size.width and 0.0 <= point.y <= size.height


def _figures(battle: Battle, path: PathMeasure, limit: float) -> dict[str, str | int | float]:
    """Distance, cost and allowance in the system's unit for the reader, and in metres."""
    unit = movement_rules(battle).distance_unit
    return {
        "distance": round(unit.from_metres(path.length), 1),
        "cost": round(unit.from_metres(path.cost), 1),
        "allowance": round(unit.from_metres(limit), 1),
        "unit": unit.symbol,
        "distance_m": round(path.length, 2),
        "cost_m": round(path.cost, 2),
        "allowance_m": round(limit, 2),
    }


def _refusal(
    battle: Battle, token_id: str, path: PathMeasure, allowance: Allowance, mode: str | None
) -> tuple[Band | None, Message | None]:
    if allowance.refusal is not None:
        return None, allowance.refusal
    name = token_of(battle, token_id).name
    if path.blocked is not None:
        blocked = path.blocked
        return None, msg(
            "move.blocked",
            name=name,
            kind=blocked.kind,
            feature=blocked.feature_id,
            at_m=round(blocked.at_m, 2),
        )
    if mode is not None:
        band = allowance.band(mode)
        if band is None:
            return None, msg("move.unknown_band", name=name, band=mode, bands=", ".join(allowance.names))
        if not band.allows(path.cost):
            return None, msg(
                "move.beyond_allowance", name=name, band=mode, **_figures(battle, path, band.limit_m)
            )
        return band, None
    band = allowance.band_for(path.cost)
    if band is None:
        widest = allowance.bands[-1].name if allowance.bands else ""
        figures = _figures(battle, path, allowance.maximum_m)
        return None, msg("move.beyond_allowance", name=name, band=widest, **figures)
    return band, None


def judge_move(
    battle: Battle,
    token_id: str,
    path: PathMeasure,
    allowance: Allowance,
    end: Point,
    mode: str | None = None,
) -> tuple[Band | None, Message | None]:
    """The band a measured path fits and where it ends, or why the move is refused. The drag asks
    this on every mouse move and the engine on release, so both always agree."""
    band, refusal = _refusal(battle, token_id, path, allowance, mode)
    if refusal is None and not _on_field(battle, end):
        return None, msg("move.off_field", name=token_of(battle, token_id).name)
    return band, refusal


def check_move(
    battle: Battle, index: TerrainIndex, token_id: str, waypoints: Sequence[Point], mode: str | None = None
) -> MoveCheck:
    """Measure the token's move through ``waypoints`` (the last is where it ends) and judge it.

    ``mode`` names the band to hold it to ("move", "run" …); None takes the slowest that fits.
    """
    token = token_of(battle, token_id)
    route = (centre_of(battle, token_id), *waypoints)
    path = measure_route(index, footprint_of(battle, token_id), route, mover_kind(token))
    allowance = movement_rules(battle).allowance(battle, token_id)
    band, refusal = judge_move(battle, token_id, path, allowance, route[-1], mode)
    return MoveCheck(token_id, route, path, allowance, band, refusal)
