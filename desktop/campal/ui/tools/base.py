"""Interaction modes of the battlefield view: one class per mode, asked first by the view.

A tool turns gestures into commands; it may show transient items of its own (a rubber line),
never items for document things. Handlers return True when they used the event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent

if TYPE_CHECKING:
    from ..view.battle_view import BattleView


class Tool(QObject):
    finished = Signal()  # the tool is done; the view returns to its default tool
    status = Signal(str)  # a hint for the status bar

    def __init__(self, view: BattleView) -> None:
        super().__init__(view)
        self.view = view

    def activate(self) -> None:
        pass

    def deactivate(self) -> None:
        pass

    def cancel(self) -> None:
        self.deactivate()
        self.finished.emit()

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        return False

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        return False

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        return False

    def double_click(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        return False

    def key_press(self, event: QKeyEvent) -> bool:
        return False
