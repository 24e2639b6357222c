"""A character on the map: a circle of its radius. A person is a metre across, far smaller than
a pixel when the field is seen whole, so ``TokenBadges`` also draws a marker of fixed screen
size at its centre."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from ...core.model import Character
from .token_item import TokenItem


class CharacterItem(TokenItem):
    token: Character

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        radius = self.token.radius
        path.addEllipse(QPointF(0.0, 0.0), radius, radius)
        return path

    def place(self) -> None:
        position = self.token.position
        if position is not None:
            self.setPos(position.x, position.y)
