"""Calibrate the map image: drag a line over a feature of known size, then type its length."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from ..scene.palette import CALIBRATION, Z_OVERLAY
from .base import Tool

# Called with the line in scene metres when the GM releases the mouse.
LineDrawn = Callable[[QLineF], None]


class CalibrateTool(Tool):
    def __init__(self, view, on_line: LineDrawn) -> None:  # type: ignore[no-untyped-def]
        super().__init__(view)
        self._on_line = on_line
        self._start: QPointF | None = None
        self._line: QGraphicsLineItem | None = None

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self.status.emit(self.tr("Drag a line over a feature whose real length you know. Esc cancels."))

    def deactivate(self) -> None:
        self._clear()
        self.view.viewport().unsetCursor()

    def _clear(self) -> None:
        if self._line is not None:
            self.view.scene().removeItem(self._line)
            self._line = None
        self._start = None

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._clear()
        self._start = scene_pos
        pen = QPen(CALIBRATION, 3.0)
        pen.setCosmetic(True)
        self._line = self.view.scene().addLine(QLineF(scene_pos, scene_pos), pen)
        self._line.setZValue(Z_OVERLAY)
        return True

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._start is None or self._line is None:
            return False
        self._line.setLine(QLineF(self._start, scene_pos))
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._start is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        line = QLineF(self._start, scene_pos)
        self._on_line(line)
        self.deactivate()
        self.finished.emit()
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return True
        return False
