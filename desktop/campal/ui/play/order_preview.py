"""Before an order is rolled: who gives it, to which unit, against what, and how hard it is,
with the difficulty's breakdown. Enter rolls; Esc gives the order up."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ...core.dice import Breakdown
from ...core.report import render_breakdown
from ..i18n import current_language


def _tr(text: str) -> str:
    return QCoreApplication.translate("OrderPreview", text)


class OrderPreview(QDialog):
    def __init__(
        self,
        issuer: str,
        unit: str,
        order: str,
        target: str,
        difficulty: Breakdown | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("OrderPreview")
        self.setWindowTitle(_tr("Give the order"))
        form = QFormLayout(self)
        heading = QLabel(f"{order}")
        heading.setStyleSheet("font-weight:bold;font-size:16px;")
        form.addRow(heading)
        form.addRow(_tr("Given by:"), QLabel(f"<b>{issuer}</b>"))
        form.addRow(_tr("To:"), QLabel(unit))
        if target:
            form.addRow(_tr("Target:"), QLabel(target))
        if difficulty is not None:
            total = QLabel(str(difficulty.total))
            total.setStyleSheet("font-size:22px;font-weight:bold;color:#2e5c8a;")
            form.addRow(_tr("Difficulty:"), total)
            if difficulty.terms:
                breakdown = QLabel(render_breakdown(difficulty, current_language()))
                breakdown.setWordWrap(True)
                form.addRow("", breakdown)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.roll_button = buttons.addButton(_tr("&Roll (Enter)"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.roll_button.setDefault(True)
        self.roll_button.setFocus()
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
