"""Line of sight and cover between two footprints (or points).

Sight runs centre to centre. A feature that either end stands on or against (within the contact
tolerance, as a GM places tokens by hand) never blocks that end's view: a defender on a wall sees
over it, a unit at a wood's edge sees out of it; the feature shelters that end instead. Everything
is worked out on the pair in one canonical order, so the answer is the same whichever end asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shapely
from shapely.geometry import LineString

from ..frozen import frozen
from ..terrain import CoverLevel, SightMode
from .contact import CONTACT_TOLERANCE_M
from .footprint import Footprint
from .index import SIGHT_CODES
from .repair import PointLike, as_xy

if TYPE_CHECKING:
    from .index import TerrainIndex

OBSCURING = SIGHT_CODES[SightMode.OBSCURING]
OBSTACLE = SIGHT_CODES[SightMode.OBSTACLE]


@frozen
class Cover:
    """The cover one end of a sight line has from the terrain, and which features give it."""

    level: CoverLevel = CoverLevel.NONE
    percent: int = 0
    armour_bonus: int = 0
    sources: tuple[str, ...] = ()

    @property
    def is_cover(self) -> bool:
        return self.level is not CoverLevel.NONE


@frozen
class SightLine:
    is_blocked: bool
    blocked_by: tuple[str, ...]  # feature ids, in drawing order
    crossed: tuple[str, ...]  # every feature the line touches, in drawing order
    observer_cover: Cover
    target_cover: Cover
    length_m: float

    @property
    def is_clear(self) -> bool:
        return not self.is_blocked

    @property
    def has_cover(self) -> bool:
        """Whether the target is in cover from the observer."""
        return self.target_cover.is_cover

    def reversed(self) -> SightLine:
        return SightLine(
            self.is_blocked,
            self.blocked_by,
            self.crossed,
            self.target_cover,
            self.observer_cover,
            self.length_m,
        )


def as_footprint(end: Footprint | PointLike) -> Footprint:
    if isinstance(end, Footprint):
        return end
    x, y = as_xy(end)
    return Footprint(x, y)


def line_of_sight(
    index: TerrainIndex, observer: Footprint | PointLike, target: Footprint | PointLike
) -> SightLine:
    first, second = as_footprint(observer), as_footprint(target)
    if second.key() < first.key():
        return _sight(index, second, first).reversed()
    return _sight(index, first, second)


def _sight(index: TerrainIndex, a: Footprint, b: Footprint) -> SightLine:
    same_spot = a.centre == b.centre
    line = shapely.Point(a.centre) if same_spot else LineString([a.centre, b.centre])
    length = 0.0 if same_spot else float(line.length)
    if len(index) == 0:
        return SightLine(False, (), (), Cover(), Cover(), length)
    crossed = sorted(index.tree.query(line, predicate="intersects").tolist())
    (near_a, reach_a), (near_b, reach_b) = a.reach(), b.reach()
    probes, found = index.tree.query(
        [near_a, near_b],
        predicate="dwithin",
        distance=[reach_a + CONTACT_TOLERANCE_M, reach_b + CONTACT_TOLERANCE_M],
    )
    at_a, at_b = set(found[probes == 0].tolist()), set(found[probes == 1].tolist())
    modes = index.sight_modes
    blocking = [i for i in crossed if modes[i] == OBSTACLE and i not in at_a and i not in at_b]
    obscuring = [i for i in crossed if modes[i] == OBSCURING]
    if obscuring:
        depths = index.edges.depths(obscuring, a.centre, b.centre)
        limits = index.sight_depths
        blocking.extend(i for i, depth in zip(obscuring, depths, strict=True) if depth > limits[i])
        blocking.sort()
    # What lies between shelters both ends; what one end stands in shelters only that end.
    between = [i for i in obscuring if (i in at_a) == (i in at_b)]
    ids = index.ids
    return SightLine(
        bool(blocking),
        tuple(ids[i] for i in blocking),
        tuple(ids[i] for i in crossed),
        _cover(index, at_a.union(between)),
        _cover(index, at_b.union(between)),
        length,
    )


def _cover(index: TerrainIndex, candidates: set[int]) -> Cover:
    return cover_of(index, tuple(sorted(i for i in candidates if index.features[i].cover.is_cover)))


def cover_of(index: TerrainIndex, sheltering: tuple[int, ...]) -> Cover:
    """The cover of features that all give it, in drawing order: the first of the best, as
    ``CoverValue.best`` keeps it, and every one of them named as a source."""
    if not sheltering:
        return Cover()
    best = index.features[max(sheltering, key=index.cover_ranks.__getitem__)].cover
    ids = index.ids
    return Cover(best.level, best.percent, best.armour_bonus, tuple([ids[i] for i in sheltering]))
