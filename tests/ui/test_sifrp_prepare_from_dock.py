"""Preparar given from the dock: the action kept picked from a menu, the condition typed in
words, the enemy it waits for clicked on the map; the order keeps all three."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

from .play_helpers import click_unit
from .test_play_round import to_orders
from .test_second_picks import MenuAnswer, _click_token


def test_preparar_keeps_its_action_condition_and_target(qtbot, window):
    answers = to_orders(qtbot, window)
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lspear")
    button = dock.offers.buttons["prepare"]
    assert button.isEnabled(), button.toolTip()
    menu = MenuAnswer()
    asked: list[str] = []

    def condition() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QInputDialog):
            asked.append(dialog.labelText())
            dialog.setTextValue("cuando crucen el vado")
            dialog.accept()
        else:
            QTimer.singleShot(20, condition)

    QTimer.singleShot(20, condition)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    menu.stop()
    assert menu.seen and asked
    tool = window.view.tool
    target = tool.valid[0]
    _click_token(qtbot, window, target)
    qtbot.waitUntil(lambda: window.session.battle.units["unit-lspear"].stats.prepared is not None)
    answers.stop()
    prepared = window.session.battle.units["unit-lspear"].stats.prepared
    assert prepared.order == "attack" and prepared.targets == (target,)
    assert prepared.condition == "cuando crucen el vado"
