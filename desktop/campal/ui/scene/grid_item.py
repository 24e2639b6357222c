"""The square or hex grid over the field, drawn only where it is exposed and only when legible."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.model import Grid, GridKind, Size
from .palette import GRID, Z_GRID

# Below this many screen pixels per cell the grid is noise, so it is not drawn.
MIN_CELL_PX = 6.0


class GridItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_GRID)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self._grid = Grid()
        self._size = Size(width=600, height=400)

    def set_grid(self, grid: Grid, size: Size) -> None:
        self.prepareGeometryChange()
        self._grid, self._size = grid, size
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._size.width, self._size.height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._grid.kind is GridKind.NONE:
            return
        scale = painter.worldTransform().m11()
        if self._grid.size * scale < MIN_CELL_PX:
            return
        pen = QPen(GRID, 1.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        exposed = option.exposedRect.intersected(self.boundingRect())  # type: ignore[attr-defined]
        painter.setClipRect(self.boundingRect())
        if self._grid.kind is GridKind.SQUARE:
            painter.drawLines(square_lines(exposed, self._grid.size))
        else:
            for hexagon in hexagons(exposed, self._grid.size):
                painter.drawPolyline(hexagon)


def square_lines(rect: QRectF, cell: float) -> list[QLineF]:
    lines = []
    x = math.floor(rect.left() / cell) * cell
    while x <= rect.right():
        lines.append(QLineF(x, rect.top(), x, rect.bottom()))
        x += cell
    y = math.floor(rect.top() / cell) * cell
    while y <= rect.bottom():
        lines.append(QLineF(rect.left(), y, rect.right(), y))
        y += cell
    return lines


def hexagons(rect: QRectF, cell: float) -> list[QPolygonF]:
    """Flat-topped hexagons whose flat-to-flat width is ``cell``; each drawn as a closed outline.

    Neighbours share edges, so each edge is drawn twice; at legible densities that costs less
    than working out which half of each outline to draw.
    """
    radius = cell / math.sqrt(3.0)
    column_step = 1.5 * radius
    row_step = cell
    first_column = math.floor(rect.left() / column_step) - 1
    last_column = math.ceil(rect.right() / column_step) + 1
    first_row = math.floor(rect.top() / row_step) - 1
    last_row = math.ceil(rect.bottom() / row_step) + 1
    corners = [
        (radius * math.cos(math.radians(a)), radius * math.sin(math.radians(a))) for a in range(0, 361, 60)
    ]
    shapes = []
    for column in range(first_column, last_column + 1):
        offset = row_step / 2.0 if column % 2 else 0.0
        cx = column * column_step
        for row in range(first_row, last_row + 1):
            cy = row * row_step + offset
            shapes.append(QPolygonF([QPointF(cx + dx, cy + dy) for dx, dy in corners]))
    return shapes
