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
        # Each shown trail as last drawn: the token's trail value, its colour and its ground.
        self._drawn: dict[str, tuple[object, str, QRectF]] = {}

    def set_trails(self, battle: Battle, shown: dict[str, Unit | Character]) -> None:
        """Draw the shown tokens' trails; only the ground of the trails that changed is painted
        again, so a command's move repaints its own way, not the field."""
        by_colour: dict[str, QPainterPath] = {}
        drawn: dict[str, tuple[object, str, QRectF]] = {}
        for token in shown.values():
            if len(token.trail) < 2:
                continue
            side = battle.sides.get(token.side)
            colour = side.colour if side else "#333333"
            path = by_colour.setdefault(colour, QPainterPath())
            polygon = QPolygonF([QPointF(p.x, p.y) for p in token.trail])
            path.addPolygon(polygon)
            known = self._drawn.get(token.id)
            same = known is not None and known[0] is token.trail
            box = known[2] if known is not None and same else polygon.boundingRect().adjusted(-5, -5, 5, 5)
            drawn[token.id] = (token.trail, colour, box)
        dirty = QRectF()
        for token_id in self._drawn.keys() | drawn.keys():
            was, now = self._drawn.get(token_id), drawn.get(token_id)
            if was is not None and now is not None and was[0] is now[0] and was[1] == now[1]:
                continue
            for trail in (was, now):
                if trail is not None:
                    dirty = dirty.united(trail[2])
        self._drawn = drawn
        paths = []
        bounds = QRectF()
        for colour, path in by_colour.items():
            faint = QColor(colour)
            faint.setAlpha(150)
            pen = QPen(faint, 2.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            paths.append((pen, path))
            bounds = bounds.united(path.boundingRect())
        bounds = bounds.adjusted(-5, -5, 5, 5)
        if bounds != self._bounds:
            self.prepareGeometryChange()
        self._paths = paths
        self._bounds = bounds
        if not dirty.isEmpty():
            self.update(dirty)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen, path in self._paths:
            painter.setPen(pen)
            painter.drawPath(path)
