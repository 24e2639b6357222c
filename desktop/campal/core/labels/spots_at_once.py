"""``first_free``'s search with every spot of a label checked at once, in arrays.

The one-by-one search checks the spots in turn and stops at the first free one; a label that
gives way checks them all (up to two hundred: each form, then each ring of the fan) and finds
none, at some 1.5 ms each. In a crowded players' window at low zoom, where thirty labels give
way at every layout, that made a layout take 50 ms instead of 3. Here the spots are the same
boxes (the same arithmetic, to the last bit) matched against every box that could cover them in
one comparison, and the first free one in the search's order is taken: the same answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import numpy as np

from .box_grid import Edges, Floats
from .layout import (
    CELL_PX,
    GAP_PX,
    QUIET_RINGS,
    RING_STEP_PX,
    RINGS,
    Box,
    LabelRequest,
    Placement,
    _usual,
)
from .slots import FAN_X, FAN_Y

# A box that covers spots: left, top, right, bottom.
_Edges = tuple[float, float, float, float]
_Entry = TypeVar("_Entry", bound=tuple[object, ...])  # left, top, right, bottom, then anything


class Spots:
    """A label's spots in the order of the search (``layout._spots``), for some of its forms."""

    def __init__(self, request: LabelRequest, forms: Sequence[int]) -> None:
        x, y = request.anchor
        rings = 2 * RINGS if request.required else RINGS if request.priority > 0 else QUIET_RINGS
        # As _spots reckons them: clear + GAP_PX + ring * RING_STEP_PX, term by term.
        reach = (request.clear + GAP_PX) + np.arange(1, rings + 1) * RING_STEP_PX
        lefts, tops, rights, bottoms = [], [], [], []
        for form in forms:
            width, height = request.sizes[form]
            half_w, half_h = width / 2, height / 2
            below = request.drop + half_h
            side = request.clear + GAP_PX + half_w
            xs = np.concatenate(
                ([x, x, x + side, x - side], (x + FAN_X[None, :] * (reach + half_w)[:, None]).ravel())
            )
            ys = np.concatenate(
                ([y + below, y - below, y, y], (y + FAN_Y[None, :] * (reach + half_h)[:, None]).ravel())
            )
            lefts.append(xs - half_w)
            tops.append(ys - half_h)
            rights.append(xs + half_w)
            bottoms.append(ys + half_h)
        self.left, self.top = np.concatenate(lefts), np.concatenate(tops)
        self.right, self.bottom = np.concatenate(rights), np.concatenate(bottoms)
        self.forms = list(forms)
        self.per_form = 4 + rings * len(FAN_X)  # the four beside the token, then the rings

    def area(self) -> _Edges:
        return (
            float(self.left.min()),
            float(self.top.min()),
            float(self.right.max()),
            float(self.bottom.max()),
        )

    def first_clear_of(self, l2: Floats, t2: Floats, r2: Floats, b2: Floats) -> int | None:
        """The first spot none of the covers (columns: lefts, tops, rights, bottoms) overlaps;
        edges that only touch do not."""
        if not len(l2):
            return 0
        hit = (
            (self.left[:, None] < r2[None, :])
            & (l2[None, :] < self.right[:, None])
            & (self.top[:, None] < b2[None, :])
            & (t2[None, :] < self.bottom[:, None])
        )
        free = np.flatnonzero(~hit.any(axis=1))
        return int(free[0]) if len(free) else None

    def placement(self, request: LabelRequest, spot: int) -> Placement:
        box = Box(
            float(self.left[spot]), float(self.top[spot]), float(self.right[spot]), float(self.bottom[spot])
        )
        form, at = divmod(spot, self.per_form)
        return Placement(request.key, box, self.forms[form], at >= 4)


def in_buckets(buckets: dict[tuple[int, int], list[_Entry]], area: _Edges) -> list[_Entry]:
    """Every entry kept in the grid buckets ``area`` touches (one may come more than once)."""
    left, top, right, bottom = area
    found: list[_Entry] = []
    for cx in range(int(left // CELL_PX), int(right // CELL_PX) + 1):
        for cy in range(int(top // CELL_PX), int(bottom // CELL_PX) + 1):
            found.extend(buckets.get((cx, cy), ()))
    return found


def first_free_among(
    request: LabelRequest, labels: Edges, bodies: Edges, spots: Spots | None = None
) -> Placement | None:
    """As ``first_free`` with ``fits`` free of the boxes ``labels`` and ``bodies`` (columns:
    lefts, tops, rights, bottoms), and ``clear_of_labels`` free of ``labels``."""
    if request.fixed:
        return _usual(request)
    if spots is None:
        spots = Spots(request, range(len(request.sizes)))
    spot = spots.first_clear_of(*(np.concatenate(pair) for pair in zip(labels, bodies, strict=True)))
    if spot is not None:
        return spots.placement(request, spot)
    if not request.required:
        return None
    # A label that must be shown would rather cover a token than another label.
    usual = Spots(request, (0,))
    spot = usual.first_clear_of(*labels)
    if spot is not None:
        return usual.placement(request, spot)
    return _usual(request)
