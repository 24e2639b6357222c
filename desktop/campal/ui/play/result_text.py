"""The result of an action shown briefly on the map: damage numbers and state changes rise
from the unit and fade."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QPointF, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from ...core.model import Battle, Point
from ...core.rules import Tone, system_of
from ..messages import tr_message
from ..scene.palette import Z_OVERLAY

SHOWN_MS = 2600


COLOURS = {
    Tone.HARM: "#c0392b",
    Tone.MISS: "#555",
    Tone.STATE: "#8e44ad",
    Tone.SUCCESS: "#1f7a3a",
    Tone.FAILURE: "#a05a00",
}


def results_of(battle: Battle, events: Sequence[Mapping[str, Any]]) -> list[tuple[str, str, str]]:
    """(token, text, colour) for each visible consequence in an action's events."""
    return [
        (shown.token, tr_message(shown.text), COLOURS[shown.tone])
        for shown in system_of(battle).results(events)
    ]


class ResultText(QGraphicsSimpleTextItem):
    def __init__(self, text: str, colour: str, at: QPointF, clock: QObject) -> None:
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
        # The animation belongs to the scene (``clock``), not to this item's Python wrapper: a
        # wrapper the collector frees mid-tick would take a running animation with it.
        self.animation = QVariantAnimation(clock)
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
        self.animation.deleteLater()


def show_results(
    scene: QGraphicsScene, battle: Battle, events: Iterable[Mapping[str, Any]]
) -> list[ResultText]:
    shown = []
    stacked: dict[str, int] = {}
    for token, text, colour in results_of(battle, list(events)):
        item = battle.units.get(token) or battle.characters.get(token)
        where = getattr(item, "position", None)
        if not isinstance(where, Point):
            continue
        row = stacked.get(token, 0)
        stacked[token] = row + 1
        label = ResultText(text, colour, QPointF(where.x, where.y - 6.0 - 8.0 * row), scene)
        scene.addItem(label)
        label.animation.start()
        shown.append(label)
    return shown
