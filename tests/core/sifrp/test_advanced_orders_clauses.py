"""Advanced orders read clause by clause: Combinar unidades, Maniobra en pinza, Maniobra
envolvente, Prepararse para una carga and Socavar."""

from __future__ import annotations

import pytest

from campal.core.engine import CommandRefused, Override
from campal.core.model import Fortification, Point, UnitState
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, OrderParams
from campal.core.rules.sifrp.events import AttackResolved
from campal.core.rules.sifrp.values import defence

from .armies import engine_for, feed, run, to_orders


def _hits(engine) -> list[AttackResolved]:  # type: ignore[no-untyped-def]
    return [e for e in engine.history[-1].events if isinstance(e, AttackResolved)]


def _carry(engine, unit: str, order: str, faces, **params):  # type: ignore[no-untyped-def]
    feed(engine, faces)
    run(engine, CarryOutOrder(unit, OrderParams(**params), order=order))
    return _hits(engine)


def test_combining_two_damaged_units_makes_an_intact_one() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-llevy", "position", {"x": 140.0, "y": 100.0}, "test"))
    for uid in ("unit-lspear", "unit-llevy"):
        run(engine, Override(uid, "stats.health", 0, "test"))
        run(engine, Override(uid, "stats.state", "disorganised", "test"))
        run(engine, Override(uid, "stats.disorganisations", 1, "test"))
    feed(engine, [6] * 5)
    run(engine, IssueOrder("char-tywin", "combine_units", "unit-lspear", partner="unit-llevy"))
    stats = engine.state.units["unit-lspear"].stats
    assert stats.state is UnitState.ORGANISED and stats.disorganisations == 0  # type: ignore[union-attr]
    assert stats.health == stats.abilities.endurance * 3  # type: ignore[union-attr]
    assert "unit-llevy" not in engine.state.units


def test_a_pincer_needs_its_two_units_near_each_other() -> None:
    engine = engine_for()
    to_orders(engine)
    before = engine.state
    with pytest.raises(CommandRefused) as refused:
        run(
            engine,
            IssueOrder(
                "char-tywin",
                "pincer",
                "unit-lspear",
                second_unit="unit-llevy",
                targets=("unit-sfoot",),
                dice_split=(2, 2),
            ),
        )
    assert refused.value.reason.key == "order.pincer_apart"
    assert engine.state == before


def _enveloped(engine) -> None:  # type: ignore[no-untyped-def]
    _carry(engine, "unit-lspear", "envelop", [1, 1, 1], targets=("unit-sfoot",))


def test_an_enveloped_unit_pushed_away_gives_the_envelopers_a_free_attack() -> None:
    engine = engine_for()
    _enveloped(engine)
    hits = _carry(engine, "unit-lbow", "press", [6, 6, 6, 1, 1, 1], targets=("unit-sfoot",))
    assert any(h.attacker == "unit-lspear" and h.order == "envelop" for h in hits)


def test_an_enveloped_unit_that_moves_away_gives_a_free_attack() -> None:
    engine = engine_for()
    _enveloped(engine)
    hits = _carry(engine, "unit-sfoot", "move", [1, 1, 1], destination=Point(x=100, y=170))
    assert [h.attacker for h in hits] == ["unit-lspear"]


def _brace(engine, uid: str, until: int = 1, state: int = 0) -> None:  # type: ignore[no-untyped-def]
    run(engine, Override(uid, "stats.prepared", {"order": "brace_for_charge"}, "test"))
    effect = [{"kind": "braced", "value": state, "until_round": until, "source": "brace"}]
    run(engine, Override(uid, "stats.effects", effect, "test"))


@pytest.mark.parametrize("order", ["charge", "trample"])
def test_a_braced_unit_meets_trample_as_it_meets_a_charge(order: str) -> None:
    engine = engine_for()
    _brace(engine, "unit-slevy")
    hits = _carry(engine, "unit-lhorse", order, [6] * 20, targets=("unit-slevy",))
    assert hits[0].attacker == "unit-slevy" and hits[0].order == "brace_for_charge"


def test_a_braced_unit_meets_an_onslaught_too() -> None:
    engine = engine_for()
    _brace(engine, "unit-sfoot")
    hits = _carry(engine, "unit-lspear", "onslaught", [6] * 20, destination=Point(x=100, y=200))
    assert hits[0].attacker == "unit-sfoot" and hits[0].order == "brace_for_charge"


def test_a_brace_past_its_round_does_nothing() -> None:
    engine = engine_for()
    to_orders(engine)  # round 1
    _brace(engine, "unit-slevy", until=0)
    hits = _carry(engine, "unit-lhorse", "charge", [6] * 20, targets=("unit-slevy",))
    assert [h.attacker for h in hits] == ["unit-lhorse"]


def test_a_brace_does_not_hold_once_the_unit_has_changed_state() -> None:
    engine = engine_for()
    _brace(engine, "unit-slevy")
    run(engine, Override("unit-slevy", "stats.state", "disorganised", "test"))
    hits = _carry(engine, "unit-lhorse", "charge", [6] * 20, targets=("unit-slevy",))
    assert [h.attacker for h in hits] == ["unit-lhorse"]


def _walled(engine, ring):  # type: ignore[no-untyped-def]
    fort = Fortification(id="fort-keep", kind="castle", outline=ring, defence_bonus=8)
    return engine_for(battle=engine.state.model_copy(update={"fortifications": {fort.id: fort}}))


def test_undermining_needs_the_engineers_beside_the_fortification() -> None:
    far = (Point(x=500, y=300), Point(x=520, y=300), Point(x=520, y=320))
    engine = _walled(engine_for(), far)
    with pytest.raises(CommandRefused) as refused:
        _carry(engine, "unit-lspear", "undermine", [6, 6, 6], fortification="fort-keep")
    assert refused.value.reason.key == "order.not_beside_fortification"


def test_undermining_stands_and_its_defence_penalty_lasts_while_it_does() -> None:
    near = (Point(x=95, y=100), Point(x=105, y=100), Point(x=105, y=80))
    engine = _walled(engine_for(), near)
    to_orders(engine)
    _carry(engine, "unit-lspear", "undermine", [6, 6, 3], fortification="fort-keep")
    spears = engine.state.units["unit-lspear"]
    standing = spears.stats.standing_order  # type: ignore[union-attr]
    assert standing is not None and standing.order == "undermine" and standing.targets == ("fort-keep",)
    assert defence(engine.state, spears).total == 4 - 5


def test_a_wall_scaled_puts_the_unit_on_the_wall() -> None:
    wall = (
        Point(x=80, y=60),
        Point(x=120, y=60),
        Point(x=120, y=95),
        Point(x=80, y=95),
    )  # at the spears' front
    engine = _walled(engine_for(), wall)
    _carry(engine, "unit-lspear", "scale_wall", [6, 6, 6], fortification="fort-keep")
    assert engine.state.units["unit-lspear"].position.y == pytest.approx(95.0)
    engine = _walled(engine_for(), wall)
    _carry(engine, "unit-lspear", "scale_wall", [1, 1, 1], fortification="fort-keep")
    assert engine.state.units["unit-lspear"].position.y == pytest.approx(100.0)  # it fell back


def test_ravaging_the_region_costs_the_lands_house_population_and_wealth() -> None:
    engine = engine_for()
    to_orders(engine)
    feed(engine, [6] * 5)
    run(engine, IssueOrder("char-tywin", "ravage", "unit-lspear"))
    stark = engine.state.sides["side-stark"].stats
    assert stark is not None and (stark.population, stark.wealth) == (-1, -1)
    assert engine.state.sides["side-lannister"].stats is None


@pytest.mark.parametrize(
    ("order", "params"),
    [
        ("charge", {"targets": ("unit-lbow",)}),
        ("onslaught", {"destination": Point(x=100, y=300)}),
    ],
)
def test_an_enveloped_unit_that_charges_or_makes_an_acometida_away_gives_a_free_attack(
    order: str, params: dict[str, object]
) -> None:
    engine = engine_for()
    _enveloped(engine)
    hits = _carry(engine, "unit-sfoot", order, [1] * 20, **params)
    assert hits and hits[0].attacker == "unit-lspear" and hits[0].order == "envelop"


def test_an_enveloped_unit_charging_the_unit_round_it_does_not_leave() -> None:
    engine = engine_for()
    _enveloped(engine)
    hits = _carry(engine, "unit-sfoot", "charge", [1] * 20, targets=("unit-lspear",))
    assert all(h.order != "envelop" for h in hits)
