"""The values the rules work out from a token's sheet (Defence, Discipline, Endurance, DV,
Morale, health, state), shown read-only under it, each saying where it comes from: the same
columns the Orders and Characters docks show, so the sheet and the docks never disagree.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from ...core.model import Character, Unit
from ...core.rules import system_of
from ..document.session import BattleSession
from ..play.unit_stats import term_text
from ..rule_names import state_name, system_name


class DerivedValues(QGroupBox):
    def __init__(self, session: BattleSession, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("Sheet", "Worked out by the rules"), parent)
        self.setObjectName("derived")
        self.session = session
        self.form = QFormLayout(self)

    def show_token(self, token: Unit | Character) -> None:
        battle = self.session.battle
        system = system_of(battle)
        if isinstance(token, Unit):
            row = system.unit_row(battle, token)
            pairs = list(zip(system.unit_columns(), row.cells, strict=False))
        else:
            pairs = list(zip(system.character_columns(), system.character_row(battle, token), strict=False))
        source = QCoreApplication.translate(
            "Sheet", "Derived by the {0} rules from this sheet (read-only; change the values above)."
        )
        source = source.format(system_name(system))
        shown: list[tuple[str, str]] = [
            (term_text(key), term_text(cell.term) if cell.term else cell.text) for key, cell in pairs
        ]
        # Where the docks show no columns of the system's own, health and state still are.
        health = system.health_of(token) if not pairs else None
        if health is not None:
            shown.append((QCoreApplication.translate("Sheet", "Health"), f"{health[0]} / {health[1]}"))
        state = system.state_of(token) if not pairs else None
        if state is not None:
            shown.append(
                (QCoreApplication.translate("Sheet", "State"), state_name(battle.system.value, state))
            )
        while self.form.rowCount():
            self.form.removeRow(0)
        for name, value in shown:
            label = QLabel(value)
            label.setObjectName(f"derived-{name}")
            label.setToolTip(source)
            self.form.addRow(name, label)
        self.setToolTip(source)
        self.setVisible(bool(shown))
