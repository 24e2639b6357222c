"""Placing tokens: each click puts the roster's chosen template (or a token from scratch) on
the map, as one command; Esc or the tool's button ends it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from ...core.engine import Command, PlaceCharacter, PlaceUnit
from ...core.model import Battle, Point, Unit
from ..docks.blueprints import Blueprint
from ..session import BattleSession
from .base import Tool

if TYPE_CHECKING:
    from ..view.battle_view import BattleView


def place_command(battle: Battle, blueprint: Blueprint, at: QPointF) -> Command:
    token = blueprint.make(battle, Point(x=at.x(), y=at.y()))
    return PlaceUnit(token) if isinstance(token, Unit) else PlaceCharacter(token)


class PlaceTool(Tool):
    def __init__(self, view: BattleView, session: BattleSession, blueprint: Callable[[], Blueprint | None]):
        super().__init__(view)
        self.session = session
        self.blueprint = blueprint

    def activate(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        chosen = self.blueprint()
        if chosen is None:
            self.status.emit(self.tr("Choose a side and a template in the roster first."))
            return
        self.status.emit(
            self.tr("Click the map to place “{0}”; Esc ends.").format(
                chosen.label(self.session.battle.system)
            )
        )

    def deactivate(self) -> None:
        self.view.viewport().unsetCursor()

    def press(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        chosen = self.blueprint()
        if chosen is not None:
            self.session.execute(place_command(self.session.battle, chosen, scene_pos))
        return True

    def release(self, event: QMouseEvent, scene_pos: QPointF) -> bool:
        return event.button() == Qt.MouseButton.LeftButton

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return True
        return False
