"""A fortification on the map: a terrain item with a pale casing under its outline, so built
works stand apart from natural ground, and its Defence bonus on its label."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from .terrain_item import TerrainItem

CASING = QColor(255, 250, 235, 200)


class FortificationItem(TerrainItem):
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        casing = QPen(CASING, self._pen.widthF() + 3.0)
        casing.setCosmetic(True)
        casing.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(casing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)
        super().paint(painter, option, widget)
