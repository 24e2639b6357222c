"""Before an order is rolled: who gives it, to which unit, against what, and how hard it is,
with the difficulty's breakdown. Enter rolls; Esc gives the order up."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ...core.dice import Breakdown
from ...core.report import render_breakdown
from ..i18n import current_language


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
        self.setWindowTitle(QCoreApplication.translate("OrderPreview", "Give the order"))
        form = QFormLayout(self)
        heading = QLabel(f"{order}")
        heading.setStyleSheet("font-weight:bold;font-size:16px;")
        form.addRow(heading)
        form.addRow(QCoreApplication.translate("OrderPreview", "Given by:"), QLabel(f"<b>{issuer}</b>"))
        form.addRow(QCoreApplication.translate("OrderPreview", "To:"), QLabel(unit))
        if target:
            form.addRow(QCoreApplication.translate("OrderPreview", "Target:"), QLabel(target))
        if difficulty is not None:
            total = QLabel(str(difficulty.total))
            total.setStyleSheet("font-size:22px;font-weight:bold;color:#2e5c8a;")
            form.addRow(QCoreApplication.translate("OrderPreview", "Difficulty:"), total)
            if difficulty.terms:
                breakdown = QLabel(render_breakdown(difficulty, current_language()))
                breakdown.setWordWrap(True)
                form.addRow("", breakdown)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.roll_button = buttons.addButton(
            QCoreApplication.translate("OrderPreview", "&Roll (Enter)"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.roll_button.setDefault(True)
        self.roll_button.setFocus()
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
