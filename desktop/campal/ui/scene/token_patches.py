"""Tokens too small on screen to show more than their side's colour, drawn together.

Seen from afar, a unit is a few pixels: its rims, wedge and picture cannot be read, and
a thousand items each caching a pixmap make every zoom change cost a thousand paints. Those
tokens hand their drawing to this one item, which fills one path per colour, built in metres and
so good at every zoom, with each unit's front edge drawn over it so its facing still reads. A
token that is selected, hovered, hidden or a drag's ghost always draws itself; engaged ones keep
a red edge here.

Each token is filled as a polygon of its own: the rasterizer takes a few hundred small polygons
several times faster than one path holding them all, and a token lying over another of its colour
stays whole instead of cutting a hole in it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .palette import Z_TOKENS
from .token_item import ENGAGED, SMALL_PX, TokenItem
from .unit_item import FRONT

EDGE_MARGIN_M = 25.0
# Curves (a character's round body) are flattened this many times finer than a metre.
_FINE = 20.0
_TO_FINE = QTransform.fromScale(_FINE, _FINE)
_FROM_FINE = QTransform.fromScale(1 / _FINE, 1 / _FINE)


def is_patch(item: TokenItem, scale: float | None) -> bool:
    """Whether ``item`` is drawn as a patch at ``scale`` pixels per metre."""
    if scale is None or item.selected or item.hovered or item.ghost or item.token.hidden:
        return False
    rect = item.path.boundingRect()
    return max(rect.width(), rect.height()) * scale < SMALL_PX


class TokenPatches(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_TOKENS - 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._shapes: list[tuple[QColor, list[QPolygonF]]] = []
        self._engaged = QPainterPath()
        self._fronts = QPainterPath()
        self._edge = QPen(ENGAGED, 2.0)
        self._edge.setCosmetic(True)
        # Each unit's front edge, so the way it faces still reads from afar.
        self._front_pen = QPen(FRONT, 1.5)
        self._front_pen.setCosmetic(True)
        self._bounds = QRectF()
        # Hundreds of antialiased shapes take longer to fill than a pixmap takes to copy: at a
        # given zoom the patches change only when the tokens do, and then set_items redraws them.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_items(self, items: Iterable[TokenItem], scale: float | None) -> None:
        """Take over the drawing of the tokens that are patches at ``scale``; give back the rest."""
        by_colour: dict[int, tuple[QColor, list[QPolygonF]]] = {}
        engaged = QPainterPath()
        fronts = QPainterPath()
        bounds = QRectF()
        for item in items:
            patch = is_patch(item, scale)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, patch)
            if not patch:
                continue
            key = item.colour.rgba()
            if key not in by_colour:
                fill = QColor(item.colour)
                fill.setAlpha(215)
                by_colour[key] = (fill, [])
            placed = item.path.translated(item.pos())
            shapes = by_colour[key][1]
            for polygon in placed.toSubpathPolygons(_TO_FINE):
                shape = _FROM_FINE.map(polygon)
                shapes.append(shape)
                bounds = bounds.united(shape.boundingRect())
            if item.engaged:
                engaged.addPath(placed)
            front = getattr(item, "_front", None)
            if front is not None:
                fronts.moveTo(front[0] + item.pos())
                fronts.lineTo(front[1] + item.pos())
        self.prepareGeometryChange()
        self._shapes = list(by_colour.values())
        self._engaged = engaged
        self._fronts = fronts
        # The red edge is a cosmetic pen: a couple of pixels, which far out are metres.
        self._bounds = bounds.adjusted(-EDGE_MARGIN_M, -EDGE_MARGIN_M, EDGE_MARGIN_M, EDGE_MARGIN_M)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for colour, shapes in self._shapes:
            painter.setBrush(colour)
            for shape in shapes:
                painter.drawPolygon(shape)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if not self._fronts.isEmpty():
            painter.setPen(self._front_pen)
            painter.drawPath(self._fronts)
        if not self._engaged.isEmpty():
            painter.setPen(self._edge)
            painter.drawPath(self._engaged)
