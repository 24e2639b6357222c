"""The result of an action shown briefly on the map: damage numbers and state changes rise
from the unit and fade."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from ...core.model import Battle, Point
from ..scene.palette import Z_OVERLAY

SHOWN_MS = 2600


def results_of(events: Iterable[Mapping[str, Any]]) -> list[tuple[str, str, str]]:
    """(token, text, colour) for each visible consequence in an action's events."""
    states = {
        "organised": QCoreApplication.translate("ResultText", "organised"),
        "disorganised": QCoreApplication.translate("ResultText", "disorganised!"),
        "routed": QCoreApplication.translate("ResultText", "routed!"),
        "destroyed": QCoreApplication.translate("ResultText", "destroyed!"),
    }
    found = []
    for data in events:
        kind = data.get("type")
        if kind == "sifrp.attack":
            damage = int(data.get("damage", 0))
            roll = data.get("roll")
            hit = isinstance(roll, dict) and roll.get("outcome") == "success"
            text = (
                QCoreApplication.translate("ResultText", "−{0} Health").format(damage)
                if damage
                else QCoreApplication.translate("ResultText", "no damage")
                if hit
                else QCoreApplication.translate("ResultText", "miss")
            )
            found.append((str(data["target"]), text, "#c0392b" if damage else "#555"))
        elif kind == "sifrp.morale":
            found.append((str(data["unit"]), states.get(str(data["after"]), str(data["after"])), "#8e44ad"))
        elif kind == "sifrp.order_issued" and data.get("unit"):
            text = (
                QCoreApplication.translate("ResultText", "order: success")
                if data.get("success")
                else QCoreApplication.translate("ResultText", "order: failed")
            )
            found.append((str(data["unit"]), text, "#1f7a3a" if data.get("success") else "#a05a00"))
    return found


class ResultText(QGraphicsSimpleTextItem):
    def __init__(self, text: str, colour: str, at: QPointF) -> None:
        super().__init__(text)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        font = QFont()
        font.setPixelSize(26)
        font.setBold(True)
        self.setFont(font)
        self.setBrush(QColor(colour))
        self.setPen(QPen(QColor("white"), 1.2))
        self.setZValue(Z_OVERLAY + 10)
        self.setPos(at)
        self._start = at
        self.animation = QVariantAnimation()
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(SHOWN_MS)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self._done)

    def _step(self, value: float) -> None:
        self.setOpacity(1.0 - max(value - 0.6, 0.0) / 0.4)
        self.setPos(self._start - QPointF(0.0, 6.0 * value))

    def _done(self) -> None:
        if self.scene() is not None:
            self.scene().removeItem(self)


def show_results(
    scene: QGraphicsScene, battle: Battle, events: Iterable[Mapping[str, Any]]
) -> list[ResultText]:
    shown = []
    stacked: dict[str, int] = {}
    for token, text, colour in results_of(events):
        item = battle.units.get(token) or battle.characters.get(token)
        where = getattr(item, "position", None)
        if not isinstance(where, Point):
            continue
        row = stacked.get(token, 0)
        stacked[token] = row + 1
        label = ResultText(text, colour, QPointF(where.x, where.y - 6.0 - 8.0 * row))
        scene.addItem(label)
        label.animation.start()
        shown.append(label)
    return shown
