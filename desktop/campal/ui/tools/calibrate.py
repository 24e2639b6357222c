"""Calibrate the map image: drag a line over a feature of known size, then type its length.

The line is drawn twice, a wide pale halo under the coloured line, so it shows over a dark map
as well as a light one; its length in the battle's current scale is read live beside it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from ..scene.label_item import LabelItem
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
        self._halo: QGraphicsLineItem | None = None
        self._label: LabelItem | None = None

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self.status.emit(self.tr("Drag a line over a feature whose real length you know. Esc cancels."))

    def deactivate(self) -> None:
        self._clear()
        self.view.viewport().unsetCursor()

    def _clear(self) -> None:
        for item in (self._halo, self._line, self._label):
            if item is not None and item.scene() is not None:
                item.scene().removeItem(item)
        self._line = self._halo = self._label = None
        self._start = None

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._clear()
        self._start = scene_pos
        halo = QPen(QColor(255, 255, 255, 220), 7.0)
        halo.setCosmetic(True)
        pen = QPen(CALIBRATION, 3.0)
        pen.setCosmetic(True)
        scene = self.view.scene()
        self._halo = scene.addLine(QLineF(scene_pos, scene_pos), halo)
        self._line = scene.addLine(QLineF(scene_pos, scene_pos), pen)
        self._halo.setZValue(Z_OVERLAY)
        self._line.setZValue(Z_OVERLAY + 1)
        self._label = LabelItem()
        self._label.setZValue(Z_OVERLAY + 2)
        scene.addItem(self._label)
        return True

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._start is None or self._line is None:
            return False
        line = QLineF(self._start, scene_pos)
        self._line.setLine(line)
        if self._halo is not None:
            self._halo.setLine(line)
        if self._label is not None:
            unit = self.view.unit
            self._label.set_text(f"{unit.from_metres(line.length()):.1f} {unit.symbol}")
            self._label.setPos(scene_pos)
        return True

    def length_shown(self) -> str:
        return self._label.text() if self._label is not None else ""

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
