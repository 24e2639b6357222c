"""Line of sight: drag from the observer to the target. The line turns green when the view is
clear, amber when the target is in cover, red when something blocks it, and says which."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent

from ...core.geometry import SightLine, line_of_sight
from ...core.terrain import CoverLevel
from ..terrain.kinds import kind_label
from .base import Tool
from .measure_overlay import MeasureOverlay
from .terrain_context import TerrainContext

if TYPE_CHECKING:
    from ..view.battle_view import BattleView

CLEAR = QColor(30, 160, 60)
COVER = QColor(230, 150, 0)
BLOCKED = QColor(210, 30, 30)


class SightTool(Tool):
    def __init__(self, view: BattleView, context: TerrainContext) -> None:
        super().__init__(view)
        self.context = context
        self.overlay: MeasureOverlay | None = None
        self._start: QPointF | None = None
        self.sight: SightLine | None = None

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self.status.emit(self.tr("Drag from the observer to the target. Esc leaves the tool."))

    def deactivate(self) -> None:
        self.clear()
        self.view.viewport().unsetCursor()

    def clear(self) -> None:
        if self.overlay is not None:
            self.overlay.remove()
            self.overlay = None
        self._start, self.sight = None, None

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self.clear()
        self._start = scene_pos
        return True

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._start is None:
            return False
        self._show(scene_pos)
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._start is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self._show(scene_pos)
        self._start = None  # the result stays on the map until the next drag
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() != Qt.Key.Key_Escape:
            return False
        if self.overlay is not None:
            self.clear()
        else:
            self.cancel()
        return True

    def colour(self) -> QColor:
        if self.sight is None or (self.sight.is_clear and not self.sight.has_cover):
            return CLEAR
        return BLOCKED if self.sight.is_blocked else COVER

    def _show(self, end: QPointF) -> None:
        assert self._start is not None
        battle = self.context.session.battle
        index = self.context.index_cache.index_for(battle)
        self.sight = line_of_sight(index, (self._start.x(), self._start.y()), (end.x(), end.y()))
        if self.overlay is None:
            self.overlay = MeasureOverlay(self.view.scene())
        self.overlay.set_colour(self.colour())
        middle = (self._start + end) / 2
        self.overlay.show([self._start, end], [(middle, self.describe(self.sight))], self.view.scale_factor())
        self.status.emit(self.describe(self.sight))

    def _names(self, ids: tuple[str, ...]) -> str:
        index = self.context.index_cache.index_for(self.context.session.battle)
        names = []
        for feature_id in ids:
            entry = index.feature(feature_id)
            document = self.context.session.battle
            feature = document.terrain.get(feature_id) or document.fortifications.get(feature_id)
            name = feature.name if feature is not None and feature.name else None
            if name is None and entry is not None:
                name = kind_label(entry.kind)
            if name and name not in names:
                names.append(name)
        return ", ".join(names)

    def describe(self, sight: SightLine) -> str:
        unit = self.context.session.unit
        length = f"{unit.from_metres(sight.length_m):.0f} {unit.symbol}"
        if sight.is_blocked:
            return self.tr("Blocked by {0} · {1}").format(self._names(sight.blocked_by), length)
        cover = sight.target_cover
        if not cover.is_cover:
            return self.tr("Clear, no cover · {0}").format(length)
        level = self.tr("Total cover") if cover.level is CoverLevel.TOTAL else self.tr("Partial cover")
        extra = []
        if cover.percent:
            extra.append(f"{cover.percent} %")
        if cover.armour_bonus:
            extra.append(self.tr("+{0} Armour").format(cover.armour_bonus))
        detail = f" ({', '.join(extra)})" if extra else ""
        return self.tr("{0}{1} from {2} · {3}").format(level, detail, self._names(cover.sources), length)
