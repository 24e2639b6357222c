"""Many lines of sight at once: one unit's view of every enemy, for a target list that shows
cover beside each name.

Each answer equals ``line_of_sight`` asked alone (the same canonical order of the ends, the same
polygon tests, the same edge arithmetic wherever a depth is close to its limit); the tree is
asked once for every line together, each distinct end once, and the depths inside obscuring
ground are worked out in one pass, so a hundred targets cost little more than a few.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
import shapely
from numpy.typing import NDArray

from .contact import CONTACT_TOLERANCE_M
from .crossings import depths_along
from .footprint import Footprint
from .repair import PointLike
from .sight import OBSCURING, OBSTACLE, Cover, SightLine, as_footprint, cover_of

if TYPE_CHECKING:
    from .index import TerrainIndex

End = Footprint | PointLike


def lines_of_sight(index: TerrainIndex, pairs: Sequence[tuple[End, End]]) -> list[SightLine]:
    """The sight line of each (observer, target) pair, in the order given."""
    if not pairs:
        return []
    ends = _Ends(pairs)
    # Each line is worked out with its ends in one canonical order, as a single line is, and
    # its two ends' covers handed back the other way round where the pair came reversed.
    rank = np.empty(len(ends.keys), dtype=np.int64)
    rank[np.lexsort(ends.keys.T[::-1])] = np.arange(len(ends.keys))
    flipped = rank[ends.second] < rank[ends.first]
    first = np.where(flipped, ends.second, ends.first)
    second = np.where(flipped, ends.first, ends.second)
    return _canonical(index, ends, first, second, flipped.tolist())


def sight_to_each(index: TerrainIndex, observer: End, targets: Sequence[End]) -> list[SightLine]:
    """What ``observer`` sees of each target: its target list's lines, all at once."""
    return lines_of_sight(index, [(observer, target) for target in targets])


class _Ends:
    """Every distinct end of a batch of lines (the observer of a target list is one end, asked
    about once), each end's key as a row of numbers, and which end each line runs between."""

    def __init__(self, pairs: Sequence[tuple[End, End]]) -> None:
        slot: dict[tuple[float, ...], int] = {}
        self.footprints: list[Footprint] = []
        which: list[int] = []
        for pair in pairs:
            for end in pair:
                footprint = as_footprint(end)
                key = footprint.key()
                found = slot.get(key)
                if found is None:
                    found = slot[key] = len(self.footprints)
                    self.footprints.append(footprint)
                which.append(found)
        self.keys = np.array(list(slot), dtype=np.float64).reshape(len(slot), 6)
        slots = np.asarray(which, dtype=np.int64)
        self.first, self.second = slots[0::2], slots[1::2]


def _canonical(
    index: TerrainIndex,
    ends: _Ends,
    first: NDArray[np.int64],
    second: NDArray[np.int64],
    flipped: list[bool],
) -> list[SightLine]:
    count = len(first)
    starts, stops = ends.keys[first, :2], ends.keys[second, :2]
    same = (starts == stops).all(axis=1)
    geometries = np.empty(count, dtype=object)
    geometries[same] = shapely.points(starts[same])
    geometries[~same] = shapely.linestrings(np.stack([starts, stops], axis=1)[~same])
    lengths = np.where(same, 0.0, shapely.length(geometries)).tolist()
    if len(index) == 0:
        return [SightLine(False, (), (), Cover(), Cover(), length) for length in lengths]
    line_of, feature = _meeting(index, geometries, starts, stops)
    order = np.lexsort((feature, line_of))
    line_of, feature = line_of[order], feature[order]
    near_slot, near_feature = _standing_at(index, ends)
    # Whether each crossed feature is ground one end or the other stands on, for every pair at
    # once: a (slot, feature) pair is one number, looked up among the sorted near pairs.
    width = len(index)
    near_codes = np.unique(near_slot * width + near_feature)
    in_a = _among(first[line_of] * width + feature, near_codes)
    in_b = _among(second[line_of] * width + feature, near_codes)
    mode = index.sight_mode[feature]
    # The obscuring ground each line crosses, measured for every line in one pass; a line no
    # longer than the ground's limit cannot run deeper than it, so it is not measured (with a
    # margin far beyond rounding, so that nothing single sight would block is skipped).
    length_of = np.asarray(lengths, dtype=np.float64)[line_of]
    deep = np.flatnonzero((mode == OBSCURING) & (length_of > index.sight_depth[feature] * (1 - 1e-9)))
    # Most of those run through the disc inside the ground further than its limit, with room
    # to spare far beyond rounding; only the rest have their edges counted.
    limit = index.sight_depth[feature[deep]]
    chords = index.discs.chords(feature[deep], starts[line_of[deep]], stops[line_of[deep]])
    surely = chords > limit + 1e-6 * (1.0 + length_of[deep])
    measured = deep[~surely]
    depths = depths_along(index.edges, feature[measured], starts[line_of[measured]], stops[line_of[measured]])
    too_deep = np.zeros(len(feature), dtype=bool)
    too_deep[deep[surely]] = True
    too_deep[measured[depths > index.sight_depth[feature[measured]]]] = True
    blocking = ((mode == OBSTACLE) & ~in_a & ~in_b) | too_deep
    # What lies between shelters both ends; only lines with sheltering ground between need more
    # than their ends' own cover.
    between = (mode == OBSCURING) & (in_a == in_b)
    sheltered = between & index.gives_cover[feature]
    in_between = line_of[sheltered], feature[sheltered]

    names = index.id_array[feature].tolist()
    bounds = np.searchsorted(line_of, np.arange(count + 1)).tolist()
    crossed = [tuple(names[low:high]) for low, high in itertools.pairwise(bounds)]
    blocked_at = np.flatnonzero(blocking)
    blocked_names = [names[k] for k in blocked_at.tolist()]
    cut = np.searchsorted(line_of[blocked_at], np.arange(count + 1)).tolist()
    blocked = [tuple(blocked_names[low:high]) for low, high in itertools.pairwise(cut)]

    cover_a, cover_b = _covers(index, len(ends.keys), first, second, near_slot, near_feature, in_between)
    return [
        SightLine(bool(stop), stop, met, b if flip else a, a if flip else b, length)
        for stop, met, a, b, flip, length in zip(
            blocked, crossed, cover_a, cover_b, flipped, lengths, strict=True
        )
    ]


def _covers(
    index: TerrainIndex,
    slots: int,
    first: NDArray[np.int64],
    second: NDArray[np.int64],
    near_slot: NDArray[np.int64],
    near_feature: NDArray[np.int64],
    in_between: tuple[NDArray[np.int64], NDArray[np.int64]],
) -> tuple[list[Cover], list[Cover]]:
    """Each line's two ends' cover: the ground each end stands on (``near_slot``,
    ``near_feature``) and the sheltering ground between them (line, feature; by line)."""
    covers: dict[tuple[int, ...], Cover] = {(): Cover()}

    def known(sheltering: tuple[int, ...]) -> Cover:
        # Lines of one list mostly share their ends' ground: each set is worked out once.
        found = covers.get(sheltering)
        if found is None:
            found = covers[sheltering] = cover_of(index, sheltering)
        return found

    # Each end's own cover: the sheltering ground it stands on, in drawing order; most ends
    # stand in none.
    sheltering = index.gives_cover[near_feature]
    near_slot, near_feature = near_slot[sheltering], near_feature[sheltering]
    near_order = np.lexsort((near_feature, near_slot))
    near_of = _runs(near_slot[near_order], near_feature[near_order])
    slot_cover = [Cover()] * slots
    for slot, found in near_of.items():
        slot_cover[slot] = known(tuple(found))
    cover_a = [slot_cover[slot] for slot in first.tolist()]
    cover_b = [slot_cover[slot] for slot in second.tolist()]
    # A line with sheltering ground between its ends: each end's cover is its own ground and
    # that between, together.
    slots_a, slots_b = first.tolist(), second.tolist()
    for i, middle in _runs(*in_between).items():
        cover_a[i] = known(tuple(sorted({*middle, *near_of.get(slots_a[i], ())})))
        cover_b[i] = known(tuple(sorted({*middle, *near_of.get(slots_b[i], ())})))

    return cover_a, cover_b


def _runs(keys: NDArray[np.int64], values: NDArray[np.int64]) -> dict[int, list[int]]:
    """The values of each key, in the order given; ``keys`` sorted."""
    found, at = np.unique(keys, return_index=True)
    listed = values.tolist()
    bounds = itertools.pairwise([*at.tolist(), len(listed)])
    return {key: listed[low:high] for key, (low, high) in zip(found.tolist(), bounds, strict=True)}


def _among(codes: NDArray[np.int64], known: NDArray[np.int64]) -> NDArray[np.bool_]:
    """Whether each code is one of ``known`` (sorted, unique)."""
    if len(known) == 0:
        return np.zeros(len(codes), dtype=bool)
    at = np.minimum(np.searchsorted(known, codes), len(known) - 1)
    return np.asarray(known[at] == codes)


def _meeting(
    index: TerrainIndex,
    lines: NDArray[np.object_],
    starts: NDArray[np.float64],
    stops: NDArray[np.float64],
) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Which features each line meets: the tree's boxes first, then each prepared polygon."""
    line_of, feature = index.tree.query(lines)
    # Many boxes the tree returns only overlap the line's box; those the segment itself misses
    # are dropped with plain arithmetic before the exact (and costlier) polygon test.
    grazed = _segment_meets_box(starts[line_of], stops[line_of], index.boxes[feature])
    line_of, feature = line_of[grazed], feature[grazed]
    meets = shapely.intersects(index.geometries[feature], lines[line_of])
    return line_of[meets], feature[meets]


def _segment_meets_box(
    starts: NDArray[np.float64], stops: NDArray[np.float64], boxes: NDArray[np.float64]
) -> NDArray[np.bool_]:
    """Whether each segment meets its box (closed), by clipping it to the box's two slabs."""
    enter = np.zeros(len(starts))
    leave = np.ones(len(starts))
    meets = np.ones(len(starts), dtype=bool)
    step = stops - starts
    for axis in (0, 1):
        low, high, origin, delta = boxes[:, axis], boxes[:, axis + 2], starts[:, axis], step[:, axis]
        still = delta == 0
        meets &= ~(still & ((origin < low) | (origin > high)))
        with np.errstate(divide="ignore", invalid="ignore"):
            at_low, at_high = (low - origin) / delta, (high - origin) / delta
        enter = np.maximum(enter, np.where(still, -np.inf, np.minimum(at_low, at_high)))
        leave = np.minimum(leave, np.where(still, np.inf, np.maximum(at_low, at_high)))
    return meets & (enter <= leave)


def _standing_at(index: TerrainIndex, ends: _Ends) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Every (end, feature) pair where the end stands on or against the feature (within the
    contact tolerance)."""
    keys = ends.keys
    # A rectangle is asked by its shape; a circle or a point by its centre and how far it reaches.
    rectangle = (keys[:, 3] > 0) & (keys[:, 4] > 0)
    probes = np.empty(len(keys), dtype=object)
    probes[~rectangle] = shapely.points(keys[~rectangle, :2])
    shapes = np.flatnonzero(rectangle).tolist()
    probes[rectangle] = np.fromiter(
        (ends.footprints[i].polygon() for i in shapes), dtype=object, count=len(shapes)
    )
    reach = np.where(rectangle, 0.0, np.maximum(keys[:, 5], 0.0)) + CONTACT_TOLERANCE_M
    bounds = shapely.bounds(probes)
    boxes = shapely.box(
        bounds[:, 0] - reach, bounds[:, 1] - reach, bounds[:, 2] + reach, bounds[:, 3] + reach
    )
    probe, found = index.tree.query(boxes)
    # The index's polygons are prepared: asking each of them is faster than asking the probes.
    # A probe that meets a polygon is near it; only the others need a distance, and a distance
    # to a polygon from outside it is the distance to its outline.
    near = shapely.intersects(index.geometries[found], probes[probe])
    apart = ~near
    near[apart] = shapely.dwithin(index.rims[found[apart]], probes[probe[apart]], reach[probe[apart]])
    return probe[near].astype(np.int64), found[near].astype(np.int64)
