"""Characters' actions in steps six and eight: every character not in a unit, with the combat
rounds left of the five (pips), and the actions on offer for the one picked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.model import Battle
from ...core.rules import RuleSystem, system_of
from ...core.rules.play import Play
from ..selection import Selection
from ..session import BattleSession
from .offer_list import OfferList
from .unit_stats import term_text

HALVES = 2  # budgets count half rounds: a major action takes two, a minor one


def round_pips(half_rounds: int, rounds: int = 5) -> str:
    whole, half = divmod(max(half_rounds, 0), HALVES)
    return "●" * whole + ("◐" if half else "") + "○" * max(rounds - whole - half, 0)


class CharactersDock(QDockWidget):
    action_chosen = Signal(str, str)  # character, action
    passed = Signal(str)

    def __init__(self, session: BattleSession, selection: Selection, play: Play, parent: QWidget) -> None:
        super().__init__(QCoreApplication.translate("CharactersDock", "Characters"), parent)
        self.setObjectName("CharactersDock")
        self.session, self.selection, self.play = session, selection, play
        body = QWidget()
        layout = QVBoxLayout(body)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("CharactersDock", "Character"),
                QCoreApplication.translate("CharactersDock", "Side"),
                QCoreApplication.translate("CharactersDock", "Role"),
                QCoreApplication.translate("CharactersDock", "Rounds left"),
            ]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._row_picked)
        layout.addWidget(self.table, 2)
        self.name_label = QLabel()
        self.name_label.setStyleSheet("font-weight:bold;font-size:14px;")
        layout.addWidget(self.name_label)
        self.offers = OfferList()
        self.offers.chosen.connect(self._chosen)
        layout.addWidget(self.offers)
        self.pass_button = QPushButton(QCoreApplication.translate("CharactersDock", "Done for this step"))
        self.pass_button.setToolTip(
            QCoreApplication.translate(
                "CharactersDock", "The character gives up the rest of its rounds in this step (Shift+P)"
            )
        )
        self.pass_button.clicked.connect(self._pass)
        layout.addWidget(self.pass_button)
        layout.addStretch(1)
        self.setWidget(body)
        selection.changed.connect(lambda _ids: self._follow_selection())

    @property
    def character_id(self) -> str | None:
        battle = self.session.battle
        return next((i for i in self.selection.ids if i in battle.characters), None)

    def _headers(self, system: RuleSystem) -> None:
        own = system.character_columns()
        tail = (
            [term_text(key) for key in own]
            if own
            else [
                QCoreApplication.translate("CharactersDock", "Role"),
                QCoreApplication.translate("CharactersDock", "Rounds left"),
            ]
        )
        headers = [
            QCoreApplication.translate("CharactersDock", "Character"),
            QCoreApplication.translate("CharactersDock", "Side"),
            *tail,
        ]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)

    def show_battle(self, battle: Battle) -> None:
        turn = battle.turn
        free = [c for c in battle.characters.values() if c.attached_to is None]
        system = system_of(battle)
        self._headers(system)
        self.table.blockSignals(True)
        self.table.setRowCount(len(free))
        for row, who in enumerate(free):
            side = battle.sides[who.side]
            role = (
                QCoreApplication.translate("CharactersDock", "commander")
                if side.commander == who.id
                else QCoreApplication.translate("CharactersDock", "lieutenant")
                if who.id in side.lieutenants
                else QCoreApplication.translate("CharactersDock", "hero")
                if who.id in side.heroes
                else ""
            )
            acting = turn is not None and turn.step in self.play.character_steps and who.id in turn.budgets
            left = round_pips(turn.budgets.get(who.id, 0)) if acting and turn is not None else "—"
            own = system.character_row(battle, who)
            cells = (
                [who.name, side.name, *(term_text(c.term) if c.term else c.text for c in own)]
                if system.character_columns()
                else [who.name, side.name, role, left]
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, who.id)
                self.table.setItem(row, column, item)
        self.table.blockSignals(False)
        self._follow_selection()

    def _row_picked(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            item = self.table.item(rows[0].row(), 0)
            if item is not None:
                self.selection.set([item.data(Qt.ItemDataRole.UserRole)])

    def _follow_selection(self) -> None:
        who = self.character_id
        self.table.blockSignals(True)
        self.table.clearSelection()
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == who:
                self.table.selectRow(row)
        self.table.blockSignals(False)
        battle = self.session.battle
        in_step = battle.turn is not None and battle.turn.step in self.play.character_steps
        if who is None or not in_step:
            self.name_label.setText(
                QCoreApplication.translate(
                    "CharactersDock", "In the steps where characters act, pick one to act"
                )
                if battle.turn
                else ""
            )
            self.offers.set_offers(())
            self.pass_button.setEnabled(False)
            return
        self.name_label.setText(battle.characters[who].name)
        self.offers.set_offers(self.play.character_offers(battle, self.session.engine.context.map, who))
        self.pass_button.setEnabled(battle.turn is not None and who in battle.turn.queue)

    def _chosen(self, action: str) -> None:
        if self.character_id is not None:
            self.action_chosen.emit(self.character_id, action)

    def _pass(self) -> None:
        if self.character_id is not None:
            self.passed.emit(self.character_id)
