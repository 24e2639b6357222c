"""Placing a few labels among many boxes: the drag's readout and tags, redone at every mouse move.

The same greedy search as ``place_labels`` (same order of requests, same spots, same strict
overlap test, so the same placements). A request's usual place is checked plainly, as most
readouts fit there; past it, all its other spots are tested against every box at once with
arrays. Around a crowd, where the readout walks most of its rings before it finds room, that is
one array operation instead of a hundred Python checks.

Given the spots the labels took at the last move, a label whose usual place is taken keeps its
last spot while that stays free, rather than jumping to another side as the drag goes on.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableMapping, Sequence

import numpy as np
import numpy.typing as npt

from .layout import (
    GAP_PX,
    QUIET_RINGS,
    RING_STEP_PX,
    RINGS,
    Box,
    LabelRequest,
    Placement,
    _order,
    _Rect,
    _usual,
)
from .slots import FAN_X, FAN_Y

Floats = npt.NDArray[np.float64]
Bools = npt.NDArray[np.bool_]
Boxes = list[tuple[float, float, float, float]]
Spot = tuple[int, int]  # a request's form and the index of its spot
PLAIN_SPOTS = 4  # under, over, right, left: no leader line


def _spot_arrays(request: LabelRequest, width: float, height: float) -> tuple[Floats, Floats]:
    """Every centre of ``layout._spots``, in its order, as arrays (the same sums, so the same
    values): under, over, right, left, then the rings, which need a leader."""
    x, y = request.anchor
    below = request.drop + height / 2
    side = request.clear + GAP_PX + width / 2
    rings = 2 * RINGS if request.required else RINGS if request.priority > 0 else QUIET_RINGS
    reach = request.clear + GAP_PX + np.arange(1, rings + 1, dtype=np.float64)[:, None] * RING_STEP_PX
    xs = np.concatenate(((x, x, x + side, x - side), (x + FAN_X * (reach + width / 2)).ravel()))
    ys = np.concatenate(((y + below, y - below, y, y), (y + FAN_Y * (reach + height / 2)).ravel()))
    return xs, ys


def _free(box: Box, boxes: Boxes) -> bool:
    left, top, right, bottom = box
    return not any(left < r and l2 < right and top < b and t2 < bottom for l2, t2, r, b in boxes)


def _hits(xs: Floats, ys: Floats, width: float, height: float, boxes: Floats) -> Bools:
    """For each centre (rows) and each of ``boxes`` (n × 4, columns), whether a ``width`` ×
    ``height`` box there overlaps it."""
    left, top = (xs - width / 2)[:, None], (ys - height / 2)[:, None]
    right, bottom = (xs + width / 2)[:, None], (ys + height / 2)[:, None]
    hit: Bools = (left < boxes[:, 2]) & (boxes[:, 0] < right) & (top < boxes[:, 3]) & (boxes[:, 1] < bottom)
    return hit


def _array(boxes: Boxes) -> Floats:
    return np.array(boxes, dtype=np.float64).reshape(-1, 4)


def _at(request: LabelRequest, xs: Floats, ys: Floats, form: int, index: int) -> Placement:
    width, height = request.sizes[form]
    box = Box.centred(float(xs[index]), float(ys[index]), width, height)
    return Placement(request.key, box, form, index >= PLAIN_SPOTS)


def _first(
    request: LabelRequest, taken: Boxes, rects: list[_Rect], last: Spot | None
) -> tuple[Placement, Spot] | None:
    if request.fixed:
        return _usual(request), (0, 0)
    others = [r[:4] for r in rects if not request.owner or r[4] != request.owner]
    blockers: Floats | None = None  # the placed labels' boxes, then the bodies'
    fullest: tuple[Floats, Floats, Bools] | None = None  # form 0's spots, and which cover a label
    for form, (width, height) in enumerate(request.sizes):
        xs, ys = _spot_arrays(request, width, height)
        usual = _at(request, xs, ys, form, 0)
        if _free(usual.box, taken) and _free(usual.box, others):
            return usual, (form, 0)
        if last is not None and last[0] == form and last[1] < len(xs):
            kept = _at(request, xs, ys, form, last[1])
            if _free(kept.box, taken) and _free(kept.box, others):
                return kept, last
        if blockers is None:
            blockers = _array(taken + others)
        hit = _hits(xs, ys, width, height, blockers)
        free = ~hit.any(axis=1)
        if free.any():
            index = int(free.argmax())
            return _at(request, xs, ys, form, index), (form, index)
        if fullest is None:
            covering: Bools = np.any(hit[:, : len(taken)], axis=1)
            fullest = (xs, ys, covering)
    if not request.required or fullest is None:
        return None
    # A label that must be shown would rather cover a token than another label.
    xs, ys, on_labels = fullest
    if not on_labels.all():
        index = int(on_labels.argmin())
        return _at(request, xs, ys, 0, index), (0, index)
    return _usual(request), (0, 0)


def place_few(
    requests: Sequence[LabelRequest],
    obstacles: Iterable[_Rect] = (),
    spots: MutableMapping[str, Spot] | None = None,
    placed: Iterable[tuple[float, float, float, float]] = (),
) -> list[Placement]:
    """``place_labels`` for a handful of requests: where each goes, those that give way absent.

    ``obstacles`` are token bodies, as for ``place_labels``; ``placed`` are labels already on
    the map, which no request covers, not even one that must be shown while any spot is free
    of labels (it would rather cover a body). ``spots``, kept by the caller from one call to
    the next, holds the spot each label took: a label kept from its usual place by others
    first tries the spot it had.
    """
    rects = list(obstacles)
    taken: Boxes = [box[:4] for box in placed]
    result: list[Placement] = []
    for request in sorted(requests, key=_order):
        found = _first(request, taken, rects, spots.get(request.key) if spots is not None else None)
        if found is None:
            if spots is not None:
                spots.pop(request.key, None)
            continue
        spot, where = found
        if spots is not None:
            spots[request.key] = where
        result.append(spot)
        taken.append(tuple(spot.box))  # type: ignore[arg-type]
    return result
