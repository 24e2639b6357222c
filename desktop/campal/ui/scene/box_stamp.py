"""Translucent rounded boxes (the labels' backgrounds, the state pills) stamped from images.

Qt's raster engine fills an anti-aliased translucent curved shape some twenty times slower than
the same shape opaque, or a translucent plain rectangle: about 120 µs for one name box, and a
map repaints hundreds of them, a drag's readout one at every move. So each box is drawn once per
size and colour into a small image, and stamped after, on whole pixels: a box may be half a
pixel larger, smaller or aside of its exact rectangle, well inside the padding around its text.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

KEPT = 1024  # images remembered (a few kilobytes each); past it the cache starts again
_images: dict[tuple[int, int, float, int, float], QImage] = {}


def draw_rounded_box(painter: QPainter, rect: QRectF, radius: float, colour: QColor) -> None:
    """``painter.drawRoundedRect(rect, radius, radius)`` with ``colour`` and no pen."""
    if colour.alpha() == 255 or not shifts_only(painter):
        # Opaque boxes are cheap as they are; a scaled painter (an export) draws plainly.
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, radius, radius)
        painter.restore()
        return
    key = (
        max(1, round(rect.width())),
        max(1, round(rect.height())),
        radius,
        colour.rgba(),
        pixel_ratio(painter),
    )
    image = _images.get(key)
    if image is None:
        if len(_images) >= KEPT:
            _images.clear()
        image = _images[key] = _render(key)
    stamp_image(painter, image, rect.left(), rect.top())


def shifts_only(painter: QPainter) -> bool:
    """Whether the painter only shifts what it draws (a view's labels), so a stamp drawn at
    one pixel per unit lands as the shape would."""
    kind = painter.worldTransform().type()
    return kind in (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)


def pixel_ratio(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def stamp_image(painter: QPainter, image: QImage, left: float, top: float) -> None:
    """Draw ``image`` with its top left at (``left``, ``top``) of a painter that only shifts,
    on the nearest whole pixel, so its pixels land unsmoothed."""
    transform = painter.worldTransform()
    column, row = round(transform.dx() + left), round(transform.dy() + top)
    with device_pixels(painter):
        painter.drawImage(QPointF(column, row), image)


@contextmanager
def device_pixels(painter: QPainter) -> Iterator[None]:
    """The painter in its device's own pixels for the block, unscaled and unsmoothed, so a
    picture drawn at a whole pixel is copied as it is. Qt's raster engine gives up its fast
    copy for a blend some ten times slower whenever smoothing is asked for, even at one to
    one, and the players' view asks for it (for the pictures it scales)."""
    painter.save()
    painter.resetTransform()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    try:
        yield
    finally:
        painter.restore()


def clear_image(width: float, height: float, ratio: float) -> QImage:
    """A transparent image of ``width`` × ``height`` pixels for a screen of this pixel ratio,
    to draw a stamp into."""
    image = QImage(
        max(1, math.ceil(width * ratio)),
        max(1, math.ceil(height * ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    return image


def _render(key: tuple[int, int, float, int, float]) -> QImage:
    width, height, radius, rgba, ratio = key
    image = clear_image(width, height, ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor.fromRgba(rgba))
    painter.drawRoundedRect(QRectF(0, 0, width, height), radius, radius)
    painter.end()
    return image
