"""How a rule system's unit stats read in the orders dock: one small adapter per system, the
only place the dock knows a system's values (SIFRP: Disciplina, Salud, state, formation...)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from ...core.model import Battle, RuleSystemId, Unit, UnitState
from ...core.rules.sifrp.values import discipline, max_health, stats_of
from .play_messages import rule_name


@dataclass(frozen=True)
class UnitRow:
    id: str
    name: str
    kind: str
    cells: tuple[str, ...]
    health: tuple[int, int] | None
    out_of_action: bool = False
    tooltip: str = ""


class StatsAdapter(Protocol):
    def headers(self) -> tuple[str, ...]: ...

    def health_column(self) -> int: ...

    def row(self, battle: Battle, unit: Unit) -> UnitRow: ...


class SifrpStats:
    def headers(self) -> tuple[str, ...]:
        return (
            QCoreApplication.translate("UnitStats", "Disc."),
            QCoreApplication.translate("UnitStats", "Health"),
            QCoreApplication.translate("UnitStats", "State"),
            QCoreApplication.translate("UnitStats", "Formation"),
            QCoreApplication.translate("UnitStats", "Standing"),
            QCoreApplication.translate("UnitStats", "Ord."),
        )

    def health_column(self) -> int:
        return 1

    def row(self, battle: Battle, unit: Unit) -> UnitRow:
        stats = stats_of(unit)
        states = {
            UnitState.ORGANISED: QCoreApplication.translate("UnitStats", "organised"),
            UnitState.DISORGANISED: QCoreApplication.translate("UnitStats", "disorganised"),
            UnitState.ROUTED: QCoreApplication.translate("UnitStats", "routed"),
            UnitState.DESTROYED: QCoreApplication.translate("UnitStats", "destroyed"),
        }
        standing = stats.standing_order
        cells = (
            str(discipline(battle, unit).total),
            f"{stats.health}/{max_health(stats)}",
            states[stats.state],
            rule_name("formation", stats.formation.value),
            rule_name("order", standing.order) if standing else "—",
            str(stats.orders_this_round),
        )
        hidden = QCoreApplication.translate("UnitStats", " (hidden)") if unit.hidden else ""
        return UnitRow(
            unit.id,
            unit.name + hidden,
            stats.unit_type.value,
            cells,
            (stats.health, max_health(stats)),
            stats.state is UnitState.DESTROYED,
            QCoreApplication.translate("UnitStats", "{0}: {1}, {2}").format(
                unit.name, stats.unit_type.value, stats.training.value
            ),
        )


ADAPTERS: dict[RuleSystemId, StatsAdapter] = {RuleSystemId.SIFRP: SifrpStats()}

# The unit-type marks of military maps: a frame with a cross for foot, a slash for horse, an arc
# for bows; other kinds get their initial.
MARKS = {"infantry": "cross", "cavalry": "slash", "archers": "arc", "scouts": "slash"}


def type_icon(kind: str, colour: str, size: int = 22) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = QRectF(1.5, 4.5, size - 3, size - 9)
    painter.setBrush(QColor(colour).lighter(170))
    painter.setPen(QPen(QColor(colour).darker(130), 1.6))
    painter.drawRect(frame)
    mark = MARKS.get(kind)
    if mark in ("cross", "slash"):
        painter.drawLine(frame.bottomLeft(), frame.topRight())
    if mark == "cross":
        painter.drawLine(frame.topLeft(), frame.bottomRight())
    if mark == "arc":
        painter.drawArc(QRectF(frame.center() - QPointF(5, 3), frame.center() + QPointF(5, 7)), 0, 180 * 16)
    if mark is None:
        painter.drawText(frame, Qt.AlignmentFlag.AlignCenter, kind[:1].upper())
    painter.end()
    return QIcon(pixmap)
