"""The drag's few labels, placed with arrays: the same placements as the one-by-one placer."""

import random

import pytest

from campal.core.labels import LabelRequest, place_labels
from campal.core.labels.few import Spot, place_few


def crowd(rng: random.Random, count: int) -> list[tuple[float, float, float, float, str]]:
    boxes = []
    for i in range(count):
        x, y = rng.uniform(0, 400), rng.uniform(0, 300)
        w, h = rng.uniform(20, 120), rng.uniform(10, 40)
        boxes.append((x, y, x + w, y + h, f"t{i % 7}"))
    return boxes


def requests(rng: random.Random, count: int) -> list[LabelRequest]:
    made = []
    for i in range(count):
        sizes = tuple((rng.uniform(30, 140), rng.uniform(12, 30)) for _ in range(rng.choice((1, 2))))
        made.append(
            LabelRequest(
                str(i),
                (rng.uniform(50, 350), rng.uniform(50, 250)),
                sizes,
                drop=rng.uniform(-20, 20),
                clear=rng.uniform(0, 20),
                priority=rng.choice((-2, 0, 1, 3)),
                required=rng.random() < 0.5,
                fixed=rng.random() < 0.1,
                owner=rng.choice(("", "t1", "t3")),
            )
        )
    return made


@pytest.mark.parametrize("seed", range(60))
def test_a_few_labels_go_where_the_one_by_one_placer_puts_them(seed):
    rng = random.Random(seed)
    wanted = requests(rng, rng.randint(1, 5))
    obstacles = crowd(rng, rng.choice((0, 5, 30, 120)))
    slow = place_labels(wanted, obstacles)
    fast = place_few(wanted, obstacles)
    assert [(p.key, p.form, p.leader) for p in fast] == [(p.key, p.form, p.leader) for p in slow]
    for a, b in zip(fast, slow, strict=True):
        assert a.box == pytest.approx(b.box, abs=1e-9)


def test_a_readout_in_a_crowd_steps_out_to_the_first_free_ring():
    readout = LabelRequest("r", (200.0, 150.0), ((80.0, 20.0),), required=True, priority=1)
    wall = [(100.0 + 40 * i, 100.0, 140.0 + 40 * i, 200.0, "x") for i in range(5)]
    (spot,) = place_few([readout], wall)
    assert spot.leader and not any(
        spot.box.left < right and left < spot.box.right and spot.box.top < bottom and top < spot.box.bottom
        for left, top, right, bottom, _ in wall
    )


def test_a_readout_kept_from_its_usual_place_keeps_its_last_spot_until_it_may_go_home():
    readout = LabelRequest("r", (200.0, 150.0), ((80.0, 20.0),), required=True, priority=1)
    under = (198.0, 152.0, 202.0, 175.0, "x")  # posts in the middle of its spots under and over it
    over = (198.0, 125.0, 202.0, 148.0, "y")
    spots: dict[str, Spot] = {}
    (first,) = place_few([readout], [under, over], spots)
    assert spots["r"][1] == 2  # to the right, the first spot free
    right = first.box
    # The way right is blocked: it moves on; then the right frees again, but it stays.
    blocker = (right.left, right.top, right.right, right.bottom, "z")
    (second,) = place_few([readout], [under, over, blocker], spots)
    assert second.box != right
    (third,) = place_few([readout], [under, over], spots)
    assert third.box == second.box
    assert place_few([readout], [under, over]) == [first]  # without a memory: the first free spot
    # Its usual place free again: it goes home.
    (home,) = place_few([readout], [over], spots)
    assert spots["r"] == Spot(0, 0) and not home.leader


def test_a_label_that_must_show_covers_a_body_rather_than_a_label_of_the_map():
    readout = LabelRequest("r", (200.0, 150.0), ((60.0, 20.0),), required=True, priority=1)
    # Bodies fill everything around the anchor; the map's labels sit over some of them.
    bodies = [(-1000.0, -1000.0, 1400.0, 1300.0, "crowd")]
    labels = [(160.0, 150.0, 240.0, 175.0), (160.0, 120.0, 240.0, 150.0)]
    (spot,) = place_few([readout], bodies, None, labels)
    box = spot.box
    assert not any(box.left < r and x < box.right and box.top < b and t < box.bottom for x, t, r, b in labels)
    # Without the map's labels it would have taken its usual place, under the anchor.
    (usual,) = place_few([readout], bodies)
    assert usual.box.top == pytest.approx(150.0) and not usual.leader


def test_a_readout_that_had_to_cover_a_body_stays_there_while_it_covers_no_label():
    readout = LabelRequest("r", (200.0, 150.0), ((60.0, 20.0),), required=True, priority=1)
    crowd = [(-1000.0, -1000.0, 1400.0, 1300.0, "crowd")]
    labels = [(160.0, 150.0, 240.0, 175.0)]
    spots: dict[str, Spot] = {}
    (first,) = place_few([readout], crowd, spots, labels)
    assert spots["r"].crowded
    # A step on, the same crowd: the same spot, moved with its anchor, without a new search.
    moved = readout._replace(anchor=(202.0, 149.0))
    (second,) = place_few([moved], crowd, spots, labels)
    assert (second.box.left - first.box.left, second.box.top - first.box.top) == pytest.approx((2.0, -1.0))
    # A label of the map comes over that spot: it looks again, and covers no label.
    box = second.box
    over = [*labels, (box.left, box.top, box.right, box.bottom)]
    (third,) = place_few([moved], crowd, spots, over)
    assert not any(
        third.box.left < r and x < third.box.right and third.box.top < b and t < third.box.bottom
        for x, t, r, b in over
    )
    # Out of the crowd its usual place is free: it goes home and is no longer crowded.
    (home,) = place_few([moved], [], spots)
    assert spots["r"] == Spot(0, 0) and not home.leader
