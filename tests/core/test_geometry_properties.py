"""Properties the terrain index keeps for any path, any pair of footprints, any ring order."""

from __future__ import annotations

import math
from itertools import pairwise

import numpy as np
import pytest
import shapely
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from campal.core.geometry import Footprint, TerrainIndex
from campal.core.geometry.crossings import EdgeTable
from campal.core.model import Point, RuleSystemId, TerrainFeature
from campal.core.terrain import MoverKind

from .geometry_fixtures import box, ring, terrain

FIELD = [
    terrain("wood", "forest", box(50, 0, 150, 120)),
    terrain("marsh", "marsh", ring((100, 60), (220, 40), (260, 150), (140, 170))),
    terrain("hill", "hill", ring((200, 200), (260, 190), (280, 250), (210, 270))),
    terrain("lake", "lake", box(0, 200, 60, 260)),
    terrain("road", "road", ring((-20, 100), (120, 90), (300, 110))),
    terrain("wall", "wall", ring((160, -20), (170, 80), (180, 180))),
    terrain("ruin", "ruins", box(20, 20, 90, 60), holes=(box(40, 30, 60, 50),)),
    terrain("bow", "rocks", ring((250, 0), (300, 50), (300, 0), (250, 50))),
]
INDEXES = {system: TerrainIndex.build(FIELD, [], system) for system in RuleSystemId}
SETTINGS = settings(max_examples=60, deadline=None)

coordinate = st.floats(min_value=-50, max_value=350, allow_nan=False)
points = st.tuples(coordinate, coordinate)
paths = st.lists(points, min_size=2, max_size=5)
movers = st.sampled_from(list(MoverKind))
systems = st.sampled_from(list(RuleSystemId))
widths = st.sampled_from([0.0, 2.0, 40.0])


@st.composite
def footprints(draw: st.DrawFn) -> Footprint:
    x, y = draw(points)
    shape = draw(st.sampled_from(["point", "circle", "rectangle"]))
    if shape == "point":
        return Footprint(x, y)
    if shape == "circle":
        return Footprint(x, y, radius=draw(st.floats(0.5, 5)))
    return Footprint(
        x, y, facing=draw(st.floats(-360, 360)), frontage=draw(st.floats(1, 60)), depth=draw(st.floats(1, 20))
    )


@SETTINGS
@given(paths, movers, systems, widths)
def test_cost_is_never_below_length(
    path: list[tuple[float, float]], mover: MoverKind, system: RuleSystemId, width: float
) -> None:
    measure = INDEXES[system].measure_path(path, mover, width)
    assert measure.cost >= measure.length
    assert sum(piece.length for piece in measure.pieces) == pytest.approx(measure.length, abs=1e-6)


@SETTINGS
@given(paths, movers, systems, widths)
def test_a_path_costs_the_sum_of_its_legs(
    path: list[tuple[float, float]], mover: MoverKind, system: RuleSystemId, width: float
) -> None:
    index = INDEXES[system]
    whole = index.measure_path(path, mover, width)
    legs = [index.measure_leg(a, b, mover, width) for a, b in pairwise(path)]
    assert whole.cost == sum(leg.cost for leg in legs)
    assert whole.length == pytest.approx(sum(leg.length for leg in legs))
    first_blocked = next((leg for leg in legs if leg.is_blocked), None)
    assert whole.is_blocked == (first_blocked is not None)


@SETTINGS
@given(footprints(), footprints(), systems)
def test_sight_is_symmetric(a: Footprint, b: Footprint, system: RuleSystemId) -> None:
    index = INDEXES[system]
    assert index.line_of_sight(a, b) == index.line_of_sight(b, a).reversed()


def reordered(feature: TerrainFeature, shift: int, backwards: bool) -> TerrainFeature:
    def turn(points: tuple[Point, ...]) -> tuple[Point, ...]:
        rotated = points[shift % len(points) :] + points[: shift % len(points)]
        return tuple(reversed(rotated)) if backwards else rotated

    if INDEXES[RuleSystemId.SIFRP].catalogue.terrain[feature.kind].style.line:
        # A line has ends: it may run either way, but not start in its middle.
        outline = feature.outline[::-1] if backwards else feature.outline
    else:
        outline = turn(feature.outline)
    return feature.model_copy(update={"outline": outline, "holes": tuple(turn(h) for h in feature.holes)})


@SETTINGS
@given(st.integers(0, 7), st.booleans(), paths, movers, footprints(), footprints())
def test_ring_order_and_winding_do_not_matter(
    shift: int, backwards: bool, path: list[tuple[float, float]], mover: MoverKind, a: Footprint, b: Footprint
) -> None:
    original = INDEXES[RuleSystemId.SIFRP]
    other = TerrainIndex.build([reordered(f, shift, backwards) for f in FIELD], [], RuleSystemId.SIFRP)
    first, second = original.measure_path(path, mover), other.measure_path(path, mover)
    if math.isinf(first.cost):
        assert math.isinf(second.cost)
    else:
        assert second.cost == pytest.approx(first.cost, rel=1e-9, abs=1e-6)
    assert second.length_in("forest") == pytest.approx(first.length_in("forest"), abs=1e-6)
    sight, again = original.line_of_sight(a, b), other.line_of_sight(a, b)
    assert (sight.is_blocked, sight.crossed) == (again.is_blocked, again.crossed)


@SETTINGS
@given(points, points)
def test_edge_crossings_agree_with_a_polygon_overlay(a: tuple[float, float], b: tuple[float, float]) -> None:
    index = INDEXES[RuleSystemId.SIFRP]
    table = EdgeTable(index.geometries)
    everything = list(range(len(index)))
    line = shapely.linestrings([a, b]) if a != b else shapely.points(a)
    # Along an edge, or ending on one, the two methods may each take the line as lying on either
    # side of it: only lines in general position are compared.
    edges = shapely.boundary(index.geometries)
    assume(shapely.length(shapely.intersection(line, edges)).max() == 0)
    assume(min(shapely.distance(shapely.points([a, b]), shapely.union_all(edges))) > 1e-6)
    expected = shapely.length(shapely.intersection(line, index.geometries))
    assert np.allclose(table.depths(everything, a, b), expected, atol=1e-6)
