"""The charge reach around a dragged unit's start: a dashed ring, stamped from a picture of it.

Stroking a dashed, translucent, anti-aliased ring a few hundred pixels across costs Qt's raster
engine milliseconds (6 ms for a 300 px radius, measured), more than all the rest of a drag's
frame, and the ring stays put while the unit moves. So it is an item of its own, repainted only
where the drag's moving parts repaint over it, or when it changes (another enemy in sight); and
its part in view is drawn once into a picture per ring, size and screen, then blitted.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..scene.box_stamp import clear_image, device_pixels, pixel_ratio
from ..scene.palette import Z_OVERLAY
from .drag_frame import Ring
from .mark_stamps import MarkStamps

RING_ALPHA = 170
TARGET_PX = 9.0  # the mark on the enemy the charge heads for
MARGIN_PX = 2  # the pen's half width and its anti-aliasing
MAX_PIXELS = 9_000_000  # a 4K screen's worth: past it the ring is stroked plainly

_STAMPABLE = (
    QTransform.TransformationType.TxNone,
    QTransform.TransformationType.TxTranslate,
    QTransform.TransformationType.TxScale,
)

Key = tuple[float, str, float, int, int, int, int]


def drag_pen(colour: QColor | str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen of the drag's drawing: the same width at every zoom, rounded ends and corners."""
    pen = QPen(QColor(colour), width, style)
    pen.setCosmetic(True)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def ring_pen(colour: str) -> QPen:
    faint = QColor(colour)
    faint.setAlpha(RING_ALPHA)
    return drag_pen(faint, 1.5, Qt.PenStyle.DashLine)


class ChargeRing(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        # Under the drag's lines and outlines, which are drawn at Z_OVERLAY after it.
        self.setZValue(Z_OVERLAY - 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.ring: Ring | None = None
        self._bounds = QRectF()
        self._stamp: tuple[Key, QImage] | None = None
        self._pens: dict[str, QPen] = {}
        self._marks = MarkStamps()

    def set_ring(self, ring: Ring | None, scale: float) -> None:
        """Show ``ring`` (None: none) at a view of ``scale`` pixels a unit; the same ring again
        changes nothing, so nothing is repainted."""
        if ring == self.ring:
            return
        self.prepareGeometryChange()
        self.ring = ring
        self._bounds = QRectF() if ring is None else _bounds(ring, scale)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        ring = self.ring
        if ring is None:
            return
        pen = self._pens.get(ring.colour)
        if pen is None:
            pen = self._pens[ring.colour] = ring_pen(ring.colour)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if not self._stamped(painter, ring, pen):
            painter.drawEllipse(QPointF(*ring.centre), ring.radius, ring.radius)
        if ring.target is not None:
            self._marks.draw(painter, (ring.target,), f"target {ring.colour}", self._draw_target)

    def _draw_target(self, painter: QPainter, x: float, y: float, scale: float) -> None:
        assert self.ring is not None
        painter.setPen(self._pens[self.ring.colour])
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(x, y), TARGET_PX / scale, TARGET_PX / scale)

    def _stamped(self, painter: QPainter, ring: Ring, pen: QPen) -> bool:
        """Blit the ring's part on the device from its picture; False where it must be stroked
        (a rotated or stretched view, or a picture too large to keep)."""
        transform = painter.worldTransform()
        if transform.type() not in _STAMPABLE or transform.m11() != transform.m22() or transform.m11() <= 0:
            return False
        radius = ring.radius * transform.m11()
        centre = transform.map(QPointF(*ring.centre))
        cx, cy = round(centre.x()), round(centre.y())
        # The ring's square, cut to the device: a ring far larger than the view is pictured
        # only where it can be seen.
        half = math.ceil(radius) + MARGIN_PX
        left, top, right, bottom = -half, -half, half, half
        device = painter.device()
        if device is not None:
            left, top = max(left, -cx), max(top, -cy)
            right, bottom = min(right, device.width() - cx), min(bottom, device.height() - cy)
        if right <= left or bottom <= top:
            return True  # none of it in view
        ratio = pixel_ratio(painter)
        if (right - left) * (bottom - top) * ratio * ratio > MAX_PIXELS:
            return False
        key: Key = (round(radius, 2), ring.colour, ratio, left, top, right, bottom)
        if self._stamp is None or self._stamp[0] != key:
            self._stamp = (key, _render(radius, pen, ratio, left, top, right, bottom))
        with device_pixels(painter):
            painter.drawImage(QPointF(cx + left, cy + top), self._stamp[1])
        return True


def _bounds(ring: Ring, scale: float) -> QRectF:
    cx, cy = ring.centre
    margin = MARGIN_PX / max(scale, 1e-6)
    reach = ring.radius + margin
    rect = QRectF(cx - reach, cy - reach, 2 * reach, 2 * reach)
    if ring.target is not None:
        tx, ty = ring.target
        mark = (TARGET_PX + MARGIN_PX) / max(scale, 1e-6)
        rect = rect.united(QRectF(tx - mark, ty - mark, 2 * mark, 2 * mark))
    return rect


def _render(radius: float, pen: QPen, ratio: float, left: int, top: int, right: int, bottom: int) -> QImage:
    image = clear_image(right - left, bottom - top, ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(-left, -top), radius, radius)
    painter.end()
    return image
