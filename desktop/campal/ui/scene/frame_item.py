"""The outline, in the GM's view, of what the players' window shows right now."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .palette import Z_OVERLAY

FRAME_COLOUR = QColor(255, 255, 255, 200)


class PlayerFrameItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_OVERLAY - 1)
        self._rect = QRectF()

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        for colour, width, style in (
            (QColor(0, 0, 0, 160), 4.0, Qt.PenStyle.SolidLine),
            (FRAME_COLOUR, 2.0, Qt.PenStyle.DashLine),
        ):
            pen = QPen(colour, width, style)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawRect(self._rect)
