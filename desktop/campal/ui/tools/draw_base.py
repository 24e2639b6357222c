"""What every terrain drawing tool shares: the rubber-band preview in the kind's colours with
its length or area read live in the battle's unit, and handing the finished points to the
session as one command."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from ...core.engine import Command
from ..scene.label_item import LabelItem
from ..scene.palette import Z_OVERLAY
from ..terrain.kinds import DrawingKind
from .base import Tool
from .terrain_context import TerrainContext
from .terrain_drawing import add_command

if TYPE_CHECKING:
    from ..view.battle_view import BattleView

# Clicks closer than this on screen are one point (the two halves of a double click).
SAME_CLICK_PX = 3.0


class DrawTool(Tool):
    def __init__(self, view: BattleView, context: TerrainContext) -> None:
        super().__init__(view)
        self.context = context
        self._preview: QGraphicsPathItem | None = None
        self._measure: LabelItem | None = None
        self.reset()

    @property
    def kind(self) -> DrawingKind:
        return self.context.area_kind

    def hint(self) -> str:
        return ""

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self.context.selection.select(None)
        self.status.emit(self.hint())

    def deactivate(self) -> None:
        self.reset()
        self.view.viewport().unsetCursor()

    def reset(self) -> None:
        """Drop the shape being drawn; the tool stays active."""
        if self._preview is not None:
            self.view.scene().removeItem(self._preview)
            self._preview = None
        if getattr(self, "_measure", None) is not None:
            self.view.scene().removeItem(self._measure)
            self._measure = None

    def show_preview(self, path: QPainterPath) -> None:
        if self._preview is None:
            style = self.kind.kind.style
            pen = QPen(QColor(*style.outline), 2.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            fill = QColor(*style.fill)
            fill.setAlpha(min(fill.alpha(), 120))
            self._preview = QGraphicsPathItem()
            self._preview.setPen(pen)
            self._preview.setBrush(QBrush(fill) if not self.kind.is_line else QBrush())
            self._preview.setZValue(Z_OVERLAY)
            self.view.scene().addItem(self._preview)
        self._preview.setPath(path)
        self._show_measure(path)

    def measure_text(self, path: QPainterPath) -> str:
        unit = self.view.unit
        if self.kind.is_line:
            return f"{unit.from_metres(path.length()):.0f} {unit.symbol}"
        polygon = path.toFillPolygon()
        points = [polygon.at(i) for i in range(polygon.size())]
        twice = sum(
            a.x() * b.y() - b.x() * a.y() for a, b in zip(points, points[1:] + points[:1], strict=True)
        )
        area = unit.from_metres(unit.from_metres(abs(twice) / 2))
        return f"{area:.0f} {unit.symbol}²"

    def _show_measure(self, path: QPainterPath) -> None:
        if self._measure is None:
            self._measure = LabelItem()
            self._measure.setZValue(Z_OVERLAY + 1)
            self.view.scene().addItem(self._measure)
        self._measure.set_text(self.measure_text(path))
        self._measure.setPos(path.currentPosition() if self.kind.is_line else path.boundingRect().center())

    def measure_shown(self) -> str:
        return self._measure.text() if self._measure is not None else ""

    def commit(self, points: Sequence[QPointF]) -> bool:
        """Add the feature; a refusal is shown by the window and leaves the document as it was."""
        width = self.context.line_width_m if self.kind.is_line else None
        made = add_command(self.kind, points, width, self.context.session.battle.field.size)
        self.reset()
        if not isinstance(made, Command):
            self.context.session.refused.emit(made)
            return False
        return self.context.session.execute(made)

    def same_click(self, a: QPointF, b: QPointF) -> bool:
        pa, pb = self.view.mapFromScene(a), self.view.mapFromScene(b)
        return abs(pa.x() - pb.x()) + abs(pa.y() - pb.y()) <= SAME_CLICK_PX

    def leave_on_escape(self, event: QKeyEvent, busy: bool) -> bool:
        """Esc drops the shape being drawn, or leaves the tool when there is none."""
        if event.key() != Qt.Key.Key_Escape:
            return False
        if busy:
            self.reset()
        else:
            self.cancel()
        return True
