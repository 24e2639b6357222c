"""Placing tokens: each click puts the roster's chosen template (or a token from scratch) on
the map, as one command; a drag lays a block of them along the line dragged (side by side
across their front, in a column along it), as one step of Edit ▸ Undo. Esc or the tool's
button ends it."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem

from ...core.engine import Command, PlaceCharacter, PlaceUnit
from ...core.model import Battle, Character, Point, Unit, msg, with_item
from ...core.templates.block import block_positions
from ..docks.blueprints import Blueprint
from ..scene.palette import Z_OVERLAY
from ..session import BattleSession
from .base import Tool

if TYPE_CHECKING:
    from ..view.battle_view import BattleView

DRAG_PIXELS = 12  # less than this between press and release is a click


def place_command(battle: Battle, blueprint: Blueprint, at: QPointF) -> Command:
    token = blueprint.make(battle, Point(x=at.x(), y=at.y()))
    return PlaceUnit(token) if isinstance(token, Unit) else PlaceCharacter(token)


def block_tokens(battle: Battle, blueprint: Blueprint, start: Point, end: Point) -> list[Unit | Character]:
    """The tokens a drag from ``start`` to ``end`` lays, each named after the ones before."""
    first = blueprint.make(battle, start)
    if isinstance(first, Unit):
        centres = block_positions(start, end, first.facing, first.frontage, first.depth)
    else:
        centres = block_positions(start, end, 0.0, 2 * first.radius, 2 * first.radius, gap=1.0)
    tokens: list[Unit | Character] = []
    for centre in centres:
        token = blueprint.make(battle, centre)
        if isinstance(token, Unit):
            token = token.model_copy(update={"facing": first.facing})
            battle = battle.model_copy(update={"units": with_item(battle.units, token.id, token)})
        else:
            battle = battle.model_copy(update={"characters": with_item(battle.characters, token.id, token)})
        tokens.append(token)
    return tokens


def _outline(token: Unit | Character) -> QPolygonF:
    if isinstance(token, Character):
        r, c = token.radius, token.position or Point(x=0, y=0)
        return QPolygonF([QPointF(c.x + r * math.cos(a / 4), c.y + r * math.sin(a / 4)) for a in range(26)])
    a = math.radians(token.facing)
    fx, fy = math.sin(a), -math.cos(a)  # toward the front
    rx, ry = -fy, fx  # toward the right flank
    w, d, c = token.frontage / 2, token.depth / 2, token.position
    corners = [(w, d), (w, -d), (-w, -d), (-w, d), (w, d)]
    return QPolygonF([QPointF(c.x + rx * x + fx * y, c.y + ry * x + fy * y) for x, y in corners])


class PlaceTool(Tool):
    def __init__(self, view: BattleView, session: BattleSession, blueprint: Callable[[], Blueprint | None]):
        super().__init__(view)
        self.session = session
        self.blueprint = blueprint
        self._start: QPointF | None = None
        self._press_screen: QPointF | None = None
        self._ghost: QGraphicsPathItem | None = None

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        chosen = self.blueprint()
        if chosen is None:
            self.status.emit(self.tr("Choose a side and a template in the roster first."))
            return
        self.status.emit(
            self.tr("Click the map to place “{0}”, or drag a line to place a block; Esc ends.").format(
                chosen.label(self.session.battle.system)
            )
        )

    def deactivate(self) -> None:
        self.view.viewport().unsetCursor()
        self._drop_ghost()
        self._start = None

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._start = scene_pos
        self._press_screen = event.position()
        return True

    def _dragged(self, event: QMouseEvent) -> bool:
        if self._press_screen is None:
            return False
        delta = event.position() - self._press_screen
        return math.hypot(delta.x(), delta.y()) >= DRAG_PIXELS

    def move(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if self._start is None:
            return False
        chosen = self.blueprint()
        if chosen is None or not self._dragged(event):
            self._drop_ghost()
            return True
        tokens = block_tokens(self.session.battle, chosen, _point(self._start), _point(scene_pos))
        self._show_ghost(tokens)
        self.status.emit(self.tr("{0} × “{1}”: release to place them").format(len(tokens), tokens[0].name))
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self._start is None:
            return False
        start, dragged = self._start, self._dragged(event)
        self._start = None
        self._drop_ghost()
        chosen = self.blueprint()
        if chosen is None:
            return True
        battle = self.session.battle
        if not dragged:
            self.session.execute(place_command(battle, chosen, start))
            return True
        tokens = block_tokens(battle, chosen, _point(start), _point(scene_pos))
        commands: list[Command] = [PlaceUnit(t) if isinstance(t, Unit) else PlaceCharacter(t) for t in tokens]
        self.session.execute_all(msg("undo.place_block", count=len(commands)), commands)
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return True
        return False

    def _show_ghost(self, tokens: list[Unit | Character]) -> None:
        if self._ghost is None:
            self._ghost = QGraphicsPathItem()
            self._ghost.setZValue(Z_OVERLAY)
            pen = QPen(QColor(20, 20, 20, 200), 2.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._ghost.setPen(pen)
            self._ghost.setBrush(QColor(255, 255, 255, 90))
            self.view.scene().addItem(self._ghost)
        path = QPainterPath()
        for token in tokens:
            path.addPolygon(_outline(token))
        self._ghost.setPath(path)

    def _drop_ghost(self) -> None:
        if self._ghost is not None and self._ghost.scene() is not None:
            self._ghost.scene().removeItem(self._ghost)
        self._ghost = None


def _point(at: QPointF) -> Point:
    return Point(x=at.x(), y=at.y())
