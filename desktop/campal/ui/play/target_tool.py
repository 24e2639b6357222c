"""Picking a target or a destination on the map for an action under way.

Valid targets are outlined in green with their distance and cover, refused ones in red with the
reason; a click inside a token's footprint picks it (digits 1–9 pick the listed valid targets in
order). The outlines are the tool's own transient items, removed when it ends.
"""

from __future__ import annotations

from collections.abc import Callable

import shapely
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPolygonItem

from ...core.model import Battle, Point
from ...core.movement import footprint_of
from ...core.rules import system_of
from ...core.rules.play import TargetChoice
from ..messages import tr_message
from ..scene.label_item import LabelItem
from ..scene.palette import Z_OVERLAY
from ..tools.base import Tool
from ..view.battle_view import BattleView

VALID = QColor("#1f9d3a")
REFUSED = QColor("#c0392b")
PICK_TOLERANCE_M = 2.0


def token_at(battle: Battle, ids: list[str], at: Point) -> str | None:
    """The token among ``ids`` whose footprint holds ``at`` (the nearest within a little)."""
    point = shapely.points(at.x, at.y)
    best: tuple[float, str] | None = None
    for token in ids:
        gap = float(shapely.distance(footprint_of(battle, token).polygon(), point))
        if gap <= PICK_TOLERANCE_M and (best is None or gap < best[0]):
            best = (gap, token)
    return best[1] if best else None


def choice_text(battle: Battle, choice: TargetChoice) -> str:
    token = battle.units.get(choice.token) or battle.characters.get(choice.token)
    name = token.name if token is not None else choice.token
    parts = [name, system_of(battle).distance_unit.text(choice.distance_m)]
    if choice.cover:
        parts.append(QCoreApplication.translate("TargetTool", "cover +{0}").format(choice.cover))
    if choice.refusal is not None:
        parts.append(tr_message(choice.refusal))
    return " · ".join(parts)


class TargetTool(Tool):
    def __init__(
        self,
        view: BattleView,
        battle: Battle,
        choices: tuple[TargetChoice, ...],
        on_pick: Callable[[str], None],
        prompt: str,
    ) -> None:
        super().__init__(view)
        self.battle, self.choices, self.on_pick, self.prompt = battle, choices, on_pick, prompt
        self.items: list[QGraphicsItem] = []
        self.valid = [c.token for c in choices if c.refusal is None]

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        if not self.items:
            self._draw()
        self.status.emit(self.prompt)

    def deactivate(self) -> None:
        self.view.viewport().unsetCursor()
        scene = self.view.scene()
        layer = self.view.battle_scene.token_layer
        for item in self.items:
            if isinstance(item, LabelItem):
                layer.labels.untrack(item)
            if item.scene() is not None:
                scene.removeItem(item)
        self.items = []

    def _draw(self) -> None:
        scene = self.view.scene()
        for choice in self.choices:
            colour = VALID if choice.refusal is None else REFUSED
            footprint = footprint_of(self.battle, choice.token)
            pen = QPen(colour, 3.0 if choice.refusal is None else 2.0)
            pen.setCosmetic(True)
            if choice.refusal is not None:
                pen.setStyle(Qt.PenStyle.DashLine)
            if footprint.is_rectangle:
                shape: QGraphicsItem = QGraphicsPolygonItem(
                    QPolygonF([QPointF(x, y) for x, y in footprint.corners()])
                )
            else:
                r = max(footprint.radius, 1.5)
                shape = QGraphicsEllipseItem(QRectF(footprint.x - r, footprint.y - r, 2 * r, 2 * r))
            shape.setPen(pen)  # type: ignore[attr-defined]
            fill = QColor(colour)
            fill.setAlpha(50 if choice.refusal is None else 20)
            shape.setBrush(fill)  # type: ignore[attr-defined]
            shape.setZValue(Z_OVERLAY)
            scene.addItem(shape)
            number = self.valid.index(choice.token) + 1 if choice.token in self.valid else 0
            label = LabelItem(
                (f"{number}. " if number and number < 10 else "") + choice_text(self.battle, choice)
            )
            label.text_colour = colour.darker(140)
            # Above the target; the scene's label layout moves it where that is taken.
            label.anchor = QPointF(footprint.x, footprint.y)
            label.lift_m = max(footprint.depth, footprint.radius, 4.0) / 2 + 2.0
            label.setPos(QPointF(footprint.x, footprint.y - label.lift_m))
            label.setZValue(Z_OVERLAY + 1)
            scene.addItem(label)
            self.view.battle_scene.token_layer.labels.track(label)
            self.items += [shape, label]
        self.view.battle_scene.token_layer.relayout()

    def pick(self, token: str) -> bool:
        choice = next((c for c in self.choices if c.token == token), None)
        if choice is None:
            return False
        if choice.refusal is not None:
            self.status.emit(choice_text(self.battle, choice))
            return True
        self.deactivate()
        self.finished.emit()
        self.on_pick(token)
        return True

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        token = token_at(
            self.battle, [c.token for c in self.choices], Point(x=scene_pos.x(), y=scene_pos.y())
        )
        if token is None:
            self.status.emit(self.prompt)
            return True
        return self.pick(token)

    def key_press(self, event: QKeyEvent) -> bool:
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= len(self.valid):
            return self.pick(self.valid[int(text) - 1])
        return False


class PointTool(Tool):
    """A destination: one click on the map, with the reach drawn round the mover."""

    def __init__(
        self, view: BattleView, centre: Point, reach_m: float, on_point: Callable[[Point], None], prompt: str
    ) -> None:
        super().__init__(view)
        self.on_point, self.prompt = on_point, prompt
        self.ring = QGraphicsEllipseItem(
            QRectF(centre.x - reach_m, centre.y - reach_m, 2 * reach_m, 2 * reach_m)
        )
        pen = QPen(VALID, 2.0, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.ring.setPen(pen)
        self.ring.setZValue(Z_OVERLAY)

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        if self.ring.scene() is None:
            self.view.scene().addItem(self.ring)
        self.status.emit(self.prompt)

    def deactivate(self) -> None:
        self.view.viewport().unsetCursor()
        if self.ring.scene() is not None:
            self.view.scene().removeItem(self.ring)

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self.deactivate()
        self.finished.emit()
        self.on_point(Point(x=scene_pos.x(), y=scene_pos.y()))
        return True
