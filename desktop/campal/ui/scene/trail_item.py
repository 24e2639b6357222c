"""The ways tokens went this round, drawn faintly under them (cleared at each new round)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.model import Battle, Character, Unit
from .palette import Z_TOKENS

Z_TRAILS = Z_TOKENS - 10.0


class TrailsItem(QGraphicsItem):
    """All trails in one item: there are few, and one path per side colour draws fast."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_TRAILS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._paths: list[tuple[QPen, QPainterPath]] = []
        self._bounds = QRectF()

    def set_trails(self, battle: Battle, shown: dict[str, Unit | Character]) -> None:
        self.prepareGeometryChange()
        by_colour: dict[str, QPainterPath] = {}
        for token in shown.values():
            if len(token.trail) < 2:
                continue
            side = battle.sides.get(token.side)
            path = by_colour.setdefault(side.colour if side else "#333333", QPainterPath())
            path.addPolygon(QPolygonF([QPointF(p.x, p.y) for p in token.trail]))
        self._paths = []
        bounds = QRectF()
        for colour, path in by_colour.items():
            faint = QColor(colour)
            faint.setAlpha(150)
            pen = QPen(faint, 2.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            self._paths.append((pen, path))
            bounds = bounds.united(path.boundingRect())
        self._bounds = bounds.adjusted(-5, -5, 5, 5)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen, path in self._paths:
            painter.setPen(pen)
            painter.drawPath(path)
