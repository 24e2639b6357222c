"""Typing in a roll the players made on camera: the pool and difficulty shown, the total or
each die accepted (Enter confirms), or the app asked to roll this one."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...core.dice import DiceEntryError, ManualEntry, RollSpec, ScriptedDice, roll_test
from ...core.report import render_breakdown
from ..i18n import current_language
from ..messages import tr_message


def pool_text(spec: RollSpec) -> str:
    """ "4D +1B, difficulty 15": dice kept, bonus dice rolled besides, and what to beat."""
    bonus = spec.rolled_count - spec.kept_count
    text = f"{spec.kept_count}D" + (f" +{bonus}B" if bonus else "")
    if spec.modifiers.total:
        text += f" {spec.modifiers.total:+d}"
    if spec.difficulty is not None:
        text += QCoreApplication.translate("RollDialog", ", difficulty {0}").format(spec.difficulty.total)
    return text


def parse_entry(text: str) -> ManualEntry | None:
    numbers = [int(n) for n in re.findall(r"\d+", text)]
    if not numbers:
        return None
    if len(numbers) == 1:
        return ManualEntry(dice_total=numbers[0])
    return ManualEntry(faces=tuple(numbers))


class RollDialog(QDialog):
    """``entry`` after ``exec``: the typed roll, or None with ``by_app`` when the app rolls it."""

    def __init__(self, spec: RollSpec, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RollDialog")
        self.spec = spec
        self.entry: ManualEntry | None = None
        self.by_app = False
        self.setWindowTitle(QCoreApplication.translate("RollDialog", "Roll: {0}").format(title))
        layout = QVBoxLayout(self)
        heading = QLabel(title)
        heading.setStyleSheet("font-weight:bold;font-size:15px;")
        layout.addWidget(heading)
        self.pool_label = QLabel(pool_text(spec))
        self.pool_label.setStyleSheet("font-size:22px;font-weight:bold;color:#2e5c8a;")
        layout.addWidget(self.pool_label)
        language = current_language()
        if spec.difficulty is not None and spec.difficulty.terms:
            layout.addWidget(
                QLabel(
                    QCoreApplication.translate("RollDialog", "Difficulty: {0}").format(
                        render_breakdown(spec.difficulty, language)
                    )
                )
            )
        if spec.test_dice.terms:
            layout.addWidget(
                QLabel(
                    QCoreApplication.translate("RollDialog", "Dice: {0}").format(
                        render_breakdown(spec.test_dice, language)
                    )
                )
            )
        if spec.modifiers.terms:
            layout.addWidget(
                QLabel(
                    QCoreApplication.translate("RollDialog", "Modifiers: {0}").format(
                        render_breakdown(spec.modifiers, language)
                    )
                )
            )
        hint = QCoreApplication.translate(
            "RollDialog", "Type the total of the {0} kept dice, or all {1} dice rolled (e.g. 6 5 3 2 1)."
        )
        layout.addWidget(QLabel(hint.format(spec.kept_count, spec.rolled_count)))
        self.input = QLineEdit()
        self.input.setPlaceholderText(QCoreApplication.translate("RollDialog", "total or dice"))
        layout.addWidget(self.input)
        self.error_label = QLabel()
        self.error_label.setStyleSheet("color:#c0392b;")
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.auto_button = buttons.addButton(
            QCoreApplication.translate("RollDialog", "&Roll for me"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.auto_button.setToolTip(
            QCoreApplication.translate("RollDialog", "The app rolls this one (Alt+R)")
        )
        self.auto_button.clicked.connect(self._roll_for_me)
        buttons.accepted.connect(self._confirm)
        buttons.rejected.connect(self.reject)
        # Enter in the entry confirms; no button may take it (the box would make Cancel default).
        for button in buttons.buttons():
            button.setAutoDefault(False)
            button.setDefault(False)
        self.input.returnPressed.connect(self._confirm)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setToolTip(
            QCoreApplication.translate("RollDialog", "Confirm the roll (Enter)")
        )
        layout.addWidget(buttons)
        self.input.setFocus()

    def _confirm(self) -> None:
        entry = parse_entry(self.input.text())
        if entry is None:
            self.error_label.setText(QCoreApplication.translate("RollDialog", "Type a total or the dice."))
            return
        try:
            roll_test(self.spec, ScriptedDice(()), entry)
        except DiceEntryError as error:
            self.error_label.setText(tr_message(error.reason))
            return
        self.entry = entry
        self.accept()

    def _roll_for_me(self) -> None:
        self.by_app = True
        self.accept()
