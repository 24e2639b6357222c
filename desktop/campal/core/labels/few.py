"""Placing a few labels among many boxes: the drag's readout and tags, redone at every mouse move.

The same greedy search as ``place_labels`` (same order of requests, same spots, same strict
overlap test, so the same placements). The four spots next to the token are checked plainly, as
most readouts fit there; past them, a request's remaining spots are tested against every box at
once with arrays. Around a crowd, where the readout walks most of its rings before it finds
room, that is one array operation instead of a hundred Python checks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import islice

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
    _spots,
    _usual,
)

Floats = npt.NDArray[np.float64]
Bools = npt.NDArray[np.bool_]
NEAR_RINGS = 1  # rings checked plainly: a readout that fits this close is found before arrays pay off
_FAN_X = np.array([dx for dx, _ in FAN])
_FAN_Y = np.array([dy for _, dy in FAN])


def _near(request: LabelRequest, width: float, height: float) -> list[tuple[Box, bool]]:
    """The first spots of ``layout._spots``: under, over, right, left, then the first rings."""
    near = islice(_spots(request, width, height), 4 + len(FAN) * NEAR_RINGS)
    return [(Box.centred(x, y, width, height), leader) for x, y, leader in near]


def _rings(request: LabelRequest, width: float, height: float) -> tuple[Floats, Floats]:
    """The farther ring spots of ``layout._spots``, in its order (each with a leader), as arrays."""
    x, y = request.anchor
    rings = 2 * RINGS if request.required else RINGS if request.priority > 0 else QUIET_RINGS
    first = NEAR_RINGS + 1
    reach = request.clear + GAP_PX + np.arange(first, rings + 1, dtype=np.float64)[:, None] * RING_STEP_PX
    return (x + _FAN_X * (reach + width / 2)).ravel(), (y + _FAN_Y * (reach + height / 2)).ravel()


def _free(box: Box, boxes: list[tuple[float, float, float, float]]) -> bool:
    left, top, right, bottom = box
    return not any(left < r and l2 < right and top < b and t2 < bottom for l2, t2, r, b in boxes)


def _clear(xs: Floats, ys: Floats, width: float, height: float, boxes: Floats) -> Bools:
    """Which centres leave a ``width`` × ``height`` box overlapping none of ``boxes`` (n × 4)."""
    if not len(boxes):
        return np.ones(len(xs), dtype=np.bool_)
    left, top = (xs - width / 2)[:, None], (ys - height / 2)[:, None]
    right, bottom = (xs + width / 2)[:, None], (ys + height / 2)[:, None]
    hit: Bools = (left < boxes[:, 2]) & (boxes[:, 0] < right) & (top < boxes[:, 3]) & (boxes[:, 1] < bottom)
    return np.logical_not(hit.any(axis=1))


def _array(boxes: list[tuple[float, float, float, float]]) -> Floats:
    return np.array(boxes, dtype=np.float64).reshape(-1, 4)


def _first(
    request: LabelRequest, taken: list[tuple[float, float, float, float]], rects: list[_Rect]
) -> Placement | None:
    if request.fixed:
        return _usual(request)
    others = [r[:4] for r in rects if not request.owner or r[4] != request.owner]
    arrays: tuple[Floats, Floats] | None = None
    for form, (width, height) in enumerate(request.sizes):
        for box, leader in _near(request, width, height):
            if _free(box, taken) and _free(box, others):
                return Placement(request.key, box, form, leader)
        arrays = arrays or (_array(taken), _array(others))
        xs, ys = _rings(request, width, height)
        free = _clear(xs, ys, width, height, arrays[0]) & _clear(xs, ys, width, height, arrays[1])
        if free.any():
            i = int(np.argmax(free))
            return Placement(request.key, Box.centred(float(xs[i]), float(ys[i]), width, height), form, True)
    if not request.required:
        return None
    # A label that must be shown would rather cover a token than another label.
    width, height = request.sizes[0]
    for box, leader in _near(request, width, height):
        if _free(box, taken):
            return Placement(request.key, box, 0, leader)
    xs, ys = _rings(request, width, height)
    free = _clear(xs, ys, width, height, _array(taken))
    if free.any():
        i = int(np.argmax(free))
        return Placement(request.key, Box.centred(float(xs[i]), float(ys[i]), width, height), 0, True)
    return _usual(request)


def place_few(requests: Sequence[LabelRequest], obstacles: Iterable[_Rect] = ()) -> list[Placement]:
    """``place_labels`` for a handful of requests: where each goes, those that give way absent."""
    rects = list(obstacles)
    taken: list[tuple[float, float, float, float]] = []
    placed: list[Placement] = []
    for request in sorted(requests, key=_order):
        spot = _first(request, taken, rects)
        if spot is not None:
            placed.append(spot)
            taken.append(tuple(spot.box))  # type: ignore[arg-type]
    return placed
