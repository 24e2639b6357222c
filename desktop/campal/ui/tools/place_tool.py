"""Placing tokens: each click puts the roster's chosen template (or a token from scratch) on
the map, as one command; a drag lays a block of them over the ground dragged (files across
their front, ranks along it, squared with their facing), as one step of Edit ▸ Undo, asking
first when it is more than a few. Esc or the tool's button ends it."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QMessageBox

from ...core.engine import Command, PlaceBlock, PlaceCharacter, PlaceUnit
from ...core.model import Battle, Character, Point, Unit, new_id
from ...core.templates.block import ASK_ABOVE, block_positions
from ..docks.blueprints import Blueprint
from ..document.session import BattleSession
from ..scene.palette import Z_OVERLAY
from .base import Tool

if TYPE_CHECKING:
    from ..view.battle_view import BattleView

DRAG_PIXELS = 12  # less than this between press and release is a click


def place_command(battle: Battle, blueprint: Blueprint, at: QPointF) -> Command:
    tokens = blueprint.tokens(battle, Point(x=at.x(), y=at.y()))
    if len(tokens) > 1:
        return PlaceBlock(tuple(tokens))  # a library unit with its characters: one step
    token = tokens[0]
    return PlaceUnit(token) if isinstance(token, Unit) else PlaceCharacter(token)


def block_centres(first: Unit | Character, start: Point, end: Point) -> list[Point]:
    """Where a drag from ``start`` to ``end`` lays tokens shaped like ``first``."""
    if isinstance(first, Unit):
        return block_positions(start, end, first.facing, first.frontage, first.depth)
    return block_positions(start, end, 0.0, 2 * first.radius, 2 * first.radius, gap=1.0)


def block_tokens(battle: Battle, blueprint: Blueprint, start: Point, end: Point) -> list[Unit | Character]:
    """The tokens a drag from ``start`` to ``end`` lays: copies of the first, each with its own
    identity and the next free number of the template's name."""
    first = blueprint.make(battle, start)
    base = blueprint.label(battle.system)
    taken = {t.name for t in (*battle.units.values(), *battle.characters.values())}
    number = 0
    tokens: list[Unit | Character] = []
    for centre in block_centres(first, start, end):
        number += 1
        while f"{base} {number}" in taken:
            number += 1
        prefix = "unit" if isinstance(first, Unit) else "char"
        update = {"id": new_id(prefix), "name": f"{base} {number}", "position": centre}
        tokens.append(first.model_copy(update=update))
    return tokens


def _outline(token: Unit | Character, c: Point) -> QPolygonF:
    """The footprint of a token shaped like ``token`` standing at ``c``."""
    if isinstance(token, Character):
        r = token.radius
        return QPolygonF([QPointF(c.x + r * math.cos(a / 4), c.y + r * math.sin(a / 4)) for a in range(26)])
    a = math.radians(token.facing)
    fx, fy = math.sin(a), -math.cos(a)  # toward the front
    rx, ry = -fy, fx  # toward the right flank
    w, d = token.frontage / 2, token.depth / 2
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
        self._shape: Unit | Character | None = None

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self._hint()

    def _hint(self) -> None:
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
        self._shape = None
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
        # The ghost needs only the first token's shape: the others are made on release.
        if self._shape is None:
            self._shape = chosen.make(self.session.battle, _point(self._start))
        centres = block_centres(self._shape, _point(self._start), _point(scene_pos))
        self._show_ghost(self._shape, centres)
        label = chosen.label(self.session.battle.system)
        self.status.emit(self.tr("{0} × “{1}”: release to place them").format(len(centres), label))
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self._start is None:
            return False
        start, dragged = self._start, self._dragged(event)
        self._start = None
        self._drop_ghost()
        self._hint()  # the block's count was for the drag: back to what the tool does
        chosen = self.blueprint()
        if chosen is None:
            return True
        battle = self.session.battle
        if not dragged:
            self.session.execute(place_command(battle, chosen, start))
            return True
        tokens = block_tokens(battle, chosen, _point(start), _point(scene_pos))
        if len(tokens) > ASK_ABOVE and not self._confirmed(len(tokens), chosen.label(battle.system)):
            return True
        self.session.execute(PlaceBlock(tuple(tokens)))
        return True

    def _confirmed(self, count: int, label: str) -> bool:
        """A short drag at a distance can span dozens: more than a few are placed when the GM
        says so, told how many."""
        answer = QMessageBox.question(
            self.view,
            self.tr("Place a block"),
            self.tr("Place {0} × “{1}”?").format(count, label),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return True
        return False

    def _show_ghost(self, shape: Unit | Character, centres: list[Point]) -> None:
        if self._ghost is None:
            self._ghost = QGraphicsPathItem()
            self._ghost.setZValue(Z_OVERLAY)
            pen = QPen(QColor(20, 20, 20, 200), 2.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._ghost.setPen(pen)
            self._ghost.setBrush(QColor(255, 255, 255, 90))
            self.view.scene().addItem(self._ghost)
        path = QPainterPath()
        for centre in centres:
            path.addPolygon(_outline(shape, centre))
        self._ghost.setPath(path)

    def _drop_ghost(self) -> None:
        if self._ghost is not None and self._ghost.scene() is not None:
            self._ghost.scene().removeItem(self._ghost)
        self._ghost = None


def _point(at: QPointF) -> Point:
    return Point(x=at.x(), y=at.y())
