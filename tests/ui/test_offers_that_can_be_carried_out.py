"""An order or action the dock offers in green is one the command will carry out: the same
check greys a target the order could not reach, with the reason, before anything is rolled."""

from __future__ import annotations

from importlib.resources import as_file, files

import pytest
from PySide6.QtCore import Qt

from campal.core.engine import CommandRefused, Override
from campal.core.engine.terrain import AddFortification
from campal.core.model import Fortification, Point
from campal.core.rules.aquelarre.commands import Declare
from campal.core.rules.sifrp.commands import IssueOrder

from .play_helpers import click_unit, press
from .test_aquelarre_play import pick
from .test_play_round import to_orders


def _palisade_across(y: float) -> AddFortification:
    ring = [Point(x=0.0, y=y), Point(x=600.0, y=y), Point(x=600.0, y=y + 2.0), Point(x=0.0, y=y + 2.0)]
    return AddFortification(Fortification(id="fort-palisade", kind="palisade", outline=ring))


def test_sifrp_charge_is_not_offered_through_a_palisade(qtbot, window):
    answers = to_orders(qtbot, window)
    session = window.session
    session.execute(_palisade_across(200.0))  # between the Lannister archers and the Stark ones
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lbow")
    button = dock.offers.buttons["charge"]
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    tool = window.view.tool
    answers.stop()
    assert "unit-sbow" not in tool.valid  # near enough for a run, but the palisade is in the way
    refused = next(c for c in tool.choices if c.token == "unit-sbow")
    assert refused.refusal is not None and refused.refusal.key == "order.path_blocked"
    log_before = len(session.battle.log)
    issuer = dock.issuer_for("side-lannister")
    order = IssueOrder(issuer=issuer, order="charge", unit="unit-lbow", targets=("unit-sbow",))
    with pytest.raises(CommandRefused) as refused_order:
        session.engine.execute(order)
    assert refused_order.value.reason.key == "order.path_blocked"
    assert len(session.battle.log) == log_before  # no order rolled nor spent


def test_sifrp_attack_order_out_of_contact_is_refused_before_its_roll(qtbot, window):
    answers = to_orders(qtbot, window)
    answers.stop()
    session = window.session
    spears = session.battle.units["unit-lspear"]
    assert spears.stats.ranged_damage is None  # hand to hand only
    assert not session.engine.context.map.in_contact(session.battle, "unit-lspear", "unit-sbow")
    issuer = window.play.orders.issuer_for("side-lannister")
    order = IssueOrder(issuer=issuer, order="attack", unit="unit-lspear", targets=("unit-sbow",))
    log_before = len(session.battle.log)
    with pytest.raises(CommandRefused) as refused:
        session.engine.execute(order)
    assert refused.value.reason.key == "attack.no_missiles"  # too far for a blow, and no bows
    assert len(session.battle.log) == log_before  # the order was neither rolled nor spent


AQUELARRE = files("campal.resources") / "samples" / "aquelarre-emboscada.campal"


def _to_declaration(qtbot, window) -> tuple[str, str]:
    """The ambush at its declaration step: whose declaration it is, and a foe in front of it."""
    with as_file(AQUELARRE) as path:
        assert window.open_path(path, ask=False)
    press(qtbot, window, Qt.Key.Key_N)  # everyone's initiative
    press(qtbot, window, Qt.Key.Key_N)
    battle = window.session.battle
    assert battle.turn.step == "declaration"
    who = battle.turn.queue[0]
    me = battle.characters[who]
    foe = next(c for c in battle.characters.values() if c.side != me.side and c.position is not None)
    return who, foe.id


def _place(window, who: str, x: float, y: float) -> None:
    assert window.session.execute(Override(who, "position", {"x": x, "y": y}, "test"))


def test_aquelarre_melee_needs_its_foe_within_reach_of_the_moves_declared(qtbot, window):
    who, foe = _to_declaration(qtbot, window)
    there = window.session.battle.characters[foe].position
    _place(window, who, there.x + 8.0, there.y)  # 8 m from its centre: far beyond a blow
    pick(qtbot, window, who)
    button = window.play.characters.offers.buttons["melee"]
    if button.isEnabled():
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        tool = window.view.tool
        assert foe not in tool.valid
        refused = next(c for c in tool.choices if c.token == foe)
        assert refused.refusal.key == "aquelarre.refuse.beyond_closing"
        press(qtbot, window, Qt.Key.Key_Escape)
    with pytest.raises(CommandRefused) as refusal:
        window.session.engine.execute(Declare(actor=who, action="melee", targets=(foe,)))
    assert refusal.value.reason.key == "aquelarre.refuse.beyond_closing"


def test_aquelarre_melee_carried_out_only_within_reach(qtbot, window):
    who, foe = _to_declaration(qtbot, window)
    there = window.session.battle.characters[foe].position
    _place(window, who, there.x + 1.0, there.y)  # touching: the blow is declared
    session = window.session
    assert session.execute(Declare(actor=who, action="melee", targets=(foe,)))
    while session.battle.turn.queue:
        assert session.execute(Declare(actor=session.battle.turn.queue[0], action="dodge"))
    press(qtbot, window, Qt.Key.Key_N)
    assert session.battle.turn.step == "action"
    while session.battle.turn.actor != who:
        qtbot.mouseClick(window.play.characters.pass_button, Qt.MouseButton.LeftButton)
    _place(window, who, there.x + 8.0, there.y)  # carried off before its turn came
    pick(qtbot, window, who)
    button = window.play.characters.offers.buttons["do:0"]
    assert not button.isEnabled()
    assert button.toolTip()
