"""Placing a few labels among many boxes: the drag's readout and tags, redone at every mouse move.

The same greedy search as ``place_labels`` (same order of requests, same spots, same strict
overlap test, so the same placements). A request's usual place is checked plainly, as most
readouts fit there; past it, all its other spots are tested against every box at once with
arrays. Around a crowd, where the readout walks most of its rings before it finds room, that is
one array operation instead of a hundred Python checks.

Given the spots the labels took at the last move, a label whose usual place is taken keeps its
last spot while that stays free, rather than jumping to another side as the drag goes on. One
that found no free spot and covers a token's body stays among the bodies, clear of the map's
labels, until its usual place frees.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableMapping, Sequence
from typing import NamedTuple

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
PLAIN_SPOTS = 4  # under, over, right, left: no leader line


_RING_STEPS: dict[int, Floats] = {}  # each ring's distance past the first, by ring count


def _spot_arrays(request: LabelRequest, width: float, height: float) -> tuple[Floats, Floats]:
    """Every centre of ``layout._spots``, in its order, as arrays (the same sums, so the same
    values): under, over, right, left, then the rings, which need a leader."""
    x, y = request.anchor
    below = request.drop + height / 2
    side = request.clear + GAP_PX + width / 2
    rings = 2 * RINGS if request.required else RINGS if request.priority > 0 else QUIET_RINGS
    steps = _RING_STEPS.get(rings)
    if steps is None:
        steps = _RING_STEPS[rings] = np.arange(1, rings + 1, dtype=np.float64)[:, None] * RING_STEP_PX
    reach = request.clear + GAP_PX + steps
    xs = np.empty(PLAIN_SPOTS + rings * FAN_X.size)
    ys = np.empty_like(xs)
    xs[:PLAIN_SPOTS] = (x, x, x + side, x - side)
    ys[:PLAIN_SPOTS] = (y + below, y - below, y, y)
    xs[PLAIN_SPOTS:] = (x + FAN_X * (reach + width / 2)).ravel()
    ys[PLAIN_SPOTS:] = (y + FAN_Y * (reach + height / 2)).ravel()
    return xs, ys


def _count(request: LabelRequest) -> int:
    rings = 2 * RINGS if request.required else RINGS if request.priority > 0 else QUIET_RINGS
    return PLAIN_SPOTS + rings * len(FAN)


def _one(request: LabelRequest, form: int, index: int) -> Placement:
    """The spot ``index`` of ``_spot_arrays``, worked out alone (the same sums, so the same
    values): most moves of a drag look at a label's usual spot and its last one, no other."""
    width, height = request.sizes[form]
    x, y = request.anchor
    if index < PLAIN_SPOTS:
        below = request.drop + height / 2
        side = request.clear + GAP_PX + width / 2
        x, y = ((x, y + below), (x, y - below), (x + side, y), (x - side, y))[index]
    else:
        ring, fan = divmod(index - PLAIN_SPOTS, len(FAN))
        reach = request.clear + GAP_PX + (ring + 1) * RING_STEP_PX
        dx, dy = FAN[fan]
        x, y = x + dx * (reach + width / 2), y + dy * (reach + height / 2)
    return Placement(request.key, Box.centred(x, y, width, height), form, index >= PLAIN_SPOTS)


def _hits(xs: Floats, ys: Floats, width: float, height: float, boxes: Floats) -> Bools:
    """For each centre (rows) and each of ``boxes`` (n × 4, columns), whether a ``width`` ×
    ``height`` box there overlaps it."""
    left, top = (xs - width / 2)[:, None], (ys - height / 2)[:, None]
    right, bottom = (xs + width / 2)[:, None], (ys + height / 2)[:, None]
    hit: Bools = (left < boxes[:, 2]) & (boxes[:, 0] < right) & (top < boxes[:, 3]) & (boxes[:, 1] < bottom)
    return hit


def _clear(box: Box, boxes: Floats) -> bool:
    left, top, right, bottom = box
    return not bool(
        ((left < boxes[:, 2]) & (boxes[:, 0] < right) & (top < boxes[:, 3]) & (boxes[:, 1] < bottom)).any()
    )


def _array(boxes: Iterable[Sequence[float | str]]) -> Floats:
    return np.array([box[:4] for box in boxes], dtype=np.float64).reshape(-1, 4)


def _at(request: LabelRequest, xs: Floats, ys: Floats, form: int, index: int) -> Placement:
    width, height = request.sizes[form]
    box = Box.centred(float(xs[index]), float(ys[index]), width, height)
    return Placement(request.key, box, form, index >= PLAIN_SPOTS)


class Spot(NamedTuple):
    """Where a label stood: the form it took and the index of its spot among its spots."""

    form: int
    slot: int
    crowded: bool = False  # no spot was free of bodies: it covers a token's


class Crowd(NamedTuple):
    """What a few labels keep clear of, in pixels: the token bodies (n × 4) with the token each
    belongs to, and the labels already on the map (m × 4)."""

    bodies: Floats
    owners: Sequence[str]
    labels: Floats


# The first rings are tried on their own, as most labels find room there; then all the others
# at once, as a label that does not fit there mostly fits nowhere.
FIRST_SPOTS = PLAIN_SPOTS + 2 * len(FAN_X)


def _search(xs: Floats, ys: Floats, width: float, height: float, blockers: Floats) -> int | None:
    for start, stop in ((0, FIRST_SPOTS), (FIRST_SPOTS, len(xs))):
        if stop <= start:
            continue
        free = ~_hits(xs[start:stop], ys[start:stop], width, height, blockers).any(axis=1)
        if free.any():
            return start + int(free.argmax())
    return None


def _within(boxes: Floats, xs: Floats, ys: Floats, width: float, height: float) -> Floats:
    """The boxes that reach into the area the spots cover: no other can block any of them."""
    left, right = xs.min() - width / 2, xs.max() + width / 2
    top, bottom = ys.min() - height / 2, ys.max() + height / 2
    near: Floats = boxes[
        (left < boxes[:, 2]) & (boxes[:, 0] < right) & (top < boxes[:, 3]) & (boxes[:, 1] < bottom)
    ]
    return near


def _first(
    request: LabelRequest, taken: Floats, crowd: Crowd, last: Spot | None
) -> tuple[Placement, Spot] | None:
    if request.fixed:
        return _usual(request), Spot(0, 0)
    others = crowd.bodies
    if request.owner and len(others):
        others = others[np.asarray(crowd.owners) != request.owner]
    blockers = np.concatenate((taken, others))
    fullest: tuple[Floats, Floats, Bools] | None = None  # form 0's spots, and which cover a label
    count = _count(request)
    for form, (width, height) in enumerate(request.sizes):
        usual = _one(request, form, 0)
        if _clear(usual.box, blockers):
            return usual, Spot(form, 0)
        if last is not None and last.form == form and last.slot < count:
            kept = _one(request, form, last.slot)
            if _clear(kept.box, blockers):
                return kept, Spot(form, last.slot)
            if last.crowded and _clear(kept.box, taken):
                return kept, last
        xs, ys = _spot_arrays(request, width, height)
        # A label that had to cover a token's body stays among the bodies, clear of labels,
        # until its usual place frees: a drag through a crowd does not search it at every move.
        if last is None or not last.crowded:
            index = _search(xs, ys, width, height, _within(blockers, xs, ys, width, height))
            if index is not None:
                return _at(request, xs, ys, form, index), Spot(form, index)
        if fullest is None:
            covering: Bools = np.any(
                _hits(xs, ys, width, height, _within(taken, xs, ys, width, height)), axis=1
            )
            fullest = (xs, ys, covering)
    if not request.required or fullest is None:
        return None
    # A label that must be shown would rather cover a token than another label.
    xs, ys, on_labels = fullest
    if not on_labels.all():
        index = int(on_labels.argmin())
        return _at(request, xs, ys, 0, index), Spot(0, index, crowded=True)
    return _usual(request), Spot(0, 0, crowded=True)


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
    return place_among(requests, Crowd(_array(rects), [r[4] for r in rects], _array(placed)), spots)


def place_among(
    requests: Sequence[LabelRequest], crowd: Crowd, spots: MutableMapping[str, Spot] | None = None
) -> list[Placement]:
    """``place_few`` with the bodies and labels around given as arrays, as a map keeps them."""
    taken = crowd.labels
    result: list[Placement] = []
    for request in sorted(requests, key=_order):
        found = _first(request, taken, crowd, spots.get(request.key) if spots is not None else None)
        if found is None:
            if spots is not None:
                spots.pop(request.key, None)
            continue
        spot, where = found
        if spots is not None:
            spots[request.key] = where
        result.append(spot)
        taken = np.concatenate((taken, np.array([tuple(spot.box)], dtype=np.float64)))
    return result
