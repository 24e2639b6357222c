"""The map's lights over the GM's field at night: a veil of darkness with a glow round each light.

Shown on the GM's map only and only when the GM turns it on (View ▸ Lights): the lights come
from a map file and no rule reads them, so they are a picture of where the torches are.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.model import BattleField, MapLight
from .palette import Z_LIGHTS

NIGHT = QColor(8, 12, 36, 130)
GLOW_ALPHA = 170  # at the heart of a light of intensity 1
MARK_PX = 5.0  # the light's own spot, in screen pixels


class LightsItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_LIGHTS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._rect = QRectF(0, 0, 600, 400)
        self._lights: tuple[MapLight, ...] = ()
        self.setVisible(False)

    @property
    def lights(self) -> tuple[MapLight, ...]:
        return self._lights

    def set_field(self, field: BattleField) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, field.size.width, field.size.height)
        self._lights = field.lights
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.fillRect(self._rect, NIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        for light in self._lights:
            centre = QPointF(light.position.x, light.position.y)
            colour = QColor(f"#{light.colour}")
            gradient = QRadialGradient(centre, light.range_m)
            colour.setAlpha(round(GLOW_ALPHA * light.intensity))
            gradient.setColorAt(0.0, colour)
            colour.setAlpha(0)
            gradient.setColorAt(1.0, colour)
            painter.setBrush(QBrush(gradient))
            painter.drawEllipse(centre, light.range_m, light.range_m)
        scale = painter.worldTransform().m11() or 1.0
        radius = MARK_PX / scale
        painter.setPen(QPen(QColor(60, 40, 0), 0))
        for light in self._lights:
            painter.setBrush(QColor(f"#{light.colour}"))
            painter.drawEllipse(QPointF(light.position.x, light.position.y), radius, radius)
