"""Desbandada: a routed unit runs from the nearest enemy at run speed; off the field, it is out."""

from __future__ import annotations

import pytest

from campal.core.engine import Engine, PlainMap
from campal.core.model import Battle, Point, UnitState
from campal.core.rules.sifrp.flight import flight_of
from campal.core.rules.sifrp.resolution import Resolution
from campal.core.rules.sifrp.values import movement, stats_of

from .armies import two_armies


def routed_by_damage(battle: Battle, unit_id: str) -> Battle:
    """Hurt a disorganised unit through the rules, as an attack would."""
    unit = battle.units[unit_id]
    disorganised = stats_of(unit).model_copy(update={"state": UnitState.DISORGANISED, "health": 0})
    battle = battle.model_copy(
        update={"units": {**battle.units, unit_id: unit.model_copy(update={"stats": disorganised})}}
    )
    res = Resolution(battle, Engine(battle, map_queries=PlainMap()).context)
    res.hurt_unit(unit_id, 1)
    notes = [getattr(event, "message", None) for event in res.events]
    assert any(m is not None and m.key in ("morale.fled", "morale.left_field") for m in notes)
    return res.battle


def test_a_routed_unit_runs_away_from_the_nearest_enemy_at_run_speed() -> None:
    battle = two_armies()
    start = battle.units["unit-slevy"].position  # (400, 142); the nearest enemy stands north of it
    after = routed_by_damage(battle, "unit-slevy")
    unit = after.units["unit-slevy"]
    assert stats_of(unit).state is UnitState.ROUTED
    run = movement(battle.units["unit-slevy"], run=True)
    moved = unit.position.y - start.y
    assert moved == pytest.approx(run, abs=0.5)
    assert unit.trail == (start, unit.position)
    assert not stats_of(unit).left_field


def test_a_routed_unit_that_reaches_the_edge_leaves_the_battle() -> None:
    battle = two_armies()
    near_edge = battle.units["unit-slevy"].model_copy(update={"position": Point(x=400, y=390)})
    battle = battle.model_copy(update={"units": {**battle.units, "unit-slevy": near_edge}})
    after = routed_by_damage(battle, "unit-slevy")
    stats = stats_of(after.units["unit-slevy"])
    assert stats.left_field and stats.is_out_of_action
    assert stats.state is UnitState.ROUTED


def test_flight_stops_short_when_the_run_is_cut(monkeypatch) -> None:
    battle = two_armies()
    world = PlainMap()
    run = movement(battle.units["unit-slevy"], run=True)
    # A map where every metre costs double: only half the run distance is covered.
    monkeypatch.setattr(world, "path_length", lambda b, t, p: 2 * PlainMap().path_length(b, t, p))
    flight = flight_of(battle, "unit-slevy", world)
    assert flight.metres == pytest.approx(run / 2, rel=0.01)


def test_a_routed_unit_spreads_out_into_the_loose_formations_ground() -> None:
    from campal.core.model import Formation
    from campal.core.rules.sifrp.tables import formation

    battle = two_armies()
    before = battle.units["unit-slevy"]
    after = routed_by_damage(battle, "unit-slevy").units["unit-slevy"]
    battle_shape, loose = formation(Formation.BATTLE), formation(Formation.LOOSE)
    assert after.frontage == pytest.approx(before.frontage * loose.frontage_m / battle_shape.frontage_m)
    assert after.depth == pytest.approx(before.depth * loose.depth_m / battle_shape.depth_m)


def test_a_routed_unit_keeps_fleeing_in_the_standing_orders_step_of_later_rounds() -> None:
    from campal.core.engine import NextStep
    from campal.core.rules.sifrp.commands import ResolveStandingOrder
    from campal.core.rules.sifrp.round_rules import awaits_standing_order

    from .armies import to_orders

    battle = two_armies()
    unit = battle.units["unit-slevy"]
    routed = stats_of(unit).model_copy(update={"state": UnitState.ROUTED})
    battle = battle.model_copy(
        update={"units": {**battle.units, unit.id: unit.model_copy(update={"stats": routed})}}
    )
    engine = Engine(battle, map_queries=PlainMap())
    to_orders(engine)
    while engine.state.turn.step != "standing_orders":
        engine.execute(NextStep(force=True))
    assert awaits_standing_order(engine.state.units["unit-slevy"])
    start = engine.state.units["unit-slevy"].position
    entry = engine.execute(ResolveStandingOrder("unit-slevy"))
    after = engine.state.units["unit-slevy"]
    assert entry.label.key == "undo.standing_order"
    assert engine.state.log[-1].message.key == "morale.keeps_fleeing"
    assert after.position != start
    assert not awaits_standing_order(after)  # once a round


def test_a_routed_unit_flees_from_the_nearest_enemy_still_in_the_battle() -> None:
    from campal.core.engine import Engine, Override, PlainMap
    from campal.core.rules.sifrp.flight import flight_of

    from .armies import run, two_armies

    engine = Engine(two_armies(), map_queries=PlainMap())
    # The Stark foot just south of the spears is destroyed: the levy further north drives them.
    run(engine, Override("unit-sfoot", "stats.state", "destroyed", "test"))
    run(engine, Override("unit-slevy", "position", {"x": 100.0, "y": 20.0}, "test"))
    flight = flight_of(engine.state, "unit-lspear", engine.context.map)
    assert flight.end.y > flight.start.y  # away from the levy to the north, not from the dead foot
