"""Dropping onto the map from the roster: a template row places a new token where it falls; a
token row puts that token there (setting up, not a measured move)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent

from ...core.engine import MoveToken
from ...core.model import Point
from ..docks.blueprints import Blueprint
from ..document.session import BattleSession
from ..tools.place_tool import place_command

if TYPE_CHECKING:
    from .battle_view import BattleView

TEMPLATE_MIME = "application/x-campal-template"
TOKEN_MIME = "application/x-campal-token"


class TokenDropTarget(QObject):
    def __init__(
        self, view: BattleView, session: BattleSession, blueprint: Callable[[str | None], Blueprint | None]
    ) -> None:
        super().__init__(view)
        self.view, self.session, self.blueprint = view, session, blueprint
        view.setAcceptDrops(True)
        view.viewport().setAcceptDrops(True)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QDragEnterEvent | QDragMoveEvent):
            mime = event.mimeData()
            if mime.hasFormat(TEMPLATE_MIME) or mime.hasFormat(TOKEN_MIME):
                event.acceptProposedAction()
                return True
        if isinstance(event, QDropEvent):
            return self.drop(event)
        return False

    def drop(self, event: QDropEvent) -> bool:
        mime = event.mimeData()
        at = self.view.mapToScene(event.position().toPoint())
        if mime.hasFormat(TEMPLATE_MIME):
            template = bytes(mime.data(TEMPLATE_MIME).data()).decode()
            chosen = self.blueprint(template)
            if chosen is not None:
                self.session.execute(place_command(self.session.battle, chosen, at))
        elif mime.hasFormat(TOKEN_MIME):
            token = bytes(mime.data(TOKEN_MIME).data()).decode()
            self.session.execute(MoveToken(token, Point(x=at.x(), y=at.y())))
        else:
            return False
        event.acceptProposedAction()
        return True
