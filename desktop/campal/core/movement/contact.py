"""Who is engaged (enemies in contact), how far a token may charge, and whether it can charge
a given target now."""

from __future__ import annotations

import math

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..frozen import frozen
from ..geometry import CONTACT_TOLERANCE_M, PathMeasure, TerrainIndex, separation
from ..model import Battle, Character, Message, Point, Unit, msg
from .allowance import Allowance
from .measure import measure_route
from .movers import mover_kind
from .ports import movement_rules
from .tokens import centre_of, footprint_of, is_on_map, token_of


@frozen
class Engagement:
    """Two tokens of different sides in contact, in the battle's order."""

    first: str
    second: str
    distance_m: float


def stands(token: Unit | Character) -> bool:
    """Whether ``token`` is on the map and still in the fight, so it can be engaged."""
    return is_on_map(token) and not (token.stats is not None and token.stats.is_out_of_action)


def standing(battle: Battle) -> list[Unit | Character]:
    tokens: list[Unit | Character] = [*battle.units.values(), *battle.characters.values()]
    return [t for t in tokens if stands(t)]


class _Shapes:
    """Each standing token's footprint, kept with the token value it was made from: a command
    changes a few tokens, and the others' shapes are not made again at every redraw."""

    LIMIT = 20_000  # more ids than any battle holds; past it (many battles opened) start over

    def __init__(self) -> None:
        self._made: dict[str, tuple[Unit | Character, BaseGeometry]] = {}

    def of(self, battle: Battle, token: Unit | Character) -> BaseGeometry:
        made = self._made.get(token.id)
        if made is not None and made[0] is token:
            return made[1]
        if len(self._made) > self.LIMIT:
            self._made.clear()
        # A standing token is on the map, so its footprint reads only the token itself.
        shape = footprint_of(battle, token.id).polygon()
        self._made[token.id] = (token, shape)
        return shape


SHAPES = _Shapes()


def engaged_pairs(battle: Battle, tolerance_m: float = CONTACT_TOLERANCE_M) -> tuple[Engagement, ...]:
    """Every pair of tokens of different sides whose footprints are within ``tolerance_m``."""
    tokens = standing(battle)
    if len(tokens) < 2:
        return ()
    shapes = np.empty(len(tokens), dtype=object)
    shapes[:] = [SHAPES.of(battle, t) for t in tokens]
    tree = shapely.STRtree(shapes)
    probes, found = tree.query(shapes, predicate="dwithin", distance=tolerance_m)
    pairs: list[Engagement] = []
    for i, j in zip(probes.tolist(), found.tolist(), strict=True):
        if i < j and tokens[i].side != tokens[j].side:
            gap = float(shapely.distance(shapes[i], shapes[j]))
            pairs.append(Engagement(tokens[i].id, tokens[j].id, gap))
    return tuple(pairs)


def is_engaged(battle: Battle, token_id: str) -> bool:
    return any(token_id in (e.first, e.second) for e in engaged_pairs(battle))


def allowance(battle: Battle, token_id: str) -> Allowance:
    """The token's movement bands now, from its rule system."""
    return movement_rules(battle).allowance(battle, token_id)


def charge_reach(battle: Battle, token_id: str) -> float:
    """How far, edge to edge, a target may be for ``token_id`` to charge it (SIFRP: its run)."""
    return movement_rules(battle).charge_reach(battle, token_id)


@frozen
class ChargeCheck:
    attacker: str
    target: str
    gap_m: float  # edge to edge now
    cost_m: float  # terrain-weighted metres to close the gap (inf when blocked)
    reach_m: float
    path: PathMeasure | None
    refusal: Message | None

    @property
    def is_possible(self) -> bool:
        return self.refusal is None


def _closing_point(start: Point, goal: Point, metres: float) -> Point:
    dx, dy = goal.x - start.x, goal.y - start.y
    length = math.hypot(dx, dy)
    if length == 0:
        return start
    share = min(metres / length, 1.0)
    return Point(x=start.x + dx * share, y=start.y + dy * share)


def can_charge(battle: Battle, index: TerrainIndex, attacker: str, target: str) -> ChargeCheck:
    """Whether ``attacker`` can charge ``target``: an enemy, within charge reach over the
    ground between them, and the attacker fit to attack."""
    mine, theirs = token_of(battle, attacker), token_of(battle, target)
    reach = charge_reach(battle, attacker)
    names: dict[str, str | int | float] = {"attacker": mine.name, "target": theirs.name}
    if mine.side == theirs.side:
        return ChargeCheck(attacker, target, 0.0, 0.0, reach, None, msg("charge.same_side", **names))
    unfit = movement_rules(battle).charge_refusal(battle, attacker)
    gap = separation(footprint_of(battle, attacker), footprint_of(battle, target)).distance_m
    if unfit is not None:
        return ChargeCheck(attacker, target, gap, 0.0, reach, None, unfit)
    start = centre_of(battle, attacker)
    route = (start, _closing_point(start, centre_of(battle, target), gap))
    path = measure_route(index, footprint_of(battle, attacker), route, mover_kind(mine))
    figures: dict[str, str | int | float] = {"gap_m": round(gap, 1), "reach_m": round(reach, 1), **names}
    refusal: Message | None = None
    if path.blocked is not None:
        refusal = msg("charge.blocked", kind=path.blocked.kind, feature=path.blocked.feature_id, **figures)
    elif path.cost > reach + 1e-6:
        refusal = msg("charge.out_of_reach", cost_m=round(path.cost, 1), **figures)
    return ChargeCheck(attacker, target, gap, path.cost, reach, path, refusal)
