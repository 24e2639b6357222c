"""Lines of sight asked all at once answer as each asked alone: on random fields of every kind
of ground (walls, woods deep enough to block, fortifications, mended bow-ties), with ends of
every shape, in both orders, on the same spot, and over an empty field."""

from __future__ import annotations

import math
import random

import pytest

from campal.core.geometry import Footprint, TerrainIndex
from campal.core.geometry.sight_many import lines_of_sight, sight_to_each
from campal.core.model import Point, RuleSystemId, TerrainFeature

from .geometry_fixtures import box, fortification, index_of, terrain

KINDS = ("forest", "dense_forest", "tall_grass", "rocks", "hill", "marsh", "ruins", "village", "lake")
LINES = ("road", "wall", "ditch", "river_fordable")


def _field(rng: random.Random, count: int) -> TerrainIndex:
    features: list[TerrainFeature] = []
    for n in range(count):
        cx, cy = rng.uniform(0, 600), rng.uniform(0, 600)
        if n % 6 == 5:
            heading = rng.uniform(0, math.tau)
            points = tuple(
                Point(x=cx + k * 20 * math.cos(heading), y=cy + k * 20 * math.sin(heading)) for k in range(5)
            )
            features.append(terrain(f"l{n}", rng.choice(LINES), points))
            continue
        ring = [
            (cx + rng.uniform(20, 80) * math.cos(a), cy + rng.uniform(20, 80) * math.sin(a))
            for a in (math.tau * k / 12 for k in range(12))
        ]
        if n % 7 == 3:
            ring[1], ring[6] = ring[6], ring[1]  # a bow-tie, mended by the index
        features.append(terrain(f"a{n}", rng.choice(KINDS), tuple(Point(x=x, y=y) for x, y in ring)))
    forts = [fortification("f", "palisade", box(280, 280, 330, 320), 2)]
    return index_of(features, forts)


def _end(rng: random.Random) -> Footprint | tuple[float, float]:
    x, y = rng.uniform(-20, 620), rng.uniform(-20, 620)
    shape = rng.randrange(3)
    if shape == 0:
        return Footprint(
            x, y, facing=rng.uniform(0, 360), frontage=rng.uniform(10, 50), depth=rng.uniform(4, 12)
        )
    if shape == 1:
        return Footprint(x, y, radius=rng.uniform(0.5, 3))
    return (x, y)


@pytest.mark.parametrize("seed", range(6))
def test_lines_of_sight_at_once_equal_each_line_asked_alone(seed: int) -> None:
    rng = random.Random(seed)
    index = _field(rng, 40)
    pairs = [(_end(rng), _end(rng)) for _ in range(300)]
    pairs += [(b, a) for a, b in pairs[:50]]  # the same pairs from the other end
    pairs.append(((100.0, 100.0), (100.0, 100.0)))  # both ends on one spot
    alone = [index.line_of_sight(a, b) for a, b in pairs]
    assert lines_of_sight(index, pairs) == alone
    assert any(line.is_blocked for line in alone) and any(line.has_cover for line in alone)
    assert any(line.is_clear for line in alone)


def test_a_units_view_of_every_target_equals_each_asked_alone() -> None:
    rng = random.Random(11)
    index = _field(rng, 30)
    observer = Footprint(300, 300, facing=45, frontage=40, depth=10)
    targets = [_end(rng) for _ in range(120)]
    assert sight_to_each(index, observer, targets) == [index.line_of_sight(observer, t) for t in targets]


def test_lines_of_sight_over_an_empty_field_are_clear() -> None:
    index = TerrainIndex.build([], [], RuleSystemId.SIFRP)
    lines = lines_of_sight(index, [((0.0, 0.0), (30.0, 40.0)), ((5.0, 5.0), (5.0, 5.0))])
    assert [(line.is_clear, line.length_m) for line in lines] == [(True, 50.0), (True, 0.0)]
    assert lines_of_sight(index, []) == []


def _edge_field() -> TerrainIndex:
    """Hand-made awkward ground: boxes that share edges and overlap, a wood with a clearing in
    it, a wall, and a fortification, all on round coordinates so lines run exactly along edges
    and through corners."""
    features = [
        terrain("wood", "dense_forest", box(0, 0, 100, 100), holes=(box(40, 40, 60, 60),)),
        terrain("hill", "hill", box(100, 0, 200, 100)),  # shares the wood's right edge
        terrain("marsh", "marsh", box(150, 50, 250, 150)),  # overlaps the hill
        terrain("ruins", "ruins", box(50, 50, 150, 150)),  # overlaps the wood, its clearing, the hill
        terrain("wall", "wall", (Point(x=0, y=200), Point(x=100, y=200), Point(x=200, y=200))),
    ]
    forts = [fortification("f", "palisade", box(200, 0, 260, 40), 2)]
    return index_of(features, forts)


EDGE_PAIRS: list[tuple[Footprint | tuple[float, float], Footprint | tuple[float, float]]] = [
    ((100.0, 50.0), (300.0, 50.0)),  # from a shared edge outwards
    ((-50.0, 50.0), (100.0, 50.0)),  # onto a polygon's edge
    ((0.0, -10.0), (0.0, 300.0)),  # along the wood's left edge, vertical, across the wall
    ((-10.0, 0.0), (300.0, 0.0)),  # along every bottom edge, horizontal
    ((-10.0, 100.0), (300.0, 100.0)),  # along the shared top edges
    ((100.0, 100.0), (100.0, 100.0)),  # zero length, on a shared corner
    ((50.0, 50.0), (50.0, 50.0)),  # zero length, on the clearing's corner
    ((45.0, 45.0), (55.0, 55.0)),  # inside the clearing, wholly in the hole
    ((20.0, 20.0), (50.0, 50.0)),  # from the wood into its clearing
    ((40.0, 40.0), (60.0, 60.0)),  # corner to corner across the clearing
    ((-10.0, -10.0), (0.0, 0.0)),  # ends on a box's corner only
    ((-10.0, 210.0), (210.0, 190.0)),  # across the wall
    ((200.0, 200.0), (200.0, -50.0)),  # from the wall's end, along the hill's right edge
    ((260.0, 40.0), (300.0, 80.0)),  # from the fortification's corner
    (Footprint(100, 50, facing=90, frontage=20, depth=6), Footprint(230, 20, radius=2)),
    (Footprint(50, 50, facing=0, frontage=30, depth=8), (200.0, 150.0)),
    (Footprint(0, 200, radius=1), Footprint(0, 200, radius=1)),  # one spot, on the wall
]


def test_lines_of_sight_at_once_equal_alone_on_edges_corners_holes_and_overlaps() -> None:
    index = _edge_field()
    pairs = EDGE_PAIRS + [(b, a) for a, b in EDGE_PAIRS]
    alone = [index.line_of_sight(a, b) for a, b in pairs]
    assert lines_of_sight(index, pairs) == alone
    # The field does make the awkward cases happen.
    assert any(line.is_blocked for line in alone) and any(line.has_cover for line in alone)
    assert any(len(line.crossed) >= 3 for line in alone)


def test_lines_through_a_wood_just_deeper_or_shallower_than_its_limit_agree_with_each_alone() -> None:
    """A round wood: lines cross it at every offset from its middle, so that the stretch inside
    runs from far past its sight limit down to just short of it and to a graze of its rim, some
    of them ending inside it; each line asked at once blocks exactly when asked alone."""
    rim = tuple(
        Point(x=300 + 40 * math.cos(math.tau * k / 24), y=300 + 40 * math.sin(math.tau * k / 24))
        for k in range(24)
    )
    index = index_of([terrain("wood", "forest", rim)])
    limit = float(index.sight_depth[0])
    inner = 40 * math.cos(math.pi / 24)  # the rim's nearest edge from the middle
    offsets = [0.0, 5.0, inner - 0.01, inner, 40.0, 41.0]
    # Where a line's stretch through the wood's inner disc is its limit, give or take a hair.
    offsets += [math.sqrt(inner**2 - (limit / 2) ** 2) + d for d in (-1e-3, -1e-9, 0.0, 1e-9, 1e-3)]
    pairs: list[tuple[Footprint | tuple[float, float], Footprint | tuple[float, float]]] = []
    for offset in offsets:
        for end in (200.0, 300.0, 300.0 + limit / 2, 330.0, 340.0, 400.0):
            pairs.append(((200.0, 300.0 + offset), (end, 300.0 + offset)))
            pairs.append(((300.0 - offset, 200.0), (300.0 - offset, end)))
    alone = [index.line_of_sight(a, b) for a, b in pairs]
    assert lines_of_sight(index, pairs) == alone
    assert any(line.is_blocked for line in alone)
    assert any(line.is_clear and line.crossed for line in alone)
