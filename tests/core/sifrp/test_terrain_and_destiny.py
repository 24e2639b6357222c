"""Terrain in the orders: bonus dice from the ground, cover, and Destino to ignore the terrain.

"Un comandante puede gastar un punto de Destino para ignorar los efectos del terreno para una
orden."
"""

from __future__ import annotations

import pytest

from campal.core.engine import CommandRefused, Engine
from campal.core.model import Battle, Point, TerrainFeature
from campal.core.rules.sifrp.attacks import AttackOptions, unit_attacks
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder
from campal.core.rules.sifrp.events import AttackResolved
from campal.core.rules.sifrp.resolution import Resolution, character_stats

from .armies import LANNISTER, feed, to_orders, two_armies


def rect(feature_id: str, kind: str, x0: float, y0: float, x1: float, y1: float) -> TerrainFeature:
    corners = (Point(x=x0, y=y0), Point(x=x1, y=y0), Point(x=x1, y=y1), Point(x=x0, y=y1))
    return TerrainFeature(id=feature_id, kind=kind, outline=corners)


def with_terrain(*features: TerrainFeature) -> Battle:
    return two_armies().model_copy(update={"terrain": {f.id: f for f in features}})


def attack_spec(battle: Battle) -> AttackResolved:
    engine = Engine(battle)
    feed(engine, [6] * 40)
    res = Resolution(battle, engine.context)
    unit_attacks(res, "unit-lbow", "unit-sbow", AttackOptions(ranged=True))
    return next(e for e in res.events if isinstance(e, AttackResolved))


def test_a_hill_under_the_attacker_gives_its_bonus_dice() -> None:
    flat = attack_spec(two_armies())
    hill = attack_spec(with_terrain(rect("terrain-hill", "hill", 150, 60, 250, 140)))
    assert hill.roll.spec.bonus == flat.roll.spec.bonus + 1


def test_a_wood_between_gives_the_target_cover() -> None:
    open_ground = attack_spec(two_armies())
    wooded = attack_spec(with_terrain(rect("terrain-wood", "forest", 120, 170, 280, 180)))
    assert wooded.roll.difficulty > open_ground.roll.difficulty


def _ordered_attack(battle: Battle, destiny: bool) -> tuple[Engine, AttackResolved]:
    engine = Engine(battle)
    to_orders(engine)
    feed(engine, [6] * 60)
    engine.execute(IssueOrder("char-tywin", "attack", "unit-lbow", targets=("unit-sbow",), destiny=destiny))
    entry = engine.execute(CarryOutOrder("unit-lbow"))
    return engine, next(e for e in entry.events if isinstance(e, AttackResolved))


def test_a_point_of_destiny_lets_one_order_ignore_the_terrain() -> None:
    wood = with_terrain(rect("terrain-wood", "forest", 120, 170, 280, 180))
    _, plain = _ordered_attack(wood, destiny=False)
    engine, blind = _ordered_attack(wood, destiny=True)
    assert blind.roll.difficulty < plain.roll.difficulty  # no cover for the target this time
    tywin = character_stats(engine.state.characters["char-tywin"])
    assert tywin.destiny == character_stats(two_armies().characters["char-tywin"]).destiny - 1
    assert any(entry.message.key == "order.issued" for entry in engine.state.log)
    spent = [e for entry in engine.state.log for e in entry.events if "destiny_spent" in str(e)]
    assert spent
    assert not engine.state.units["unit-lbow"].stats.destiny_order  # one order only


def test_no_destiny_left_refuses_the_order_and_changes_nothing() -> None:
    battle = two_armies()
    tywin = battle.characters["char-tywin"]
    broke = tywin.model_copy(update={"stats": character_stats(tywin).model_copy(update={"destiny": 0})})
    battle = battle.model_copy(update={"characters": {**battle.characters, tywin.id: broke}})
    engine = Engine(battle)
    to_orders(engine)
    before = engine.state
    with pytest.raises(CommandRefused) as refused:
        engine.execute(IssueOrder("char-tywin", "attack", "unit-lbow", targets=("unit-sbow",), destiny=True))
    assert refused.value.reason.key == "order.no_destiny"
    assert engine.state == before
    assert LANNISTER in engine.state.sides
