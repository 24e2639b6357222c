"""Labels that start from their slot of the last layout: no overlaps, no label on another
token's body, fixed labels where they are asked to be, and priority still wins — a label away
from its usual place is there only because a body or a label of an earlier turn lies on it.
Everything is checked against brute force, on random fields."""

from __future__ import annotations

import random

import numpy as np
import pytest

from campal.core.labels import Box, LabelRequest, place_labels
from campal.core.labels.batch import Bodies, LabelBatch, Placed, place_batch
from campal.core.labels.slots import NONE, SPOTS, slot_boxes, slots_of, start_slots

from .test_label_batch import _field


def _turns(requests: list[LabelRequest]) -> dict[str, int]:
    order = sorted(range(len(requests)), key=lambda n: (not requests[n].fixed, -requests[n].priority, n))
    return {requests[n].key: turn for turn, n in enumerate(order)}


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _same(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return all(abs(p - q) < 1e-6 for p, q in zip(a, b, strict=True))


def _check_guarantees(
    requests: list[LabelRequest], obstacles: list[tuple[float, float, float, float, str]], placed: Placed
) -> None:
    batch = LabelBatch.of(requests)
    turn = _turns(requests)
    shown = {batch.keys[n]: n for n in np.flatnonzero(placed.shown).tolist()}
    box = {
        key: tuple(float(side[n]) for side in (placed.left, placed.top, placed.right, placed.bottom))
        for key, n in shown.items()
    }
    keys = list(shown)
    by_key = {r.key: r for r in requests}
    # Fixed and required labels are shown even where nothing is free (as the one-by-one
    # placer shows them): every other label keeps clear of every label.
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            must = by_key[a].fixed or by_key[a].required or by_key[b].fixed or by_key[b].required
            assert must or not _overlap(box[a], box[b]), f"{a} overlaps {b}"
    for key in keys:
        request = by_key[key]
        width, height = request.sizes[0]
        x, y = request.anchor
        usual = (x - width / 2, y + request.drop, x - width / 2 + width, y + request.drop + height)
        if request.fixed:
            assert _same(box[key], usual)
            continue
        on_body = any(
            _overlap(box[key], o[:4]) and (not request.owner or o[4] != request.owner) for o in obstacles
        )
        assert request.required or not on_body, f"{key} lies on another token's body"
        if _same(box[key], usual) and placed.form[shown[key]] == 0:
            continue
        # Away from its usual place: something of an earlier turn, or a body, holds that place.
        held = any(_overlap(usual, box[other]) and turn[other] < turn[key] for other in keys if other != key)
        blocked = any(
            _overlap(usual, o[:4]) and (not request.owner or o[4] != request.owner) for o in obstacles
        )
        assert held or blocked, f"{key} kept from its usual place by nothing of an earlier turn"


def _moved(requests: list[LabelRequest], rng: random.Random, zoom: float) -> list[LabelRequest]:
    """The same requests at another zoom (anchors and reaches scale; label sizes do not), some
    tokens moved a little."""
    out = []
    for r in requests:
        x, y = r.anchor[0] * zoom, r.anchor[1] * zoom
        if rng.random() < 0.1:
            x, y = x + rng.uniform(-30, 30), y + rng.uniform(-30, 30)
        out.append(r._replace(anchor=(x, y), clear=r.clear * zoom))
    return out


@pytest.mark.parametrize("seed", range(40))
def test_warm_layouts_keep_every_guarantee(seed: int) -> None:
    rng = random.Random(seed)
    requests, obstacles = _field(seed, rng.choice([3, 20, 80, 250]), rng.choice([60.0, 300.0, 1500.0]))
    batch = LabelBatch.of(requests)
    placed = place_batch(batch, Bodies.of(obstacles, batch.owners))
    _check_guarantees(requests, obstacles, placed)
    for step in range(4):
        zoom = rng.choice([0.87, 0.99, 1.01, 1.15])
        moved = _moved(requests, rng, zoom)
        obstacles = _scaled(obstacles, moved, requests, zoom)
        requests = moved
        batch = LabelBatch.of(requests)
        placed = place_batch(batch, Bodies.of(obstacles, batch.owners), placed.slot)
        _check_guarantees(requests, obstacles, placed)
        # The selected labels (required) look afresh, nearest first, as the one-by-one placer.
        first = place_labels(requests, obstacles)
        expected = {p.key: p for p in first}
        got = {p.key: p for p in placed.placements(batch.keys)}
        top = [r.key for r in requests if r.required and r.priority == max(q.priority for q in requests)]
        if len(top) == 1 and not any(r.fixed for r in requests):
            assert got.get(top[0]) == expected.get(top[0]), step


def _scaled(obstacles, moved, before, zoom):  # type: ignore[no-untyped-def]
    """Bodies scaled about their owner's anchor, following it to where it moved."""
    old = {r.owner: r.anchor for r in before if r.owner}
    new = {r.owner: r.anchor for r in moved if r.owner}
    out = []
    for x0, y0, x1, y1, owner in obstacles:
        ox, oy = old[owner]
        nx, ny = new[owner]
        out.append(
            (
                (x0 - ox) * zoom + nx,
                (y0 - oy) * zoom + ny,
                (x1 - ox) * zoom + nx,
                (y1 - oy) * zoom + ny,
                owner,
            )
        )
    return out


@pytest.mark.parametrize("seed", range(10))
def test_random_slots_keep_every_guarantee(seed: int) -> None:
    # Slots from nowhere in particular (a token replaced, a label resized) are only a start.
    rng = random.Random(100 + seed)
    requests, obstacles = _field(100 + seed, 150, 300.0)
    batch = LabelBatch.of(requests)
    warm = np.array([rng.choice([NONE, 0, rng.randrange(2 * SPOTS)]) for _ in requests], dtype=np.int64)
    placed = place_batch(batch, Bodies.of(obstacles, batch.owners), warm)
    _check_guarantees(requests, obstacles, placed)


def test_nothing_moves_when_nothing_changed() -> None:
    requests, obstacles = _field(11, 400, 250.0)
    batch = LabelBatch.of(requests)
    bodies = Bodies.of(obstacles, batch.owners)
    first = place_batch(batch, bodies)
    again = place_batch(batch, bodies, first.slot)
    assert sorted(again.placements(batch.keys)) == sorted(first.placements(batch.keys))


def _pair(selected: bool) -> tuple[list[LabelRequest], list[tuple[float, float, float, float, str]]]:
    # Two tokens side by side; b's label was last placed to its left, on a's usual place.
    a = LabelRequest("a", (0.0, 0.0), ((40.0, 12.0),), 6.0, 6.0, 5 if selected else 1, selected, False, "a")
    b = LabelRequest("b", (50.0, 0.0), ((40.0, 12.0),), 6.0, 6.0, 0, False, False, "b")
    bodies = [(-6.0, -6.0, 6.0, 6.0, "a"), (44.0, -6.0, 56.0, 6.0, "b")]
    return [a, b], bodies


@pytest.mark.parametrize("selected", [False, True])
def test_a_label_of_an_earlier_turn_takes_its_place_back_from_a_warm_one(selected: bool) -> None:
    requests, obstacles = _pair(selected)
    batch = LabelBatch.of(requests)
    bodies = Bodies.of(obstacles, batch.owners)
    # b's slot: the first ring, straight below-left, where a's usual place is.
    warm = np.array([NONE, NONE], dtype=np.int64)
    for spot in range(4, SPOTS):
        box = [float(side[0]) for side in slot_boxes(batch, np.array([1]), np.array([spot]))]
        if _overlap(tuple(box), (-20.0, 6.0, 20.0, 18.0)) and not any(
            _overlap(tuple(box), o[:4]) for o in obstacles
        ):
            warm[1] = spot
            break
    assert warm[1] != NONE
    placed = place_batch(batch, bodies, warm)
    got = {p.key: p for p in placed.placements(batch.keys)}
    assert got["a"].box == Box(-20.0, 6.0, 20.0, 18.0)  # a's usual place, under its token
    assert "b" not in got or not got["a"].box.overlaps(got["b"].box)
    _check_guarantees(requests, obstacles, placed)


def test_a_slot_is_read_back_from_its_box() -> None:
    requests, obstacles = _field(3, 250, 300.0)
    batch = LabelBatch.of(requests)
    placed = place_batch(batch, Bodies.of(obstacles, batch.owners))
    rows = np.flatnonzero(placed.shown)
    slot = slots_of(batch, placed, rows)
    plain = rows[~batch.required[rows]]
    assert (slot[~batch.required[rows]] >= 0).all()
    back = slot_boxes(batch, rows, slot)
    for side, got in zip((placed.left, placed.top, placed.right, placed.bottom), back, strict=True):
        assert np.allclose(side[rows], got)
    assert (placed.slot[plain] == slot[~batch.required[rows]]).all()
    # A few rows are read one by one: the same slots.
    for start in range(0, len(rows), 10):
        assert (slots_of(batch, placed, rows[start : start + 10]) == slot[start : start + 10]).all()


def test_a_grid_finds_every_pair_of_boxes_no_larger_than_its_cells() -> None:
    # The short way of looking, three runs of cells a box, against brute force; some query
    # boxes lie beyond the grid's bounds.
    from campal.core.labels.box_grid import BoxGrid

    rng = np.random.default_rng(9)
    left, top = rng.uniform(0, 800, 400), rng.uniform(0, 800, 400)
    grid_boxes = (left, top, left + rng.uniform(1, 120, 400), top + rng.uniform(1, 40, 400))
    left, top = rng.uniform(-200, 1000, 300), rng.uniform(-200, 1000, 300)
    query = (left, top, left + rng.uniform(1, 100, 300), top + rng.uniform(1, 30, 300))
    grid = BoxGrid(grid_boxes, (0.0, 0.0, 920.0, 840.0))
    assert np.max(query[2] - query[0]) <= grid.wide and np.max(query[3] - query[1]) <= grid.tall
    found = set(zip(*(side.tolist() for side in grid.pairs(query)), strict=True))
    expected = {
        (i, j)
        for i in range(300)
        for j in range(400)
        if _overlap(tuple(side[i] for side in query), tuple(side[j] for side in grid_boxes))
    }
    assert found == expected


def _flip(home_covered: bool, over_covered: bool) -> tuple[LabelBatch, Bodies]:
    """Token a's label, 40 × 12 under it; a body x on its usual place or not, and a body y on
    the spot over the token or not (the search's next spot)."""
    a = LabelRequest("a", (0.0, 0.0), ((40.0, 12.0),), 6.0, 6.0, 0, False, False, "a")
    obstacles = [(-6.0, -6.0, 6.0, 6.0, "a")]
    if home_covered:
        obstacles.append((-3.0, 8.0, 3.0, 14.0, "x"))
    if over_covered:
        obstacles.append((-3.0, -16.0, 3.0, -10.0, "y"))
    batch = LabelBatch.of([a])
    return batch, Bodies.of(obstacles, batch.owners)


def test_a_label_back_home_steps_aside_again_where_it_stood_before() -> None:
    # A zoom covers a's home: the search finds the spot to its right (over is covered too).
    aside = place_batch(*_flip(True, True))
    assert aside.shown[0] and aside.slot[0] == 2
    # The zoom back frees its home: it goes home at once, from where it stood or from the
    # slot it stood aside in before.
    for start in (aside.slot, start_slots(np.array([0]), aside.slot)):
        home = place_batch(*_flip(False, False), start)
        assert home.slot[0] == 0
    # Zoomed again: home covered, the spot over the token free this time. Started from its
    # slot of the layout before, a stands where the GM saw it step aside; from home alone the
    # search would take the nearer spot.
    again = place_batch(*_flip(True, False), start_slots(home.slot, aside.slot))
    assert again.slot[0] == 2
    assert place_batch(*_flip(True, False), home.slot).slot[0] == 1
    _check_guarantees(
        [_flip(True, False)[0].request(0)], [(-6.0, -6.0, 6.0, 6.0, "a"), (-3.0, 8.0, 3.0, 14.0, "x")], again
    )


def test_a_label_whose_last_spot_is_taken_goes_home_without_a_search(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # a stood to the right of its token; now a body lies there, and its home is free: it goes
    # home at once, as the search would have put it, and no search is run.
    import campal.core.labels.batch as batch_module

    def no_search(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("searched")

    batch, _bodies = _flip(False, False)
    right = [float(side[0]) for side in slot_boxes(batch, np.array([0]), np.array([2]))]
    obstacles = [(-6.0, -6.0, 6.0, 6.0, "a"), (right[0] + 5.0, right[1], right[0] + 15.0, right[3], "z")]
    monkeypatch.setattr(batch_module, "Search", no_search)
    placed = place_batch(batch, Bodies.of(obstacles, batch.owners), np.array([2]))
    assert placed.shown[0] and placed.slot[0] == 0
    assert placed.placements(batch.keys)[0].box == Box(-20.0, 6.0, 20.0, 18.0)
