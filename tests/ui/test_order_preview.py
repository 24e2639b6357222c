"""An order shown before its roll: who gives it, the target, the difficulty and its breakdown;
Enter rolls, Esc gives it up; a preference rolls at once on the target click."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QToolButton

from campal.ui.play.order_preview import OrderPreview

from .test_play_round import give_attack, to_orders


def _answer_preview(qtbot, key, seen):
    def answer():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, OrderPreview):
            QTimer.singleShot(20, answer)
            return
        seen.extend(label.text() for label in dialog.findChildren(QLabel))
        qtbot.keyClick(dialog, key)

    QTimer.singleShot(20, answer)


def test_an_order_is_shown_with_its_issuer_target_and_difficulty_and_enter_rolls(qtbot, window):
    answers = to_orders(qtbot, window)
    answers.stop()
    window.play.flow.manual = False
    window.play.dice.manual_box.setChecked(False)
    chosen = [
        b for b in window.play.orders.findChildren(QToolButton) if b.property("issuer") and b.isChecked()
    ]
    assert chosen and "checked" in chosen[0].styleSheet()
    log_before = len(window.session.battle.log)
    seen: list[str] = []
    _answer_preview(qtbot, Qt.Key.Key_Escape, seen)
    give_attack(qtbot, window, "unit-lspear")
    assert len(window.session.battle.log) == log_before  # given up: nothing rolled
    assert any("Tywin" in text or "Kevan" in text for text in seen)
    assert any(text.isdigit() for text in seen)  # the difficulty
    seen.clear()
    _answer_preview(qtbot, Qt.Key.Key_Return, seen)
    give_attack(qtbot, window, "unit-lspear")
    qtbot.waitUntil(lambda: len(window.session.battle.log) > log_before)


def test_a_fast_gm_rolls_on_the_target_click(qtbot, window):
    answers = to_orders(qtbot, window)
    answers.stop()
    window.play.flow.manual = False
    window.play.dice.manual_box.setChecked(False)
    window.settings.roll_on_target_click = True
    window.play.flow.confirm_orders = not window.settings.roll_on_target_click
    log_before = len(window.session.battle.log)
    give_attack(qtbot, window, "unit-lspear")
    qtbot.waitUntil(lambda: len(window.session.battle.log) > log_before)
