"""A drag's small marks (a waypoint's dot, the cross where a band is blocked) stamped from images.

Each mark is the same few pixels at every zoom, drawn at every mouse move in every window that
follows the drag; stroking its anti-aliased wide lines costs tens of microseconds each time,
blitting its picture a few. So a mark is drawn once into an image per kind and screen, and
stamped on whole pixels after.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ..scene.box_stamp import clear_image, device_pixels

SIZE_PX = 32  # room for the largest mark with its pen and anti-aliasing
Draw = Callable[[QPainter, float, float, float], None]  # painter, x, y (scene), pixels per unit


class MarkStamps:
    def __init__(self) -> None:
        self._images: dict[tuple[str, float], QImage] = {}

    def draw(self, painter: QPainter, points: Iterable[tuple[float, float]], kind: str, draw: Draw) -> None:
        """Draw the mark ``kind`` at each point: stamped where the view only scales and moves,
        plainly with ``draw`` otherwise (a rotated view)."""
        transform = painter.worldTransform()
        if transform.type() not in (
            QTransform.TransformationType.TxNone,
            QTransform.TransformationType.TxTranslate,
            QTransform.TransformationType.TxScale,
        ):
            scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(transform) or 1.0
            for x, y in points:
                draw(painter, x, y, scale)
            return
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        image = self._images.get((kind, ratio))
        if image is None:
            image = self._images[(kind, ratio)] = _render(draw, ratio)
        half = SIZE_PX / 2
        with device_pixels(painter):
            for x, y in points:
                at = transform.map(QPointF(x, y))
                painter.drawImage(QPointF(round(at.x()) - half, round(at.y()) - half), image)


def _render(draw: Draw, ratio: float) -> QImage:
    image = clear_image(SIZE_PX, SIZE_PX, ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, SIZE_PX / 2, SIZE_PX / 2, 1.0)
    painter.end()
    return image
