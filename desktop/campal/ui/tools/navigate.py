"""The default tool: the left button drags the map like a hand."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from .base import Tool


class NavigateTool(Tool):
    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.OpenHandCursor)

    def deactivate(self) -> None:
        self.view.viewport().unsetCursor()

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() == Qt.MouseButton.LeftButton:
            self.view.start_pan(event.position())
            return True
        return False
