"""Each question the terrain index answers, against geometry worked out by hand."""

from __future__ import annotations

import math

import pytest

from campal.core.geometry import Footprint, TerrainIndex, distance, is_in_contact, separation, within_range
from campal.core.model import Point, RuleSystemId
from campal.core.terrain import CoverLevel, MoverKind

from .geometry_fixtures import box, fortification, index_of, ring, terrain

INFANTRY, CAVALRY = MoverKind.INFANTRY, MoverKind.CAVALRY
FOREST = terrain("wood", "forest", box(50, -50, 150, 50))


def test_a_path_half_through_forest_costs_double_for_that_half_in_sifrp() -> None:
    measure = index_of([FOREST]).measure_path([(0, 0), (100, 0)], INFANTRY)
    assert measure.length == pytest.approx(100)
    assert measure.cost == pytest.approx(50 + 50 * 2)
    assert measure.length_in("forest") == pytest.approx(50)
    assert [(p.kind, p.start_m, p.end_m) for p in measure.pieces] == [
        ("open_field", 0, 50),
        ("forest", 50, 100),
    ]
    assert not measure.is_blocked


def test_exalted_forest_is_free_for_infantry_and_half_speed_for_cavalry() -> None:
    index = index_of([FOREST], system=RuleSystemId.EXALTED)
    assert index.measure_path([(0, 0), (100, 0)], INFANTRY).cost == pytest.approx(100)
    assert index.measure_path([(0, 0), (100, 0)], CAVALRY).cost == pytest.approx(150)


def test_a_road_through_the_forest_sets_the_cost() -> None:
    road = terrain("road", "road", ring((0, 0), (100, 0), (200, 0)))
    measure = index_of([FOREST, road]).measure_path([(0, 0), (200, 0)], INFANTRY)
    assert measure.cost == pytest.approx(200)
    assert measure.length_in("road") == pytest.approx(200, abs=3.1)


def test_a_palisade_stops_a_march_at_its_face() -> None:
    palisade = terrain("pal", "palisade", ring((50, -50), (50, 0), (50, 50)))
    measure = index_of([palisade]).measure_path([(0, 0), (40, 0), (100, 0)], INFANTRY)
    assert measure.is_blocked and measure.blocked is not None
    assert measure.blocked.feature_id == "terrain-pal"
    assert measure.blocked.at_m == pytest.approx(49.75)
    assert measure.blocked.point.x == pytest.approx(49.75)
    assert measure.cost == math.inf
    assert measure.cost_until_blocked == pytest.approx(49.75)
    assert measure.legs[0].cost == pytest.approx(40)


def test_a_wide_footprint_brushes_terrain_its_centre_misses() -> None:
    index = index_of([FOREST])
    beside = [(0, -60), (200, -60)]
    assert index.measure_path(beside, INFANTRY).cost == pytest.approx(200)
    swept = index.measure_path(beside, INFANTRY, width=30)
    assert swept.cost == pytest.approx(200 + 100)


def test_a_wall_blocks_sight() -> None:
    wall = terrain("wall", "wall", ring((50, -50), (50, 0), (50, 50)))
    sight = index_of([wall]).line_of_sight((0, 0), (100, 0))
    assert sight.is_blocked and sight.blocked_by == ("terrain-wall",)


def test_a_defender_against_a_wall_sees_over_it_and_is_covered() -> None:
    wall = terrain("wall", "wall", ring((50, -50), (50, 0), (50, 50)))
    defender = Footprint.rectangle(Point(x=53, y=0), 270, 40, 4)
    sight = index_of([wall]).line_of_sight((0, 0), defender)
    assert sight.is_clear and sight.has_cover
    assert sight.target_cover.sources == ("terrain-wall",)
    assert not sight.observer_cover.is_cover


def test_a_hill_gives_cover_to_who_stands_on_it_and_hides_what_lies_behind() -> None:
    hill = terrain("hill", "hill", box(40, -20, 60, 20))
    index = index_of([hill], system=RuleSystemId.EXALTED)
    on_top = index.line_of_sight((0, 0), (50, 0))
    assert on_top.is_clear and on_top.has_cover
    assert on_top.target_cover.percent == 25
    behind = index.line_of_sight((0, 0), (100, 0))
    assert behind.is_blocked and behind.blocked_by == ("terrain-hill",)
    bastion = index_of([hill], system=RuleSystemId.BASTIONLAND).line_of_sight((0, 0), (50, 0))
    assert bastion.target_cover.armour_bonus == 1


def test_sight_passes_through_a_thin_wood_but_not_a_deep_one() -> None:
    thin = terrain("thin", "forest", box(40, -50, 50, 50))
    deep = terrain("deep", "forest", box(40, -50, 90, 50))
    through_thin = index_of([thin]).line_of_sight((0, 0), (100, 0))
    assert through_thin.is_clear and through_thin.has_cover and through_thin.observer_cover.is_cover
    through_deep = index_of([deep]).line_of_sight((0, 0), (100, 0))
    assert through_deep.is_blocked and through_deep.blocked_by == ("terrain-deep",)


def test_standing_in_tall_grass_is_cover_only_for_who_stands_there() -> None:
    grass = terrain("grass", "tall_grass", box(80, -10, 120, 10))
    sight = index_of([grass], system=RuleSystemId.EXALTED).line_of_sight((0, 0), (100, 0))
    assert sight.is_clear
    assert sight.target_cover.level is CoverLevel.PARTIAL and sight.target_cover.percent == 25
    assert not sight.observer_cover.is_cover


def test_an_empty_field_hides_nothing() -> None:
    sight = TerrainIndex.build([], [], RuleSystemId.SIFRP).line_of_sight((0, 0), (100, 0))
    assert sight.is_clear and sight.crossed == () and not sight.has_cover


def test_a_footprint_faces_clockwise_from_up_with_y_down() -> None:
    north = Footprint.rectangle(Point(x=0, y=0), 0, 40, 10).polygon()
    assert north.bounds == pytest.approx((-20, -5, 20, 5))
    east = Footprint.rectangle(Point(x=0, y=0), 90, 40, 10)
    assert east.polygon().bounds == pytest.approx((-5, -20, 5, 20))
    assert east.front_direction() == pytest.approx((1, 0))
    assert Footprint.rectangle(Point(x=0, y=0), 0, 40, 10).front_direction() == pytest.approx((0, -1))


def test_distance_and_contact_are_edge_to_edge() -> None:
    a = Footprint.rectangle(Point(x=0, y=0), 0, 40, 10)
    b = Footprint.rectangle(Point(x=0, y=20), 0, 40, 10)
    touching = Footprint.rectangle(Point(x=0, y=10.2), 0, 40, 10)
    hero = Footprint.circle(Point(x=0, y=10), 1)
    assert distance(a, b) == pytest.approx(10)
    assert distance(a, hero) == pytest.approx(4)
    assert is_in_contact(a, touching) and not is_in_contact(a, b)
    assert separation(a, Footprint.point(Point(x=0, y=0))).distance_m == 0


def test_who_is_within_range_nearest_first() -> None:
    origin = Footprint.rectangle(Point(x=0, y=0), 0, 40, 10)
    others = {
        "unit-far": Footprint.circle(Point(x=0, y=200), 1),
        "unit-near": Footprint.circle(Point(x=0, y=30), 1),
        "unit-mid": Footprint.rectangle(Point(x=100, y=0), 0, 40, 10),
    }
    found = within_range(origin, others, 80)
    assert [(f.id, round(f.distance_m, 3)) for f in found] == [("unit-near", 24.0), ("unit-mid", 60.0)]


def test_which_fortification_a_unit_stands_in() -> None:
    castle = fortification("castle", "castle", box(0, 0, 100, 100), 12)
    wall = fortification("wall", "wall", ring((200, 0), (200, 50), (200, 100)), 6)
    index = index_of([], [castle, wall])
    inside = index.fortification_at(Footprint.rectangle(Point(x=50, y=50), 0, 40, 10))
    assert inside is not None and inside.fortification_id == "fort-castle" and inside.defence_bonus == 12
    assert inside.guard == 10 and inside.armour == 3
    mostly_out = index.fortification_at(Footprint.rectangle(Point(x=115, y=50), 0, 40, 10))
    assert mostly_out is None
    manning = index.fortification_at(Footprint.rectangle(Point(x=204, y=50), 90, 40, 6))
    assert manning is not None and manning.fortification_id == "fort-wall"
    assert index.fortification_at(Footprint.circle(Point(x=500, y=500), 1)) is None
