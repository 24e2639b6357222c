"""The full searches kept from one layout to the next answer as a fresh search would: a window
laying its labels out after each command, with a few tokens moved, gets the very placements of a
window that keeps nothing; and a search is kept only while nothing in its reach moves."""

from __future__ import annotations

import random

import numpy as np
import pytest

from campal.core.labels import LabelRequest
from campal.core.labels.batch import Bodies, LabelBatch, Placed, place_batch
from campal.core.labels.memo import GENERATION, SearchMemo
from campal.core.labels.search import search_among

from .test_label_batch import _field

Obstacle = tuple[float, float, float, float, str]


def _layout(
    requests: list[LabelRequest], obstacles: list[Obstacle], warm: Placed | None, memo: SearchMemo | None
) -> Placed:
    batch = LabelBatch.of(requests)
    slots = None if warm is None else warm.slot
    return place_batch(batch, Bodies.of(obstacles, batch.owners), slots, memo=memo)


def _same(a: Placed, b: Placed) -> bool:
    # Exactly: a kept answer is the search's own, to the last bit.
    return all(np.array_equal(getattr(a, side), getattr(b, side)) for side in Placed.__dataclass_fields__)


def _step(
    requests: list[LabelRequest], obstacles: list[Obstacle], rng: random.Random, moves: int
) -> tuple[list[LabelRequest], list[Obstacle]]:
    """A command: a few tokens moved, their labels and bodies with them."""
    requests, obstacles = list(requests), list(obstacles)
    for n in rng.sample(range(len(requests)), moves):
        dx, dy = rng.uniform(-40, 40), rng.uniform(-40, 40)
        request = requests[n]
        requests[n] = request._replace(anchor=(request.anchor[0] + dx, request.anchor[1] + dy))
        obstacles = [
            (o[0] + dx, o[1] + dy, o[2] + dx, o[3] + dy, o[4]) if o[4] and o[4] == request.owner else o
            for o in obstacles
        ]
    return requests, obstacles


@pytest.mark.parametrize("seed", range(12))
def test_layouts_after_commands_place_as_a_window_that_keeps_nothing(seed: int) -> None:
    rng = random.Random(seed)
    # Crowded, so that many labels are searched for in full and some give way.
    requests, obstacles = _field(seed, rng.choice([80, 250, 400]), rng.choice([250.0, 400.0]))
    memo = SearchMemo()
    kept = fresh = None
    for _ in range(6):
        kept = _layout(requests, obstacles, kept, memo)
        fresh = _layout(requests, obstacles, fresh, None)
        assert _same(kept, fresh)
        requests, obstacles = _step(requests, obstacles, rng, rng.choice([0, 1, 3]))
    assert memo.searched > 0


def test_the_same_layout_again_searches_nothing_and_a_move_only_what_it_reaches() -> None:
    requests, obstacles = _field(11, 400, 1200.0)
    memo = SearchMemo()
    first = _layout(requests, obstacles, None, memo)
    assert memo.searched > 20  # a crowd: many labels went through the full search
    again = _layout(requests, obstacles, first, memo)
    settled = memo.searched
    # The warm layout may search labels the cold one did not; laid out once more, none.
    again = _layout(requests, obstacles, again, memo)
    assert memo.searched == settled
    # One token moved: the searches within its reach, and those its neighbours' new places
    # reach in turn, are made afresh; the rest of the field is answered from the last layout.
    moved, moved_obstacles = _step(requests, obstacles, random.Random(3), 1)
    _layout(moved, moved_obstacles, again, memo)
    alone = SearchMemo()
    _layout(moved, moved_obstacles, again, alone)
    assert 0 < memo.searched - settled < 0.7 * alone.searched  # 51 of 91 here


def test_a_label_searched_again_among_boxes_moved_by_a_bit_is_searched_afresh() -> None:
    requests, obstacles = _field(11, 400, 250.0)
    memo = SearchMemo()
    first = _layout(requests, obstacles, None, memo)
    _layout(requests, obstacles, first, memo)
    settled = memo.searched
    # Every body moved by the least a float can move: nothing kept may answer.
    nudged = [(np.nextafter(o[0], np.inf), o[1], o[2], o[3], o[4]) for o in obstacles]
    kept = _layout(requests, nudged, first, memo)
    assert memo.searched - settled >= 20
    assert _same(kept, _layout(requests, nudged, first, None))


def test_a_window_keeps_at_most_two_generations_of_searches() -> None:
    memo = SearchMemo()
    rng = random.Random(5)
    requests, obstacles = _field(11, 400, 250.0)
    for _ in range(30):
        requests, obstacles = _step(requests, obstacles, rng, 40)
        _layout(requests, obstacles, None, memo)
    assert memo.searched > 2 * GENERATION
    assert len(memo) <= 2 * GENERATION


def _columns(*boxes: tuple[float, float, float, float]) -> tuple[np.ndarray, ...]:
    cover = np.array(boxes, dtype=np.float64).reshape(-1, 4)
    return tuple(cover[:, side] for side in range(4))


def test_a_label_of_another_size_or_among_other_boxes_is_not_answered_as_before() -> None:
    memo = SearchMemo()
    # A body right under the token: a label of 40 px steps over it, one of 100 px cannot.
    body = _columns((-30.0, 8.0, 30.0, 30.0))
    narrow = LabelRequest("k", (0.0, 0.0), ((40.0, 14.0),), 4.0, 10.0, 1, owner="t")
    wide = narrow._replace(sizes=((100.0, 14.0),))
    nothing = _columns()
    for request in (narrow, wide, narrow):
        assert memo.answer(request, nothing, body, search_among) == search_among(request, nothing, body)
    # The same box as a label rather than a body: a label that must be shown would rather
    # cover a body than a label, so the two answers differ.
    required = narrow._replace(required=True, sizes=((40.0, 14.0),))
    everywhere = _columns((-500.0, -500.0, 500.0, 500.0))
    as_body = memo.answer(required, nothing, everywhere, search_among)
    as_label = memo.answer(required, everywhere, nothing, search_among)
    assert as_body == search_among(required, nothing, everywhere)
    assert as_label == search_among(required, everywhere, nothing)
    assert memo.searched == 4
