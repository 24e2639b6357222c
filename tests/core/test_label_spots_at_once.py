"""The search with every spot checked at once answers as the one-by-one search, to the last bit,
on random crowds: the same spots in the same order, the same first free one, the same give-way."""

from __future__ import annotations

import random

import numpy as np
import pytest

from campal.core.labels import LabelRequest
from campal.core.labels.layout import Occupied, _spots, first_free
from campal.core.labels.spots_at_once import Spots, first_free_among


def _request(rng: random.Random, n: int) -> LabelRequest:
    width, height = rng.uniform(30, 120), rng.uniform(12, 40)
    sizes = ((width, height), (width * 0.8, height * 0.5)) if rng.random() < 0.6 else ((width, height),)
    priority = rng.choice([5, 3, 1, 0, -1])
    return LabelRequest(
        f"k{n}", (rng.uniform(-300, 300), rng.uniform(-300, 300)), sizes, rng.uniform(-10, 12),
        rng.uniform(0, 40), priority, priority == 5 and rng.random() < 0.5, False, f"t{n}",
    )  # fmt: skip


def _boxes(rng: random.Random, count: int, owners: list[str]) -> Occupied:
    occupied = Occupied()
    for _ in range(count):
        x, y = rng.uniform(-450, 450), rng.uniform(-450, 450)
        occupied.add(x, y, x + rng.uniform(10, 140), y + rng.uniform(8, 50), rng.choice(owners))
    return occupied


@pytest.mark.parametrize("seed", range(40))
def test_the_spots_are_the_searchs_own_boxes_in_its_order(seed: int) -> None:
    rng = random.Random(seed)
    request = _request(rng, seed)
    spots = Spots(request, range(len(request.sizes)))
    expected = [
        (x - w / 2, y - h / 2, x + w / 2, y + h / 2, form, leader)
        for form, (w, h) in enumerate(request.sizes)
        for x, y, leader in _spots(request, w, h)
    ]
    got = [
        (float(spots.left[n]), float(spots.top[n]), float(spots.right[n]), float(spots.bottom[n]))
        for n in range(len(expected))
    ]
    assert len(spots.left) == len(expected)
    assert got == [entry[:4] for entry in expected]  # exactly equal, not nearly
    placements = [spots.placement(request, n) for n in range(len(expected))]
    assert [(p.form, p.leader) for p in placements] == [entry[4:] for entry in expected]


@pytest.mark.parametrize("seed", range(120))
def test_the_first_free_spot_is_the_one_by_one_searchs(seed: int) -> None:
    rng = random.Random(1000 + seed)
    request = _request(rng, seed)
    # From an empty field to one where nothing is free and the label gives way or covers a body.
    count = rng.choice([0, 5, 40, 150, 400, 1500])
    taken = _boxes(rng, count, [""])
    solid = _boxes(rng, count // 2, ["", request.owner, "t-other"])
    ahead = _boxes(rng, count // 3, [""])

    def fits(left: float, top: float, right: float, bottom: float, owner: str) -> bool:
        return (
            taken.free(left, top, right, bottom, "")
            and solid.free(left, top, right, bottom, owner)
            and ahead.free(left, top, right, bottom, "")
        )

    def clear_of_labels(left: float, top: float, right: float, bottom: float) -> bool:
        return taken.free(left, top, right, bottom, "") and ahead.free(left, top, right, bottom, "")

    def columns(boxes: list[tuple[float, ...]]) -> tuple[np.ndarray, ...]:
        cover = np.array(boxes, dtype=np.float64).reshape(-1, 4)
        return tuple(cover[:, side] for side in range(4))

    labels = [
        box[:4] for occupied in (taken, ahead) for bucket in occupied.buckets.values() for box in bucket
    ]
    bodies = [box[:4] for bucket in solid.buckets.values() for box in bucket if box[4] != request.owner]
    placed = first_free_among(request, columns(labels), columns(bodies))  # type: ignore[arg-type]
    assert placed == first_free(request, fits, clear_of_labels)
