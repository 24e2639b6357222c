"""A commander's fatigue, set in the properties panel, weighs on his next order roll: the roll
dialog's pool loses a die and its breakdown names the fatigue."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from campal.ui.play.roll_dialog import RollDialog
from campal.ui.widgets.focus import FocusSpinBox

from .play_helpers import RollAnswers
from .test_play_round import give_attack, to_orders
from .test_unit_tags_and_gear import _labelled


class LabelsAnswers(RollAnswers):
    """As RollAnswers, keeping every line each roll dialog showed."""

    def __init__(self, qtbot) -> None:  # type: ignore[no-untyped-def]
        self.lines: list[list[str]] = []
        super().__init__(qtbot)

    def _answer(self) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, RollDialog) and not dialog.property("answered"):
            self.lines.append([label.text() for label in dialog.findChildren(QLabel)])
        super()._answer()


def test_a_fatigued_commanders_order_roll_loses_a_die_and_says_why(qtbot, window):
    answers = to_orders(qtbot, window)
    answers.stop()
    window.selection.set(["char-tywin"])
    fatigue = _labelled(window.tokens.roster.properties, "Fatigue")
    assert isinstance(fatigue, FocusSpinBox)
    fatigue.setFocus()
    fatigue.selectAll()
    qtbot.keyClicks(fatigue, "1")
    qtbot.keyClick(fatigue, Qt.Key.Key_Return)
    assert window.session.battle.characters["char-tywin"].stats.fatigue == 1
    window.selection.set([])
    shown = LabelsAnswers(qtbot)
    log_before = len(window.session.battle.log)
    give_attack(qtbot, window, "unit-lspear")
    qtbot.waitUntil(lambda: len(window.session.battle.log) >= log_before + 2)
    shown.stop()
    _title, pool = shown.shown[0]
    assert pool.startswith("3D "), pool  # Guerra 4, one kept die lost to the fatigue
    assert "Dice: −1 fatigue = -1" in shown.lines[0], shown.lines[0]
