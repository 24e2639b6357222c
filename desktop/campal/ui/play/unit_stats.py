"""How a unit reads in the orders dock: the columns and cells its rule system declares, in the
interface language; and the unit-type marks of the table's first column."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from ...core.frozen import frozen
from ...core.model import Battle, Unit
from ...core.rules import RuleSystem, system_of
from .play_messages import rule_name


@frozen
class UnitRow:
    id: str
    name: str
    kind: str
    cells: tuple[str, ...]
    health: tuple[int, int] | None
    out_of_action: bool = False
    tooltip: str = ""


class SystemStats:
    """The unit table in the battle's rule system's own columns (``RuleSystem.unit_columns``)."""

    def __init__(self, system: RuleSystem) -> None:
        self.system = system

    def headers(self) -> tuple[str, ...]:
        return tuple(term_text(key) for key in self.system.unit_columns())

    def health_column(self) -> int:
        """The column drawn as a health bar, or -1 when the system keeps no health."""
        columns = self.system.unit_columns()
        return next((i for i, key in enumerate(columns) if key.endswith(".health")), -1)

    def row(self, battle: Battle, unit: Unit) -> UnitRow:
        shown = self.system.unit_row(battle, unit)
        hidden = QCoreApplication.translate("UnitStats", " (hidden)") if unit.hidden else ""
        kind = term_text(f"unit_type.{shown.kind}") if shown.kind else ""
        tooltip = QCoreApplication.translate("UnitStats", "{0}: {1}").format(unit.name, kind)
        return UnitRow(
            unit.id,
            unit.name + hidden,
            shown.kind,
            tuple(term_text(cell.term) if cell.term else cell.text for cell in shown.cells),
            shown.health,
            shown.out_of_action,
            tooltip if kind else unit.name,
        )


def stats_for(battle: Battle) -> SystemStats:
    return SystemStats(system_of(battle))


def term_text(key: str) -> str:
    group, _, value = key.rpartition(".")
    return rule_name(group, value)


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
