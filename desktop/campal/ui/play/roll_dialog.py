"""Typing in a roll the players made on camera, for any rule system's dice: the pool and what
is behind it shown, the total or each die accepted (Enter confirms), or the app asked to roll it."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...core.dice import DiceEntryError, ManualEntry, RollRequest
from ...core.model import msg
from ...core.report import render_breakdown
from ..i18n import current_language
from ..messages import tr_message

ROLL_FOR_ME_KEY = "Alt+R"


def parse_entry(text: str) -> ManualEntry | None:
    numbers = [int(n) for n in re.findall(r"\d+", text)]
    if not numbers:
        return None
    if len(numbers) == 1:
        return ManualEntry(dice_total=numbers[0])
    return ManualEntry(faces=tuple(numbers))


class RollDialog(QDialog):
    """``entry`` after ``exec``: the typed roll, or None with ``by_app`` when the app rolls it."""

    def __init__(self, spec: RollRequest, title: str, parent: QWidget | None = None) -> None:
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
        lead = getattr(spec, "lead", None)
        if lead is not None:  # what this roll follows: the hit before its damage
            self.lead_label = QLabel(tr_message(lead))
            self.lead_label.setObjectName("roll-lead")
            self.lead_label.setStyleSheet("font-weight:bold;color:#1e7b34;")
            layout.addWidget(self.lead_label)
        self.pool_label = QLabel(tr_message(spec.pool()))
        self.pool_label.setStyleSheet("font-size:22px;font-weight:bold;color:#2e5c8a;")
        layout.addWidget(self.pool_label)
        language = current_language()
        for label, sums in spec.breakdowns():
            layout.addWidget(QLabel(tr_message(msg(label, sums=render_breakdown(sums, language)))))
        layout.addWidget(QLabel(tr_message(spec.entry_hint())))
        self.input = QLineEdit()
        self.input.setPlaceholderText(QCoreApplication.translate("RollDialog", "total or dice"))
        layout.addWidget(self.input)
        self.error_label = QLabel()
        self.error_label.setStyleSheet("color:#c0392b;")
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        # Alt+R in every language, as its tooltip says: a translated mnemonic moved it to
        # another letter, and Alt+R then typed an "r" into the entry.
        self.auto_button = buttons.addButton(
            QCoreApplication.translate("RollDialog", "Roll for me"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.auto_button.setToolTip(
            QCoreApplication.translate("RollDialog", "The app rolls this one (Alt+R)")
        )
        QShortcut(QKeySequence(ROLL_FOR_ME_KEY), self, self.auto_button.click)
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
            self.spec.check_entry(entry)
        except DiceEntryError as error:
            self.error_label.setText(tr_message(error.reason))
            return
        self.entry = entry
        self.accept()

    def _roll_for_me(self) -> None:
        self.by_app = True
        self.accept()
