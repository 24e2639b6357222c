"""Which boxes lie near which, kept from one layout to the next.

A zoom a little apart from the last, or a token moved, shifts few boxes against their
neighbours by more than a pixel or two. The pairs of boxes that lay within a margin of each
other (on a frame scaled to the first layout's zoom) are kept; a later layout only tests those
pairs, and matches afresh the few boxes that have strayed more than half that margin since.
Matching a thousand boxes through a grid at every layout cost several times more.

Why it finds every pair: two boxes that overlap now overlap or touch in the kept frame (a
positive scale keeps the order of edges). Each lies within ``_STRAY`` of where it was kept, so
the two kept boxes were less than ``2 * _STRAY < MARGIN_PX`` apart on each axis: a kept pair.
"""

from __future__ import annotations

import numpy as np

from .box_grid import BoxGrid, Edges, Flags, Ints, bounds_of

MARGIN_PX = 12.0
_STRAY = 0.45 * MARGIN_PX  # the most a box may drift before it is matched afresh
_MOST_STRAYS = 64  # more strays than this: every box is matched afresh (a wheel step, a pan)
_SETS = 4  # sets of boxes kept at once


class NearPairs:
    """Which boxes lay near which, for a few sets of boxes told apart by their sizes (a layout
    of the whole field and one of the view's region take turns): ``_Kept`` for each."""

    def __init__(self) -> None:
        self._sets: dict[tuple[int, int], _Kept] = {}
        self.rebuilt = 0  # how many times every box of a set was matched afresh (for tests)

    def pairs(self, query: Edges, grid: Edges, scale: float) -> tuple[Ints, Ints]:
        """Every (row of ``query``, row of ``grid``) whose boxes overlap (touching edges do
        not), the boxes in pixels at ``scale``."""
        if not len(query[0]) or not len(grid[0]):
            empty = np.zeros(0, dtype=np.int64)
            return empty, empty
        shape = (len(query[0]), len(grid[0]))
        kept = self._sets.pop(shape, None)
        if kept is None:
            kept = _Kept()
            while len(self._sets) >= _SETS:
                del self._sets[next(iter(self._sets))]  # the longest unused
        self._sets[shape] = kept
        found = kept.pairs(query, grid, scale)
        self.rebuilt += kept.rebuilt
        kept.rebuilt = 0
        return found


class _Kept:
    """The pairs (query box, grid box) that lay within ``MARGIN_PX`` of each other, with the
    boxes as they were, for two sets of boxes of the same sizes at every call. Rows may change
    meaning: a box that does lies elsewhere, so it strays and is matched afresh."""

    def __init__(self) -> None:
        self._scale = 0.0
        self._query: Edges | None = None  # the boxes as kept, at the kept zoom
        self._grid: Edges | None = None
        self._qa = np.zeros(0, dtype=np.int64)
        self._gb = np.zeros(0, dtype=np.int64)
        self.rebuilt = 0

    def pairs(self, query: Edges, grid: Edges, scale: float) -> tuple[Ints, Ints]:
        kept_q, kept_g = self._query, self._grid
        if kept_q is None or kept_g is None:
            self._keep(query, grid, scale)
        else:
            ratio = self._scale / scale
            now_q: Edges = tuple(side * ratio for side in query)  # type: ignore[assignment]
            now_g: Edges = tuple(side * ratio for side in grid)  # type: ignore[assignment]
            stray_q, stray_g = _strays(now_q, kept_q), _strays(now_g, kept_g)
            strays = len(stray_q) + len(stray_g)
            if strays > _MOST_STRAYS:
                self._keep(query, grid, scale)
            elif strays:
                self._rematch(now_q, now_g, stray_q, stray_g)
        qa, gb = self._qa, self._gb
        hit = (
            (query[0][qa] < grid[2][gb])
            & (grid[0][gb] < query[2][qa])
            & (query[1][qa] < grid[3][gb])
            & (grid[1][gb] < query[3][qa])
        )
        return qa[hit], gb[hit]

    def _keep(self, query: Edges, grid: Edges, scale: float) -> None:
        """Match every box afresh, through a grid of the grid's boxes grown by the margin."""
        self.rebuilt += 1
        self._scale = scale
        self._query = tuple(side.copy() for side in query)  # type: ignore[assignment]
        self._grid = tuple(side.copy() for side in grid)  # type: ignore[assignment]
        grown: Edges = (grid[0] - MARGIN_PX, grid[1] - MARGIN_PX, grid[2] + MARGIN_PX, grid[3] + MARGIN_PX)
        self._qa, self._gb = BoxGrid(grown, bounds_of(query, grown)).pairs(query)

    def _rematch(self, query: Edges, grid: Edges, stray_q: Ints, stray_g: Ints) -> None:
        """Keep the strays where they are now (``query`` and ``grid`` in the kept frame) and
        match them afresh against every box."""
        kept_q, kept_g = self._query, self._grid
        assert kept_q is not None and kept_g is not None
        for kept, now, rows in ((kept_q, query, stray_q), (kept_g, grid, stray_g)):
            for side, value in zip(kept, now, strict=True):
                side[rows] = value[rows]
        is_q = np.zeros(len(query[0]), dtype=bool)
        is_q[stray_q] = True
        is_g = np.zeros(len(grid[0]), dtype=bool)
        is_g[stray_g] = True
        keep = ~is_q[self._qa] & ~is_g[self._gb]
        qa, gb = [self._qa[keep]], [self._gb[keep]]
        if len(stray_q):  # the strays asking, against every grid box
            a, b = _near(tuple(side[stray_q] for side in kept_q), kept_g)  # type: ignore[arg-type]
            qa.append(stray_q[a])
            gb.append(b)
        if len(stray_g):  # every other box asking, against the strays in the grid
            others = np.flatnonzero(~is_q)
            a, b = _near(tuple(side[others] for side in kept_q), tuple(side[stray_g] for side in kept_g))  # type: ignore[arg-type]
            qa.append(others[a])
            gb.append(stray_g[b])
        self._qa, self._gb = np.concatenate(qa), np.concatenate(gb)


def _strays(now: Edges, kept: Edges) -> Ints:
    """The rows whose box has drifted more than ``_STRAY`` from where it was kept."""
    drift: Flags = np.abs(now[0] - kept[0]) > _STRAY
    for side, was in zip(now[1:], kept[1:], strict=True):
        drift |= np.abs(side - was) > _STRAY
    return np.flatnonzero(drift)


def _near(a: Edges, b: Edges) -> tuple[Ints, Ints]:
    """Every (row of ``a``, row of ``b``) less than ``MARGIN_PX`` apart on both axes; ``a`` few."""
    hit = (
        (a[0][:, None] < b[2][None, :] + MARGIN_PX)
        & (b[0][None, :] - MARGIN_PX < a[2][:, None])
        & (a[1][:, None] < b[3][None, :] + MARGIN_PX)
        & (b[1][None, :] - MARGIN_PX < a[3][:, None])
    )
    ia, ib = np.nonzero(hit)
    return ia.astype(np.int64), ib.astype(np.int64)
