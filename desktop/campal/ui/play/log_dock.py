"""The battle log in prose, in the interface language, filtered by round or by unit; clicking
an entry selects its unit on the map; a round or the whole battle exported for a forum."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.model import Battle, LogEntry, renamed, shared_start, touched
from ...core.report import ReportFormat, entry_lines, export_report, rounds_in
from ..document.session import BattleSession
from ..i18n import current_language
from ..window.selection import Selection

# Where an event names the token it is about, most telling first.
TOKEN_KEYS = ("unit", "target", "subject", "character", "attacker", "actor", "issuer")
_PLAIN = {str, int, float, bool, type(None), list, tuple}  # what an event's values mostly are
# A list written afresh (a battle opened, a filter chosen) shows its last entries at once and
# the earlier ones a slice per turn of the event loop, latest first: writing the 20,000 entries
# of a long battle in one go held the window for a second.
FIRST_ENTRIES = 100  # more than a tall dock shows
EARLIER_SLICE = 200
LAYOUT_BATCH = 200


def tokens_of(entry: LogEntry, battle: Battle) -> list[str]:
    """The units and characters an entry is about, in the order its events name them."""
    found: list[str] = []

    def visit(data: Mapping[str, Any]) -> None:
        for key in TOKEN_KEYS:
            value = data.get(key)
            if isinstance(value, str) and (value in battle.units or value in battle.characters):
                found.append(value)
        for value in data.values():
            # A plain dict first: the abstract Mapping check costs more than the rest of the walk.
            if isinstance(value, dict) or (type(value) not in _PLAIN and isinstance(value, Mapping)):
                visit(value)

    for event in entry.events:
        visit(event)
    return list(dict.fromkeys(found))


class BattleLogDock(QDockWidget):
    def __init__(self, session: BattleSession, selection: Selection, parent: QWidget) -> None:
        super().__init__(QCoreApplication.translate("BattleLog", "Battle log"), parent)
        self.setObjectName("BattleLogDock")
        self.session, self.selection = session, selection
        body = QWidget()
        layout = QVBoxLayout(body)
        filters = QHBoxLayout()
        self.round_box = QComboBox()
        # As wide as its longest row ("All rounds", "Before battle"): never elided.
        self.round_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.round_box.setToolTip(
            QCoreApplication.translate("BattleLog", "Show one round; export writes what is shown")
        )
        self.unit_box = QComboBox()
        self.unit_box.setToolTip(
            QCoreApplication.translate("BattleLog", "Show the entries about one unit or character")
        )
        self.round_box.activated.connect(lambda _i: self.refresh())
        self.unit_box.activated.connect(lambda _i: self.refresh())
        export = QPushButton(QCoreApplication.translate("BattleLog", "Export…"))
        menu = QMenu(export)
        menu.addAction(
            QCoreApplication.translate("BattleLog", "Markdown…"),
            lambda: self.export_dialog(ReportFormat.MARKDOWN),
        )
        menu.addAction(
            QCoreApplication.translate("BattleLog", "BBCode for forums…"),
            lambda: self.export_dialog(ReportFormat.BBCODE),
        )
        menu.addSeparator()
        self.players_version = menu.addAction(
            QCoreApplication.translate("BattleLog", "Players' version (leaves out what the GM hides)")
        )
        self.players_version.setCheckable(True)
        self.players_version.setChecked(True)  # reports are posted where players read them
        export.setMenu(menu)
        filters.addWidget(self.round_box)
        filters.addWidget(self.unit_box, 1)
        filters.addWidget(export)
        layout.addLayout(filters)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.itemClicked.connect(self._entry_clicked)
        # Laid out all at once, 20,000 wrapped rows took 0.8 s, and again at every row added;
        # in batches, a batch per turn of the event loop, the window answers throughout.
        self.list.setLayoutMode(QListWidget.LayoutMode.Batched)
        self.list.setBatchSize(LAYOUT_BATCH)
        # The battle and the filters the list was last written for.
        self._shown: tuple[Battle, int | None, str | None] | None = None
        # None until the boxes are first filled: a battle with no rounds logged and no tokens
        # yet lists as () and must still get its "All rounds" and "All units" rows.
        self._rounds_listed: tuple[int, ...] | None = None
        self._named_listed: tuple[tuple[str, str], ...] | None = None
        self._unwritten = 0  # the log's first entries, not yet looked at for rows
        self._rows_due = False  # emptied for a battle put in the window, whose rows come next turn
        # A list at its bottom stays there as rows are laid out in batches or written above
        # (the range grows after each); one the GM scrolled up stays where they put it.
        self._at_bottom = True
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._note_scrolled)
        bar.rangeChanged.connect(self._keep_bottom)
        self._earlier = QTimer(self)
        self._earlier.setInterval(0)
        self._earlier.timeout.connect(self._write_earlier)
        layout.addWidget(self.list)
        self.setWidget(body)

    @property
    def round_filter(self) -> int | None:
        value = self.round_box.currentData()
        return value if isinstance(value, int) else None

    @property
    def unit_filter(self) -> str | None:
        value = self.unit_box.currentData()
        return value if isinstance(value, str) and value else None

    def show_battle(self, battle: Battle) -> None:
        self._rows_due = False
        self.list.show()
        rounds = self._rounds_of(battle)
        if rounds != self._rounds_listed:
            # Filling a box costs a row per entry: a command that opens no round and renames
            # nobody leaves both boxes alone.
            self._rounds_listed = rounds
            round_now = self.round_filter
            self.round_box.clear()
            self.round_box.addItem(QCoreApplication.translate("BattleLog", "All rounds"), None)
            for number in rounds:
                self.round_box.addItem(
                    QCoreApplication.translate("BattleLog", "Round {0}").format(number)
                    if number
                    else QCoreApplication.translate("BattleLog", "Before battle"),
                    number,
                )
            self.round_box.setCurrentIndex(max(self.round_box.findData(round_now), 0))
        named = self._named_of(battle)
        if named is not self._named_listed and named != self._named_listed:
            self._named_listed = named
            unit_now = self.unit_filter
            self.unit_box.clear()
            self.unit_box.addItem(QCoreApplication.translate("BattleLog", "All units and characters"), "")
            for token_id, name in named:
                self.unit_box.addItem(name, token_id)
            self.unit_box.setCurrentIndex(max(self.unit_box.findData(unit_now or ""), 0))
        self.refresh()

    def clear_battle(self) -> None:
        """Empty the list and its filters until the next battle's rows are written: nothing of
        the battle replaced stays on screen meanwhile, nor is clicked on to find its step.
        The list is hidden, not cleared: letting go of 20,000 rows takes the 6 ms the map's turn
        is spared, and the next battle's rows clear it anyway."""
        self._rows_due = True
        self._shown = None
        self._unwritten = 0
        self._earlier.stop()
        self.list.hide()
        self._rounds_listed = self._named_listed = None
        self.round_box.clear()
        self.unit_box.clear()

    def _rounds_of(self, battle: Battle) -> tuple[int, ...]:
        """The rounds the log has entries in; a log that only grew adds its new entries' rounds."""
        old = self._shown[0].log if self._shown is not None else ()
        if old and shared_start(old, battle.log) == len(old):
            listed = self._rounds_listed or ()
            return tuple(sorted({*listed, *(e.round for e in battle.log[len(old) :])}))
        return tuple(rounds_in(battle))

    def _named_of(self, battle: Battle) -> tuple[tuple[str, str], ...]:
        """Each unit and character by id and name, in the document's order."""
        shown = self._shown[0] if self._shown is not None else None
        if shown is not None and self._named_listed and not renamed(shown, battle):
            return self._named_listed  # the same tokens, none renamed: a command moved some
        return tuple((t.id, t.name) for t in [*battle.units.values(), *battle.characters.values()])

    def refresh(self) -> None:
        battle = self.session.battle
        shown, self._shown = self._shown, (battle, self.round_filter, self.unit_filter)
        if (
            shown is not None
            and not self._unwritten
            and shown[1:] == self._shown[1:]
            and self._only_log_moved(shown[0], battle)
        ):
            # A command appends an entry and an undo takes the last ones back: the list follows
            # by as many rows, not by writing every entry of a long battle again.
            old, new = shown[0].log, battle.log
            if len(new) < len(old):
                kept = sum(1 for entry in old[: len(new)] if self._passes(entry, shown[0]))
                while self.list.count() > kept:
                    self.list.takeItem(self.list.count() - 1)
            else:
                self._add(new[len(old) :], battle)
            self.list.scrollToBottom()
            return
        self.list.clear()
        self._unwritten = max(0, len(battle.log) - FIRST_ENTRIES)
        self._add(battle.log[self._unwritten :], battle)
        self.list.scrollToBottom()
        if self._unwritten:
            self._earlier.start()
        else:
            self._earlier.stop()

    def _write_earlier(self) -> None:
        """Put the rows of the next slice of earlier entries above those written, the list
        kept at its bottom if it was there."""
        if not self._unwritten or self._shown is None:
            self._earlier.stop()
            return
        battle = self._shown[0]
        start = max(0, self._unwritten - EARLIER_SLICE)
        self._put(0, battle.log[start : self._unwritten], battle)
        self._unwritten = start
        if self._at_bottom:
            self.list.scrollToBottom()
        if not start:
            self._earlier.stop()

    def _note_scrolled(self, value: int) -> None:
        self._at_bottom = value >= self.list.verticalScrollBar().maximum()

    def _keep_bottom(self, _low: int, high: int) -> None:
        if self._at_bottom:
            self.list.verticalScrollBar().setValue(high)

    def has_rows_to_write(self) -> bool:
        """Whether entries still wait for their rows: a battle just put in the window, or the
        earlier entries of a list written afresh."""
        return self._rows_due or bool(self._unwritten)

    def write_everything(self) -> None:
        """Write the rows still waiting for their turn now."""
        if self._rows_due:
            self.show_battle(self.session.battle)
        while self._unwritten and self._shown is not None:
            self._write_earlier()

    def _only_log_moved(self, before: Battle, after: Battle) -> bool:
        """Whether the entries shown for ``before`` still read the same for ``after``: one log
        is the other's start, and the tokens an entry names are the same tokens."""
        old, new = before.log, after.log
        shorter = min(len(old), len(new))
        if shorter and old[shorter - 1] is not new[shorter - 1]:
            return False
        # Whether a token came or went is the change's, worked out once for every view: a set
        # of the keys of 4,000 units compared here cost each command half a millisecond.
        return before.system == after.system and not touched(before, after).added_or_removed

    def _passes(self, entry: LogEntry, battle: Battle) -> bool:
        if self.round_filter is not None and entry.round != self.round_filter:
            return False
        return self.unit_filter is None or self.unit_filter in tokens_of(entry, battle)

    def _add(self, entries: Sequence[LogEntry], battle: Battle) -> None:
        self._put(self.list.count(), entries, battle)

    def _put(self, row: int, entries: Sequence[LogEntry], battle: Battle) -> None:
        """Rows for each of ``entries`` the filters let through, in order, from ``row`` on.

        The rows are made by Qt from their texts, not one Python item each: a row Python made
        keeps its Python twin as long as it lives, and clearing 20,000 of them (another battle
        opened) took 40 ms against 1 ms."""
        language = current_language()
        rows: list[tuple[str, int, str, bool]] = []
        for entry in entries:
            if self.round_filter is not None and entry.round != self.round_filter:
                continue
            tokens = tokens_of(entry, battle)
            if self.unit_filter is not None and self.unit_filter not in tokens:
                continue
            lines = entry_lines(entry, language, battle.system.value)
            text = "\n".join(
                [f"{entry.round}·  {lines[0]}", *("      " + line.strip() for line in lines[1:])]
            )
            if entry.gm_decision:
                text += QCoreApplication.translate("BattleLog", "  (GM decision)")
            rows.append((text, entry.seq, tokens[0] if tokens else "", entry.gm_decision))
        self.list.insertItems(row, [text for text, *_ in rows])
        italic = QFont()
        italic.setItalic(True)
        for at, (_text, seq, token, gm_decision) in enumerate(rows, row):
            item = self.list.item(at)
            item.setData(Qt.ItemDataRole.UserRole, seq)
            item.setData(Qt.ItemDataRole.UserRole + 1, token)
            if gm_decision:
                item.setFont(italic)
                item.setForeground(QColor("#7a3b00"))

    def follow(self, step: int) -> None:
        """Light the entry that made ``step`` of a replay (none for its opening) and bring it
        into view; entries the filters leave out are not followed."""
        self.write_everything()
        self.list.clearSelection()
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == step - 1:
                self.list.setCurrentItem(item)
                self.list.scrollToItem(item)
                return

    def _entry_clicked(self, item: QListWidgetItem) -> None:
        token = item.data(Qt.ItemDataRole.UserRole + 1)
        if isinstance(token, str) and token:
            self.selection.set([token])

    # export
    def report_text(self, fmt: ReportFormat) -> str:
        return export_report(
            self.session.battle,
            current_language(),
            fmt,
            self.round_filter,
            players=self.players_version.isChecked(),
        )

    def export_to(self, path: Path, fmt: ReportFormat) -> bool:
        try:
            path.write_text(self.report_text(fmt), encoding="utf-8")
        except OSError as error:
            QMessageBox.critical(
                self,
                QCoreApplication.translate("BattleLog", "Export battle report"),
                QCoreApplication.translate("BattleLog", "Cannot write {0}: {1}.").format(
                    path.name, error.strerror or str(error)
                ),
            )
            return False
        return True

    def export_dialog(self, fmt: ReportFormat = ReportFormat.MARKDOWN) -> None:
        base = self.session.path.with_suffix("") if self.session.path else Path.home() / "battle"
        scope = f"-round{self.round_filter}" if self.round_filter is not None else ""
        suffix, kind = (
            (".md", "Markdown (*.md)") if fmt is ReportFormat.MARKDOWN else (".txt", "BBCode (*.txt)")
        )
        name, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("BattleLog", "Export battle report"),
            str(base) + scope + suffix,
            kind,
        )
        if name:
            self.export_to(Path(name), fmt)
