"""Characters' actions in the rule system's character steps (SIFRP's six and eight, Aquelarre's
declaration and action …): every character not in a unit with what it has left this step and
what it declared, the actions on offer for the one picked, and the answers awaited out of turn
(a defence when attacked)."""

from __future__ import annotations

from collections.abc import Callable

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

from ...core.model import Battle, Character, touched
from ...core.rules import RuleSystem, system_of
from ...core.rules.play import Choice, Play, exclusive_situational_of, situational_of
from ..document.session import BattleSession
from ..messages import tr_message
from ..widgets.elided_label import ElidedLabel
from ..widgets.scroll_body import scrolling
from ..widgets.table_fill import filling
from ..window.selection import Selection
from .offer_list import OfferList
from .phase_bar import step_numbers
from .play_messages import rule_name
from .situational_ticks import SituationalTicks
from .unit_stats import term_text

TABLE_LEAST_PX = 150
HALVES = 2  # budgets count half rounds: a major action takes two, a minor one


def round_pips(half_rounds: int, rounds: int = 5) -> str:
    whole, half = divmod(max(half_rounds, 0), HALVES)
    return "●" * whole + ("◐" if half else "") + "○" * max(rounds - whole - half, 0)


def budget_text(battle: Battle, left: int) -> str:
    if system_of(battle).budget_in_half_rounds:
        return round_pips(left)
    return "●" * max(left, 0) or "○"


def steps_text(battle: Battle, steps: tuple[str, ...]) -> str:
    """The steps by the number the phase bar gives them and their name: "6 (first player's
    actions)" (numbered through the setup steps, as the rule text counts them)."""
    turn = battle.turn
    stage = turn.stage if turn is not None else "round"
    numbered = {step: number for (where, step), number in step_numbers(battle).items() if where == stage}
    return ", ".join(
        f"{numbered[step]} ({rule_name('step', step)})" if step in numbered else rule_name("step", step)
        for step in steps
    )


class CharactersDock(QDockWidget):
    action_chosen = Signal(str, str)  # character, action
    passed = Signal(str)

    def __init__(self, session: BattleSession, selection: Selection, play: Play, parent: QWidget) -> None:
        super().__init__(QCoreApplication.translate("CharactersDock", "Characters"), parent)
        self.setObjectName("CharactersDock")
        self.session, self.selection, self.play = session, selection, play
        self._drawn: list[tuple[str, list[str]]] | None = None  # the rows as last written
        self._row_of: dict[str, int] = {}  # each character's row
        self._shown: Battle | None = None
        # The step a replay stands at, shown instead of the battle; nobody acts from it.
        self.replayed: Battle | None = None
        body = QWidget()
        layout = QVBoxLayout(body)
        self.table = QTableWidget(0, 4)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._row_picked)
        # A few rows at least: in a short dock the panel scrolls rather than squeeze the table
        # to one row (the one acting is scrolled to).
        self.table.setMinimumHeight(TABLE_LEAST_PX)
        layout.addWidget(self.table, 2)
        self.answer_label = QLabel()
        self.answer_label.setWordWrap(True)
        self.answer_label.setStyleSheet("font-weight:bold;color:#7a3b00;")
        layout.addWidget(self.answer_label)
        self.answers = OfferList()
        self.answers.chosen.connect(self._answered)
        layout.addWidget(self.answers)
        # The GM's modifiers for the answer (a defence at night), apart from the actor's own.
        self.answer_ticks = SituationalTicks()
        layout.addWidget(self.answer_ticks)
        self.answering: str | None = None
        # The step hint is long: two lines at most (whole in the tooltip), so the action grid
        # under it stays where it is whoever is picked.
        self.name_label = ElidedLabel(2)
        self.name_label.setStyleSheet("font-weight:bold;font-size:14px;")
        layout.addWidget(self.name_label)
        self.offers = OfferList()
        self.offers.chosen.connect(self._chosen)
        layout.addWidget(self.offers)
        self.ticks = SituationalTicks()
        layout.addWidget(self.ticks)
        self.pass_button = QPushButton(QCoreApplication.translate("CharactersDock", "Done for this step"))
        self.pass_button.setToolTip(
            QCoreApplication.translate(
                "CharactersDock", "The character gives up the rest of its rounds in this step (Shift+P)"
            )
        )
        self.pass_button.clicked.connect(self._pass)
        layout.addWidget(self.pass_button)
        layout.addStretch(1)
        self.setWidget(scrolling(body))
        selection.changed.connect(lambda _ids: self._follow_selection())

    @property
    def character_id(self) -> str | None:
        battle = self.replayed or self.session.battle
        return next((i for i in self.selection.ids if i in battle.characters), None)

    def _headers(self, battle: Battle) -> None:
        """The system's own columns after name and side, when it has them."""
        own = system_of(battle).character_columns()
        tail = (
            [term_text(key) for key in own]
            if own
            else [
                QCoreApplication.translate("CharactersDock", "Role"),
                QCoreApplication.translate("CharactersDock", "Left"),
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
        shown, self._shown = self._shown, battle
        # The rows read the characters, their sides and the turn: a command that touched only
        # units (a unit moved) leaves them as they are, without reading every character again.
        change = touched(shown, battle) if shown is not None else None
        if change is None or change.characters or change.beyond_tokens:
            free = [c for c in battle.characters.values() if c.attached_to is None]
            self._headers(battle)
            rows = self._rows(battle, free, system_of(battle))
            # A command that leaves every row reading the same sets no cell: the fitted columns
            # are not measured over every row again.
            if rows != self._drawn or self.table.rowCount() != len(rows):
                self._drawn = rows
                self._row_of = {who_id: row for row, (who_id, _cells) in enumerate(rows)}
                self.table.blockSignals(True)
                with filling(self.table):
                    self._fill(rows)
                self.table.blockSignals(False)
        self._show_answers(battle)
        self._follow_selection()

    def show_replayed(self, battle: Battle | None) -> None:
        """The characters as they stood at a replay's step, with nobody to act (None: the
        battle as it stands again, once the replay is left)."""
        self.replayed = battle
        self.show_battle(battle if battle is not None else self.session.battle)

    def _rows(self, battle: Battle, free: list[Character], system: RuleSystem) -> list[tuple[str, list[str]]]:
        turn = battle.turn
        rows = []
        for who in free:
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
            left = budget_text(battle, turn.budgets.get(who.id, 0)) if acting and turn is not None else "—"
            cells = (
                [
                    who.name,
                    side.name,
                    *(term_text(c.term) if c.term else c.text for c in system.character_row(battle, who)),
                ]
                if system.character_columns()
                else [who.name, side.name, role, left]
            )
            rows.append((who.id, cells))
        return rows

    def _fill(self, rows: list[tuple[str, list[str]]]) -> None:
        self.table.setRowCount(len(rows))
        for row, (who_id, cells) in enumerate(rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, who_id)
                self.table.setItem(row, column, item)

    def _show_answers(self, battle: Battle) -> None:
        """The first answer awaited out of turn, with its choices (others follow it)."""
        # Answers are owed by the battle as it stands, not by a replay's step.
        maps = self.session.engine.context.map
        reactions = self.play.reactions(battle, maps) if self.replayed is None else ()
        first = reactions[0] if reactions else None
        self.answering = first.actor if first is not None else None
        self.answer_label.setVisible(first is not None)
        self.answers.setVisible(first is not None)
        if first is None:
            self.answers.set_offers(())
            self.answer_ticks.show_modifiers(())
            return
        self.answer_ticks.show_modifiers(situational_of(self.play, battle, first.actor), first.actor)
        who = battle.characters.get(first.actor) or battle.units.get(first.actor)
        name = who.name if who is not None else first.actor
        self.answer_label.setText(f"{name}: {tr_message(first.prompt)}")
        self.answers.set_offers(first.offers)

    def _answered(self, answer: str) -> None:
        if self.answering is not None:
            self.action_chosen.emit(self.answering, answer)

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
        row = self._row_of.get(who, -1) if who is not None else -1
        item = self.table.item(row, 0) if row >= 0 else None
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == who:
            self.table.selectRow(row)
            self.table.scrollToItem(item)
        self.table.blockSignals(False)
        if self.replayed is not None:
            self.name_label.setText(
                QCoreApplication.translate(
                    "CharactersDock",
                    "The characters as they stood at this step of the replay; leave it to act",
                )
            )
            self.offers.set_offers(())
            self.ticks.show_modifiers(())
            self.pass_button.setEnabled(False)
            return
        battle = self.session.battle
        in_step = battle.turn is not None and battle.turn.step in self.play.character_steps
        if who is None or not in_step:
            steps = self.play.character_steps
            if battle.turn is None:
                hint = ""
            elif steps:
                hint = QCoreApplication.translate(
                    "CharactersDock", "In steps {0}, pick a character to act"
                ).format(steps_text(battle, steps))
            else:
                hint = QCoreApplication.translate("CharactersDock", "No step of this battle has characters")
            self.name_label.setText(hint)
            self.offers.set_offers(())
            self.ticks.show_modifiers(())
            self.pass_button.setEnabled(False)
            return
        self.name_label.setText(battle.characters[who].name)
        turn = battle.turn
        step = (turn.round, turn.stage, turn.step, who) if turn is not None else None
        self.offers.set_offers(self.play.character_offers(battle, self.session.engine.context.map, who), step)
        if self.answering is not None:  # nothing is carried out while an answer waits
            self.ticks.show_modifiers(())
        else:
            self.ticks.show_modifiers(
                situational_of(self.play, battle, who), who, exclusive_situational_of(self.play, battle, who)
            )
        self.pass_button.setEnabled(battle.turn is not None and who in battle.turn.queue)

    def _ticks_for(self, who: str, action: str) -> SituationalTicks | None:
        """The ticks that go with the offer: the answer's for an answer awaited of ``who``,
        else the actor's own; None when the offer takes none."""
        if who == self.answering:
            answer = next((o for o in self.answers.offers if o.id == action), None)
            if answer is not None:
                return self.answer_ticks if answer.ticks else None
        offer = next((o for o in self.offers.offers if o.id == action), None)
        return self.ticks if offer is not None and offer.ticks else None

    def act(self, run: Callable[[Choice, Callable[[], None] | None], None], who: str, action: str) -> None:
        """Run the chosen action with the ticks it takes ("fog;fleeing_target"), unticking them
        only once the engine has accepted it: a refused or abandoned attack keeps them for
        another try."""
        ticks = self._ticks_for(who, action)
        extra = ";".join(ticks.ticked()) or None if ticks is not None else None
        spent = (lambda: ticks.spent(who)) if extra and ticks is not None else None
        run(Choice(who, action, extra=extra), spent)

    def _chosen(self, action: str) -> None:
        if self.character_id is not None:
            self.action_chosen.emit(self.character_id, action)

    def _pass(self) -> None:
        if self.character_id is not None:
            self.passed.emit(self.character_id)
