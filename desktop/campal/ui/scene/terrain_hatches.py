"""Hatch tiles: small pixmaps painted once per (hatch, colour) and laid as texture brushes.

Tiles are drawn in screen pixels; the item scales the brush back by the view's zoom, so a forest
reads as trees at any zoom instead of turning into a grey smear or a few giant circles.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

TILE_PX = 24
Painter = Callable[[QPainter, QColor], None]
_BRUSHES: dict[tuple[str, int], QBrush] = {}


def hatch_brush(hatch: str, colour: QColor) -> QBrush | None:
    """The texture brush of ``hatch`` in ``colour``; None for "none" or an unknown hatch."""
    paint = _PAINTERS.get(hatch)
    if paint is None:
        return None
    key = (hatch, colour.rgba())
    brush = _BRUSHES.get(key)
    if brush is None:
        brush = QBrush(_tile(paint, colour))
        _BRUSHES[key] = brush
    return brush


def _tile(paint: Painter, colour: QColor) -> QPixmap:
    pixmap = QPixmap(TILE_PX, TILE_PX)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, colour)
    painter.end()
    return pixmap


def _pen(colour: QColor, width: float = 1.2) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _lines(painter: QPainter, colour: QColor, segments: list[tuple[float, float, float, float]]) -> None:
    painter.setPen(_pen(colour))
    for x0, y0, x1, y1 in segments:
        painter.drawLine(QPointF(x0, y0), QPointF(x1, y1))


def _diagonal(painter: QPainter, colour: QColor) -> None:
    # Lines through the corners and the middle, so neighbouring tiles join without seams.
    t = TILE_PX
    _lines(painter, colour, [(0, t, t, 0), (-t / 2, t / 2, t / 2, -t / 2), (t / 2, t * 1.5, t * 1.5, t / 2)])


def _cross(painter: QPainter, colour: QColor) -> None:
    _diagonal(painter, colour)
    t = TILE_PX
    _lines(painter, colour, [(0, 0, t, t), (-t / 2, t / 2, t / 2, t * 1.5), (t / 2, -t / 2, t * 1.5, t / 2)])


def _horizontal(painter: QPainter, colour: QColor) -> None:
    t = TILE_PX
    _lines(painter, colour, [(0, t / 4, t, t / 4), (0, 3 * t / 4, t, 3 * t / 4)])


def _vertical(painter: QPainter, colour: QColor) -> None:
    t = TILE_PX
    _lines(painter, colour, [(t / 4, 0, t / 4, t), (3 * t / 4, 0, 3 * t / 4, t)])


def _dots(painter: QPainter, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    for x, y in ((6, 6), (18, 18)):
        painter.drawEllipse(QPointF(x, y), 1.6, 1.6)


def _trees(painter: QPainter, colour: QColor) -> None:
    # Two tree crowns per tile in offset rows: round tops with a short trunk.
    painter.setPen(_pen(colour, 1.1))
    fill = QColor(colour)
    fill.setAlpha(min(255, colour.alpha() // 3))
    painter.setBrush(fill)
    for cx, cy in ((6.5, 7.0), (18.5, 19.0)):
        painter.drawEllipse(QPointF(cx, cy), 4.6, 4.6)
        painter.drawLine(QPointF(cx, cy + 4.6), QPointF(cx, cy + 7.0))


def _waves(painter: QPainter, colour: QColor) -> None:
    painter.setPen(_pen(colour, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for base, shift in ((7.0, 0.0), (19.0, TILE_PX / 2)):
        path = QPainterPath()
        for step in range(TILE_PX + 1):
            x = step
            y = base + 2.2 * math.sin(2 * math.pi * (x + shift) / TILE_PX)
            if step == 0:
                path.moveTo(x, y)
            else:
                path.lineTo(x, y)
        painter.drawPath(path)


def _marsh(painter: QPainter, colour: QColor) -> None:
    # Tufts of reeds over short strokes of standing water.
    painter.setPen(_pen(colour, 1.1))
    for cx, cy in ((6.0, 9.0), (18.0, 21.0)):
        painter.drawLine(QPointF(cx - 5, cy), QPointF(cx + 5, cy))
        painter.drawLine(QPointF(cx, cy), QPointF(cx, cy - 5))
        painter.drawLine(QPointF(cx, cy), QPointF(cx - 3, cy - 4))
        painter.drawLine(QPointF(cx, cy), QPointF(cx + 3, cy - 4))


def _rocks(painter: QPainter, colour: QColor) -> None:
    # Irregular stones; a fixed seed so every tile, and every run, looks the same.
    rng = random.Random(7)
    painter.setPen(_pen(colour, 1.0))
    fill = QColor(colour)
    fill.setAlpha(min(255, colour.alpha() // 2))
    painter.setBrush(fill)
    for cx, cy, r in ((6.0, 7.0, 4.0), (17.0, 16.0, 5.0), (5.0, 19.0, 2.5)):
        corners = 5 + rng.randrange(2)
        points = []
        for i in range(corners):
            angle = 2 * math.pi * i / corners + rng.uniform(-0.3, 0.3)
            reach = r * rng.uniform(0.7, 1.0)
            points.append(QPointF(cx + reach * math.cos(angle), cy + reach * math.sin(angle)))
        painter.drawPolygon(QPolygonF(points))


_PAINTERS: dict[str, Painter] = {
    "dots": _dots,
    "diagonal": _diagonal,
    "cross": _cross,
    "horizontal": _horizontal,
    "vertical": _vertical,
    "trees": _trees,
    "waves": _waves,
    "marsh": _marsh,
    "rocks": _rocks,
}

__all__ = ["TILE_PX", "hatch_brush"]
