"""Placing the map's labels so that none overlaps another, in screen pixels.

A greedy placer: requests go in order of priority (the selected or dragged token's first), each
takes the first free spot among its candidates — its usual place under the token, above it, to
either side, then rings farther out, the fanned-out spots drawn with a leader line back to the
token. A request may offer smaller forms of itself (a name without its bars); at low zoom, when
none of them fits anywhere, a label that may give way is left out. Fixed labels (the drag's
readout) are placed first, where they are asked to be, and everything else keeps clear of them.

Occupied boxes live in a grid of buckets, so a thousand labels cost a few checks each; the
values are named tuples, cheap to make by the thousand.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import NamedTuple

CELL_PX = 512.0  # most labels then lie within one bucket, which a check and an insert take in one step
GAP_PX = 3.0
RING_STEP_PX = 14.0
RINGS = 6
QUIET_RINGS = 3  # a label of no priority looks less far before it gives way
# Around a token: under, over, right, left, then the diagonals and the rest of the compass.
FAN = tuple(
    (math.cos(math.radians(a)), math.sin(math.radians(a)))
    for a in (90, 270, 0, 180, 45, 135, 315, 225, 67.5, 112.5, 22.5, 157.5, 292.5, 247.5, 337.5, 202.5)
)


class Box(NamedTuple):
    """A rectangle in screen pixels; edges that only touch do not overlap."""

    left: float
    top: float
    right: float
    bottom: float

    @staticmethod
    def centred(x: float, y: float, width: float, height: float) -> Box:
        return Box(x - width / 2, y - height / 2, x + width / 2, y + height / 2)

    def overlaps(self, other: Box) -> bool:
        return (
            self.left < other.right
            and other.left < self.right
            and self.top < other.bottom
            and other.top < self.bottom
        )

    @property
    def centre(self) -> tuple[float, float]:
        return (self.left + self.right) / 2, (self.top + self.bottom) / 2


class LabelRequest(NamedTuple):
    """One label (or a token's block of labels) to place.

    ``sizes`` are the forms it may take, fullest first. Its usual place is centred under
    ``anchor`` with its top ``drop`` pixels below; ``clear`` is how far the owner's own body
    reaches from the anchor, so the side spots step around it.
    """

    key: str
    anchor: tuple[float, float]
    sizes: tuple[tuple[float, float], ...]
    drop: float = 0.0
    clear: float = 0.0
    priority: int = 0
    required: bool = False  # placed even where nothing is free (the selected token's)
    fixed: bool = False  # placed exactly at its usual place, first (the drag's readout)
    owner: str = ""


class Placement(NamedTuple):
    key: str
    box: Box
    form: int  # index into the request's sizes
    leader: bool  # fanned out: a line leads back to the anchor


_Rect = tuple[float, float, float, float, str]


class Occupied:
    """Boxes by grid bucket; tuples rather than objects, as this is the placer's inner loop."""

    __slots__ = ("buckets",)

    def __init__(self) -> None:
        self.buckets: dict[tuple[int, int], list[_Rect]] = {}

    def add(self, left: float, top: float, right: float, bottom: float, owner: str = "") -> None:
        entry = (left, top, right, bottom, owner)
        buckets = self.buckets
        column, row = int(left // CELL_PX), int(top // CELL_PX)
        if column == int(right // CELL_PX) and row == int(bottom // CELL_PX):
            bucket = buckets.get((column, row))
            if bucket is None:
                buckets[column, row] = [entry]
            else:
                bucket.append(entry)
            return
        for cx in range(int(left // CELL_PX), int(right // CELL_PX) + 1):
            for cy in range(int(top // CELL_PX), int(bottom // CELL_PX) + 1):
                bucket = buckets.get((cx, cy))
                if bucket is None:
                    buckets[cx, cy] = [entry]
                else:
                    bucket.append(entry)

    def free(self, left: float, top: float, right: float, bottom: float, owner: str) -> bool:
        buckets = self.buckets
        if not buckets:
            return True
        for cx in range(int(left // CELL_PX), int(right // CELL_PX) + 1):
            for cy in range(int(top // CELL_PX), int(bottom // CELL_PX) + 1):
                for l2, t2, r2, b2, o2 in buckets.get((cx, cy), ()):
                    if left < r2 and l2 < right and top < b2 and t2 < bottom and (not owner or o2 != owner):
                        return False
        return True


def _fits(
    taken: Occupied, bodies: Occupied, left: float, top: float, right: float, bottom: float, owner: str
) -> bool:
    """Whether a box covers no placed label and no token body but its owner's."""
    column, row = int(left // CELL_PX), int(top // CELL_PX)
    if column != int(right // CELL_PX) or row != int(bottom // CELL_PX):
        return taken.free(left, top, right, bottom, "") and bodies.free(left, top, right, bottom, owner)
    # Within one bucket, as nearly every label is: its two lists are all there is to check.
    cell = (column, row)
    for l2, t2, r2, b2, _o2 in taken.buckets.get(cell, ()):
        if left < r2 and l2 < right and top < b2 and t2 < bottom:
            return False
    for l2, t2, r2, b2, o2 in bodies.buckets.get(cell, ()):
        if left < r2 and l2 < right and top < b2 and t2 < bottom and (not owner or o2 != owner):
            return False
    return True


def _spots(request: LabelRequest, width: float, height: float) -> Iterator[tuple[float, float, bool]]:
    """Candidate centres (and whether each needs a leader), nearest first."""
    x, y = request.anchor
    below = request.drop + height / 2
    yield x, y + below, False
    yield x, y - below, False
    side = request.clear + GAP_PX + width / 2
    yield x + side, y, False
    yield x - side, y, False
    rings = 2 * RINGS if request.required else RINGS if request.priority > 0 else QUIET_RINGS
    for ring in range(1, rings + 1):
        reach = request.clear + GAP_PX + ring * RING_STEP_PX
        across, down = reach + width / 2, reach + height / 2
        for dx, dy in FAN:
            yield x + dx * across, y + dy * down, True


def place_labels(requests: Sequence[LabelRequest], obstacles: Iterable[_Rect] = ()) -> list[Placement]:
    """Where each request goes; a request that gives way is absent from the result.

    ``obstacles`` are boxes no label may cover (token bodies) as (left, top, right, bottom,
    owner): a label may lie on its own token's body.
    """
    taken = Occupied()
    bodies = Occupied()
    for left, top, right, bottom, owner in obstacles:
        bodies.add(left, top, right, bottom, owner)
    placed: list[Placement] = []
    append = placed.append
    taken_add = taken.add

    def fits(left: float, top: float, right: float, bottom: float, owner: str) -> bool:
        return _fits(taken, bodies, left, top, right, bottom, owner)

    def clear_of_labels(left: float, top: float, right: float, bottom: float) -> bool:
        return taken.free(left, top, right, bottom, "")

    # Sorting is stable: within a priority, requests keep the order they came in.
    for request in sorted(requests, key=_order):
        if not request.fixed:
            # Most labels fit where they belong: try that first, without the general search.
            width, height = request.sizes[0]
            x, y = request.anchor
            left = x - width / 2
            top = y + request.drop
            right, bottom = left + width, top + height
            if _fits(taken, bodies, left, top, right, bottom, request.owner):
                append(Placement(request.key, Box(left, top, right, bottom), 0, False))
                taken_add(left, top, right, bottom)
                continue
        spot = first_free(request, fits, clear_of_labels)
        if spot is not None:
            append(spot)
            box = spot.box
            taken_add(box.left, box.top, box.right, box.bottom)
    return placed


def _order(request: LabelRequest) -> tuple[bool, int]:
    return not request.fixed, -request.priority


def _usual(request: LabelRequest) -> Placement:
    width, height = request.sizes[0]
    x, y = request.anchor
    return Placement(request.key, Box.centred(x, y + request.drop + height / 2, width, height), 0, False)


Fits = Callable[[float, float, float, float, str], bool]
ClearOfLabels = Callable[[float, float, float, float], bool]


def first_free(request: LabelRequest, fits: Fits, clear_of_labels: ClearOfLabels) -> Placement | None:
    """The search: each form at each spot in turn; ``fits`` says whether a box is free of
    labels and bodies, ``clear_of_labels`` whether it is free of labels alone."""
    if request.fixed:
        return _usual(request)
    owner = request.owner
    for form, (width, height) in enumerate(request.sizes):
        half_w, half_h = width / 2, height / 2
        for x, y, leader in _spots(request, width, height):
            left, top, right, bottom = x - half_w, y - half_h, x + half_w, y + half_h
            if fits(left, top, right, bottom, owner):
                return Placement(request.key, Box(left, top, right, bottom), form, leader)
    if not request.required:
        return None
    # A label that must be shown would rather cover a token than another label.
    width, height = request.sizes[0]
    for x, y, leader in _spots(request, width, height):
        left, top, right, bottom = x - width / 2, y - height / 2, x + width / 2, y + height / 2
        if clear_of_labels(left, top, right, bottom):
            return Placement(request.key, Box(left, top, right, bottom), 0, leader)
    return _usual(request)


def count_overlaps(boxes: Sequence[Box]) -> int:
    """How many pairs of ``boxes`` overlap (the figure the benchmark and tests check)."""
    count = 0
    ordered = sorted(boxes, key=lambda b: b.left)
    for i, box in enumerate(ordered):
        for other in ordered[i + 1 :]:
            if other.left >= box.right:
                break
            if box.overlaps(other):
                count += 1
    return count
