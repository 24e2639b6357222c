"""The placer for a thousand labels at once.

Most labels fit where they belong: their usual box covers no token body but their own and no
other label's usual box. Those are found together with array arithmetic and placed first; only
the rest go through the priority search one by one. A label searched for may still take a spot
where a label placed ahead of its turn sits: that label then loses its head start (it is
*evicted*) and is searched for at its own turn. Started cold, each label therefore sees, at its
turn, exactly the labels the one-by-one placer would have placed before it, and both give the
same answer (tests compare them).

Started warm, from each label's slot of the last layout, a label that had stepped aside takes
that slot as its head start when it is still free, so labels stay where the GM saw them through
a zoom or another token's move, and few are searched for. Priority still wins: a label stays
aside only while a body or a label of an earlier turn holds its usual place; when one of a later
turn holds it, the earlier one is searched for at its turn and evicts it.
"""

from __future__ import annotations

import numpy as np

from .box_grid import BoxGrid, Edges, Flags, Floats, Ints, bounds_of, overlapping_pairs
from .columns import Bodies, LabelBatch, Placed
from .memo import SearchMemo
from .near_pairs import NearPairs
from .search import Search
from .slots import NONE, SPOTS, slot_boxes, slots_of, usable

__all__ = ["Bodies", "LabelBatch", "Placed", "overlapping_pairs", "place_batch"]


def place_batch(
    batch: LabelBatch,
    bodies: Bodies,
    warm: Ints | None = None,
    near: NearPairs | None = None,
    scale: float = 1.0,
    memo: SearchMemo | None = None,
) -> Placed:
    """Where each row goes; ``warm`` holds each row's slot in the last layout (``slots.NONE``
    where it had none): a label that stepped aside starts from there (see ``_heads``).

    ``near``, kept by the caller from one layout to the next with the zoom (``scale``, pixels
    a unit of the boxes' world) of each, spares matching every box afresh when the rows mean
    the same tokens as at the last call: the answer is the same either way. So does ``memo``,
    kept by the caller too, for the labels searched for in full as at an earlier layout.
    """
    count = len(batch)
    shown = np.zeros(count, dtype=bool)
    left, top, right, bottom = (np.zeros(count) for _ in range(4))
    form = np.zeros(count, dtype=np.int64)
    leader = np.zeros(count, dtype=bool)
    if not count:
        return Placed(shown, left, top, right, bottom, form, leader, np.zeros(0, dtype=np.int64))
    # The one-by-one placer's turns: fixed labels first, then by priority, ties as they came.
    order = np.lexsort((np.arange(count), -batch.priority, ~batch.fixed))
    rank = np.empty(count, dtype=np.int64)
    rank[order] = np.arange(count)
    # Usual boxes, computed as the one-by-one placer does, to the last bit.
    width, height = batch.width[:, 0], batch.height[:, 0]
    u_left = batch.x - width / 2
    u_top = batch.y + batch.drop
    usual: Edges = (u_left, u_top, u_left + width, u_top + height)
    solid: Edges = (bodies.left, bodies.top, bodies.right, bodies.bottom)
    slot = np.full(count, NONE, dtype=np.int64) if warm is None else warm
    aside = np.flatnonzero(slot > 0)
    started = aside[usable(batch, aside, slot[aside])]
    head: Edges = usual
    head_form = np.zeros(count, dtype=np.int64)
    if len(started):
        head = tuple(side.copy() for side in usual)  # type: ignore[assignment]
        for side, value in zip(head, slot_boxes(batch, started, slot[started]), strict=True):
            side[started] = value
        head_form[started] = slot[started] // SPOTS
    # A head start for every label whose head box (its usual box, or its slot of the last
    # layout) covers no other token's body and no head box of a label whose turn comes
    # earlier: these never overlap one another. The usual boxes of the labels started aside
    # are matched in the same call, for their way home; heads and bodies share one grid.
    joined: Edges = tuple(np.concatenate(pair) for pair in zip(head, solid, strict=True))  # type: ignore[assignment]
    if near is not None:
        ia, ib = _kept_pairs(near, scale, (head, usual), joined, started)
    else:
        query = (
            head
            if not len(started)
            else tuple(np.concatenate([h, u[started]]) for h, u in zip(head, usual, strict=True))
        )
        ia, ib = BoxGrid(joined, bounds_of(head, solid)).pairs(query)  # type: ignore[arg-type]
    on_label = ib < count
    label_pairs = ia[on_label], ib[on_label]
    solid_pairs = ia[~on_label], ib[~on_label] - count
    clash = batch.fixed.copy()
    ia, ib = label_pairs
    own = ia < count
    ia, ib = ia[own], ib[own]
    clash[ia[rank[ib] < rank[ia]]] = True
    ia, ib = solid_pairs
    own = ia < count
    ia, ib = ia[own], ib[own]
    clash[ia[(batch.owner[ia] < 0) | (batch.owner[ia] != bodies.owner[ib])]] = True
    blocked = np.zeros(len(started), dtype=bool)
    moved_home = np.zeros(count, dtype=bool)
    if len(started):
        head, blocked = _homecoming(
            batch, bodies, rank, (usual, head), clash, started, (label_pairs, solid_pairs)
        )
    home = _at_home(head, usual)  # each head where its usual box is
    if len(started):
        home_now = started[home[started]]
        head_form[home_now] = 0
        moved_home[home_now] = True
    ahead = np.flatnonzero(~clash)
    shown[ahead] = True
    left[ahead], top[ahead], right[ahead], bottom[ahead] = (side[ahead] for side in head)
    if len(started):
        moved = ahead[~home[ahead]]
        form[moved] = head_form[moved]
        codes = slot[moved]
        leader[moved] = codes % SPOTS >= 4
    searched = np.flatnonzero(clash)
    evicted: set[int] = set()
    if len(searched):
        search = Search(batch, bodies, rank, head, ahead, searched, memo)
        search.run((shown, left, top, right, bottom, form, leader))
        evicted = search.evicted
    if len(started):
        gone = clash | moved_home  # not where they were when the pairs were found
        aside = _unproven(batch, rank, gone, evicted, started, blocked, label_pairs, home[started])
        final = (shown, left, top, right, bottom, form, leader)
        if len(aside) and not _home_free(rank, usual, aside, final):
            # Rare: a label of a later turn holds a usual place that has come free. That
            # label starts afresh, so the place goes to the earlier turn.
            fresh = slot.copy()
            fresh[aside] = NONE
            return place_batch(batch, bodies, fresh, near, scale, memo)
    placed = Placed(shown, left, top, right, bottom, form, leader, np.full(count, NONE, dtype=np.int64))
    at_home = shown & (form == 0) & _at_home((left, top, right, bottom), usual)
    placed.slot[at_home] = 0
    if len(started):
        kept = started[~clash[started] & ~at_home[started]]
        if evicted:
            kept = kept[~np.isin(kept, list(evicted))]
        placed.slot[kept] = slot[kept]  # where it was: its slot is the same
    rest = np.flatnonzero(shown & (placed.slot == NONE))
    placed.slot[rest] = slots_of(batch, placed, rest)
    return placed


def _kept_pairs(
    near: NearPairs, scale: float, boxes: tuple[Edges, Edges], joined: Edges, started: Ints
) -> tuple[Ints, Ints]:
    """The pairs of (head boxes, then the usual boxes of ``started``) and (head boxes, then
    bodies) that overlap, as a grid would find them, from the pairs kept near one another.

    The kept pairs are asked of every label's usual box, so that their rows keep their
    meaning whichever labels start aside; those of the labels at home are left out.
    """
    head, usual = boxes
    count = len(head[0])
    query: Edges = tuple(np.concatenate(pair) for pair in zip(head, usual, strict=True))  # type: ignore[assignment]
    qa, gb = near.pairs(query, joined, scale)
    row = qa - count
    home = row >= 0
    where = np.full(count, -1, dtype=np.int64)
    where[started] = count + np.arange(len(started))
    qa = np.where(home, where[np.where(home, row, 0)], qa)
    keep = qa >= 0
    return qa[keep], gb[keep]


def _home_free(
    rank: Ints, usual: Edges, rows: Ints, final: tuple[Flags, Floats, Floats, Floats, Floats, Ints, Flags]
) -> bool:
    """Send home the labels kept aside (``rows``) whose usual place has come free, if it has
    for every one of them; false (nothing changed) where a later turn's label lies there.

    A usual place under a label of an earlier turn is not free: that label stays aside.
    """
    shown, left, top, right, bottom, form, leader = final
    others = np.flatnonzero(shown)
    u_left, u_top, u_right, u_bottom = (side[rows, None] for side in usual)
    meets = (
        (u_left < right[None, others])
        & (left[None, others] < u_right)
        & (u_top < bottom[None, others])
        & (top[None, others] < u_bottom)
        & (others[None, :] != rows[:, None])
    )
    earlier = rank[others][None, :] < rank[rows][:, None]
    # Of two labels going home to overlapping places, the earlier turn's goes.
    homes = tuple(side[rows] for side in usual)
    ia, ib = overlapping_pairs(homes, homes)  # type: ignore[arg-type]
    held = (meets & earlier).any(axis=1)
    beaten = np.zeros(len(rows), dtype=bool)
    beaten[ia[(ia != ib) & (rank[rows[ia]] > rank[rows[ib]]) & ~held[ib]]] = True
    held |= beaten
    if (meets & ~earlier).any(axis=1)[~held].any():
        return False
    going = rows[~held]
    shown[going] = True
    left[going], top[going], right[going], bottom[going] = (side[going] for side in usual)
    form[going], leader[going] = 0, False
    return True


def _unproven(
    batch: LabelBatch,
    rank: Ints,
    moved: Flags,
    evicted: set[int],
    started: Ints,
    blocked: Flags,
    label_pairs: tuple[Ints, Ints],
    home: Flags,
) -> Ints:
    """The labels kept aside whose usual place is neither on another body nor under a label
    that stayed where it was and whose turn comes earlier (``moved``: searched for, or gone
    home, so not where the pairs found them)."""
    count = len(batch)
    gone = np.zeros(count, dtype=bool)
    if evicted:
        gone[list(evicted)] = True
    kept = ~moved[started] & ~gone[started] & ~home & ~blocked
    if not kept.any():
        return np.zeros(0, dtype=np.int64)
    ia, ib = label_pairs
    at = ia >= count
    ia, ib = ia[at] - count, ib[at]
    stays = (ib != started[ia]) & ~moved[ib] & ~gone[ib] & (rank[ib] < rank[started[ia]])
    proven = np.zeros(len(started), dtype=bool)
    proven[ia[stays]] = True
    return started[kept & ~proven]


def _at_home(boxes: Edges, usual: Edges) -> Flags:
    same: Flags = (
        (boxes[0] == usual[0]) & (boxes[1] == usual[1]) & (boxes[2] == usual[2]) & (boxes[3] == usual[3])
    )
    return same


def _homecoming(
    batch: LabelBatch,
    bodies: Bodies,
    rank: Ints,
    boxes: tuple[Edges, Edges],
    clash: Flags,
    started: Ints,
    found: tuple[tuple[Ints, Ints], tuple[Ints, Ints]],
) -> tuple[Edges, Flags]:
    """Labels away from their usual place go back to it where they can.

    A label kept aside whose usual box, free of other bodies, is held by a label of a later
    turn is searched for at its turn, so it takes its place back and evicts that label: priority
    wins over another's habit. One whose usual box is free of every head box goes back at
    once (of two such whose usual boxes overlap, the earlier turn's), even where the spot it
    started from is taken. ``found`` holds the pairs of head boxes and of bodies found for the
    heads then the usual boxes of ``started``; it gives back the head boxes and which of
    ``started`` have their usual box on another token's body.
    """
    usual, head = boxes
    label_pairs, solid_pairs = found
    count = len(batch)
    blocked = np.zeros(len(started), dtype=bool)
    ia, ib = solid_pairs
    home = ia >= count
    ia, ib = ia[home] - count, ib[home]
    owner = batch.owner[started[ia]]
    blocked[ia[(owner < 0) | (owner != bodies.owner[ib])]] = True
    ia, ib = label_pairs
    home = ia >= count
    ia, ib = ia[home] - count, ib[home]
    other = ib != started[ia]
    ia, ib = ia[other], ib[other]
    later = rank[ib] > rank[started[ia]]
    held_later = np.zeros(len(started), dtype=bool)
    held_later[ia[later]] = True
    held_earlier = np.zeros(len(started), dtype=bool)
    held_earlier[ia[~later & ~clash[ib]]] = True
    held = held_later | held_earlier
    away = ~clash[started]
    clash[started[away & ~blocked & held_later & ~held_earlier]] = True
    # Those whose head clashes go home too where home is free: the search would put them
    # there first, and a search is what a warm start saves.
    back = np.flatnonzero(~blocked & ~held)
    if not len(back):
        return head, blocked
    rows = started[back]
    homes: Edges = tuple(side[rows] for side in usual)  # type: ignore[assignment]
    ia, ib = overlapping_pairs(homes, homes)
    later = rank[rows[ia]] > rank[rows[ib]]
    keep = np.ones(len(rows), dtype=bool)
    keep[ia[later]] = False
    rows = rows[keep]
    if not len(rows):
        return head, blocked
    for side, value in zip(head, usual, strict=True):
        side[rows] = value[rows]
    clash[rows] = False
    return head, blocked
