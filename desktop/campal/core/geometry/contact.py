"""Distance, contact and range between footprints, always edge to edge."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import shapely

from ..frozen import frozen
from .footprint import Footprint

# Units drawn edge to edge by hand rarely touch exactly; closer than this is in contact.
CONTACT_TOLERANCE_M = 0.5


@frozen
class Separation:
    distance_m: float  # edge to edge; 0 when they touch or overlap
    overlap: bool

    def is_in_contact(self, tolerance_m: float = CONTACT_TOLERANCE_M) -> bool:
        return self.distance_m <= tolerance_m


@frozen
class InRange:
    id: str
    distance_m: float


def separation(a: Footprint, b: Footprint) -> Separation:
    first, second = a.polygon(), b.polygon()
    distance = float(shapely.distance(first, second))
    overlap = distance == 0.0 and float(shapely.area(shapely.intersection(first, second))) > 0.0
    return Separation(distance, overlap)


def distance(a: Footprint, b: Footprint) -> float:
    return separation(a, b).distance_m


def is_in_contact(a: Footprint, b: Footprint, tolerance_m: float = CONTACT_TOLERANCE_M) -> bool:
    return separation(a, b).is_in_contact(tolerance_m)


def within_range(origin: Footprint, others: Mapping[str, Footprint], range_m: float) -> tuple[InRange, ...]:
    """Those of ``others`` whose edge lies within ``range_m`` of the origin's edge, nearest first."""
    if not others:
        return ()
    ids = list(others)
    shapes = np.empty(len(ids), dtype=object)
    shapes[:] = [others[i].polygon() for i in ids]
    distances = shapely.distance(origin.polygon(), shapes)
    order = np.argsort(distances, kind="stable")
    return tuple(InRange(ids[i], float(distances[i])) for i in order if float(distances[i]) <= range_m)
