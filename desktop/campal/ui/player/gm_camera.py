"""What the GM's map shows, as told to a players' window in a process of its own: the part of
the players' window that follows the GM needs only that rectangle and word of its moves."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Signal


class GmCamera(QObject):
    camera_changed = Signal()

    def __init__(self, rect: QRectF, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)

    def visible_scene_rect(self) -> QRectF:
        return QRectF(self._rect)

    def move_to(self, rect: QRectF) -> None:
        if rect != self._rect:
            self._rect = QRectF(rect)
            self.camera_changed.emit()
