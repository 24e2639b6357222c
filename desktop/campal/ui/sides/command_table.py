"""A side's people: each character with its role in the chain of command and the values its
rule system reads from them (the system's ``side_values``; SIFRP: Guerra, Mando, Estatus,
Destino), and the command the system sets roles with. Every edit is one command."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHeaderView, QLineEdit, QTableWidget, QWidget

from ...core.engine import Override
from ...core.model import Battle, Character, Side
from ...core.rules import system_of
from ..document.session import BattleSession
from ..rule_names import stat_name
from ..widgets.focus import FocusComboBox, FocusSpinBox

NONE, COMMANDER, LIEUTENANT, HERO = "", "commander", "lieutenant", "hero"


def role_names() -> dict[str, str]:
    return {
        NONE: "—",
        COMMANDER: QCoreApplication.translate("CommandTable", "Commander"),
        LIEUTENANT: QCoreApplication.translate("CommandTable", "Lieutenant"),
        HERO: QCoreApplication.translate("CommandTable", "Hero"),
    }


def role_of(side: Side, character_id: str) -> str:
    if side.commander == character_id:
        return COMMANDER
    if character_id in side.lieutenants:
        return LIEUTENANT
    return HERO if character_id in side.heroes else NONE


def with_role(
    side: Side, character_id: str, role: str
) -> tuple[str | None, tuple[str, ...], tuple[str, ...]]:
    """The side's roles once ``character_id`` holds ``role`` (and no other)."""
    commander = None if side.commander == character_id else side.commander
    lieutenants = tuple(c for c in side.lieutenants if c != character_id)
    heroes = tuple(c for c in side.heroes if c != character_id)
    if role == COMMANDER:
        commander = character_id
    elif role == LIEUTENANT:
        lieutenants = (*lieutenants, character_id)
    elif role == HERO:
        heroes = (*heroes, character_id)
    return commander, lieutenants, heroes


def _value(character: Character, path: str) -> Any:
    node: Any = character
    for part in path.split("."):
        node = getattr(node, part, None)
    return node


class CommandTable(QTableWidget):
    def __init__(self, session: BattleSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.side_id: str | None = None
        self.verticalHeader().hide()
        self.setMinimumHeight(120)

    def show_side(self, battle: Battle, side_id: str | None) -> None:
        self.side_id = side_id
        self.clear()
        values = system_of(battle).side_values()
        headers = [
            QCoreApplication.translate("CommandTable", "Character"),
            QCoreApplication.translate("CommandTable", "Role"),
            *(stat_name(path, battle.system.value) for path in values),
        ]
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(headers)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        side = battle.sides.get(side_id or "")
        people = [c for c in battle.characters.values() if side is not None and c.side == side.id]
        self.setRowCount(len(people))
        if side is None:
            return
        for row, character in enumerate(people):
            self.setCellWidget(row, 0, self._name(character))
            self.setCellWidget(row, 1, self._role(side, character))
            for column, path in enumerate(values, start=2):
                value = _value(character, path)
                if isinstance(value, int):
                    self.setCellWidget(row, column, self._number(character, path, value))
        self.resizeColumnsToContents()

    def _name(self, character: Character) -> QLineEdit:
        edit = QLineEdit(character.name)
        edit.setObjectName(f"name:{character.id}")

        def renamed() -> None:
            text = edit.text().strip()
            if text and text != character.name:
                self.session.execute(Override(character.id, "name", text))
            elif not text:
                edit.setText(character.name)

        edit.editingFinished.connect(renamed)
        return edit

    def _role(self, side: Side, character: Character) -> FocusComboBox:
        box = FocusComboBox()
        box.setObjectName(f"role:{character.id}")
        for role, name in role_names().items():
            box.addItem(name, role)
        box.setCurrentIndex(box.findData(role_of(side, character.id)))

        def chosen(_index: int) -> None:
            battle = self.session.battle
            current = battle.sides.get(side.id)
            if current is None:
                return
            roles = with_role(current, character.id, box.currentData())
            if not self.session.execute(system_of(battle).assign_command(battle, side.id, *roles)):
                box.setCurrentIndex(box.findData(role_of(current, character.id)))

        box.activated.connect(chosen)
        return box

    def _number(self, character: Character, path: str, value: int) -> FocusSpinBox:
        spin = FocusSpinBox()
        spin.setObjectName(f"{path}:{character.id}")
        spin.setRange(0, 20)
        spin.setValue(value)

        def edited() -> None:
            now = _value(self.session.battle.characters.get(character.id, character), path)
            if spin.value() != now and not self.session.execute(Override(character.id, path, spin.value())):
                spin.setValue(value)

        spin.editingFinished.connect(edited)
        return spin
