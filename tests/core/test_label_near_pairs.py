"""The pairs kept from one layout to the next are every pair of boxes that overlaps, as a grid
finds them afresh, through zooms, small moves, jumps and wheel steps; a layout that keeps them
places every label exactly as one that matches every box afresh."""

from __future__ import annotations

import random

import numpy as np
import pytest

from campal.core.labels.batch import Bodies, LabelBatch, Placed, place_batch
from campal.core.labels.near_pairs import NearPairs

from .test_label_batch import _field
from .test_label_warm import _moved, _scaled


def _boxes(rng: np.random.Generator, count: int, spread: float) -> tuple[np.ndarray, ...]:
    left, top = rng.uniform(0, spread, count), rng.uniform(0, spread, count)
    return left, top, left + rng.uniform(1, 120, count), top + rng.uniform(1, 40, count)


def _brute(a: tuple[np.ndarray, ...], b: tuple[np.ndarray, ...]) -> set[tuple[int, int]]:
    hit = (
        (a[0][:, None] < b[2][None, :])
        & (b[0][None, :] < a[2][:, None])
        & (a[1][:, None] < b[3][None, :])
        & (b[1][None, :] < a[3][:, None])
    )
    return set(zip(*(side.tolist() for side in np.nonzero(hit)), strict=True))


@pytest.mark.parametrize("seed", range(8))
def test_kept_pairs_are_every_pair_that_overlaps(seed: int) -> None:
    rng = np.random.default_rng(seed)
    query, grid = _boxes(rng, 300, 900.0), _boxes(rng, 200, 900.0)
    near, scale = NearPairs(), 1.0
    for step in range(30):
        zoom = float(rng.choice([0.99, 1.01, 1.0, 1.15, 0.87]))
        scale *= zoom
        # Every box follows the zoom (sizes too, a little off), some drift a few pixels and a
        # few jump far: touching edges stay touching now and then.
        query = tuple(side * zoom for side in query)
        grid = tuple(side * zoom for side in grid)
        for boxes, count in ((query, 300), (grid, 200)):
            moved = rng.random(count) < 0.2
            jumped = rng.random(count) < 0.02
            dx = np.where(
                jumped, rng.uniform(-300, 300, count), np.where(moved, rng.uniform(-4, 4, count), 0)
            )
            dy = np.where(
                jumped, rng.uniform(-300, 300, count), np.where(moved, rng.uniform(-4, 4, count), 0)
            )
            boxes[0][:] += dx
            boxes[2][:] += dx
            boxes[1][:] += dy
            boxes[3][:] += dy
        if step % 7 == 3:  # a box's left edge laid on another's right edge: touching, no overlap
            query[0][0], query[2][0] = grid[2][0], grid[2][0] + 30.0
        found = set(zip(*(side.tolist() for side in near.pairs(query, grid, scale)), strict=True))
        assert found == _brute(query, grid), step
    assert near.rebuilt < 30  # most layouts reused the kept pairs


def _same(a: Placed, b: Placed) -> bool:
    return all(
        np.array_equal(getattr(a, name), getattr(b, name))
        for name in ("shown", "left", "top", "right", "bottom", "form", "leader", "slot")
    )


@pytest.mark.parametrize("seed", range(20))
def test_a_layout_that_keeps_pairs_places_every_label_as_one_that_does_not(seed: int) -> None:
    rng = random.Random(seed)
    requests, obstacles = _field(seed, rng.choice([3, 20, 80, 250]), rng.choice([60.0, 300.0, 1500.0]))
    near, scale = NearPairs(), 1.0
    slot = None
    for _step in range(6):
        batch = LabelBatch.of(requests)
        bodies = Bodies.of(obstacles, batch.owners)
        plain = place_batch(batch, bodies, None if slot is None else slot.copy())
        kept = place_batch(batch, bodies, None if slot is None else slot.copy(), near, scale)
        assert _same(plain, kept)
        slot = kept.slot
        zoom = rng.choice([0.99, 1.01, 1.01, 0.99, 1.15])
        scale *= zoom
        moved = _moved(requests, rng, zoom)
        obstacles = _scaled(obstacles, moved, requests, zoom)
        requests = moved
