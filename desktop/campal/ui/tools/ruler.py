"""The ruler: click waypoints, double-click to finish, Esc to clear. Each leg shows its length; the
last label shows the total and what the terrain makes it cost the chosen mover, in the rule
system's unit, measured by the geometry service on the index built once per terrain change.

Legs between fixed waypoints are measured once; a mouse move measures only the live leg.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent

from ...core.geometry import LegMeasure, PathMeasure, combine_legs, measure_leg
from ..terrain.kinds import kind_label, kind_of
from .base import Tool
from .measure_overlay import MeasureOverlay
from .terrain_context import TerrainContext

if TYPE_CHECKING:
    from ..view.battle_view import BattleView

RULER = QColor(30, 30, 160)
BLOCKED = QColor(200, 30, 30)


class RulerTool(Tool):
    def __init__(self, view: BattleView, context: TerrainContext) -> None:
        super().__init__(view)
        self.context = context
        self.overlay: MeasureOverlay | None = None
        self.waypoints: list[QPointF] = []
        self.legs: list[LegMeasure] = []
        self.finished_path = False
        self.measure: PathMeasure | None = None

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self.status.emit(self.tr("Click waypoints; double-click ends the measure. Esc clears it."))

    def deactivate(self) -> None:
        self.clear()
        self.view.viewport().unsetCursor()

    def clear(self) -> None:
        if self.overlay is not None:
            self.overlay.remove()
            self.overlay = None
        self.waypoints, self.legs, self.finished_path, self.measure = [], [], False, None

    def _leg(self, start: QPointF, end: QPointF) -> LegMeasure:
        index = self.context.index_cache.index_for(self.context.session.battle)
        return measure_leg(index, (start.x(), start.y()), (end.x(), end.y()), self.context.mover)

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.finished_path:
            self.clear()
        if self.waypoints:
            self.legs.append(self._leg(self.waypoints[-1], scene_pos))
        self.waypoints.append(scene_pos)
        self._show(self.legs)
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        return event.button() == Qt.MouseButton.LeftButton

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if not self.waypoints or self.finished_path:
            return False
        self._show([*self.legs, self._leg(self.waypoints[-1], scene_pos)])
        return True

    def double_click(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or not self.waypoints:
            return False
        last = self.waypoints[-1]
        if (last - scene_pos).manhattanLength() > 1e-9:
            self.legs.append(self._leg(last, scene_pos))
            self.waypoints.append(scene_pos)
        self.finished_path = True
        self._show(self.legs)
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() != Qt.Key.Key_Escape:
            return False
        if self.waypoints:
            self.clear()
        else:
            self.cancel()
        return True

    # display
    def _show(self, legs: list[LegMeasure]) -> None:
        if self.overlay is None:
            self.overlay = MeasureOverlay(self.view.scene())
        self.measure = combine_legs(legs)
        points = [QPointF(self.waypoints[0])] + [QPointF(leg.end.x, leg.end.y) for leg in legs]
        labels = [
            (
                QPointF((leg.start.x + leg.end.x) / 2, (leg.start.y + leg.end.y) / 2),
                self.length_text(leg.length),
            )
            for leg in legs
            if leg.length > 0
        ]
        summary = self.summary(self.measure)
        labels.append((points[-1] + QPointF(0, -24 / self.view.scale_factor()), summary))
        self.overlay.set_colour(BLOCKED if self.measure.is_blocked else RULER)
        self.overlay.show(points, labels, self.view.scale_factor())
        self.status.emit(summary)

    def length_text(self, metres: float) -> str:
        unit = self.context.session.unit
        return f"{unit.from_metres(metres):.0f} {unit.symbol}"

    def mover_name(self) -> str:
        names = {
            "infantry": self.tr("infantry"),
            "cavalry": self.tr("cavalry"),
            "siege_engine": self.tr("siege engines"),
            "individual": self.tr("individuals"),
            "flyer": self.tr("flyers"),
            "vessel": self.tr("boats"),
        }
        return names[self.context.mover.value]

    def summary(self, measure: PathMeasure) -> str:
        total = self.tr("Total {0}").format(self.length_text(measure.length))
        if measure.blocked is not None:
            # Named from the catalogue of the feature that blocks (a fortification's palisade).
            fortified = measure.blocked.feature_id in self.context.session.battle.fortifications
            kind = kind_of("fortifications" if fortified else "terrain", measure.blocked.kind) or kind_of(
                "terrain", measure.blocked.kind
            )
            name = kind_label(kind) if kind else measure.blocked.kind
            return (
                total
                + " · "
                + self.tr("{0} cannot pass {1} (at {2})").format(
                    self.mover_name(), name, self.length_text(measure.blocked.at_m)
                )
            )
        return (
            total
            + " · "
            + self.tr("costs {0} for {1}").format(self.length_text(measure.cost), self.mover_name())
        )
