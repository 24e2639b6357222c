"""Charges and pushes on the real map (the geometry service's footprints and terrain): they stop
at edge contact whatever the angle, and the ground decides where they may go.

"Una unidad puede realizar una carga cuando el objetivo se encuentra a una distancia no superior
a su carrera"; "un comandante puede gastar un punto de Destino para ignorar los efectos del
terreno para una orden".
"""

from __future__ import annotations

import pytest

from campal.core.engine import CommandRefused, Engine, GeometryMap, Override
from campal.core.model import Battle, Point, TerrainFeature
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, OrderParams
from campal.core.rules.sifrp.events import AttackResolved

from .armies import feed, run, to_orders, two_armies


def _placed(**where: tuple[float, float, float]) -> Battle:
    battle = two_armies()
    units = dict(battle.units)
    for uid, (x, y, facing) in where.items():
        key = uid.replace("_", "-")
        units[key] = units[key].model_copy(update={"position": Point(x=x, y=y), "facing": facing})
    return battle.model_copy(update={"units": units})


def _rect(fid: str, kind: str, x0: float, y0: float, x1: float, y1: float) -> TerrainFeature:
    ring = (Point(x=x0, y=y0), Point(x=x1, y=y0), Point(x=x1, y=y1), Point(x=x0, y=y1))
    return TerrainFeature(id=fid, kind=kind, outline=ring)


def _charge(engine: Engine, unit: str, target: str, order: str = "charge") -> list[AttackResolved]:
    feed(engine, [6] * 20)
    entry = engine.execute(CarryOutOrder(unit, OrderParams(targets=(target,)), order=order))
    return [e for e in entry.events if isinstance(e, AttackResolved)]


@pytest.mark.parametrize("angle", [0.0, 30.0, 45.0, 60.0])
def test_an_oblique_charge_stops_at_true_edge_contact(angle: float) -> None:
    battle = _placed(unit_lhorse=(300.0, 100.0, angle), unit_slevy=(380.0, 190.0, 90.0 - angle))
    engine = Engine(battle, map_queries=GeometryMap())
    hits = _charge(engine, "unit-lhorse", "unit-slevy")
    maps = engine.context.map
    gap = maps.distance(engine.state, "unit-lhorse", "unit-slevy")
    assert gap <= 0.06 and maps.in_contact(engine.state, "unit-lhorse", "unit-slevy")
    assert hits and hits[0].attacker == "unit-lhorse"
    # and not past it: a little less and they would not touch
    horse = engine.state.units["unit-lhorse"]
    assert horse.position != battle.units["unit-lhorse"].position


def test_trample_also_ends_in_contact_on_the_real_map() -> None:
    battle = _placed(unit_lhorse=(300.0, 100.0, 20.0), unit_slevy=(400.0, 200.0, 70.0))
    engine = Engine(battle, map_queries=GeometryMap())
    _charge(engine, "unit-lhorse", "unit-slevy", order="trample")
    assert engine.context.map.distance(engine.state, "unit-lhorse", "unit-slevy") <= 0.06


def test_cavalry_cannot_charge_across_ground_that_negates_cavalry() -> None:
    battle = _placed(unit_lhorse=(300.0, 100.0, 180.0), unit_slevy=(300.0, 190.0, 0.0))
    battle = battle.model_copy(
        update={"terrain": {"terrain-marsh": _rect("terrain-marsh", "marsh", 200, 140, 400, 150)}}
    )
    engine = Engine(battle, map_queries=GeometryMap())
    before = engine.state
    with pytest.raises(CommandRefused) as refused:
        _charge(engine, "unit-lhorse", "unit-slevy")
    assert refused.value.reason.key == "order.path_blocked"
    assert engine.state == before


def test_infantry_may_charge_across_the_same_marsh_when_it_is_near_enough() -> None:
    battle = _placed(unit_lspear=(300.0, 100.0, 180.0), unit_slevy=(300.0, 190.0, 0.0))
    battle = battle.model_copy(
        update={"terrain": {"terrain-marsh": _rect("terrain-marsh", "marsh", 200, 140, 400, 150)}}
    )
    engine = Engine(battle, map_queries=GeometryMap())
    _charge(engine, "unit-lspear", "unit-slevy")
    assert engine.context.map.in_contact(engine.state, "unit-lspear", "unit-slevy")


def test_a_point_of_destiny_lets_the_cavalry_charge_across_it() -> None:
    battle = _placed(unit_lhorse=(300.0, 100.0, 180.0), unit_slevy=(300.0, 190.0, 0.0))
    battle = battle.model_copy(
        update={"terrain": {"terrain-marsh": _rect("terrain-marsh", "marsh", 200, 140, 400, 150)}}
    )
    engine = Engine(battle, map_queries=GeometryMap())
    to_orders(engine)
    feed(engine, [6] * 5)
    run(engine, IssueOrder("char-tywin", "charge", "unit-lhorse", targets=("unit-slevy",), destiny=True))
    feed(engine, [6] * 20)
    run(engine, CarryOutOrder("unit-lhorse"))
    assert engine.context.map.in_contact(engine.state, "unit-lhorse", "unit-slevy")


def test_a_push_stops_where_the_ground_blocks_it() -> None:
    battle = _placed(unit_lspear=(300.0, 100.0, 180.0), unit_sfoot=(300.0, 110.0, 0.0))
    battle = battle.model_copy(
        update={"terrain": {"terrain-cliff": _rect("terrain-cliff", "cliff", 200, 130, 400, 160)}}
    )
    engine = Engine(battle, map_queries=GeometryMap())
    run(engine, Override("unit-sfoot", "stats.abilities.athletics", 1, "test"))
    feed(engine, [6] * 10)  # 3 degrees and more: 30 metres, but the cliff is 15 metres behind
    engine.execute(CarryOutOrder("unit-lspear", OrderParams(targets=("unit-sfoot",)), order="press"))
    foot = engine.state.units["unit-sfoot"]
    assert 110.0 < foot.position.y < 130.5  # the push ends where the service says the cliff begins
