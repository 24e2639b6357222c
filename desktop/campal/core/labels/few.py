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
    FAN,
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
NEAR_SPOTS = PLAIN_SPOTS + 2 * len(FAN)  # and the first two rings


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
    """Which centres make a ``width`` × ``height`` box overlap any of ``boxes`` (n × 4)."""
    if not len(boxes):
        return np.zeros(len(xs), dtype=np.bool_)
    left, top = (xs - width / 2)[:, None], (ys - height / 2)[:, None]
    right, bottom = (xs + width / 2)[:, None], (ys + height / 2)[:, None]
    hit: Bools = (left < boxes[:, 2]) & (boxes[:, 0] < right) & (top < boxes[:, 3]) & (boxes[:, 1] < bottom)
    touched: Bools = np.any(hit, axis=1)
    return touched


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
    arrays: tuple[Floats, Floats] | None = None
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
        arrays = arrays or (_array(taken), _array(others))
        # The near rings first: most labels find room there, and the far rings cost the most.
        on_labels = []
        for low, high in ((0, NEAR_SPOTS), (NEAR_SPOTS, len(xs))):
            on_labels.append(_hits(xs[low:high], ys[low:high], width, height, arrays[0]))
            free = ~(on_labels[-1] | _hits(xs[low:high], ys[low:high], width, height, arrays[1]))
            if free.any():
                index = low + int(np.argmax(free))
                return _at(request, xs, ys, form, index), (form, index)
        fullest = fullest or (xs, ys, np.concatenate(on_labels))
    if not request.required or fullest is None:
        return None
    # A label that must be shown would rather cover a token than another label.
    xs, ys, covering = fullest
    if not covering.all():
        index = int(np.argmin(covering))
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
