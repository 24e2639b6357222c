"""The tick ribbon under the phase bar: on a timeline, every unit and character at its next tick,
earliest first, with the DV penalty its last action left, the one acting now lit."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QToolBar, QWidget

from ...core.engine.turn import plan_of
from ...core.model import Battle
from .phase_bar import DIM, LIT


def ribbon_html(battle: Battle) -> str:
    """On a timeline, every actor at its next tick (earliest first) with the DV penalty its last
    action left; the ones acting now lit."""
    turn = battle.turn
    if turn is None or plan_of(battle).step(turn.stage, turn.step).mode.value != "timeline":
        return ""
    parts = []
    for actor, tick in sorted(turn.next_tick.items(), key=lambda item: (item[1], item[0])):
        token = battle.units.get(actor) or battle.characters.get(actor)
        if token is None or (token.stats is not None and token.stats.is_out_of_action):
            continue
        dv = getattr(token.stats, "dv_penalty", 0)
        text = f"{tick}: {token.name}" + (f" (DV {dv:+d})" if dv else "")
        parts.append(f'<span style="{LIT if actor in turn.queue[:1] else DIM}">{text}</span>')
    return " ".join(parts)


class TickRibbon(QToolBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("TickRibbon", "Ticks"), parent)
        self.setObjectName("TickRibbon")
        self.setMovable(False)
        title = QLabel(QCoreApplication.translate("TickRibbon", "Next tick:"))
        title.setStyleSheet("font-weight:bold;padding:0 8px;")
        self.addWidget(title)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setToolTip(QCoreApplication.translate("TickRibbon", "Next tick of each unit"))
        self.addWidget(self.label)

    def show_battle(self, battle: Battle) -> None:
        text = ribbon_html(battle)
        self.label.setText(text)
        self.setVisible(bool(text))
