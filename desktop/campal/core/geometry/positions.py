"""Which fortification a footprint stands in, and what it gives."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import shapely

from ..frozen import frozen
from ..terrain import CoverValue
from .footprint import Footprint

if TYPE_CHECKING:
    from .index import IndexedFeature, TerrainIndex

# A footprint stands in an area fortification when at least this share of it lies inside;
# a wall, palisade or ditch is manned by touching it.
STANDING_SHARE = 0.5


@frozen
class FortificationPosition:
    fortification_id: str
    kind: str
    defence_bonus: int  # SIFRP Defence bonus, as set on the fortification
    guard: int  # Bastionland structure Guard and Armour
    armour: int
    cover: CoverValue
    share: float  # of the footprint inside the fortification's ground


def fortification_at(index: TerrainIndex, footprint: Footprint) -> FortificationPosition | None:
    shape = footprint.polygon()
    found = index.tree.query(shape, predicate="intersects")
    found = found[index.is_fortification[found]] if found.size else found
    if not found.size:
        return None
    area = float(shape.area)
    if area > 0:
        shares = shapely.area(shapely.intersection(shape, index.geometries[found])) / area
    else:
        shares = np.ones(len(found))
    best: FortificationPosition | None = None
    for position, share in zip(found, shares, strict=True):
        if share < STANDING_SHARE and not index.is_line[position]:
            continue
        feature = index.features[position]
        candidate = FortificationPosition(
            feature.id,
            feature.kind_name,
            feature.defence_bonus,
            feature.kind.effects.bastionland.guard,
            feature.kind.effects.bastionland.armour,
            feature.cover,
            float(share),
        )
        if best is None or (candidate.defence_bonus, candidate.share) > (best.defence_bonus, best.share):
            best = candidate
    return best


def terrain_under(index: TerrainIndex, footprint: Footprint) -> tuple[IndexedFeature, ...]:
    """The terrain features (not fortifications) a footprint stands in: at least half of it
    inside an area, or touching a line feature such as a road or a river."""
    shape = footprint.polygon()
    found = index.tree.query(shape, predicate="intersects")
    found = found[~index.is_fortification[found]] if found.size else found
    if not found.size:
        return ()
    area = float(shape.area)
    if area > 0:
        shares = shapely.area(shapely.intersection(shape, index.geometries[found])) / area
    else:
        shares = np.ones(len(found))
    return tuple(
        index.features[position]
        for position, share in zip(found, shares, strict=True)
        if share >= STANDING_SHARE or index.is_line[position]
    )


def kinds_near(index: TerrainIndex, x: float, y: float, metres: float) -> tuple[str, ...]:
    """The kinds of the terrain features and fortifications within ``metres`` of a spot (0: the
    ground under it), in drawing order."""
    spot = shapely.Point(x, y)
    if metres > 0:
        found = index.tree.query(spot, predicate="dwithin", distance=metres)
    else:
        found = index.tree.query(spot, predicate="intersects")
    return tuple(index.features[position].kind_name for position in sorted(found.tolist()))
