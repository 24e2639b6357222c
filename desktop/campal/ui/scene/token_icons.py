"""The kind icons of tokens, drawn as simple vector shapes so they stay crisp at any size.

Each function draws in a box of ``size`` pixels centred on the origin with the painter's pen;
the shapes follow the map symbols wargamers know (a crossed box for foot, a slashed box for
horse) rather than pictures, which blur when small.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath


def _box(size: float) -> QRectF:
    return QRectF(-size / 2, -size * 0.35, size, size * 0.7)


def infantry(painter: QPainter, size: float) -> None:
    box = _box(size)
    painter.drawRect(box)
    painter.drawLine(box.topLeft(), box.bottomRight())
    painter.drawLine(box.bottomLeft(), box.topRight())


def cavalry(painter: QPainter, size: float) -> None:
    box = _box(size)
    painter.drawRect(box)
    painter.drawLine(box.bottomLeft(), box.topRight())


def archers(painter: QPainter, size: float) -> None:
    box = _box(size)
    painter.drawRect(box)
    bow = QPainterPath(QPointF(-size * 0.18, -size * 0.28))
    bow.quadTo(QPointF(size * 0.3, 0.0), QPointF(-size * 0.18, size * 0.28))
    painter.drawPath(bow)
    painter.drawLine(QLineF(-size * 0.18, -size * 0.28, -size * 0.18, size * 0.28))
    painter.drawLine(QLineF(-size * 0.35, 0.0, size * 0.3, 0.0))


def engineers(painter: QPainter, size: float) -> None:
    box = _box(size)
    painter.drawRect(box)
    top, bottom = -size * 0.12, size * 0.14
    painter.drawLine(QLineF(-size * 0.3, top, size * 0.3, top))
    for x in (-size * 0.3, 0.0, size * 0.3):
        painter.drawLine(QLineF(x, top, x, bottom))


def siege_engine(painter: QPainter, size: float) -> None:
    radius = size * 0.22
    for cx in (-size * 0.22, size * 0.22):
        painter.drawEllipse(QPointF(cx, size * 0.16), radius, radius)
    painter.drawLine(QLineF(-size * 0.45, -size * 0.05, size * 0.45, -size * 0.05))
    painter.drawLine(QLineF(-size * 0.3, -size * 0.05, size * 0.25, -size * 0.42))


def character(painter: QPainter, size: float) -> None:
    painter.drawEllipse(QPointF(0.0, -size * 0.18), size * 0.16, size * 0.16)
    body = QPainterPath(QPointF(-size * 0.32, size * 0.38))
    body.quadTo(QPointF(0.0, -size * 0.12), QPointF(size * 0.32, size * 0.38))
    painter.drawPath(body)


def eye_slash(painter: QPainter, size: float) -> None:
    """Hidden from the players."""
    eye = QPainterPath(QPointF(-size / 2, 0.0))
    eye.quadTo(QPointF(0.0, -size * 0.45), QPointF(size / 2, 0.0))
    eye.quadTo(QPointF(0.0, size * 0.45), QPointF(-size / 2, 0.0))
    painter.drawPath(eye)
    painter.drawEllipse(QPointF(0.0, 0.0), size * 0.12, size * 0.12)
    painter.drawLine(QLineF(-size * 0.4, size * 0.4, size * 0.4, -size * 0.4))


def crossed_swords(painter: QPainter, size: float) -> None:
    """Engaged with an enemy."""
    h = size / 2
    painter.drawLine(QLineF(-h, h, h, -h))
    painter.drawLine(QLineF(-h, -h, h, h))
    painter.drawLine(QLineF(h * 0.45, -h, h, -h * 0.45))
    painter.drawLine(QLineF(-h * 0.45, -h, -h, -h * 0.45))


ICONS: dict[str, Callable[[QPainter, float], None]] = {
    "infantry": infantry,
    "cavalry": cavalry,
    "archers": archers,
    "engineers": engineers,
    "siege_engine": siege_engine,
    "character": character,
}


def draw_icon(painter: QPainter, kind: str, size: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ICONS.get(kind, infantry)(painter, size)
