"""A ping: rings that pulse out from a point for a moment, so players look where the GM points."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .palette import Z_OVERLAY

PING_MS = 2400
PING_RADIUS_PX = 60.0
PING_COLOUR = QColor(255, 200, 0)


class PingItem(QGraphicsObject):
    """Drawn in screen pixels (it ignores the view's zoom) and removes itself when done."""

    def __init__(self, at: QPointF) -> None:
        super().__init__()
        self.setPos(at)
        self.setZValue(Z_OVERLAY + 10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self._phase = 0.0
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(PING_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._animation.valueChanged.connect(self._advance)
        self._animation.finished.connect(self._done)

    def start(self) -> None:
        self._animation.start()

    def _advance(self, value: float) -> None:
        self._phase = float(value)
        self.update()

    def _done(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()

    def boundingRect(self) -> QRectF:
        r = PING_RADIUS_PX + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for offset in (0.0, 0.33, 0.66):  # three rings, one after another
            t = (self._phase * 3 + offset) % 1.0
            colour = QColor(PING_COLOUR)
            colour.setAlphaF(max(0.0, 1.0 - t) * (1.0 - self._phase * 0.5))
            painter.setPen(QPen(colour, 4.0))
            radius = 8 + t * PING_RADIUS_PX
            painter.drawEllipse(QPointF(0, 0), radius, radius)
        painter.setBrush(PING_COLOUR)
        painter.setPen(QPen(QColor(40, 30, 0), 2))
        painter.drawEllipse(QPointF(0, 0), 6, 6)
