"""The default tool: drag a token to move it (measured as it goes); drag the map elsewhere to
pan it (the tool pans itself, so it sees the release); Shift + drag on the ground draws a box
that selects the tokens inside it (with Ctrl too, adds them); a click on empty ground clears the
token selection."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from ..scene.palette import Z_OVERLAY
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
        self._box_from: QPointF | None = None  # scene point where a selection box started
        self._box: QGraphicsRectItem | None = None
        self._adding = False

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.OpenHandCursor)

    def deactivate(self) -> None:
        if self.drag.dragging:
            self.drag.end()
        self.view.viewport().unsetCursor()

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self.drag.press(event, scene_pos):
            return True
        if (
            event.button() == Qt.MouseButton.LeftButton
            and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self._start_box(scene_pos, bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier))
            return True
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = self._last = event.position()
            self.view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return True
        return False

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._box is not None and self._box_from is not None:
            self._box.setRect(QRectF(self._box_from, scene_pos).normalized())
            return True
        if self._press is not None:
            delta = event.position() - self._last
            self._last = event.position()
            self.view.pan_by(-delta.x(), -delta.y())
            return True
        return self.drag.move(event, scene_pos)

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._box is not None and self._box_from is not None:
            self._finish_box(QRectF(self._box_from, scene_pos).normalized())
            return True
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

    # the selection box
    def _start_box(self, at: QPointF, adding: bool) -> None:
        self._box_from, self._adding = at, adding
        pen = QPen(QColor(30, 90, 200), 1.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self._box = self.view.scene().addRect(QRectF(at, at), pen, QColor(30, 90, 200, 40))
        self._box.setZValue(Z_OVERLAY)

    def _finish_box(self, rect: QRectF) -> None:
        if self._box is not None:
            self.view.scene().removeItem(self._box)
        self._box = self._box_from = None
        battle = self.drag.session.battle
        tokens = [*battle.units.values(), *battle.characters.values()]
        inside = [
            token.id
            for token in tokens
            if token.position is not None and rect.contains(QPointF(token.position.x, token.position.y))
        ]
        chosen = [*self.drag.selection.ids, *inside] if self._adding else inside
        self.drag.selection.set(chosen)
