"""The placer for a thousand labels at once gives exactly the one-by-one placer's answer."""

from __future__ import annotations

import random

import numpy as np
import pytest

from campal.core.labels import LabelRequest, place_labels
from campal.core.labels.batch import Bodies, LabelBatch, overlapping_pairs, place_batch


def _field(
    seed: int, count: int, spread: float
) -> tuple[list[LabelRequest], list[tuple[float, float, float, float, str]]]:
    """Tokens with bodies and labels of every kind: selected, fixed, shrinking, ownerless."""
    rng = random.Random(seed)
    requests, bodies = [], []
    for n in range(count):
        x, y = rng.uniform(0, spread), rng.uniform(0, spread)
        width, height = rng.uniform(30, 120), rng.uniform(12, 40)
        sizes = ((width, height), (width * 0.8, height * 0.5)) if rng.random() < 0.6 else ((width, height),)
        priority = rng.choice([5, 4, 3, 1, 0, 0, 0, -1])
        owner = f"t{n}" if rng.random() < 0.9 else ""
        requests.append(
            LabelRequest(
                f"k{n}", (x, y), sizes, rng.uniform(-10, 12), rng.uniform(0, 40), priority,
                priority == 5 and rng.random() < 0.5, rng.random() < 0.02, owner,
            )
        )  # fmt: skip
        if owner:
            across, down = rng.uniform(5, 60), rng.uniform(5, 60)
            bodies.append((x - across / 2, y - down / 2, x + across / 2, y + down / 2, owner))
    return requests, bodies


@pytest.mark.parametrize("seed", range(60))
def test_the_batch_places_every_label_as_the_one_by_one_placer(seed: int) -> None:
    rng = random.Random(seed)
    requests, obstacles = _field(seed, rng.choice([1, 3, 20, 80, 250]), rng.choice([60.0, 300.0, 1500.0]))
    batch = LabelBatch.of(requests)
    placed = place_batch(batch, Bodies.of(obstacles, batch.owners))
    assert sorted(placed.placements(batch.keys)) == sorted(place_labels(requests, obstacles))


def test_a_dense_crowd_needs_the_search_and_still_agrees() -> None:
    # So crowded that most labels clash, are evicted from their head start or give way.
    requests, obstacles = _field(11, 400, 250.0)
    batch = LabelBatch.of(requests)
    placed = place_batch(batch, Bodies.of(obstacles, batch.owners))
    expected = place_labels(requests, obstacles)
    assert sorted(placed.placements(batch.keys)) == sorted(expected)
    assert len(expected) < 400  # some gave way: the search went all the way


def test_overlapping_pairs_are_every_pair_that_overlaps() -> None:
    rng = np.random.default_rng(5)
    left, top = rng.uniform(0, 500, 300), rng.uniform(0, 500, 300)
    a = (left, top, left + rng.uniform(1, 90, 300), top + rng.uniform(1, 30, 300))
    left, top = rng.uniform(-50, 550, 200), rng.uniform(-50, 550, 200)
    b = (left, top, left + rng.uniform(1, 40, 200), top + rng.uniform(1, 40, 200))
    found = set(zip(*(side.tolist() for side in overlapping_pairs(a, b)), strict=True))
    expected = {
        (i, j)
        for i in range(300)
        for j in range(200)
        if a[0][i] < b[2][j] and b[0][j] < a[2][i] and a[1][i] < b[3][j] and b[1][j] < a[3][i]
    }
    assert found == expected
    # Touching edges do not overlap.
    edge = (np.array([0.0]), np.array([0.0]), np.array([10.0]), np.array([10.0]))
    beside = (np.array([10.0]), np.array([0.0]), np.array([20.0]), np.array([10.0]))
    assert len(overlapping_pairs(edge, beside)[0]) == 0
