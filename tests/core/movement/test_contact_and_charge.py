"""Engaged pairs, charge reach and the charge check, from real footprints."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campal.core.geometry import TerrainIndex
from campal.core.model import Formation, Point, UnitState
from campal.core.movement import can_charge, charge_reach, check_move, engaged_pairs

from .fields import BLUE, foot, sifrp_battle


def test_enemies_in_contact_are_engaged_and_friends_are_not() -> None:
    # Facing east, each unit is 10 m deep along x: edges meet at x = 55.
    units = (foot("unit-a", 50, 200), foot("unit-b", 60, 200, side=BLUE), foot("unit-c", 50, 300))
    battle = sifrp_battle(*units, foot("unit-d", 300, 50, side=BLUE), terrain_features={})
    pairs = engaged_pairs(battle)
    assert [(p.first, p.second) for p in pairs] == [("unit-a", "unit-b")]
    assert pairs[0].distance_m == pytest.approx(0.0)


def test_sifrp_charge_reach_is_the_run() -> None:
    battle = sifrp_battle(foot("unit-a", 50, 200))
    assert charge_reach(battle, "unit-a") == pytest.approx(160.0)


def test_a_charge_within_the_run_is_possible_and_beyond_it_is_not() -> None:
    battle = sifrp_battle(foot("unit-a", 50, 200), foot("unit-b", 200, 200, side=BLUE), terrain_features={})
    index = TerrainIndex.from_battle(battle)
    check = can_charge(battle, index, "unit-a", "unit-b")
    assert check.is_possible and check.gap_m == pytest.approx(140.0)
    far = sifrp_battle(foot("unit-a", 50, 200), foot("unit-b", 250, 200, side=BLUE), terrain_features={})
    refused = can_charge(far, TerrainIndex.from_battle(far), "unit-a", "unit-b")
    assert refused.refusal is not None and refused.refusal.key == "charge.out_of_reach"


def test_the_ground_between_counts_against_the_charge() -> None:
    battle = sifrp_battle(foot("unit-a", 50, 200), foot("unit-b", 200, 200, side=BLUE))  # forest 100–300
    check = can_charge(battle, TerrainIndex.from_battle(battle), "unit-a", "unit-b")
    assert check.cost_m == pytest.approx(50 + 90 * 2)  # closing 140 m, 90 of them in the forest
    assert check.refusal is not None and check.refusal.key == "charge.out_of_reach"


def test_friends_routed_units_and_tortoises_do_not_charge() -> None:
    friends = (foot("unit-a", 50, 200), foot("unit-b", 90, 200))
    unfit = (
        foot("unit-r", 50, 300, state=UnitState.ROUTED),
        foot("unit-t", 50, 100, formation=Formation.TORTOISE),
    )
    battle = sifrp_battle(*friends, *unfit, foot("unit-e", 90, 300, side=BLUE), terrain_features={})
    index = TerrainIndex.from_battle(battle)
    assert can_charge(battle, index, "unit-a", "unit-b").refusal.key == "charge.same_side"  # type: ignore[union-attr]
    assert can_charge(battle, index, "unit-r", "unit-e").refusal.key == "charge.not_in_order"  # type: ignore[union-attr]
    tortoise = can_charge(battle, index, "unit-t", "unit-e").refusal
    assert tortoise is not None and tortoise.key == "charge.formation_cannot_attack"


@settings(max_examples=40, deadline=None)
@given(st.floats(0, 600), st.floats(0, 400))
def test_a_move_never_costs_less_than_its_length_and_is_allowed_exactly_within_a_band(
    x: float, y: float
) -> None:
    battle = sifrp_battle(foot("unit-a", 50, 200))
    check = check_move(battle, TerrainIndex.from_battle(battle), "unit-a", (Point(x=x, y=y),))
    assert check.path.cost >= check.path.length - 1e-6
    assert check.is_allowed == (check.path.cost <= 160.0 + 1e-6)
