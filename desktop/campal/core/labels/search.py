"""The one-by-one search for the labels that clash, in their turns, with what array arithmetic
could work out beforehand: each clashing label's near spots, and what covers each of them."""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import NDArray

from .box_grid import BoxGrid, Edges, Flags, Floats, Ints, bounds_of
from .columns import Bodies, LabelBatch
from .layout import FAN, GAP_PX, RING_STEP_PX, RINGS, Box, LabelRequest, Occupied, Placement
from .slots import FAN_X, FAN_Y
from .spots_at_once import Spots, first_free_among, in_buckets

if TYPE_CHECKING:
    from .memo import SearchMemo

_Edges = tuple[float, float, float, float]


# The spots worked out for every clashing label at once: its usual box, the four next to the
# token and the first two rings. Labels that fit none of them are searched for in full.
_NEAR_RINGS = 2
_NEAR = 1 + 4 + _NEAR_RINGS * len(FAN)
# As many clashing labels as are searched for without the near spots worked out. A full search
# matches its reach in columns and a window keeps its answers (see memo), so after a command,
# when some forty labels clash, working out their near spots cost more than it spared.
_FEW = 64


def _near_spots(batch: LabelBatch, rows: Ints) -> tuple[Floats, Floats, Floats, Floats]:
    """The near spots' boxes, (rows, _NEAR) each, in the search's order and to the last bit."""
    x, y = batch.x[rows, None], batch.y[rows, None]
    width, height = batch.width[rows, 0, None], batch.height[rows, 0, None]
    drop, clear = batch.drop[rows, None], batch.clear[rows, None]
    half_w, half_h = width / 2, height / 2
    below = drop + half_h
    side = clear + GAP_PX + half_w
    fan_x, fan_y = FAN_X[None, :], FAN_Y[None, :]
    zero = np.zeros_like(x)
    xs, ys = [x, x, x + side, x - side], [y + below, y - below, y + zero, y + zero]
    for ring in range(1, _NEAR_RINGS + 1):
        reach = clear + GAP_PX + ring * RING_STEP_PX
        across, down = reach + half_w, reach + half_h
        xs.append(x + fan_x * across)
        ys.append(y + fan_y * down)
    cx, cy = np.hstack(xs), np.hstack(ys)
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


def _meets(near: Edges, at: Ints, boxes: Edges, which: Ints) -> NDArray[np.bool_]:
    """(pair, spot): whether near spot ``spot`` of row ``at[pair]`` overlaps box ``which[pair]``."""
    left, top, right, bottom = (side[at] for side in near)
    l2, t2, r2, b2 = (side[which, None] for side in boxes)
    return (left < r2) & (l2 < right) & (top < b2) & (t2 < bottom)


class Search:
    """The one-by-one search for the labels that clash, in their turns."""

    def __init__(
        self,
        batch: LabelBatch,
        bodies: Bodies,
        rank: Ints,
        head: tuple[Floats, Floats, Floats, Floats],
        ahead: Ints,
        searched: Ints,
        memo: SearchMemo | None = None,
    ) -> None:
        self.batch, self.bodies, self.rank, self.head = batch, bodies, rank, head
        self.memo = memo
        self.is_ahead = np.zeros(len(batch), dtype=bool)
        self.is_ahead[ahead] = True
        self.ahead, self.searched = ahead, searched
        self.evicted: set[int] = set()
        self.gone = np.zeros(len(batch), dtype=bool)  # the evicted, as a column
        self.taken = Occupied()
        self.rank_of = rank.tolist()
        self.fixed = set(np.flatnonzero(batch.fixed).tolist())
        self.slot: dict[int, int] = {}
        self.ahead_boxes: Edges | None = None
        if len(searched) <= _FEW:
            return  # working the near spots out in arrays costs more than searching a few
        solid = (bodies.left, bodies.top, bodies.right, bodies.bottom)
        bounds = bounds_of(head, solid)
        self.labels, self.solids = BoxGrid(head, bounds), BoxGrid(solid, bounds)
        # The near spots of the clashing labels and of the labels ahead they may evict (those
        # an open spot covers), with what covers each: another token's body, labels ahead.
        parts = [self._near_info(searched)]
        _near, on_body, spot, covered = parts[0]
        evictable = np.setdiff1d(covered[~on_body.ravel()[spot]], searched)
        if len(evictable):
            parts.append(self._near_info(evictable))
        rows = np.concatenate([searched, evictable])
        self.slot = {row: n for n, row in enumerate(rows.tolist())}
        near = np.concatenate([part[0] for part in parts])
        on_body = np.concatenate([part[1] for part in parts])
        spot = np.concatenate([part[2] + n * len(searched) * _NEAR for n, part in enumerate(parts)])
        covered = np.concatenate([part[3] for part in parts])
        self.near = near.reshape(len(rows), -1)  # each row's boxes one after another
        # Each row's spots off other bodies, in order: open[open_from[n]:open_from[n + 1]].
        open_row, open_spot = np.nonzero(~on_body)
        self.open = open_spot.tolist()
        self.open_from = np.searchsorted(open_row, np.arange(len(rows) + 1), "left").tolist()
        by = np.argsort(spot, kind="stable")
        # Near spot (flat) → the rows ahead it covers: head_rows[first[spot]:first[spot + 1]].
        self.first = np.searchsorted(spot[by], np.arange(len(rows) * _NEAR + 1), "left")
        self.head_rows = covered[by]

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
        hit_pair, hit_spot = np.nonzero(_meets(near, at, self.head, ia))
        spot = at[hit_pair] * _NEAR + hit_spot
        return np.stack(near, axis=-1), blocked, spot, ia[hit_pair]

    def _reach(self, row: int) -> _Edges:
        """The area every spot of the row's search lies in."""
        batch = self.batch
        reach = float(batch.clear[row]) + GAP_PX + 2 * RINGS * RING_STEP_PX + 1.0
        forms = batch.width[row].tolist(), batch.height[row].tolist()
        wide = max(w for w in forms[0] if w == w) + reach  # NaN: no second form
        tall = max(h for h in forms[1] if h == h) + max(reach, abs(float(batch.drop[row])))
        x, y = float(batch.x[row]), float(batch.y[row])
        return x - wide, y - tall, x + wide, y + tall

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
                searched = self._full(row, turn)
                if searched is None:
                    continue
                placement, later = searched
                box = placement.box
                placed[row] = (box, placement.form, placement.leader)
            else:
                box, chosen_leader, later = found
                placed[row] = (box, 0, chosen_leader)
            taken.add(*box)
            for other in later:
                if other not in evicted:
                    evicted.add(other)
                    self.gone[other] = True
                    heapq.heappush(queue, (rank[other], other))
        if evicted:
            shown[list(evicted)] = False
        for row, (box, chosen_form, chosen_leader) in placed.items():
            shown[row] = True
            left[row], top[row], right[row], bottom[row] = box
            form[row], leader[row] = chosen_form, chosen_leader

    def _near(self, row: int, at: int | None, turn: int) -> tuple[Box, bool, list[int]] | None:
        """The first near spot that is free at this turn, or None: search in full."""
        if at is None or row in self.fixed:
            return None
        spots = self.open[self.open_from[at] : self.open_from[at + 1]]
        if not spots:
            return None
        taken_free = self.taken.free
        boxes = self.near[at].tolist()
        first = self.first[at * _NEAR : (at + 1) * _NEAR + 1].tolist()
        rank, evicted = self.rank_of, self.evicted
        for spot in spots:
            x0, y0, x1, y1 = boxes[4 * spot : 4 * spot + 4]
            if not taken_free(x0, y0, x1, y1, ""):
                continue
            lo, hi = first[spot], first[spot + 1]
            covered = [h for h in self.head_rows[lo:hi].tolist() if h not in evicted] if hi > lo else []
            if any(rank[h] < turn for h in covered):
                continue
            return Box(x0, y0, x1, y1), spot > 4, covered
        return None

    def _full(self, row: int, turn: int) -> tuple[Placement, list[int]] | None:
        """The search in full, and the later labels ahead the spot found evicts; every box
        within the search's reach is matched with every spot at once."""
        request = self.batch.request(row)
        area = self._reach(row)
        if self.ahead_boxes is None:
            self.ahead_boxes = tuple(side[self.ahead] for side in self.head)  # type: ignore[assignment]
        heads = self.ahead[_within(area, self.ahead_boxes)]  # type: ignore[arg-type]
        heads = heads[~self.gone[heads]]
        early = self.rank[heads] <= turn
        before, after = heads[early], heads[~early]
        bodies = self.bodies
        solid = (bodies.left, bodies.top, bodies.right, bodies.bottom)
        near = _within(area, solid)
        owner = self.batch.owner[row]
        if owner >= 0:
            near = near[bodies.owner[near] != owner]
        taken = np.array([entry[:4] for entry in in_buckets(self.taken.buckets, area)]).reshape(-1, 4)
        labels: Edges = tuple(  # type: ignore[assignment]
            np.concatenate([taken[:, side], self.head[side][before]]) for side in range(4)
        )
        blocking: Edges = tuple(side[near] for side in solid)  # type: ignore[assignment]
        if self.memo is None:
            placement = search_among(request, labels, blocking)
        else:
            placement = self.memo.answer(request, labels, blocking, search_among)
        if placement is None:
            return None
        later: Edges = tuple(side[after] for side in self.head)  # type: ignore[assignment]
        return placement, sorted(after[_hits(placement.box, later)].tolist())


def search_among(
    request: LabelRequest, labels: Edges, bodies: Edges, spots: Spots | None = None
) -> Placement | None:
    """The full search among ``labels`` and ``bodies`` (columns), the usual box first."""
    if not request.fixed:
        # As the one-by-one placer: the usual box first, as it computes it.
        width, height = request.sizes[0]
        x0 = request.anchor[0] - width / 2
        y0 = request.anchor[1] + request.drop
        usual = (x0, y0, x0 + width, y0 + height)
        if not _hits(usual, labels).any() and not _hits(usual, bodies).any():
            return Placement(request.key, Box(*usual), 0, False)
    return first_free_among(request, labels, bodies, spots)


def _within(area: _Edges, boxes: Edges) -> Ints:
    """Which of the boxes reach into ``area``."""
    x0, y0, x1, y1 = area
    left, top, right, bottom = boxes
    return np.flatnonzero((left < x1) & (right > x0) & (top < y1) & (bottom > y0))


def _hits(box: _Edges, boxes: Edges) -> Flags:
    """Which of ``boxes`` overlap ``box`` (edges that only touch do not)."""
    x0, y0, x1, y1 = box
    left, top, right, bottom = boxes
    return (left < x1) & (x0 < right) & (top < y1) & (y0 < bottom)
