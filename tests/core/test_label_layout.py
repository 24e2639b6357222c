"""The label placer: no two labels overlap, the selected wins, the rest fan out or give way."""

from __future__ import annotations

import random

from campal.core.labels import Box, LabelRequest, count_overlaps, place_labels

NAME = (90.0, 16.0)
BLOCK = (90.0, 40.0)


def _cluster(count: int, spread: float, seed: int = 3, priority: int = 1) -> list[LabelRequest]:
    """Engaged tokens (priority 1) crowded about one point."""
    rng = random.Random(seed)
    return [
        LabelRequest(
            key=f"t{n}",
            anchor=(500 + rng.uniform(-spread, spread), 400 + rng.uniform(-spread, spread)),
            sizes=(BLOCK, NAME),
            drop=8.0,
            clear=20.0,
            owner=f"t{n}",
            priority=priority,
        )
        for n in range(count)
    ]


def test_a_lone_label_sits_under_its_token_without_a_leader() -> None:
    [placed] = place_labels([LabelRequest("a", (100.0, 100.0), (NAME,), drop=8.0)])
    assert placed.box == Box(55.0, 108.0, 145.0, 124.0)
    assert not placed.leader and placed.form == 0


def test_a_crowded_cluster_fans_out_without_overlaps() -> None:
    requests = _cluster(12, 30.0)
    placed = place_labels(requests)
    assert count_overlaps([p.box for p in placed]) == 0
    assert any(p.leader for p in placed)
    assert len(placed) == 12  # twelve labels fit around a clash of twelve


def test_the_selected_label_wins_its_usual_place() -> None:
    requests = _cluster(12, 10.0)
    chosen = requests[7]
    requests[7] = LabelRequest(
        chosen.key, chosen.anchor, chosen.sizes, chosen.drop, chosen.clear, priority=10, required=True
    )
    placed = {p.key: p for p in place_labels(requests)}
    x, y = chosen.anchor
    assert placed["t7"].box == Box.centred(x, y + 8.0 + BLOCK[1] / 2, *BLOCK)


def test_at_low_zoom_low_priority_labels_shrink_then_give_way() -> None:
    # A hundred tokens within a few pixels: only so many labels can fit around them.
    requests = _cluster(100, 4.0, priority=0)
    placed = place_labels(requests)
    assert count_overlaps([p.box for p in placed]) == 0
    assert len(placed) < 100
    assert any(p.form == 1 for p in placed)


def test_a_fixed_label_is_where_it_was_asked_and_others_keep_clear() -> None:
    readout = LabelRequest("readout", (500.0, 400.0), ((80.0, 18.0),), fixed=True)
    placed = place_labels([*_cluster(8, 15.0), readout])
    boxes = {p.key: p.box for p in placed}
    assert boxes["readout"] == Box.centred(500.0, 409.0, 80.0, 18.0)
    assert count_overlaps(list(boxes.values())) == 0


def test_labels_keep_off_other_tokens_bodies_but_may_lie_on_their_own() -> None:
    mine = Box(60.0, 90.0, 140.0, 130.0)
    theirs = Box(60.0, 130.0, 140.0, 170.0)
    [placed] = place_labels(
        [LabelRequest("a", (100.0, 110.0), (NAME,), drop=2.0, clear=40.0, owner="a")],
        [(*_edges(mine), "a"), (*_edges(theirs), "b")],
    )
    assert placed.box.overlaps(mine)
    assert not placed.box.overlaps(theirs)


def _edges(box: Box) -> tuple[float, float, float, float]:
    return box.left, box.top, box.right, box.bottom


def test_overlaps_are_counted_by_pairs() -> None:
    boxes = [Box(0, 0, 10, 10), Box(5, 5, 15, 15), Box(9, 9, 20, 20), Box(10, 0, 20, 5)]
    assert count_overlaps(boxes) == 3
