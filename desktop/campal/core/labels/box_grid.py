"""Which boxes overlap which, for thousands of boxes at once: a grid of cells as large as the
largest box, each box filed by its top left corner."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

Floats = NDArray[np.float64]
Ints = NDArray[np.int64]
Flags = NDArray[np.bool_]
Edges = tuple[Floats, Floats, Floats, Floats]
_FEW_PAIRS = 20_000


def bounds_of(*edges: Edges) -> tuple[float, float, float, float]:
    """The rectangle around every box of every set given (sets may be empty, not all)."""
    ends = [
        (float(a.min()), float(b.min()), float(c.max()), float(d.max())) for a, b, c, d in edges if len(a)
    ]
    return (
        min(e[0] for e in ends),
        min(e[1] for e in ends),
        max(e[2] for e in ends),
        max(e[3] for e in ends),
    )


class BoxGrid:
    """Boxes hashed into a grid of cells at least as wide and as tall as any of them, by their
    top left corner: a box overlapping another has its corner in a cell the other covers or in
    the cell before it, across and down."""

    def __init__(self, boxes: Edges, bounds: tuple[float, float, float, float]) -> None:
        left, top = boxes[0], boxes[1]
        self.boxes = boxes
        x0, y0, x1, y1 = bounds
        count = len(left)
        wide, tall = _largest(boxes)
        wide, tall = max(wide, 1.0), max(tall, 1.0)
        # Far apart boxes would make a vast grid of empty cells: coarser cells keep it small.
        while ((x1 - x0) / wide + 3) * ((y1 - y0) / tall + 3) > 4 * count + 4096:
            wide, tall = wide * 2, tall * 2
        self.wide, self.tall, self.x0, self.y0 = wide, tall, x0, y0
        self.rows = int((y1 - y0) // tall) + 3
        self.columns = int((x1 - x0) // wide) + 3
        # Row by row, so that the three cells side by side a small box looks in are one run.
        cells = self._row(top) * self.columns + self._column(left)
        self.counts = np.bincount(cells, minlength=self.rows * self.columns)
        self.edges = np.concatenate([[0], np.cumsum(self.counts)])
        self.starts = self.edges[:-1]
        self.order = np.argsort(cells, kind="stable")

    # Boxes beyond the bounds are clipped to the border cells, which only adds candidates.
    def _column(self, x: Floats) -> Ints:
        return np.clip((x - self.x0) // self.wide + 1, 0, self.columns - 1).astype(np.int64)

    def _row(self, y: Floats) -> Ints:
        return np.clip((y - self.y0) // self.tall + 1, 0, self.rows - 1).astype(np.int64)

    def pairs(self, boxes: Edges) -> tuple[Ints, Ints]:
        """Every (row of ``boxes``, row of the grid's boxes) that overlap; edges that touch do not.
        ``boxes`` may be of any size."""
        al, at, ar, ab = boxes
        bl, bt, br, bb = self.boxes
        empty = np.zeros(0, dtype=np.int64)
        if len(al) == 0 or len(bl) == 0:
            return empty, empty
        if float(np.max(ar - al)) <= self.wide and float(np.max(ab - at)) <= self.tall:
            return self._small_pairs(boxes)
        first_column = np.maximum(self._column(al) - 1, 0)
        first_row = np.maximum(self._row(at) - 1, 0)
        tall = self._row(ab) - first_row + 1
        reach = (self._column(ar) - first_column + 1) * tall  # the cells each box looks in
        which = np.repeat(np.arange(len(al)), reach)
        step = np.arange(len(which)) - np.repeat(np.cumsum(reach) - reach, reach)
        tall_of = tall[which]
        cells = (first_row[which] + step % tall_of) * self.columns + first_column[which] + step // tall_of
        found = self.counts[cells]
        some = np.flatnonzero(found)
        which, cells, found = which[some], cells[some], found[some]
        total = int(found.sum())
        if not total:
            return empty, empty
        ia = np.repeat(which, found)
        within = np.arange(total) - np.repeat(np.cumsum(found) - found, found)
        ib = self.order[np.repeat(self.starts[cells], found) + within]
        hit = (al[ia] < br[ib]) & (bl[ib] < ar[ia]) & (at[ia] < bb[ib]) & (bt[ib] < ab[ia])
        return ia[hit], ib[hit]

    def _small_pairs(self, boxes: Edges) -> tuple[Ints, Ints]:
        """``pairs`` for boxes no larger than a cell: each looks in three rows of three cells,
        one run of the grid's order a row."""
        al, at, ar, ab = boxes
        bl, bt, br, bb = self.boxes
        column, row = self._column(al), self._row(at)
        first = np.maximum(column - 1, 0)
        last = np.minimum(column + 1, self.columns - 1)
        rows = row[:, None] + np.array([-1, 0, 1])[None, :]
        valid = (rows >= 0) & (rows < self.rows)
        base = np.clip(rows, 0, self.rows - 1) * self.columns
        lo = self.edges[base + first[:, None]]
        found = np.where(valid, self.edges[base + last[:, None] + 1] - lo, 0).ravel()
        total = int(found.sum())
        empty = np.zeros(0, dtype=np.int64)
        if not total:
            return empty, empty
        ia = np.repeat(np.arange(len(al)), 3)
        ia = np.repeat(ia, found)
        ib = self.order[np.arange(total) + np.repeat(lo.ravel() - (np.cumsum(found) - found), found)]
        hit = (al[ia] < br[ib]) & (bl[ib] < ar[ia]) & (at[ia] < bb[ib]) & (bt[ib] < ab[ia])
        return ia[hit], ib[hit]


def _largest(boxes: Edges) -> tuple[float, float]:
    left, top, right, bottom = boxes
    return (float(np.max(right - left)), float(np.max(bottom - top))) if len(left) else (0.0, 0.0)


def overlapping_pairs(a: Edges, b: Edges) -> tuple[Ints, Ints]:
    """Every pair (row of ``a``, row of ``b``) whose boxes overlap (touching edges do not)."""
    if len(a[0]) == 0 or len(b[0]) == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    if len(a[0]) * len(b[0]) <= _FEW_PAIRS:
        # Few boxes: every pair at once costs less than a grid.
        al, at, ar, ab = (side[:, None] for side in a)
        hit = (al < b[2][None, :]) & (b[0][None, :] < ar) & (at < b[3][None, :]) & (b[1][None, :] < ab)
        ia, ib = np.nonzero(hit)
        return ia.astype(np.int64), ib.astype(np.int64)
    bounds = (
        min(float(a[0].min()), float(b[0].min())),
        min(float(a[1].min()), float(b[1].min())),
        max(float(a[2].max()), float(b[2].max())),
        max(float(a[3].max()), float(b[3].max())),
    )
    return BoxGrid(b, bounds).pairs(a)
