"""A ping: rings that pulse out from a point for a moment, so players look where the GM points."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .palette import Z_OVERLAY

PING_MS = 2400
FRAME_MS = 16
PING_RADIUS_PX = 60.0
PING_COLOUR = QColor(255, 200, 0)


class PingItem(QGraphicsObject):
    """Drawn in screen pixels (it ignores the view's zoom) and removes itself when done.

    Paced by a plain timer rather than a QVariantAnimation: the ping goes with its scene, and a
    scene freed during Qt's animation tick (a window closed while the ping pulses, then
    collected) would free a running animation under the animation clock's feet.
    """

    def __init__(self, at: QPointF) -> None:
        super().__init__()
        self.setPos(at)
        self.setZValue(Z_OVERLAY + 10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self._phase = 0.0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._advance)

    def start(self) -> None:
        self._clock.start()
        self._timer.start()

    def _advance(self) -> None:
        self._phase = min(1.0, self._clock.elapsed() / PING_MS)
        self.update()
        if self._phase >= 1.0:
            self._done()

    def _done(self) -> None:
        self._timer.stop()
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
