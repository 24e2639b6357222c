"""The dice tray: every roll of the battle with its dice (kept ones first), modifiers, total,
difficulty and degrees; the manual-dice switch; and the GM's re-roll or correction of any roll of
the current round, carried out as a logged override: the actions after it are made again with
their own dice, so what followed from the roll follows from the corrected one."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.dice import ManualEntry, RollResult, roll_sizes
from ...core.dice.pool import PoolResult
from ...core.engine import AmendRoll, Command, LogAppended
from ...core.engine.rewind import corrections
from ...core.engine.rolls import ROLL_READERS, RecordedRoll, entry_rolls
from ...core.frozen import frozen
from ...core.model import Battle, LogEntry, msg, renamed, shared_start
from ...core.report import TokenNames, render, render_breakdown
from ..document.session import BattleSession
from ..i18n import current_language
from ..rule_names import ability_name
from ..widgets.scroll_body import scrolling
from ..widgets.table_fill import filling
from .play_messages import rule_name
from .roll_dialog import RollDialog

WHO_KEYS = ("actor", "issuer", "attacker")
TOTAL_COLUMN, DIFFICULTY_COLUMN = 5, 6
CENTRED_COLUMNS = (0, 4, TOTAL_COLUMN, DIFFICULTY_COLUMN)
MADE_COLOUR, MISSED_COLOUR = "#1f7a3a", "#a0281e"
# A long log opened: its latest entries are read at once (far more rolls than the tray shows),
# the earlier ones a slice a turn, so that opening a battle of 20,000 steps does not stop the
# window while every entry is searched for rolls.
FIRST_ENTRIES = 500
EARLIER_SLICE = 2_000


@frozen
class TrayRow:
    seq: int
    index: int
    round: int
    who: str
    roll: RollResult | PoolResult | RecordedRoll
    story: str


def tray_rows(battle: Battle) -> list[TrayRow]:
    """Every roll in the log, the latest first."""
    language, names = current_language(), TokenNames(battle)
    rows = [row for entry in battle.log for row in entry_rows(battle, entry, language, names)]
    return rows[::-1]


def entry_rows(battle: Battle, entry: LogEntry, language: str, names: TokenNames) -> list[TrayRow]:
    """The rolls one log entry recorded, in the order they were thrown."""
    rows: list[TrayRow] = []
    index = 0
    for data in entry.events:
        roll = data.get("roll")
        reader = ROLL_READERS.get(str(data.get("type", "")))
        if not isinstance(roll, dict) and reader is not None:
            story = render(entry.message, language, battle.system.value, names)
            for recorded in reader(data):
                token = battle.units.get(recorded.who) or battle.characters.get(recorded.who)
                who = token.name if token is not None else recorded.who
                rows.append(TrayRow(entry.seq, index, entry.round, who, recorded, story))
                index += 1
            continue
        if not isinstance(roll, dict):
            continue
        try:
            kind = PoolResult if "successes" in roll else RollResult
            parsed: RollResult | PoolResult = kind.model_validate(roll)
        except ValidationError:
            continue  # a recorded roll this version cannot read: the tray shows the others
        who = next((str(data[k]) for k in WHO_KEYS if k in data), "")
        token = battle.units.get(who) or battle.characters.get(who) or battle.sides.get(who)
        rows.append(
            TrayRow(
                entry.seq,
                index,
                entry.round,
                token.name if token is not None else who,
                parsed,
                render(entry.message, language, battle.system.value, names),
            )
        )
        index += 1
    return rows


def dice_text(roll: RollResult) -> str:
    if not roll.rolled:
        return QCoreApplication.translate("DiceTray", "Σ {0} typed").format(roll.dice_total)
    dropped = list(roll.rolled)
    for face in roll.kept:
        dropped.remove(face)
    kept = " ".join(str(f) for f in roll.kept)
    return kept + (" | " + " ".join(str(f) for f in sorted(dropped, reverse=True)) if dropped else "")


def source_text(manual: bool) -> str:
    """Who threw the dice: typed by the GM or rolled by the app."""
    return (
        QCoreApplication.translate("DiceTray", "typed")
        if manual
        else QCoreApplication.translate("DiceTray", "app")
    )


def outcome_text(roll: RollResult) -> str:
    if roll.difficulty is None:
        return "—"
    word = rule_name("outcome", roll.outcome.value)
    return (
        QCoreApplication.translate("DiceTray", "{0}, {1} degrees").format(word, roll.degrees)
        if roll.is_success
        else word
    )


class DiceTray(QDockWidget):
    COLUMNS = 9

    def __init__(self, session: BattleSession, manual_action: QAction, parent: QWidget) -> None:
        super().__init__(QCoreApplication.translate("DiceTray", "Dice tray"), parent)
        self.setObjectName("DiceTray")
        self.session = session
        self.rows: list[TrayRow] = []
        self._bold = QFont()
        self._bold.setBold(True)
        self.run: Callable[[Command], bool] = session.execute  # the play flow asks for typed dice
        body = QWidget()
        layout = QVBoxLayout(body)
        top = QHBoxLayout()
        self.manual_box = QCheckBox(
            QCoreApplication.translate("DiceTray", "Manual dice: players roll on camera (Ctrl+M)")
        )
        self.manual_box.setChecked(manual_action.isChecked())
        self.manual_box.toggled.connect(manual_action.setChecked)
        manual_action.toggled.connect(self.manual_box.setChecked)
        top.addWidget(self.manual_box)
        top.addStretch(1)
        self.reroll_button = QPushButton(QCoreApplication.translate("DiceTray", "Re-roll"))
        self.reroll_button.setToolTip(
            QCoreApplication.translate(
                "DiceTray", "Roll the selected roll of this round again (a GM override, logged)"
            )
        )
        self.reroll_button.clicked.connect(lambda: self.amend(None))
        self.correct_button = QPushButton(QCoreApplication.translate("DiceTray", "Correct…"))
        self.correct_button.setToolTip(
            QCoreApplication.translate(
                "DiceTray",
                "Type the right value of the selected roll of this round (a GM override, logged)",
            )
        )
        self.correct_button.clicked.connect(self.correct)
        top.addWidget(self.reroll_button)
        top.addWidget(self.correct_button)
        layout.addLayout(top)
        headers = [
            QCoreApplication.translate("DiceTray", "Round"),
            QCoreApplication.translate("DiceTray", "Who"),
            QCoreApplication.translate("DiceTray", "Roll"),
            QCoreApplication.translate("DiceTray", "Dice (kept | dropped)"),
            QCoreApplication.translate("DiceTray", "Mod."),
            QCoreApplication.translate("DiceTray", "Total"),
            QCoreApplication.translate("DiceTray", "Diff."),
            QCoreApplication.translate("DiceTray", "Result"),
            QCoreApplication.translate("DiceTray", "By"),
        ]
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(self.table)
        self.setWidget(scrolling(body))
        self._shown_log: tuple[LogEntry, ...] | None = None
        self._unread = 0  # the log's first entries, whose rows are still to be read
        self._by_entry: list[list[TrayRow]] = []  # the rows of each read entry, in log order
        self._earlier = QTimer(self)
        self._earlier.setInterval(0)
        self._earlier.timeout.connect(self._read_earlier)
        self._names_read: Battle | None = None  # the battle the rows' names were read from
        self._language = ""

    def show_battle(self, battle: Battle) -> None:
        language = current_language()
        read = self._names_read
        same_words = read is not None and not renamed(read, battle) and language == self._language
        self._names_read = battle
        if battle.log is self._shown_log and same_words:
            return  # no new roll, none undone, and no name to read anew
        old, self._shown_log = self._shown_log or (), battle.log
        kept = shared_start(old, battle.log) if same_words else 0
        if kept < self._unread:
            kept = 0  # a change reaching into entries not yet read: the log is read afresh
        if kept == 0:
            self._unread = max(0, len(battle.log) - FIRST_ENTRIES)
            self._by_entry, self.rows = [], []
        # A command adds an entry's rolls and an undo takes the last ones back: only those rows
        # are read and written, not every roll of a long battle again.
        start = max(kept, self._unread)
        removed = sum(len(rows) for rows in self._by_entry[start - self._unread :])
        names = TokenNames(battle)
        added_rows = [entry_rows(battle, entry, language, names) for entry in battle.log[start:]]
        self._by_entry = [*self._by_entry[: start - self._unread], *added_rows]
        self._language = language
        added = [row for rows in added_rows for row in rows][::-1]
        self.rows = [*added, *self.rows[removed:]]
        self.table.setUpdatesEnabled(False)
        try:
            with filling(self.table):
                if kept == 0:
                    self.table.setRowCount(0)
                    self.table.setRowCount(len(added))
                else:
                    for _ in range(removed):
                        self.table.removeRow(0)
                    for _ in added:
                        self.table.insertRow(0)
                for number, row in enumerate(added):
                    self._show_row(number, row, language)
        finally:
            self.table.setUpdatesEnabled(True)
        if self._unread:
            self._earlier.start()
        self._update_buttons()

    def has_rows_to_read(self) -> bool:
        """Whether earlier entries of a log read afresh still wait for their rows."""
        return bool(self._unread)

    def _read_earlier(self) -> None:
        """Read the slice of entries just before those read, and put their rows at the bottom."""
        battle = self._names_read
        if battle is None or not self._unread:
            self._earlier.stop()
            return
        end = self._unread
        begin = max(0, end - EARLIER_SLICE)
        names = TokenNames(battle)
        read = [entry_rows(battle, entry, self._language, names) for entry in battle.log[begin:end]]
        self._by_entry = [*read, *self._by_entry]
        self._unread = begin
        if not self._unread:
            self._earlier.stop()
        older = [row for rows in read for row in rows][::-1]
        if not older:
            return
        shown = len(self.rows)
        self.rows.extend(older)
        with filling(self.table):
            self.table.setRowCount(shown + len(older))
            for number, row in enumerate(older, start=shown):
                self._show_row(number, row, self._language)

    def _show_row(self, number: int, row: TrayRow, language: str) -> None:
        roll = row.roll
        if isinstance(roll, PoolResult):
            self._pool_row(number, row, roll)
            return
        if isinstance(roll, RecordedRoll):
            self._recorded_row(number, row, roll)
            return
        cells = [
            str(row.round),
            row.who,
            f"{ability_name(roll.spec.ability)} {roll.spec.kept_count}D"
            + (
                f"+{roll.spec.rolled_count - roll.spec.kept_count}B"
                if roll.spec.rolled_count > roll.spec.kept_count
                else ""
            ),
            dice_text(roll),
            f"{roll.spec.modifiers.total:+d}" if roll.spec.modifiers.total else "",
            str(roll.total),
            "" if roll.difficulty is None else str(roll.difficulty),
            outcome_text(roll),
            source_text(roll.manual),
        ]
        made = roll.is_success or roll.difficulty is None
        difficulty = roll.spec.difficulty
        self._put_row(
            number,
            row,
            cells,
            made,
            None if difficulty is None else render_breakdown(difficulty, language),
        )

    def _pool_row(self, number: int, row: TrayRow, roll: PoolResult) -> None:
        """A d10 pool: its dice, automatic successes, successes against the difficulty."""
        faces = " ".join(str(f) for f in sorted(roll.faces, reverse=True))
        cells = [
            str(row.round),
            row.who,
            f"{ability_name(roll.spec.ability)} {roll.spec.count}d10",
            faces or QCoreApplication.translate("DiceTray", "{0} successes typed").format(roll.rolled),
            f"{roll.spec.automatic.total:+d}" if roll.spec.automatic.total else "",
            str(roll.successes),
            "" if roll.difficulty is None else str(roll.difficulty),
            "—"
            if roll.difficulty is None
            else rule_name("outcome", "success" if roll.is_success else "failure"),
            source_text(roll.manual),
        ]
        self._put_row(number, row, cells, roll.is_success)

    def _recorded_row(self, number: int, row: TrayRow, roll: RecordedRoll) -> None:
        """A roll in a system's own shape (a d20 save, mixed attack dice): its dice, the number
        it had to reach, and whether it did."""
        faces = " ".join(str(f) for f in roll.faces)
        sizes = " ".join(f"d{size}" for size in roll.spec.dice_sizes())
        outcome = (
            "—" if roll.success is None else rule_name("outcome", "success" if roll.success else "failure")
        )
        cells = [
            str(row.round),
            row.who,
            f"{ability_name(roll.spec.ability)} {sizes}",
            faces or QCoreApplication.translate("DiceTray", "Σ {0} typed").format(roll.total),
            "",
            str(roll.total),
            "" if roll.target is None else f"≤ {roll.target}",
            outcome,
            source_text(roll.manual),
        ]
        self._put_row(number, row, cells, roll.success is not False)

    def _put_row(
        self, number: int, row: TrayRow, cells: list[str], made: bool, difficulty_tip: str | None = None
    ) -> None:
        """One roll's cells: the story as every cell's tooltip (the difficulty's breakdown on
        its own cell), the total bold in green when the roll made it, red when it did not."""
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(row.story)
            if column == DIFFICULTY_COLUMN and difficulty_tip is not None:
                item.setToolTip(difficulty_tip)
            if column == TOTAL_COLUMN:
                item.setFont(self._bold)
                item.setForeground(QColor(MADE_COLOUR if made else MISSED_COLOUR))
            if column in CENTRED_COLUMNS:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(number, column, item)

    # the GM's override
    def selected(self) -> TrayRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.rows[rows[0].row()] if rows else None

    def _last_entry_seq(self) -> int | None:
        history = self.session.engine.history
        stack = self.session.undo_stack
        if not history or stack.index() == 0 or stack.command(stack.index() - 1).childCount():
            return None  # a grouped step: taking it back would take back more than one action
        logged = [e.entry.seq for e in history[-1].events if isinstance(e, LogAppended)]
        return logged[0] if logged else None

    def _position(self, seq: int) -> int | None:
        """Where the action that logged entry ``seq`` stands in the history (None: not there)."""
        for position, entry in enumerate(self.session.engine.history):
            if any(isinstance(e, LogAppended) and e.entry.seq == seq for e in entry.events):
                return position
        return None

    def can_amend(self, row: TrayRow | None) -> bool:
        # Correcting a roll replays its command with the dice typed, the rolls before it kept.
        if row is None:
            return False
        if row.seq == self._last_entry_seq():
            return True
        turn = self.session.battle.turn
        return turn is not None and row.round == turn.round and self._position(row.seq) is not None

    def _update_buttons(self) -> None:
        allowed = self.can_amend(self.selected())
        self.reroll_button.setEnabled(allowed)
        self.correct_button.setEnabled(allowed)

    def correct(self) -> None:
        row = self.selected()
        if row is None:
            return
        shown = row.roll.rolled if isinstance(row.roll, PoolResult) else row.roll.total
        dialog = RollDialog(
            row.roll.spec,
            QCoreApplication.translate("DiceTray", "correct {0}'s roll ({1})").format(row.who, shown),
            self,
        )
        dialog.auto_button.setVisible(False)
        if dialog.exec() and dialog.entry is not None:
            self.amend(dialog.entry)

    def amend(self, entry: ManualEntry | None, reason: str = "") -> bool:
        row = self.selected()
        if row is None or not self.can_amend(row):
            return False
        if row.seq != self._last_entry_seq():
            return self._amend_earlier(row, entry, reason)
        if entry is None and isinstance(row.roll, RecordedRoll | PoolResult):
            # A system's roll past the typed ones would take the dock's typed entry again: the
            # re-roll is thrown here, so it is new dice whatever the command carried.
            entry = ManualEntry(
                faces=roll_sizes(row.roll.spec.dice_sizes(), self.session.engine.context.dice), by_app=True
            )
        log_entry: LogEntry = self.session.battle.log[row.seq]
        rolls = tuple(entry_rolls(log_entry))  # as the engine reads them: the tray's rows in order
        command = AmendRoll(self.session.engine.history[-1].command, rolls, row.index, entry, reason)
        self.session.undo_stack.undo()
        if not self.run(command):
            self.session.undo_stack.redo()
            return False
        return True

    def _amend_earlier(self, row: TrayRow, entry: ManualEntry | None, reason: str) -> bool:
        """Take the round back to the action of ``row``, amend it, and make the later actions
        again with their own dice, as one step of Edit ▸ Undo (all or nothing)."""
        session = self.session
        position = self._position(row.seq)
        if position is None:
            return False
        if entry is None:  # roll it again now, so the rehearsal and the real run agree
            entry = ManualEntry(
                faces=roll_sizes(row.roll.spec.dice_sizes(), session.engine.context.dice), by_app=True
            )
        commands = corrections(session.engine.history, position, row.index, entry, reason)
        stack = session.undo_stack
        start = stack.index()
        while len(session.engine.history) > position and stack.canUndo():
            stack.undo()
        if len(session.engine.history) == position and session.execute_all(msg("undo.amend_roll"), commands):
            return True
        stack.setIndex(start)
        return False
