"""Equipo especial as GM-editable data serving the orders, and a garrison's home ground."""

from __future__ import annotations

import pytest

from campal.core.engine import Override
from campal.core.model import Fortification, Point
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, OrderParams
from campal.core.rules.sifrp.events import AttackResolved, OrderIssued
from campal.core.rules.sifrp.tables import equipment
from campal.core.rules.sifrp.values import defence, discipline, movement

from .armies import engine_for, feed, run, to_orders, two_armies


def test_every_piece_the_text_names_is_in_the_table() -> None:
    assert set(equipment()) >= {
        "ladders",
        "siege_tower",
        "ram",
        "boiling_oil",
        "valyrian_fire",
        "mantlet",
        "testudo",
    }


def test_a_testudo_shields_from_missiles_and_slows_the_unit() -> None:
    engine = engine_for()
    before = engine.state.units["unit-lspear"]
    run(engine, Override("unit-lspear", "stats.equipment", ["testudo"], "test"))
    after = engine.state.units["unit-lspear"]
    assert defence(engine.state, after, "ranged").total == defence(engine.state, before, "ranged").total + 5
    assert defence(engine.state, after, "melee").total == defence(engine.state, before, "melee").total
    assert movement(after) == movement(before) / 2


def test_ladders_make_scaling_a_wall_no_harder_to_order() -> None:
    wall = (
        Point(x=80, y=60),
        Point(x=120, y=60),
        Point(x=120, y=95),
        Point(x=80, y=95),
    )  # at the spears' front
    fort = Fortification(id="fort-keep", kind="castle", outline=wall, defence_bonus=4)
    engine = engine_for(battle=two_armies().model_copy(update={"fortifications": {fort.id: fort}}))
    to_orders(engine)
    run(engine, Override("unit-lspear", "stats.equipment", ["ladders"], "test"))
    feed(engine, [6] * 5)
    run(engine, IssueOrder("char-tywin", "scale_wall", "unit-lspear"))
    issued = next(e for e in engine.history[-1].events if isinstance(e, OrderIssued))
    assert issued.difficulty.total == 6


def test_valyrian_fire_adds_to_the_damage_inflicted() -> None:
    engine = engine_for()
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    run(engine, Override("unit-lhorse", "stats.equipment", ["valyrian_fire"], "test"))
    feed(engine, [6, 6, 4, 1, 1])
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="attack"))
    hit = next(e for e in engine.history[-1].events if isinstance(e, AttackResolved))
    assert hit.added_damage.total == 3
    assert hit.damage == 3 * hit.roll.degrees + 3 - hit.protection


def test_boiling_oil_burns_those_who_climb_the_wall() -> None:
    wall = (
        Point(x=80, y=60),
        Point(x=120, y=60),
        Point(x=120, y=95),
        Point(x=80, y=95),
    )  # at the spears' front
    engine = engine_for()
    fort = Fortification(id="fort-keep", kind="castle", outline=wall, defence_bonus=4)
    engine = engine_for(battle=engine.state.model_copy(update={"fortifications": {fort.id: fort}}))
    run(engine, Override("unit-sbow", "position", {"x": 100.0, "y": 55.0}, "test"))
    run(engine, Override("unit-sbow", "stats.equipment", ["boiling_oil"], "test"))
    health = engine.state.units["unit-lspear"].stats.health
    feed(engine, [1, 1, 1])
    run(engine, CarryOutOrder("unit-lspear", OrderParams(fortification="fort-keep"), order="scale_wall"))
    assert engine.state.units["unit-lspear"].stats.health == health - 2


@pytest.mark.parametrize(("home", "change"), [(None, 0), (True, -3), (False, 3)])
def test_a_garrison_is_steadier_on_its_own_ground(home: bool | None, change: int) -> None:
    engine = engine_for()
    run(engine, Override("unit-lspear", "stats.unit_type", "garrison", "test"))
    base = discipline(engine.state, engine.state.units["unit-lspear"]).total
    run(engine, Override("unit-lspear", "stats.home_ground", home, "test"))
    assert discipline(engine.state, engine.state.units["unit-lspear"]).total == base + change


def test_boiling_oil_burns_the_sappers_at_the_foot_of_the_wall_too() -> None:
    wall = (
        Point(x=80, y=60),
        Point(x=120, y=60),
        Point(x=120, y=95),
        Point(x=80, y=95),
    )  # at the spears' front
    engine = engine_for()
    fort = Fortification(id="fort-keep", kind="castle", outline=wall, defence_bonus=4)
    engine = engine_for(battle=engine.state.model_copy(update={"fortifications": {fort.id: fort}}))
    run(engine, Override("unit-sbow", "position", {"x": 100.0, "y": 55.0}, "test"))
    run(engine, Override("unit-sbow", "stats.equipment", ["boiling_oil"], "test"))
    run(engine, Override("unit-lspear", "stats.equipment", ["ram"], "test"))
    depth = engine.state.units["unit-lspear"].depth
    run(engine, Override("unit-lspear", "position", {"x": 100.0, "y": 94.0 + depth / 2}, "test"))
    health = engine.state.units["unit-lspear"].stats.health
    feed(engine, [1, 1, 1, 1])
    run(engine, CarryOutOrder("unit-lspear", OrderParams(fortification="fort-keep"), order="undermine"))
    assert engine.state.units["unit-lspear"].stats.health == health - 2
    said = [e.message.key for e in engine.history[-1].events if getattr(e, "message", None)]
    assert "order.oil_poured" in said
