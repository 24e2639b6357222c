"""Shapes drawn past the field's edge keep only what lies on the field."""

from __future__ import annotations

import pytest
import shapely

from campal.core.geometry.field_edge import area_clipped_to_field, clipped_to_field
from campal.core.model import Point


def _points(*xy: tuple[float, float]) -> list[Point]:
    return [Point(x=x, y=y) for x, y in xy]


def test_an_area_on_the_field_is_left_as_drawn_even_when_it_crosses_itself() -> None:
    bow = _points((10, 10), (90, 90), (90, 10), (10, 90))  # a bow tie: mended later, not here
    assert area_clipped_to_field(bow, 100, 100) == bow


def test_an_area_past_the_edge_ends_at_the_edge_with_the_same_ground_on_the_field() -> None:
    drawn = _points((60, 20), (140, 20), (140, 80), (60, 80))
    kept = area_clipped_to_field(drawn, 100, 100)
    outline = shapely.Polygon([(p.x, p.y) for p in kept])
    assert outline.equals(shapely.box(60, 20, 100, 80))


def test_an_area_the_edge_cuts_in_two_keeps_its_larger_piece() -> None:
    # A U opening to the right, whose arms cross the right edge; its base lies beyond the edge.
    u_shape = _points((80, 10), (130, 10), (130, 90), (70, 90), (70, 70), (110, 70), (110, 30), (80, 30))
    kept = shapely.Polygon([(p.x, p.y) for p in area_clipped_to_field(u_shape, 100, 100)])
    assert kept.equals(shapely.box(70, 70, 100, 90))  # 30 x 20, against the upper arm's 20 x 20


@pytest.mark.parametrize("clip", [area_clipped_to_field, clipped_to_field])
def test_a_shape_wholly_off_the_field_keeps_nothing(clip) -> None:
    assert clip(_points((120, 10), (150, 10), (150, 40)), 100, 100) == []
