"""A Remedy: the side it serves, the Virtue at 0 it restores, and to what value (the GM's; the
rules table gives the default)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QSpinBox, QWidget

from ..dialogs.buttons import ok_cancel


class RemedyDialog(QDialog):
    def __init__(self, sides: list[tuple[str, str]], value: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RemedyDialog")
        self.setWindowTitle(QCoreApplication.translate("RemedyDialog", "Remedy"))
        layout = QFormLayout(self)
        self.side_box = QComboBox()
        for side, name in sides:
            self.side_box.addItem(name, side)
        self.virtue_box = QComboBox()
        for virtue, label in (
            ("vigour", QCoreApplication.translate("RemedyDialog", "Vigour (VIG)")),
            ("clarity", QCoreApplication.translate("RemedyDialog", "Clarity (CLA)")),
            ("spirit", QCoreApplication.translate("RemedyDialog", "Spirit (SPI)")),
        ):
            self.virtue_box.addItem(label, virtue)
        self.value_spin = QSpinBox()
        self.value_spin.setRange(1, 20)
        self.value_spin.setValue(value)
        layout.addRow(QCoreApplication.translate("RemedyDialog", "For:"), self.side_box)
        layout.addRow(QCoreApplication.translate("RemedyDialog", "Virtue at 0:"), self.virtue_box)
        layout.addRow(QCoreApplication.translate("RemedyDialog", "Restored to:"), self.value_spin)
        layout.addRow(ok_cancel(self))

    def chosen(self) -> tuple[str, str, int]:
        return str(self.side_box.currentData()), str(self.virtue_box.currentData()), self.value_spin.value()
