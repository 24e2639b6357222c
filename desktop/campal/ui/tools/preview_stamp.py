"""A dragged token's outline where it would stand (a unit's polygon, a character's disc), drawn
once per shape and zoom into an image and stamped at each mouse move.

A translucent anti-aliased fill costs Qt's raster engine tens of nanoseconds a pixel (an opaque
one or an image blit, one or two), so redrawing the polygon at every move was the costliest
part of a drag's frame in each window that shows it. The stamp lands on whole pixels: the
outline may sit up to half a pixel from the exact spot, which a moving preview never shows.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF

from ..scene.box_stamp import clear_image, device_pixels

Pt = tuple[float, float]
MARGIN_PX = 2  # the outline's half width and its anti-aliasing
MAX_PIXELS = 4_000_000  # beyond this (a footprint filling a zoomed-in screen) the image is not worth keeping
KEPT = 8  # shapes remembered: a drag shows one, turning it a few


class PreviewStamps:
    def __init__(self, outline: QPen) -> None:
        self._outline = outline
        self._images: dict[tuple[object, ...], tuple[QImage, int, int]] = {}

    def draw(
        self, painter: QPainter, corners: tuple[Pt, ...], centre: Pt, fill: QColor, radius: float = 0.0
    ) -> bool:
        """Stamp the polygon (or, with no corners, the disc of ``radius`` pixels); False when it
        must be drawn plainly (a rotated or sheared view, or a shape too large to keep)."""
        transform = painter.worldTransform()
        if transform.m12() or transform.m21() or not transform.isAffine():
            return False
        sx, sy = transform.m11(), transform.m22()
        cx, cy = centre
        if corners:
            offsets = tuple((round((x - cx) * sx, 2), round((y - cy) * sy, 2)) for x, y in corners)
        else:
            r = round(radius, 2)
            offsets = ((-r, -r), (r, r))
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        key = (offsets, not corners, fill.rgba(), self._outline.color().rgba(), self._outline.widthF(), ratio)
        stamp = self._images.get(key)
        if stamp is None:
            stamp = self._render(offsets, not corners, fill, ratio)
            if stamp is None:
                return False
            if len(self._images) >= KEPT:
                self._images.clear()
            self._images[key] = stamp
        image, left, top = stamp
        at = transform.map(QPointF(cx, cy))
        with device_pixels(painter):
            painter.drawImage(QPointF(round(at.x()) + left, round(at.y()) + top), image)
        return True

    def _render(
        self, offsets: tuple[Pt, ...], disc: bool, fill: QColor, ratio: float
    ) -> tuple[QImage, int, int] | None:
        xs, ys = [x for x, _ in offsets], [y for _, y in offsets]
        left, top = math.floor(min(xs)) - MARGIN_PX, math.floor(min(ys)) - MARGIN_PX
        width, height = math.ceil(max(xs)) + MARGIN_PX - left, math.ceil(max(ys)) + MARGIN_PX - top
        if width * height * ratio * ratio > MAX_PIXELS:
            return None
        image = clear_image(width, height, ratio)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(fill)
        painter.setPen(self._outline)
        if disc:
            (x0, y0), (x1, y1) = offsets
            painter.drawEllipse(QRectF(x0 - left, y0 - top, x1 - x0, y1 - y0))
        else:
            painter.drawPolygon(QPolygonF([QPointF(x - left, y - top) for x, y in offsets]))
        painter.end()
        return image, left, top
