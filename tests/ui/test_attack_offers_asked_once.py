"""The attack builder asks the rules for the actor's offers once per battle state: filling the
offers, the targets and the allies, and picking another target, all read the same answer."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt

from .play_helpers import click_on_map, press
from .test_bastionland_attack import _to_sir_bors


def _counting(monkeypatch, dock) -> list[str]:
    """The actors whose offers the attack dock asks for (other docks ask for their own)."""
    asked: list[str] = []
    ask = dock.play.character_offers

    def counted(battle, maps, actor):
        if sys._getframe(1).f_locals.get("self") is dock:
            asked.append(actor)
        return ask(battle, maps, actor)

    monkeypatch.setattr(dock.play, "character_offers", counted)
    return asked


def test_one_refresh_asks_for_the_offers_once(qtbot, window, monkeypatch):
    dock = _to_sir_bors(qtbot, window)
    asked = _counting(monkeypatch, dock)
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)  # Sir Bors passes
    assert window.session.battle.turn.actor == "char-squire"
    assert asked == ["char-squire"]
    assert dock.offer_combo.count() > 0 and dock.target_combo.count() > 0
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)  # another target in the same battle: no asking
    assert dock.target_combo.currentData() == "char-grim"
    assert asked == ["char-squire"]
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)  # a new state asks anew
    assert asked == ["char-squire", window.session.battle.turn.actor]
