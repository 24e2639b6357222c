"""The numbers an action asks for together (a house's resources at the battle's end), one spin
box each, all starting at zero."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QVBoxLayout, QWidget

from ...core.rules.play import Amount
from ..dialogs.buttons import ok_cancel
from ..messages import tr_message
from ..widgets.focus import FocusSpinBox


class AmountsDialog(QDialog):
    def __init__(self, action: str, amounts: tuple[Amount, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AmountsDialog")
        self.setWindowTitle(action)
        layout = QVBoxLayout(self)
        ask = QCoreApplication.translate("AmountsDialog", "What each one wins (+) or loses (−):")
        layout.addWidget(QLabel(ask))
        form = QFormLayout()
        self.boxes: dict[str, FocusSpinBox] = {}
        for amount in amounts:
            box = FocusSpinBox()
            box.setObjectName(f"amount-{amount.key}")
            box.setRange(amount.low, amount.high)
            box.setValue(0)
            self.boxes[amount.key] = box
            form.addRow(tr_message(amount.label), box)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self))

    def given(self) -> tuple[tuple[str, int], ...]:
        return tuple((key, box.value()) for key, box in self.boxes.items() if box.value())
