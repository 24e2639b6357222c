"""Drawing by dragging a box: a rectangle, or the ellipse inscribed in it."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainterPath, QPolygonF

from .draw_base import DrawTool

# An ellipse is kept as a polygon: enough sides to look round, few enough to edit by hand.
ELLIPSE_SIDES = 36


def rectangle_points(rect: QRectF) -> list[QPointF]:
    return [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]


def ellipse_points(rect: QRectF) -> list[QPointF]:
    centre, rx, ry = rect.center(), rect.width() / 2, rect.height() / 2
    return [
        QPointF(centre.x() + rx * math.cos(a), centre.y() + ry * math.sin(a))
        for a in (2 * math.pi * i / ELLIPSE_SIDES for i in range(ELLIPSE_SIDES))
    ]


class DragShapeTool(DrawTool):
    def reset(self) -> None:
        super().reset()
        self._start: QPointF | None = None

    def activate(self) -> None:
        self.reset()
        super().activate()

    def shape_points(self, rect: QRectF) -> list[QPointF]:
        return rectangle_points(rect)

    def _rect(self, scene_pos: QPointF) -> QRectF:
        assert self._start is not None
        return QRectF(self._start, scene_pos).normalized()

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self.reset()
        self._start = scene_pos
        return True

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._start is None:
            return False
        path = QPainterPath()
        path.addPolygon(QPolygonF(self.shape_points(self._rect(scene_pos))))
        path.closeSubpath()
        self.show_preview(path)
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._start is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        rect = self._rect(scene_pos)
        # A click without a drag is a slip, not a shape: say nothing, add nothing.
        if self.same_click(self._start, scene_pos):
            self.reset()
            return True
        self.commit(self.shape_points(rect))
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        return self.leave_on_escape(event, self._start is not None)


class RectangleTool(DragShapeTool):
    def hint(self) -> str:
        return self.tr("Drag from one corner of the area to the other. Esc leaves the tool.")


class EllipseTool(DragShapeTool):
    def shape_points(self, rect: QRectF) -> list[QPointF]:
        return ellipse_points(rect)

    def hint(self) -> str:
        return self.tr("Drag the box the round area fits in. Esc leaves the tool.")
