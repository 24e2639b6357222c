"""A unit on the map: a rectangle of its frontage × depth, turned to its facing, with its front
edge marked so the way it faces reads at a glance.

The turn is built into the shape rather than set as the item's rotation: Qt keeps an item's
cached pixmap only while the item is drawn without rotation, and a battle's units all face
different ways.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ...core.geometry import Footprint
from ...core.model import Unit
from .token_item import TokenItem

FRONT = QColor(255, 255, 255)  # opaque: a translucent anti-aliased line draws several times slower
# A band of the side's colour stays round the picture, this share of the unit's depth wide.
PICTURE_INSET = 0.16
MIN_PICTURE_PX = 8.0  # a unit shallower than this on screen shows no picture: it would be a smudge


class UnitItem(TokenItem):
    token: Unit

    def _turned(self, points: list[tuple[float, float]]) -> list[QPointF]:
        """Points given as (across, ahead) from the centre, turned to the unit's facing."""
        fx, fy = Footprint(0.0, 0.0, facing=self.token.facing).front_direction()
        rx, ry = -fy, fx
        return [QPointF(rx * w + fx * d, ry * w + fy * d) for w, d in points]

    def outline(self) -> QPainterPath:
        unit = self.token
        hw, hd = unit.frontage / 2, unit.depth / 2
        corners = self._turned([(-hw, hd), (hw, hd), (hw, -hd), (-hw, -hd)])
        tip = min(unit.depth * 0.6, unit.frontage * 0.25)
        self._front = (corners[0], corners[1])
        self._wedge = QPolygonF(self._turned([(-tip * 0.7, hd), (0.0, hd + tip), (tip * 0.7, hd)]))
        path = QPainterPath()
        path.addPolygon(QPolygonF(corners))
        path.closeSubpath()
        return path

    def place(self) -> None:
        self.setPos(self.token.position.x, self.token.position.y)

    def drawn_rect(self) -> QRectF:
        return self.path.boundingRect().united(self._wedge.boundingRect())

    def paint_extras(self, painter: QPainter) -> None:
        """The picture, the front edge, and a wedge ahead of it pointing the way the unit faces."""
        if self.picture is not None:
            self._paint_picture(painter)
        pen = QPen(FRONT, 2.5)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLine(*self._front)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour.darker(140))
        painter.drawPolygon(self._wedge)

    def _paint_picture(self, painter: QPainter) -> None:
        """The picture inside the footprint, never upside down, cropped to fill it."""
        assert self.picture is not None
        unit = self.token
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        if min(unit.depth, unit.frontage) * scale < MIN_PICTURE_PX:
            return
        fx, fy = Footprint(0.0, 0.0, facing=unit.facing).front_direction()
        angle = math.degrees(math.atan2(fx, -fy))  # the unit's across axis
        if angle > 90.0:
            angle -= 180.0
        elif angle <= -90.0:
            angle += 180.0
        inset = min(unit.depth, unit.frontage) * PICTURE_INSET
        room = QRectF(
            -unit.frontage / 2 + inset,
            -unit.depth / 2 + inset,
            unit.frontage - 2 * inset,
            unit.depth - 2 * inset,
        )
        width, height = self.picture.width(), self.picture.height()
        cover = max(room.width() / width, room.height() / height)
        shown = QRectF(0, 0, width * cover, height * cover)
        shown.moveCenter(room.center())
        painter.save()
        painter.rotate(angle)
        painter.setClipRect(room)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(shown, self.picture)
        painter.restore()
