"""Many lines of sight at once: one unit's view of every enemy, for a target list that shows
cover beside each name.

Each answer equals ``line_of_sight`` asked alone (the same canonical order of the ends, the same
tree queries, the same edge arithmetic); the tree is asked once for every line together and the
depths inside obscuring ground are worked out in one pass, so a hundred targets cost little
more than a few.
"""

from __future__ import annotations

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
    ends = [(as_footprint(a), as_footprint(b)) for a, b in pairs]
    flipped = [b.key() < a.key() for a, b in ends]
    ordered = [(b, a) if flip else (a, b) for (a, b), flip in zip(ends, flipped, strict=True)]
    lines = _canonical(index, ordered)
    return [line.reversed() if flip else line for line, flip in zip(lines, flipped, strict=True)]


def sight_to_each(index: TerrainIndex, observer: End, targets: Sequence[End]) -> list[SightLine]:
    """What ``observer`` sees of each target: its target list's lines, all at once."""
    return lines_of_sight(index, [(observer, target) for target in targets])


def _canonical(index: TerrainIndex, pairs: list[tuple[Footprint, Footprint]]) -> list[SightLine]:
    count = len(pairs)
    if count == 0:
        return []
    starts = np.array([a.centre for a, _ in pairs], dtype=np.float64).reshape(count, 2)
    stops = np.array([b.centre for _, b in pairs], dtype=np.float64).reshape(count, 2)
    same = np.array([a.centre == b.centre for a, b in pairs], dtype=bool)
    geometries = np.empty(count, dtype=object)
    geometries[same] = shapely.points(starts[same])
    geometries[~same] = shapely.linestrings(np.stack([starts, stops], axis=1)[~same])
    lengths = np.where(same, 0.0, shapely.length(geometries)).tolist()
    if len(index) == 0:
        return [SightLine(False, (), (), Cover(), Cover(), length) for length in lengths]
    line_of, feature = _meeting(index, geometries, starts, stops)
    order = np.lexsort((feature, line_of))
    line_of, feature = line_of[order], feature[order]
    slot_a, slot_b, near_slot, near_feature = _standing_at(index, pairs)
    # Whether each crossed feature is ground one end or the other stands on, for every pair at
    # once: a (slot, feature) pair is one number, looked up among the sorted near pairs.
    width = len(index)
    near_codes = np.unique(near_slot * width + near_feature)
    in_a = _among(slot_a[line_of] * width + feature, near_codes)
    in_b = _among(slot_b[line_of] * width + feature, near_codes)
    mode = index.sight_mode[feature]
    # The obscuring ground each line crosses, measured for every line in one pass; a line no
    # longer than the ground's limit cannot run deeper than it, so it is not measured (with a
    # margin far beyond rounding, so that nothing single sight would block is skipped).
    length_of = np.asarray(lengths, dtype=np.float64)[line_of]
    deep = np.flatnonzero((mode == OBSCURING) & (length_of > index.sight_depth[feature] * (1 - 1e-9)))
    depths = depths_along(index.edges, feature[deep], starts[line_of[deep]], stops[line_of[deep]])
    too_deep = np.zeros(len(feature), dtype=bool)
    too_deep[deep[depths > index.sight_depth[feature[deep]]]] = True
    blocking = ((mode == OBSTACLE) & ~in_a & ~in_b) | too_deep
    # What lies between shelters both ends; only lines with sheltering ground between need more
    # than their ends' own cover.
    between = (mode == OBSCURING) & (in_a == in_b)
    sheltered_between = between & index.gives_cover[feature]

    names = index.id_array[feature].tolist()
    bounds = np.searchsorted(line_of, np.arange(count + 1)).tolist()
    blocked_at = np.flatnonzero(blocking)
    blocked_names = [names[k] for k in blocked_at.tolist()]
    blocked_bounds = np.searchsorted(line_of[blocked_at], np.arange(count + 1)).tolist()
    between_lines = set(line_of[sheltered_between].tolist())

    shelters = index.gives_cover.tolist()
    covers: dict[tuple[int, ...], Cover] = {(): Cover()}

    def known(sheltering: tuple[int, ...]) -> Cover:
        # Lines of one list mostly share their ends' ground: each set is worked out once.
        found = covers.get(sheltering)
        if found is None:
            found = covers[sheltering] = cover_of(index, sheltering)
        return found

    def cover(candidates: set[int]) -> Cover:
        return known(tuple(sorted(f for f in candidates if shelters[f])))

    # Each end's own cover: the sheltering ground it stands on, in drawing order.
    sheltering = index.gives_cover[near_feature]
    near_slot, near_feature = near_slot[sheltering], near_feature[sheltering]
    near_order = np.lexsort((near_feature, near_slot))
    near_slot, near_feature = near_slot[near_order], near_feature[near_order]
    near_bounds = np.searchsorted(near_slot, np.arange(int(max(slot_a.max(), slot_b.max())) + 2)).tolist()
    near_list = near_feature.tolist()
    near_of = [near_list[near_bounds[k] : near_bounds[k + 1]] for k in range(len(near_bounds) - 1)]
    slot_cover = [known(tuple(found)) for found in near_of]
    met = feature.tolist()
    slots_a, slots_b = slot_a.tolist(), slot_b.tolist()
    between_list = between.tolist()

    lines = []
    for i in range(count):
        low, high = bounds[i], bounds[i + 1]
        if i in between_lines:
            middle = [met[k] for k in range(low, high) if between_list[k]]
            cover_a = cover({*near_of[slots_a[i]], *middle})
            cover_b = cover({*near_of[slots_b[i]], *middle})
        else:
            cover_a, cover_b = slot_cover[slots_a[i]], slot_cover[slots_b[i]]
        blocked = tuple(blocked_names[blocked_bounds[i] : blocked_bounds[i + 1]])
        lines.append(SightLine(bool(blocked), blocked, tuple(names[low:high]), cover_a, cover_b, lengths[i]))
    return lines


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


def _standing_at(
    index: TerrainIndex, pairs: list[tuple[Footprint, Footprint]]
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """The features each end of each line stands on or against (within the contact tolerance):
    each line's two ends' slots, and every (slot, feature) pair that is near. An end shared by
    many lines (the observer of a target list) has one slot and is asked once."""
    slot: dict[tuple[float, ...], int] = {}
    ends: list[Footprint] = []
    which: list[int] = []
    for pair in pairs:
        for end in pair:
            key = end.key()
            if key not in slot:
                slot[key] = len(ends)
                ends.append(end)
            which.append(slot[key])
    probes = np.empty(len(ends), dtype=object)
    reach = np.empty(len(ends), dtype=np.float64)
    for i, end in enumerate(ends):
        probes[i], metres = end.reach()
        reach[i] = metres + CONTACT_TOLERANCE_M
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
    which_slot = np.asarray(which, dtype=np.int64)
    return which_slot[0::2], which_slot[1::2], probe[near].astype(np.int64), found[near].astype(np.int64)
