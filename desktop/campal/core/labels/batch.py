"""The same placement as ``place_labels``, for a thousand labels at once.

Most labels fit where they belong: their usual box covers no token body but their own and no
other label's usual box. Those are found together with array arithmetic and placed first; only
the rest go through the priority search one by one. A label searched for may still take a spot
where a label placed ahead of its turn sits: that label then loses its head start (it is
*evicted*) and is searched for at its own turn. Each label therefore sees, at its turn, exactly
the labels the one-by-one placer would have placed before it, and both give the same answer
(tests compare them).
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from .layout import (
    _FAN,
    CELL_PX,
    GAP_PX,
    RING_STEP_PX,
    RINGS,
    Box,
    LabelRequest,
    Placement,
    _first_free,
    _Occupied,
)

Floats = NDArray[np.float64]
Ints = NDArray[np.int64]
Flags = NDArray[np.bool_]


@dataclass(frozen=True)
class LabelBatch:
    """Requests as columns: one row a request, in the order they were made.

    ``width``/``height`` hold up to two forms (the second NaN when there is one);
    ``owner`` is an index into ``owners`` (-1: no owner).
    """

    keys: Sequence[str]
    x: Floats
    y: Floats
    width: Floats  # (n, 2)
    height: Floats  # (n, 2)
    drop: Floats
    clear: Floats
    priority: Ints
    required: Flags
    fixed: Flags
    owner: Ints
    owners: Sequence[str]

    def __len__(self) -> int:
        return len(self.keys)

    @staticmethod
    def of(requests: Sequence[LabelRequest], owners: Sequence[str] = ()) -> LabelBatch:
        """Columns from requests; ``owners`` names the owners of obstacles already numbered."""
        codes = {name: n for n, name in enumerate(owners)}
        names = list(owners)
        for request in requests:
            if request.owner and request.owner not in codes:
                codes[request.owner] = len(names)
                names.append(request.owner)
        count = len(requests)
        width = np.full((count, 2), np.nan)
        height = np.full((count, 2), np.nan)
        for row, request in enumerate(requests):
            if len(request.sizes) > 2:
                raise ValueError("a label offers at most two forms")
            for form, (w, h) in enumerate(request.sizes):
                width[row, form], height[row, form] = w, h
        return LabelBatch(
            keys=[r.key for r in requests],
            x=np.array([r.anchor[0] for r in requests], dtype=float),
            y=np.array([r.anchor[1] for r in requests], dtype=float),
            width=width,
            height=height,
            drop=np.array([r.drop for r in requests], dtype=float),
            clear=np.array([r.clear for r in requests], dtype=float),
            priority=np.array([r.priority for r in requests], dtype=np.int64),
            required=np.array([r.required for r in requests], dtype=bool),
            fixed=np.array([r.fixed for r in requests], dtype=bool),
            owner=np.array([codes[r.owner] if r.owner else -1 for r in requests], dtype=np.int64),
            owners=names,
        )

    def joined(self, other: LabelBatch) -> LabelBatch:
        """This batch's rows, then ``other``'s, whose owners must be numbered as this one's."""
        columns = {name: np.concatenate([getattr(self, name), getattr(other, name)]) for name in _COLUMNS}
        return LabelBatch(keys=[*self.keys, *other.keys], owners=self.owners, **columns)

    def request(self, row: int) -> LabelRequest:
        forms = 1 if np.isnan(self.width[row, 1]) else 2
        owner = int(self.owner[row])
        return LabelRequest(
            self.keys[row],
            (float(self.x[row]), float(self.y[row])),
            tuple((float(self.width[row, f]), float(self.height[row, f])) for f in range(forms)),
            float(self.drop[row]),
            float(self.clear[row]),
            int(self.priority[row]),
            bool(self.required[row]),
            bool(self.fixed[row]),
            self.owners[owner] if owner >= 0 else "",
        )


_COLUMNS = ("x", "y", "width", "height", "drop", "clear", "priority", "required", "fixed", "owner")


@dataclass(frozen=True)
class Bodies:
    """Boxes no label may cover but its owner's: columns, ``owner`` numbered as a batch's."""

    left: Floats
    top: Floats
    right: Floats
    bottom: Floats
    owner: Ints

    @staticmethod
    def of(obstacles: Sequence[tuple[float, float, float, float, str]], owners: Sequence[str]) -> Bodies:
        codes = {name: n for n, name in enumerate(owners)}
        edges = np.array([o[:4] for o in obstacles], dtype=float).reshape(-1, 4)
        return Bodies(
            edges[:, 0],
            edges[:, 1],
            edges[:, 2],
            edges[:, 3],
            np.array([codes.get(o[4], -1) if o[4] else -1 for o in obstacles], dtype=np.int64),
        )


@dataclass(frozen=True)
class Placed:
    """Where each row of a batch went: ``shown`` false where it gave way."""

    shown: Flags
    left: Floats
    top: Floats
    right: Floats
    bottom: Floats
    form: Ints
    leader: Flags

    def placements(self, keys: Sequence[str]) -> list[Placement]:
        return [
            Placement(
                keys[row],
                Box(
                    float(self.left[row]),
                    float(self.top[row]),
                    float(self.right[row]),
                    float(self.bottom[row]),
                ),
                int(self.form[row]),
                bool(self.leader[row]),
            )
            for row in np.flatnonzero(self.shown).tolist()
        ]


Edges = tuple[Floats, Floats, Floats, Floats]


class BoxGrid:
    """Boxes hashed into a grid of cells at least as large as any of them, by their top left
    corner: a box overlapping another has its corner in a cell the other covers or in the
    cell before it, across and down."""

    def __init__(self, boxes: Edges, bounds: tuple[float, float, float, float]) -> None:
        left, top = boxes[0], boxes[1]
        self.boxes = boxes
        x0, y0, x1, y1 = bounds
        count = len(left)
        cell = max(_largest(boxes), 1.0)
        # Far apart boxes would make a vast grid of empty cells: coarser cells keep it small.
        while ((x1 - x0) / cell + 3) * ((y1 - y0) / cell + 3) > 4 * count + 4096:
            cell *= 2
        self.cell, self.x0, self.y0 = cell, x0, y0
        self.rows = int((y1 - y0) // cell) + 3
        self.columns = int((x1 - x0) // cell) + 3
        cells = self._column(left) * self.rows + self._row(top)
        self.counts = np.bincount(cells, minlength=self.rows * self.columns)
        self.starts = np.cumsum(self.counts) - self.counts
        self.order = np.argsort(cells, kind="stable")

    # Boxes beyond the bounds are clipped to the border cells, which only adds candidates.
    def _column(self, x: Floats) -> Ints:
        return np.clip((x - self.x0) // self.cell + 1, 0, self.columns - 1).astype(np.int64)

    def _row(self, y: Floats) -> Ints:
        return np.clip((y - self.y0) // self.cell + 1, 0, self.rows - 1).astype(np.int64)

    def pairs(self, boxes: Edges) -> tuple[Ints, Ints]:
        """Every (row of ``boxes``, row of the grid's boxes) that overlap; edges that touch do not.
        ``boxes`` may be of any size."""
        al, at, ar, ab = boxes
        bl, bt, br, bb = self.boxes
        empty = np.zeros(0, dtype=np.int64)
        if len(al) == 0 or len(bl) == 0:
            return empty, empty
        first_column, last_column = np.maximum(self._column(al) - 1, 0), self._column(ar)
        first_row, last_row = np.maximum(self._row(at) - 1, 0), self._row(ab)
        found_a: list[Ints] = []
        found_cells: list[Ints] = []
        for dx in range(int(np.max(last_column - first_column)) + 1):
            column = first_column + dx
            for dy in range(int(np.max(last_row - first_row)) + 1):
                row = first_row + dy
                live = np.flatnonzero((column <= last_column) & (row <= last_row))
                cells = column[live] * self.rows + row[live]
                some = self.counts[cells] > 0
                found_a.append(live[some])
                found_cells.append(cells[some])
        which = np.concatenate(found_a)
        cells = np.concatenate(found_cells)
        found = self.counts[cells]
        total = int(found.sum())
        if not total:
            return empty, empty
        ia = np.repeat(which, found)
        within = np.arange(total) - np.repeat(np.cumsum(found) - found, found)
        ib = self.order[np.repeat(self.starts[cells], found) + within]
        hit = (al[ia] < br[ib]) & (bl[ib] < ar[ia]) & (at[ia] < bb[ib]) & (bt[ib] < ab[ia])
        return ia[hit], ib[hit]


def _largest(boxes: Edges) -> float:
    left, top, right, bottom = boxes
    return max(float(np.max(right - left)), float(np.max(bottom - top))) if len(left) else 0.0


def overlapping_pairs(a: Edges, b: Edges) -> tuple[Ints, Ints]:
    """Every pair (row of ``a``, row of ``b``) whose boxes overlap (touching edges do not)."""
    if len(a[0]) == 0 or len(b[0]) == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    bounds = (
        min(float(a[0].min()), float(b[0].min())),
        min(float(a[1].min()), float(b[1].min())),
        max(float(a[2].max()), float(b[2].max())),
        max(float(a[3].max()), float(b[3].max())),
    )
    return BoxGrid(b, bounds).pairs(a)


class _HeadStart:
    """The labels placed ahead of their turn, by bucket, with their turn (rank)."""

    __slots__ = ("buckets", "evicted")

    def __init__(self, rows: Ints, ranks: Ints, boxes: tuple[Floats, Floats, Floats, Floats]) -> None:
        self.buckets: dict[tuple[int, int], list[tuple[float, float, float, float, int, int]]] = {}
        self.evicted: set[int] = set()
        left, top, right, bottom = (side[rows].tolist() for side in boxes)
        for n, row in enumerate(rows.tolist()):
            entry = (left[n], top[n], right[n], bottom[n], int(ranks[row]), row)
            for cx in range(int(left[n] // CELL_PX), int(right[n] // CELL_PX) + 1):
                for cy in range(int(top[n] // CELL_PX), int(bottom[n] // CELL_PX) + 1):
                    self.buckets.setdefault((cx, cy), []).append(entry)

    def _hits(
        self, left: float, top: float, right: float, bottom: float
    ) -> list[tuple[float, float, float, float, int, int]]:
        found = []
        evicted = self.evicted
        for cx in range(int(left // CELL_PX), int(right // CELL_PX) + 1):
            for cy in range(int(top // CELL_PX), int(bottom // CELL_PX) + 1):
                for entry in self.buckets.get((cx, cy), ()):
                    l2, t2, r2, b2, _rank, row = entry
                    if left < r2 and l2 < right and top < b2 and t2 < bottom and row not in evicted:
                        found.append(entry)
        return found

    def free_before(self, left: float, top: float, right: float, bottom: float, rank: int) -> bool:
        """No label whose turn comes before ``rank`` lies there."""
        return all(entry[4] > rank for entry in self._hits(left, top, right, bottom))

    def after(self, box: Box, rank: int) -> list[int]:
        """The rows of the later labels ``box`` covers."""
        return sorted({e[5] for e in self._hits(*box) if e[4] > rank})


# The spots worked out for every clashing label at once: its usual box, the four next to the
# token and the first ring. Labels that fit none of them are searched for in full.
_NEAR = 1 + 4 + len(_FAN)


def _near_spots(batch: LabelBatch, rows: Ints) -> tuple[Floats, Floats, Floats, Floats]:
    """The near spots' boxes, (rows, _NEAR) each, in the search's order and to the last bit."""
    x, y = batch.x[rows, None], batch.y[rows, None]
    width, height = batch.width[rows, 0, None], batch.height[rows, 0, None]
    drop, clear = batch.drop[rows, None], batch.clear[rows, None]
    half_w, half_h = width / 2, height / 2
    below = drop + half_h
    side = clear + GAP_PX + half_w
    reach = clear + GAP_PX + 1 * RING_STEP_PX
    across, down = reach + half_w, reach + half_h
    fan_x = np.array([dx for dx, _dy in _FAN])[None, :]
    fan_y = np.array([dy for _dx, dy in _FAN])[None, :]
    zero = np.zeros_like(x)
    cx = np.hstack([x, x, x + side, x - side, x + fan_x * across])
    cy = np.hstack([y + below, y - below, y + zero, y + zero, y + fan_y * down])
    left, top = cx - half_w, cy - half_h
    right, bottom = cx + half_w, cy + half_h
    # The usual box first, as the one-by-one placer tries it before its search.
    u_left = x - width / 2
    u_top = y + drop
    return (
        np.hstack([u_left, left]),
        np.hstack([u_top, top]),
        np.hstack([u_left + width, right]),
        np.hstack([u_top + height, bottom]),
    )


def place_batch(batch: LabelBatch, bodies: Bodies) -> Placed:
    count = len(batch)
    shown = np.zeros(count, dtype=bool)
    left, top, right, bottom = (np.zeros(count) for _ in range(4))
    form = np.zeros(count, dtype=np.int64)
    leader = np.zeros(count, dtype=bool)
    if not count:
        return Placed(shown, left, top, right, bottom, form, leader)
    # The one-by-one placer's turns: fixed labels first, then by priority, ties as they came.
    order = np.lexsort((np.arange(count), -batch.priority, ~batch.fixed))
    rank = np.empty(count, dtype=np.int64)
    rank[order] = np.arange(count)
    # Usual boxes, computed as the one-by-one placer does, to the last bit.
    width, height = batch.width[:, 0], batch.height[:, 0]
    u_left = batch.x - width / 2
    u_top = batch.y + batch.drop
    usual = (u_left, u_top, u_left + width, u_top + height)
    solid = (bodies.left, bodies.top, bodies.right, bodies.bottom)
    ends = [
        (float(np.min(a)), float(np.min(b)), float(np.max(c)), float(np.max(d)))
        for a, b, c, d in (usual, solid)
        if len(a)
    ]
    bounds = (
        min(e[0] for e in ends),
        min(e[1] for e in ends),
        max(e[2] for e in ends),
        max(e[3] for e in ends),
    )
    labels = BoxGrid(usual, bounds)
    solids = BoxGrid(solid, bounds)
    # A head start for every label whose usual box covers no other token's body and no usual
    # box of a label whose turn comes earlier: these never overlap one another.
    clash = batch.fixed.copy()
    ia, ib = labels.pairs(usual)
    clash[ia[rank[ib] < rank[ia]]] = True
    ia, ib = solids.pairs(usual)
    clash[ia[(batch.owner[ia] < 0) | (batch.owner[ia] != bodies.owner[ib])]] = True
    ahead = np.flatnonzero(~clash)
    shown[ahead] = True
    left[ahead], top[ahead], right[ahead], bottom[ahead] = (side[ahead] for side in usual)
    searched = np.flatnonzero(clash)
    if len(searched):
        _Search(batch, bodies, rank, usual, ahead, searched, (labels, solids)).run(
            (shown, left, top, right, bottom, form, leader)
        )
    return Placed(shown, left, top, right, bottom, form, leader)


def _meets(near: Edges, at: Ints, boxes: Edges, which: Ints) -> NDArray[np.bool_]:
    """(pair, spot): whether near spot ``spot`` of row ``at[pair]`` overlaps box ``which[pair]``."""
    left, top, right, bottom = (side[at] for side in near)
    l2, t2, r2, b2 = (side[which, None] for side in boxes)
    return (left < r2) & (l2 < right) & (top < b2) & (t2 < bottom)


class _Search:
    """The one-by-one search for the labels that clash, in their turns."""

    def __init__(
        self,
        batch: LabelBatch,
        bodies: Bodies,
        rank: Ints,
        usual: tuple[Floats, Floats, Floats, Floats],
        ahead: Ints,
        searched: Ints,
        grids: tuple[BoxGrid, BoxGrid],
    ) -> None:
        self.batch, self.bodies, self.rank, self.usual = batch, bodies, rank, usual
        self.labels, self.solids = grids
        self.is_ahead = np.zeros(len(batch), dtype=bool)
        self.is_ahead[ahead] = True
        self.ahead, self.searched = ahead, searched
        self.evicted: set[int] = set()
        self.taken = _Occupied()
        # The near spots of the clashing labels and of the labels ahead they may evict, with
        # what covers each: another token's body, labels ahead (and so may be evicted).
        left, top, right, bottom = _near_spots(batch, searched)
        around = (left.min(axis=1), top.min(axis=1), right.max(axis=1), bottom.max(axis=1))
        touched = self.labels.pairs(around)[1]
        rows = np.concatenate([searched, np.setdiff1d(touched[self.is_ahead[touched]], searched)])
        self.slot = {row: n for n, row in enumerate(rows.tolist())}
        near, on_body, spot, covered = self._near_info(rows)
        self.near = near.reshape(len(rows), -1)  # each row's boxes one after another
        self.on_body = on_body.tolist()
        by = np.argsort(spot, kind="stable")
        # Near spot (flat) → the rows ahead it covers: head_rows[first[spot]:first[spot + 1]].
        self.first = np.searchsorted(spot[by], np.arange(len(rows) * _NEAR + 1), "left")
        self.head_rows = covered[by]
        self.rank_of = rank.tolist()

    def _near_info(self, rows: Ints) -> tuple[NDArray[np.float64], Flags, Ints, Ints]:
        """The rows' near boxes, which of them lie on another's body, and (spot, row ahead)
        for every label ahead a spot covers (spots numbered row by row).

        Each row's near spots are first matched as one box around them all; only the bodies
        and labels that box meets are compared with each spot.
        """
        batch, bodies = self.batch, self.bodies
        near = _near_spots(batch, rows)
        left, top, right, bottom = near
        around = (left.min(axis=1), top.min(axis=1), right.max(axis=1), bottom.max(axis=1))
        blocked = np.zeros(left.shape, dtype=bool)
        at, ib = self.solids.pairs(around)
        foreign = (batch.owner[rows[at]] < 0) | (batch.owner[rows[at]] != bodies.owner[ib])
        at, ib = at[foreign], ib[foreign]
        hit_pair, hit_spot = np.nonzero(
            _meets(near, at, (bodies.left, bodies.top, bodies.right, bodies.bottom), ib)
        )
        blocked[at[hit_pair], hit_spot] = True
        at, ia = self.labels.pairs(around)
        keep = self.is_ahead[ia]
        at, ia = at[keep], ia[keep]
        hit_pair, hit_spot = np.nonzero(_meets(near, at, self.usual, ia))
        spot = at[hit_pair] * _NEAR + hit_spot
        return np.stack(near, axis=-1), blocked, spot, ia[hit_pair]

    def _within_reach(self, row: int, left: Floats, top: Floats, right: Floats, bottom: Floats) -> Ints:
        """Which of the boxes lie within reach of any spot of the row's search."""
        batch = self.batch
        reach = float(batch.clear[row]) + GAP_PX + 2 * RINGS * RING_STEP_PX + 1.0
        wide = float(np.nanmax(batch.width[row])) + reach
        tall = float(np.nanmax(batch.height[row])) + max(reach, abs(float(batch.drop[row])))
        x, y = float(batch.x[row]), float(batch.y[row])
        return np.flatnonzero((left < x + wide) & (right > x - wide) & (top < y + tall) & (bottom > y - tall))

    def head_near(self, row: int) -> _HeadStart:
        """The labels ahead within reach of the row's search (those evicted left out)."""
        ahead = self.ahead
        near = ahead[self._within_reach(row, *(side[ahead] for side in self.usual))]
        head = _HeadStart(near, self.rank, self.usual)
        head.evicted = self.evicted
        return head

    def solid_near(self, row: int) -> _Occupied:
        """The bodies within reach of the row's search."""
        bodies = self.bodies
        near = self._within_reach(row, bodies.left, bodies.top, bodies.right, bodies.bottom)
        solid = _Occupied()
        owners = self.batch.owners
        for x0, y0, x1, y1, o in zip(
            bodies.left[near].tolist(),
            bodies.top[near].tolist(),
            bodies.right[near].tolist(),
            bodies.bottom[near].tolist(),
            bodies.owner[near].tolist(),
            strict=True,
        ):
            solid.add(x0, y0, x1, y1, owners[o] if o >= 0 else "")
        return solid

    def run(self, out: tuple[Flags, Floats, Floats, Floats, Floats, Ints, Flags]) -> None:
        shown, left, top, right, bottom, form, leader = out
        rank, slot, evicted, taken = self.rank_of, self.slot, self.evicted, self.taken
        queue = [(rank[row], row) for row in self.searched.tolist()]
        heapq.heapify(queue)
        placed: dict[int, tuple[Box, int, bool]] = {}
        while queue:
            turn, row = heapq.heappop(queue)
            found = self._near(row, slot.get(row), turn)
            if found is None:
                head = self.head_near(row)
                placement = self._full(row, turn, head)
                if placement is None:
                    continue
                box = placement.box
                placed[row] = (box, placement.form, placement.leader)
                later = head.after(box, turn)
            else:
                box, chosen_leader, later = found
                placed[row] = (box, 0, chosen_leader)
            taken.add(*box)
            for other in later:
                if other not in evicted:
                    evicted.add(other)
                    heapq.heappush(queue, (rank[other], other))
        if evicted:
            shown[list(evicted)] = False
        for row, (box, chosen_form, chosen_leader) in placed.items():
            shown[row] = True
            left[row], top[row], right[row], bottom[row] = box
            form[row], leader[row] = chosen_form, chosen_leader

    def _near(self, row: int, at: int | None, turn: int) -> tuple[Box, bool, list[int]] | None:
        """The first near spot that is free at this turn, or None: search in full."""
        if at is None or self.batch.fixed[row]:
            return None
        taken_free = self.taken.free
        on_body = self.on_body[at]
        boxes: list[float] | None = None
        first: list[int] | None = None
        rank, evicted = self.rank_of, self.evicted
        for spot in range(_NEAR):
            if on_body[spot]:
                continue
            if boxes is None:
                boxes = self.near[at].tolist()
                first = self.first[at * _NEAR : (at + 1) * _NEAR + 1].tolist()
            assert first is not None
            x0, y0, x1, y1 = boxes[4 * spot : 4 * spot + 4]
            if not taken_free(x0, y0, x1, y1, ""):
                continue
            lo, hi = first[spot], first[spot + 1]
            covered = [h for h in self.head_rows[lo:hi].tolist() if h not in evicted] if hi > lo else []
            if any(rank[h] < turn for h in covered):
                continue
            return Box(x0, y0, x1, y1), spot > 4, covered
        return None

    def _full(self, row: int, turn: int, head: _HeadStart) -> Placement | None:
        request = self.batch.request(row)
        taken, solid = self.taken, self.solid_near(row)

        def fits(x0: float, y0: float, x1: float, y1: float, who: str) -> bool:
            return (
                taken.free(x0, y0, x1, y1, "")
                and solid.free(x0, y0, x1, y1, who)
                and head.free_before(x0, y0, x1, y1, turn)
            )

        def clear_of_labels(x0: float, y0: float, x1: float, y1: float) -> bool:
            return taken.free(x0, y0, x1, y1, "") and head.free_before(x0, y0, x1, y1, turn)

        return _first_free(request, fits, clear_of_labels)
