"""A unit on the map: a rectangle of its frontage × depth, turned to its facing, with its front
edge marked so the way it faces reads at a glance."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ...core.model import Unit
from .token_item import TokenItem

FRONT = QColor(255, 255, 255, 230)


class UnitItem(TokenItem):
    token: Unit

    def outline(self) -> QPainterPath:
        unit = self.token
        path = QPainterPath()
        path.addRect(QRectF(-unit.frontage / 2, -unit.depth / 2, unit.frontage, unit.depth))
        return path

    def place(self) -> None:
        self.setPos(self.token.position.x, self.token.position.y)
        self.setRotation(self.token.facing)

    def paint_extras(self, painter: QPainter) -> None:
        """The front edge, and a wedge ahead of it pointing the way the unit faces."""
        unit = self.token
        half_w, half_d = unit.frontage / 2, unit.depth / 2
        pen = QPen(FRONT, 2.5)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(-half_w, -half_d), QPointF(half_w, -half_d))
        tip = min(unit.depth * 0.6, unit.frontage * 0.25)
        wedge = QPolygonF(
            [QPointF(-tip * 0.7, -half_d), QPointF(0.0, -half_d - tip), QPointF(tip * 0.7, -half_d)]
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour.darker(140))
        painter.drawPolygon(wedge)

    def drawn_rect(self) -> QRectF:
        unit = self.token
        tip = min(unit.depth * 0.6, unit.frontage * 0.25)
        return self.path.boundingRect().adjusted(0.0, -tip, 0.0, 0.0)
