"""Translucent rounded boxes (the labels' backgrounds, the state pills) stamped from images.

Qt's raster engine fills an anti-aliased translucent curved shape some twenty times slower than
the same shape opaque, or a translucent plain rectangle: about 120 µs for one name box, and a
map repaints hundreds of them, a drag's readout one at every move. So each box is drawn once per
size, colour and quarter-pixel offset into a small image, and stamped after. Boxes keep their
exact size and land within an eighth of a pixel of their spot.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

STEPS = 4  # sub-pixel offsets kept per axis
KEPT = 2048  # images remembered (a few kilobytes each); past it the cache starts again
_images: dict[tuple[int, int, int, int, float, int, float], QImage] = {}


def draw_rounded_box(painter: QPainter, rect: QRectF, radius: float, colour: QColor) -> None:
    """``painter.drawRoundedRect(rect, radius, radius)`` with ``colour`` and no pen."""
    transform = painter.worldTransform()
    if (
        colour.alpha() == 255
        or transform.m11() != 1.0
        or transform.m22() != 1.0
        or transform.m12()
        or transform.m21()
        or not transform.isAffine()
    ):
        # Opaque boxes are cheap as they are; a scaled painter (an export) draws plainly.
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, radius, radius)
        painter.restore()
        return
    left, top = transform.dx() + rect.left(), transform.dy() + rect.top()
    column, row = math.floor(left), math.floor(top)
    fx, fy = round((left - column) * STEPS), round((top - row) * STEPS)
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    key = (
        round(rect.width() * STEPS),
        round(rect.height() * STEPS),
        fx,
        fy,
        radius,
        colour.rgba(),
        ratio,
    )
    image = _images.get(key)
    if image is None:
        if len(_images) >= KEPT:
            _images.clear()
        image = _images[key] = _render(key)
    painter.save()
    painter.resetTransform()
    painter.drawImage(QPointF(column, row), image)
    painter.restore()


def _render(key: tuple[int, int, int, int, float, int, float]) -> QImage:
    width, height, fx, fy, radius, rgba, ratio = key
    box = QRectF(fx / STEPS, fy / STEPS, width / STEPS, height / STEPS)
    image = QImage(
        max(1, math.ceil((box.right() + 1) * ratio)),
        max(1, math.ceil((box.bottom() + 1) * ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor.fromRgba(rgba))
    painter.drawRoundedRect(box, radius, radius)
    painter.end()
    return image
