"""Select and edit terrain: click picks the topmost feature; drag moves it; the round handle turns
it; the square handles move a vertex; double-clicking an edge adds a vertex there.

Every drag is shown live and becomes one command on release. Delete removes the chosen vertex,
or the feature when no vertex is chosen; Ctrl+D duplicates; PgUp/PgDn raise and lower (with
Shift, to the top or bottom).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainterPath, QPolygonF

from ...core.engine import Command
from ...core.engine.terrain import (
    DuplicateTerrain,
    EditFortification,
    EditTerrain,
    LowerTerrain,
    MoveTerrain,
    RaiseTerrain,
    RemoveTerrain,
    RotateTerrain,
)
from ...core.model import Fortification, Point, TerrainFeature, new_id
from ..scene.label_item import LabelItem
from ..scene.terrain_item import TerrainItem
from .base import Tool
from .terrain_context import TerrainContext
from .terrain_handles import HANDLE_PX, HandlesItem, angle_about, rotate_handle_at

if TYPE_CHECKING:
    from ..view.battle_view import BattleView

# A press that moves less than this on screen is a click, not a drag.
DRAG_PX = 3.0
EDGE_PX = 6.0

Feature = TerrainFeature | Fortification


class TokenGesture(Protocol):
    """A gesture on tokens the select tool offers each event to first."""

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool: ...
    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool: ...
    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool: ...
    def key_press(self, event: QKeyEvent) -> bool: ...


class SelectTerrainTool(Tool):
    def __init__(self, view: BattleView, context: TerrainContext) -> None:
        super().__init__(view)
        self.context = context
        self.handles = HandlesItem()
        self.chosen_vertex: int | None = None
        self._mode: str | None = None
        self._start = QPointF()
        self._vertices: list[QPointF] = []
        self._active = False
        # Tokens lie above terrain, so a press on one is theirs (see ``token_drag``).
        self.tokens: TokenGesture | None = None
        context.selection.changed.connect(self._selection_changed)
        context.session.changed.connect(lambda _before, _after: self.refresh())
        context.session.replaced.connect(self.refresh)

    # life cycle
    def activate(self) -> None:
        self._active = True
        self.view.viewport().setCursor(Qt.CursorShape.ArrowCursor)
        if self.handles.scene() is None:
            self.view.scene().addItem(self.handles)
        self.status.emit(
            self.tr(
                "Click a feature to select it, drag to move it; drag the round handle to turn it and "
                "the squares to move corners. Double-click an edge to add a corner. Del deletes."
            )
        )
        self.refresh()

    def deactivate(self) -> None:
        self._end_drag()
        self._active = False
        if self.handles.scene() is not None:
            self.handles.scene().removeItem(self.handles)
        self.view.viewport().unsetCursor()

    # what is selected
    def feature(self) -> Feature | None:
        return self.context.selection.feature(self.context.session.battle)

    def item(self) -> TerrainItem | None:
        selected = self.context.selection.feature_id
        return None if selected is None else self.view.battle_scene.terrain_items.get(selected)

    def _selection_changed(self) -> None:
        self.chosen_vertex = None
        self.refresh()

    def refresh(self) -> None:
        self.context.selection.follow(self.context.session.battle)
        feature, item = self.feature(), self.item()
        if feature is None or item is None:
            self.handles.setVisible(False)
            return
        if self.chosen_vertex is not None and self.chosen_vertex >= len(feature.outline):
            self.chosen_vertex = None
        self._vertices = [QPointF(p.x, p.y) for p in feature.outline]
        self.handles.setPos(0.0, 0.0)
        self.handles.setRotation(0.0)
        self.handles.show_feature(item.path, self._vertices, self.chosen_vertex)
        self.handles.setVisible(self._active)

    # hit-testing, in screen pixels
    def _screen_distance(self, a: QPointF, b: QPointF) -> float:
        pa, pb = self.view.mapFromScene(a), self.view.mapFromScene(b)
        return math.hypot(pa.x() - pb.x(), pa.y() - pb.y())

    def _vertex_at(self, scene_pos: QPointF) -> int | None:
        hits = [(self._screen_distance(v, scene_pos), n) for n, v in enumerate(self._vertices)]
        near = [hit for hit in hits if hit[0] <= HANDLE_PX]
        return min(near)[1] if near else None

    def _on_rotate_handle(self, scene_pos: QPointF) -> bool:
        item = self.item()
        if item is None:
            return False
        knob = rotate_handle_at(item.path.boundingRect(), self.view.scale_factor())
        return self._screen_distance(knob, scene_pos) <= HANDLE_PX

    def _item_at(self, scene_pos: QPointF) -> TerrainItem | None:
        scene = self.view.scene()
        for found in scene.items(scene_pos):
            owner = found.parentItem() if isinstance(found, LabelItem) else found
            if isinstance(owner, TerrainItem):
                return owner
        # Qt's search passes the features while none draws (see TerrainGroup): ask their layer.
        layer = getattr(scene, "terrain_layer", None)
        return layer.feature_at(scene_pos) if layer is not None else None

    # mouse
    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self.tokens is not None and self.tokens.press(event, scene_pos):
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._start = scene_pos
        if self.handles.isVisible():
            vertex = self._vertex_at(scene_pos)
            if vertex is not None:
                self.chosen_vertex = vertex
                self._mode = "vertex"
                self.refresh()
                return True
            if self._on_rotate_handle(scene_pos):
                self._mode = "rotate"
                return True
        hit = self._item_at(scene_pos)
        self.context.selection.select(hit.feature_id if hit else None)
        self.chosen_vertex = None
        self.refresh()
        self._mode = "move" if hit else None
        return True

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self.tokens is not None and self.tokens.move(event, scene_pos):
            return True
        item = self.item()
        if self._mode is None or item is None:
            return False
        if self._mode == "move":
            delta = scene_pos - self._start
            item.setPos(delta)
            self.handles.setPos(delta)
        elif self._mode == "vertex" and self.chosen_vertex is not None:
            moved = list(self._vertices)
            moved[self.chosen_vertex] = scene_pos
            self.handles.show_feature(self._outline_path(moved), moved, self.chosen_vertex)
        elif self._mode == "rotate":
            centre = item.path.boundingRect().center()
            turn = self._turn(centre, scene_pos)
            for shown in (item, self.handles):
                shown.setTransformOriginPoint(centre)
                shown.setRotation(turn)
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self.tokens is not None and self.tokens.release(event, scene_pos):
            return True
        if event.button() != Qt.MouseButton.LeftButton or self._mode is None:
            return False
        mode, item, feature = self._mode, self.item(), self.feature()
        dragged = self._screen_distance(self._start, scene_pos) > DRAG_PX
        self._end_drag()
        if not dragged or item is None or feature is None:
            return True
        delta = scene_pos - self._start
        if mode == "move":
            self._run(MoveTerrain(feature.id, delta.x(), delta.y()))
        elif mode == "vertex" and self.chosen_vertex is not None:
            outline = list(feature.outline)
            outline[self.chosen_vertex] = Point(x=scene_pos.x(), y=scene_pos.y())
            self._run(self._edit_outline(feature, tuple(outline)))
        elif mode == "rotate":
            centre = item.path.boundingRect().center()
            turn = self._turn(centre, scene_pos)
            self._run(RotateTerrain(feature.id, turn, Point(x=centre.x(), y=centre.y())))
        return True

    def double_click(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        feature = self.feature()
        if event.button() != Qt.MouseButton.LeftButton or feature is None:
            return False
        edge = self._edge_at(feature, scene_pos)
        if edge is None:
            return True
        index, point = edge
        outline = list(feature.outline)
        outline.insert(index + 1, Point(x=point.x(), y=point.y()))
        if self._run(self._edit_outline(feature, tuple(outline))):
            self.chosen_vertex = index + 1
            self.refresh()
        return True

    def _turn(self, centre: QPointF, scene_pos: QPointF) -> float:
        return angle_about(centre, scene_pos) - angle_about(centre, self._start)

    def _end_drag(self) -> None:
        self._mode = None
        item = self.item()
        if item is not None:
            item.setPos(0.0, 0.0)
            item.setRotation(0.0)
        self.refresh()

    def _edge_at(self, feature: Feature, scene_pos: QPointF) -> tuple[int, QPointF] | None:
        """The edge under the cursor (index of its first vertex) and the nearest point on it."""
        points = [QPointF(p.x, p.y) for p in feature.outline]
        item = self.item()
        is_line = item is not None and item.kind.style.line
        edges = len(points) - 1 if is_line else len(points)
        best: tuple[float, int, QPointF] | None = None
        for index in range(edges):
            a, b = points[index], points[(index + 1) % len(points)]
            nearest = _nearest_on_segment(a, b, scene_pos)
            distance = self._screen_distance(nearest, scene_pos)
            if distance <= EDGE_PX and (best is None or distance < best[0]):
                best = (distance, index, nearest)
        return None if best is None else (best[1], best[2])

    def _outline_path(self, vertices: list[QPointF]) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(QPolygonF(vertices))
        item = self.item()
        if item is None or not item.kind.style.line:
            path.closeSubpath()
        return path

    # commands
    def _edit_outline(self, feature: Feature, outline: tuple[Point, ...]) -> Command:
        if isinstance(feature, Fortification):
            return EditFortification(feature.id, outline=outline)
        return EditTerrain(feature.id, outline=outline)

    def _run(self, command: Command) -> bool:
        done = self.context.session.execute(command)
        self.refresh()
        return done

    def delete_selected(self) -> bool:
        """Remove the chosen vertex, or the whole feature when no vertex is chosen."""
        feature = self.feature()
        if feature is None:
            return False
        if self._active and self.chosen_vertex is not None:
            outline = feature.outline[: self.chosen_vertex] + feature.outline[self.chosen_vertex + 1 :]
            if len(outline) < 3:
                # The document keeps at least three points; a smaller shape goes as a whole.
                return self._run(RemoveTerrain(feature.id))
            done = self._run(self._edit_outline(feature, outline))
            if done:
                self.chosen_vertex = None
                self.refresh()
            return done
        return self._run(RemoveTerrain(feature.id))

    def duplicate_selected(self) -> bool:
        feature = self.feature()
        if feature is None:
            return False
        copy_id = new_id("fort" if isinstance(feature, Fortification) else "terrain")
        if self._run(DuplicateTerrain(feature.id, new_id=copy_id)):
            self.context.selection.select(copy_id)
            return True
        return False

    def raise_selected(self, to_top: bool = False) -> bool:
        selected = self.context.selection.feature_id
        return selected is not None and self._run(RaiseTerrain(selected, to_top))

    def lower_selected(self, to_bottom: bool = False) -> bool:
        selected = self.context.selection.feature_id
        return selected is not None and self._run(LowerTerrain(selected, to_bottom))

    # keys
    def key_press(self, event: QKeyEvent) -> bool:
        if self.tokens is not None and self.tokens.key_press(event):
            return True
        key, shift = event.key(), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            return self.delete_selected()
        if key == Qt.Key.Key_D and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            return self.duplicate_selected()
        if key == Qt.Key.Key_PageUp:
            return self.raise_selected(shift)
        if key == Qt.Key.Key_PageDown:
            return self.lower_selected(shift)
        if key == Qt.Key.Key_Escape:
            if self._mode is not None:
                self._end_drag()
            elif self.context.selection.feature_id is not None:
                self.context.selection.select(None)
            else:
                self.cancel()
            return True
        return False


def _nearest_on_segment(a: QPointF, b: QPointF, p: QPointF) -> QPointF:
    line = QLineF(a, b)
    length2 = line.dx() ** 2 + line.dy() ** 2
    if length2 == 0:
        return QPointF(a)
    t = ((p.x() - a.x()) * line.dx() + (p.y() - a.y()) * line.dy()) / length2
    t = min(max(t, 0.0), 1.0)
    return QPointF(a.x() + t * line.dx(), a.y() + t * line.dy())
