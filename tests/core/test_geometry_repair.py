"""Every kind of broken geometry is either mended or refused with its reason."""

from __future__ import annotations

import math

import pytest
import shapely

from campal.core.geometry import GeometryRefused, clean_line_points, polygon_rings, repair_area, repair_line
from campal.core.model import Point

from .geometry_fixtures import box, index_of, terrain


def refusal(outline: list[tuple[float, float]]) -> str:
    with pytest.raises(GeometryRefused) as refused:
        repair_area(outline)
    return refused.value.message.key


def test_a_bow_tie_becomes_its_two_triangles() -> None:
    area = repair_area([(0, 0), (10, 10), (10, 0), (0, 10)])
    assert area.is_valid
    assert area.area == pytest.approx(50.0)
    assert len(polygon_rings(area)) == 2


def test_repeated_points_are_dropped() -> None:
    area = repair_area([(0, 0), (0, 0), (10, 0), (10, 0), (10, 10), (0, 10), (0, 0)])
    assert area.area == pytest.approx(100.0)
    outline, holes = polygon_rings(area)[0]
    assert len(outline) == 4 and holes == ()


def test_both_windings_give_the_same_polygon() -> None:
    clockwise = repair_area([(0, 0), (0, 10), (10, 10), (10, 0)])
    anticlockwise = repair_area([(0, 0), (10, 0), (10, 10), (0, 10)])
    assert shapely.equals(clockwise, anticlockwise)
    assert clockwise.exterior.is_ccw == anticlockwise.exterior.is_ccw


def test_holes_survive_repair() -> None:
    area = repair_area(box(0, 0, 10, 10), [box(2, 2, 4, 4)])
    assert area.area == pytest.approx(96.0)


@pytest.mark.parametrize(
    ("outline", "key"),
    [
        ([(0, 0), (5, 5), (10, 10)], "geometry.no_area"),
        ([(0, 0), (5, 5), (10, 10), (2, 2)], "geometry.no_area"),
        ([(0, 0), (1e-4, 0), (0, 1e-4)], "geometry.no_area"),
        ([(0, 0), (10, 0)], "geometry.too_few_points"),
        ([(0, 0), (0, 0), (10, 0), (0, 0)], "geometry.too_few_points"),
        ([], "geometry.too_few_points"),
        ([(0, 0), (math.nan, 0), (10, 10)], "geometry.not_finite"),
        ([(0, 0), (math.inf, 0), (10, 10)], "geometry.not_finite"),
        ([(0, 0), (1e12, 0), (10, 10)], "geometry.too_far"),
    ],
)
def test_unusable_rings_are_refused(outline: list[tuple[float, float]], key: str) -> None:
    assert refusal(outline) == key


def test_lines_are_widened_to_their_width() -> None:
    area = repair_line([(0, 0), (100, 0)], 6.0)
    assert area.bounds[1] == pytest.approx(-3.0) and area.bounds[3] == pytest.approx(3.0)
    assert area.area == pytest.approx(600.0, rel=0.05)


@pytest.mark.parametrize(
    ("points", "key"),
    [
        ([(0, 0), (0, 0), (0, 0)], "geometry.too_few_points"),
        ([(0, 0), (0.001, 0)], "geometry.no_length"),
        ([(0, 0), (math.nan, 1)], "geometry.not_finite"),
    ],
)
def test_unusable_lines_are_refused(points: list[tuple[float, float]], key: str) -> None:
    with pytest.raises(GeometryRefused) as refused:
        repair_line(points, 5.0)
    assert refused.value.message.key == key


def test_a_straight_line_keeps_three_points() -> None:
    points = clean_line_points([(0, 0), (10, 0)])
    assert points == (Point(x=0, y=0), Point(x=5, y=0), Point(x=10, y=0))


def test_the_index_skips_what_it_cannot_use_and_says_why() -> None:
    good = terrain("good", "forest", box(0, 0, 10, 10))
    flat = terrain("flat", "forest", tuple(Point(x=x, y=0) for x in (0, 5, 10)))
    bow = terrain("bow", "forest", tuple(Point(x=x, y=y) for x, y in [(0, 0), (10, 10), (10, 0), (0, 10)]))
    unknown = terrain("odd", "lava", box(0, 0, 10, 10))
    index = index_of([good, flat, bow, unknown])
    assert {f.id for f in index.features} == {"terrain-good", "terrain-bow"}
    reasons = {s.id: s.reason.key for s in index.skipped}
    assert reasons == {"terrain-flat": "geometry.no_area", "terrain-odd": "terrain.unknown_kind"}
