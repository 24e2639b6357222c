"""Every order is offered by the dock; those needing a second unit pick it on the map, those
splitting dice or naming a fortification take it from a list (item: reachable from the app)."""

from __future__ import annotations

from campal.core.engine import Override, PlainMap
from campal.core.model import Fortification, Point
from campal.core.rules.play import Choice, Extra, TargetKind
from campal.core.rules.sifrp.commands import IssueOrder
from campal.core.rules.sifrp.events import AttackResolved, OrderIssued
from campal.core.rules.sifrp.tables import orders
from campal.core.rules.system import system_of

from .armies import engine_for, feed, run, to_orders

PLAY = system_of("sifrp").play
MAP = PlainMap()


def _offers(engine, unit: str):  # type: ignore[no-untyped-def]
    return {o.id: o for o in PLAY.unit_offers(engine.state, MAP, unit, "char-tywin")}


def test_no_order_is_held_back_from_the_dock() -> None:
    engine = engine_for()
    to_orders(engine)
    offered = _offers(engine, "unit-lspear")
    assert set(offered) == set(orders())
    assert not any(o.refusal is not None and o.refusal.key == "offer.not_from_dock" for o in offered.values())


def test_orders_with_a_second_pick_say_what_it_is() -> None:
    engine = engine_for()
    to_orders(engine)
    offered = _offers(engine, "unit-lspear")
    assert (
        offered["split_attack"].second is TargetKind.ENEMY and offered["split_attack"].extra is Extra.CHOICE
    )
    assert offered["pincer"].second is TargetKind.FRIEND and offered["pincer"].extra is Extra.CHOICE
    assert offered["hammer_and_anvil"].second is TargetKind.FRIEND
    assert offered["undermine"].extra is Extra.CHOICE


def test_the_second_pick_of_a_pincer_is_a_friend_that_reaches_the_same_enemy() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-lbow", "position", {"x": 140.0, "y": 142.0}, "test"))
    seconds = {
        t.token: t
        for t in PLAY.targets(engine.state, MAP, Choice("unit-lspear", "pincer", "char-tywin", "unit-sfoot"))
    }
    assert seconds["unit-lbow"].refusal is None
    assert seconds["unit-lhorse"].refusal is not None
    splits = [value for value, _ in PLAY.extras(engine.state, Choice("unit-lspear", "pincer", "char-tywin"))]
    assert splits == ["3+1", "2+2", "1+3"]  # Tywin's Warfare 4


def test_a_pincer_chosen_in_the_dock_becomes_one_command_with_both_units_and_the_split() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-lbow", "position", {"x": 140.0, "y": 142.0}, "test"))
    choice = Choice("unit-lspear", "pincer", "char-tywin", "unit-sfoot", second="unit-lbow", extra="2+2")
    command = PLAY.command(engine.state, choice)
    assert isinstance(command, IssueOrder)
    assert (command.unit, command.second_unit, command.dice_split, command.targets) == (
        "unit-lspear",
        "unit-lbow",
        (2, 2),
        ("unit-sfoot",),
    )
    feed(engine, [6] * 40)
    entry = engine.execute(command)
    assert sum(isinstance(e, OrderIssued) for e in entry.events) == 2
    assert {e.attacker for e in entry.events if isinstance(e, AttackResolved)} == {
        "unit-lspear",
        "unit-lbow",
    }


def test_a_divided_attack_carries_out_on_both_targets_with_the_split() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-slevy", "position", {"x": 140.0, "y": 100.0}, "test"))
    choice = Choice(
        "unit-lspear", "split_attack", "char-tywin", "unit-sfoot", second="unit-slevy", extra="2+1"
    )
    feed(engine, [6] * 40)
    run(engine, PLAY.command(engine.state, choice))
    follow = PLAY.follow_up(engine.state, choice)
    assert follow is not None
    entry = engine.execute(follow)
    attacks = [e for e in entry.events if isinstance(e, AttackResolved)]
    assert [(a.target, a.roll.spec.rank) for a in attacks] == [("unit-sfoot", 2), ("unit-slevy", 1)]


def test_undermine_lists_only_the_fortifications_beside_the_engineers() -> None:
    ring = (Point(x=80, y=105), Point(x=120, y=105), Point(x=120, y=115), Point(x=80, y=115))
    far = (Point(x=500, y=300), Point(x=520, y=300), Point(x=520, y=320))
    forts = {
        "fort-near": Fortification(id="fort-near", kind="castle", outline=ring, defence_bonus=4),
        "fort-far": Fortification(id="fort-far", kind="castle", outline=far, defence_bonus=4),
    }
    engine = engine_for(battle=engine_for().state.model_copy(update={"fortifications": forts}))
    to_orders(engine)
    run(engine, Override("unit-lspear", "stats.unit_type", "engineers", "test"))
    listed = [
        value for value, _ in PLAY.extras(engine.state, Choice("unit-lspear", "undermine", "char-tywin"))
    ]
    assert listed == ["fort-near"]
    assert _offers(engine, "unit-lspear")["undermine"].is_allowed
    assert not _offers(engine, "unit-lbow")["undermine"].is_allowed
