"""Who joins an action: the actor's companions still to act, ticked to strike together."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QDialog, QLabel, QVBoxLayout, QWidget

from ..dialogs.buttons import ok_cancel


class AlliesDialog(QDialog):
    def __init__(self, action: str, candidates: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AlliesDialog")
        self.setWindowTitle(action)
        layout = QVBoxLayout(self)
        ask = QCoreApplication.translate("AlliesDialog", "Who attacks the same target, rolling together?")
        layout.addWidget(QLabel(ask))
        self.boxes: dict[str, QCheckBox] = {}
        for token, name in candidates:
            box = QCheckBox(name)
            self.boxes[token] = box
            layout.addWidget(box)
        layout.addWidget(ok_cancel(self))

    def picked(self) -> tuple[str, ...]:
        return tuple(token for token, box in self.boxes.items() if box.isChecked())
