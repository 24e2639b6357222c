"""The select tool's handles over the selected feature: its highlighted outline, a square at each
vertex and a round rotate handle above it. Drawn in screen pixels at any zoom; the tool does the
hit-testing, this item only paints."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..scene.palette import Z_OVERLAY

HANDLE_PX = 8.0
ROTATE_OFFSET_PX = 28.0
HIGHLIGHT = QColor(20, 120, 255)
CHOSEN = QColor(230, 40, 40)


def rotate_handle_at(bounds: QRectF, scale: float) -> QPointF:
    """Above the middle of the top edge, a fixed distance on screen."""
    return QPointF(bounds.center().x(), bounds.top() - ROTATE_OFFSET_PX / scale)


class HandlesItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.path = QPainterPath()
        self.vertices: list[QPointF] = []
        self.chosen: int | None = None
        self._bounds = QRectF()

    def show_feature(self, path: QPainterPath, vertices: list[QPointF], chosen: int | None) -> None:
        self.prepareGeometryChange()
        self.path, self.vertices, self.chosen = path, vertices, chosen
        # Handles are a fixed size on screen, so their reach in metres depends on the zoom:
        # a wide margin keeps them repainted at any zoom without recomputing on every change.
        rect = path.boundingRect()
        margin = max(rect.width(), rect.height(), 50.0)
        self._bounds = rect.adjusted(-margin, -margin, margin, margin)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        pen = QPen(HIGHLIGHT, 2.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)
        bounds = self.path.boundingRect()
        top = QPointF(bounds.center().x(), bounds.top())
        knob = rotate_handle_at(bounds, scale)
        painter.drawLine(top, knob)
        half = HANDLE_PX / 2 / scale
        painter.setBrush(QColor("white"))
        painter.drawEllipse(knob, half * 1.2, half * 1.2)
        for number, vertex in enumerate(self.vertices):
            painter.setBrush(CHOSEN if number == self.chosen else QColor("white"))
            painter.drawRect(QRectF(vertex.x() - half, vertex.y() - half, 2 * half, 2 * half))


def angle_about(centre: QPointF, point: QPointF) -> float:
    """Degrees clockwise on screen from the centre's up direction to the point."""
    return math.degrees(math.atan2(point.x() - centre.x(), -(point.y() - centre.y())))
