"""File ▸ Export board image: the width in pixels and whose version of the board."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QSpinBox, QWidget

from ..render import MAX_WIDTH, MIN_WIDTH
from .buttons import ok_cancel


class ExportImageDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export board image"))
        layout = QFormLayout(self)
        self._width = QSpinBox()
        self._width.setRange(MIN_WIDTH, MAX_WIDTH)
        self._width.setValue(1600)
        self._width.setSuffix(self.tr(" px"))
        layout.addRow(self.tr("Width:"), self._width)
        self._version = QComboBox()
        self._version.addItem(self.tr("Players' version (hides what the GM hides)"), True)
        self._version.addItem(self.tr("GM's version (everything)"), False)
        layout.addRow(self.tr("Version:"), self._version)
        layout.addRow(ok_cancel(self))

    def image_width(self) -> int:
        return self._width.value()

    def player_view(self) -> bool:
        return bool(self._version.currentData())
