"""The default tool: drag a token to move it (measured as it goes); drag the map elsewhere to
pan it (the tool pans itself, so it sees the release); a click on empty ground clears the
token selection."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from .base import Tool
from .token_drag import DRAG_PX, TokenDrag

if TYPE_CHECKING:
    from ..view.battle_view import BattleView


class MoveTool(Tool):
    def __init__(self, view: BattleView, drag: TokenDrag) -> None:
        super().__init__(view)
        self.drag = drag
        self._press: QPointF | None = None
        self._last = QPointF()

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.OpenHandCursor)

    def deactivate(self) -> None:
        if self.drag.dragging:
            self.drag.end()
        self.view.viewport().unsetCursor()

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self.drag.press(event, scene_pos):
            return True
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = self._last = event.position()
            self.view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return True
        return False

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._press is not None:
            delta = event.position() - self._last
            self._last = event.position()
            self.view.pan_by(-delta.x(), -delta.y())
            return True
        return self.drag.move(event, scene_pos)

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            moved = event.position() - self._press
            if math.hypot(moved.x(), moved.y()) < DRAG_PX:
                self.drag.selection.clear()  # a click on empty ground
            self._press = None
            self.activate()
            return True
        return self.drag.release(event, scene_pos)

    def key_press(self, event: QKeyEvent) -> bool:
        return self.drag.key_press(event)
