"""Drawing by clicking points: a polygon (closed) or a line feature (open, with a width).

Click adds a point; double click or Enter finishes; Backspace removes the last point; Esc drops
the shape (and a second Esc leaves the tool).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainterPath, QPolygonF

from ..terrain.kinds import DrawingKind
from .draw_base import DrawTool


class PointsTool(DrawTool):
    closed = True

    def reset(self) -> None:
        super().reset()
        self.points: list[QPointF] = []
        self._cursor: QPointF | None = None

    def activate(self) -> None:
        self.reset()
        super().activate()

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if not self.points or not self.same_click(self.points[-1], scene_pos):
            self.points.append(scene_pos)
        self._cursor = scene_pos
        self._update()
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        return event.button() == Qt.MouseButton.LeftButton

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if not self.points:
            return False
        self._cursor = scene_pos
        self._update()
        return True

    def double_click(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if not self.points or not self.same_click(self.points[-1], scene_pos):
            self.points.append(scene_pos)
        self.finish()
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.points:
            self.finish()
            return True
        if key == Qt.Key.Key_Backspace and self.points:
            self.points.pop()
            if self.points:
                self._update()
            else:
                self.reset()
            return True
        return self.leave_on_escape(event, bool(self.points))

    def finish(self) -> None:
        points = list(self.points)
        self.reset()
        self.commit(points)

    def _update(self) -> None:
        shown = list(self.points)
        if self._cursor is not None and not self.same_click(shown[-1], self._cursor):
            shown.append(self._cursor)
        path = QPainterPath()
        path.addPolygon(QPolygonF(shown))
        if self.closed and len(shown) > 2:
            path.closeSubpath()
        self.show_preview(path)


class PolygonTool(PointsTool):
    def hint(self) -> str:
        return self.tr(
            "Click the corners of the area; double-click or Enter closes it. "
            "Backspace removes the last point, Esc cancels."
        )


class LineTool(PointsTool):
    closed = False

    @property
    def kind(self) -> DrawingKind:
        return self.context.line_kind

    def hint(self) -> str:
        return self.tr(
            "Click along the road, river or wall; double-click or Enter ends it. "
            "Backspace removes the last point, Esc cancels."
        )
