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

import numpy as np

from .box_grid import BoxGrid, overlapping_pairs
from .columns import Bodies, LabelBatch, Placed
from .search import Search

__all__ = ["Bodies", "LabelBatch", "Placed", "overlapping_pairs", "place_batch"]


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
        Search(batch, bodies, rank, usual, ahead, searched, (labels, solids)).run(
            (shown, left, top, right, bottom, form, leader)
        )
    return Placed(shown, left, top, right, bottom, form, leader)
