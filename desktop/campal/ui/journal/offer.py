"""Offering back the battles a crash left unsaved: one list, each named, to recover, keep or discard."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.io import BattleFileError, LoadedBattle, battle_bytes
from ...core.io.in_chunks import Pause, part_of
from ..document.background import FileJob, run_in_background
from ..document.errors import describe
from ..startup import collector
from .keeper import Orphan

if TYPE_CHECKING:
    from ..window.host import WindowHost


def _title(orphan: Orphan, loaded: LoadedBattle | None) -> str:
    title = loaded.battle.title if loaded is not None else orphan.title
    return title or QCoreApplication.translate("Recovery", "Untitled battle")


def _checked_apart(orphan: Orphan, pause: Pause) -> tuple[LoadedBattle | BattleFileError, bytes | None]:
    """On the worker: the battle rebuilt, and written as a file for the record the window starts
    over it if the GM recovers it (20,000 steps took the window's thread 0.1–0.3 s to write);
    then set aside from the window's collections, like a battle opened (a million objects the
    window's thread would otherwise walk once the job ends)."""
    result = orphan.check(part_of(pause, 0.0, 0.9))
    data = None
    if isinstance(result, LoadedBattle):
        data = battle_bytes(result.battle, result.assets, part_of(pause, 0.9, 1.0))
    collector.freeze_new()
    return result, data


def _percent(share: float | None) -> int:
    """A check's share done as the row shows it: 100 % only once it has ended."""
    return min(99, round(100 * (share or 0.0)))


class RecoveryDialog(QDialog):
    """Every unsaved battle at once: the GM recovers one, discards any, keeps the rest for later."""

    def __init__(self, orphans: list[Orphan], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Recovery", "Recover unsaved battles"))
        self.orphans = list(orphans)
        self.chosen: Orphan | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(
            QCoreApplication.translate(
                "Recovery",
                "Campal did not close properly. These battles have steps that were never saved; "
                "each can be recovered with every step, kept for later, or discarded.",
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setHeaderLabels(
            [
                QCoreApplication.translate("Recovery", "Battle"),
                QCoreApplication.translate("Recovery", "File"),
                QCoreApplication.translate("Recovery", "Changed"),
                QCoreApplication.translate("Recovery", "Unsaved steps"),
                QCoreApplication.translate("Recovery", "State"),
            ]
        )
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.header().setStretchLastSection(True)
        self.table.itemDoubleClicked.connect(lambda *_: self.recover_selected())
        layout.addWidget(self.table)
        self.problem = QLabel()  # why the chosen battle cannot come back, in full
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a01010")
        layout.addWidget(self.problem)
        note = QLabel(
            QCoreApplication.translate(
                "Recovery", "A battle kept for later is offered again at the next start."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox()
        self.recover_button = QPushButton(QCoreApplication.translate("Recovery", "&Recover"))
        self.discard_button = QPushButton(QCoreApplication.translate("Recovery", "&Discard…"))
        self.keep_button = QPushButton(QCoreApplication.translate("Recovery", "&Keep for later"))
        buttons.addButton(self.recover_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.discard_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(self.keep_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.recover_button.clicked.connect(self.recover_selected)
        self.discard_button.clicked.connect(self.discard_selected)
        self.keep_button.clicked.connect(self.reject)
        layout.addWidget(buttons)
        # Each battle is rebuilt from its steps on a worker (a long record takes seconds): the
        # list shows at once, each row saying how far its check has come.
        self._rows: dict[int, QTreeWidgetItem] = {}
        self._job: FileJob | None = None
        self._checking: Orphan | None = None
        self._wanted: Orphan | None = None  # recovered as soon as its check ends well
        self._heard: tuple[Callable[[float], None], Callable[[], None]] = (lambda _share: None, lambda: None)
        self._shown_percent = -1
        self._picked = False  # the GM chose a row: checks ending no longer move the selection
        self._auto = False
        self.table.currentItemChanged.connect(self._current_changed)
        self._fill()
        self._check_next()
        self.resize(760, 320)

    def _fill(self) -> None:
        self._auto = True  # emptied and filled again by the list itself, not a pick of the GM's
        try:
            self.table.clear()
        finally:
            self._auto = False
        self._rows = {}
        for orphan in self.orphans:
            where = (
                orphan.source.name
                if orphan.source is not None
                else QCoreApplication.translate("Recovery", "never saved")
            )
            item = QTreeWidgetItem(["", where, orphan.saved_at or "—", str(orphan.steps), ""])
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if orphan.source is not None:
                item.setToolTip(1, str(orphan.source))
            self.table.addTopLevelItem(item)
            self._rows[id(orphan)] = item
            self._show_state(orphan)
        self._auto_select()
        self._update_buttons()

    def _show_state(self, orphan: Orphan, share: float | None = None) -> None:
        item = self._rows[id(orphan)]
        item.setText(0, _title(orphan, orphan.loaded()))
        problem = orphan.problem()
        if problem is not None:
            state = QCoreApplication.translate("Recovery", "Cannot be recovered")
        elif orphan.checked:
            state = QCoreApplication.translate("Recovery", "Ready to recover")
        elif orphan is self._wanted:
            state = QCoreApplication.translate("Recovery", "Checking… {0} %, recovered once checked").format(
                _percent(share)
            )
        elif orphan is self._checking:
            state = QCoreApplication.translate("Recovery", "Checking… {0} %").format(_percent(share))
        else:
            state = QCoreApplication.translate("Recovery", "Waiting to be checked")
        item.setText(4, state)
        for column in (0, 2, 3, 4):
            item.setToolTip(column, describe(problem) if problem is not None else "")

    def _progress(self, orphan: Orphan, share: float) -> None:
        percent = _percent(share)
        if percent != self._shown_percent:
            self._shown_percent = percent
            self._show_state(orphan, share)

    # checking, newest first, one at a time on the files' worker
    def _check_next(self) -> None:
        if self._job is not None:
            return
        waiting = [orphan for orphan in self.orphans if not orphan.checked]
        if not waiting:
            return
        orphan = self._wanted if self._wanted in waiting else waiting[0]
        self._checking, self._shown_percent = orphan, -1
        self._job = job = run_in_background(lambda pause: _checked_apart(orphan, pause))

        def progress(share: float) -> None:
            self._progress(orphan, float(share))

        def settled() -> None:
            self._checked(orphan, job)

        job.progress.connect(progress)
        job.settled.connect(settled)
        self._heard = (progress, settled)
        self._show_state(orphan, 0.0)

    def _drop_job(self) -> None:
        """Stop the check under way, whose result no one will read (the list stops hearing of
        it; anyone else waiting for it, ``wait_for_checks``, still hears it end)."""
        job, self._job, self._checking = self._job, None, None
        if job is None:
            return
        job.cancel()
        progress, settled = self._heard
        job.progress.disconnect(progress)
        job.settled.disconnect(settled)

    def _checked(self, orphan: Orphan, job: FileJob) -> None:
        # A check dropped (``_drop_job``) is no longer connected here: this one ran to its end.
        self._job = self._checking = None
        if job.error is not None:
            raise job.error  # a fault of the rebuild itself, not of the record: reported as any
        assert isinstance(job.result, tuple)
        result, file_bytes = job.result
        orphan.keep_check(result, file_bytes)
        self._show_state(orphan)
        if orphan is self._wanted:
            self._wanted = None
            if orphan.loaded() is not None:
                self.chosen = orphan
                self.accept()
                return
        self._auto_select()
        self._update_buttons()
        self._check_next()

    def wait_for_checks(self) -> None:
        """Return once no check is under way (every battle listed checked, or the list closed)."""
        while self._job is not None:
            job = self._job
            loop = QEventLoop()
            job.settled.connect(loop.quit)
            if not job.done:
                loop.exec()

    def done(self, result: int) -> None:
        self._drop_job()
        super().done(result)

    # the GM's choice
    def _selected(self) -> Orphan | None:
        index = self.table.indexOfTopLevelItem(self.table.currentItem()) if self.table.currentItem() else -1
        return self.orphans[index] if 0 <= index < len(self.orphans) else None

    def _auto_select(self) -> None:
        """The newest battle that may come back, so Enter recovers it; the GM's own pick stays."""
        if self._picked or not self.orphans:
            return
        row = next((row for row, orphan in enumerate(self.orphans) if orphan.problem() is None), 0)
        self._auto = True
        try:
            self.table.setCurrentItem(self.table.topLevelItem(row))
        finally:
            self._auto = False

    def _current_changed(self) -> None:
        if not self._auto:
            self._picked = True
        self._update_buttons()

    def _update_buttons(self) -> None:
        orphan = self._selected()
        self.discard_button.setEnabled(orphan is not None)
        problem = orphan.problem() if orphan is not None else None
        ready = orphan is not None and problem is None
        self.problem.setText(describe(problem) if problem is not None else "")
        self.problem.setVisible(problem is not None)
        self.recover_button.setEnabled(ready)
        self.recover_button.setDefault(ready)

    def select(self, row: int) -> None:
        self.table.setCurrentItem(self.table.topLevelItem(row))

    def recover_selected(self) -> None:
        """The battle selected, at once when checked; one still being checked is recovered the
        moment its check ends well (it is checked next, ahead of the others)."""
        orphan = self._selected()
        if orphan is None or orphan.problem() is not None:
            return
        if orphan.loaded() is not None:
            self.chosen = orphan
            self.accept()
            return
        self._wanted = orphan
        if self._checking is not orphan:
            self._drop_job()
            self._check_next()
        for listed in self.orphans:
            self._show_state(listed, max(0, self._shown_percent) / 100 if listed is self._checking else None)

    def discard_selected(self) -> None:
        orphan = self._selected()
        if orphan is None:
            return
        title = _title(orphan, orphan.loaded())
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("Recovery", "Discard unsaved battle"),
            QCoreApplication.translate(
                "Recovery", "Discard «{0}»? Its {1} unsaved steps are lost for good."
            ).format(title, orphan.steps),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Discard:
            return
        if orphan is self._checking:
            self._drop_job()
        if orphan is self._wanted:
            self._wanted = None
        orphan.discard()
        self.orphans.remove(orphan)
        if not self.orphans:
            self.reject()
            return
        self._picked = False
        self._fill()
        self._check_next()


def offer_all(
    window: WindowHost, orphans: list[Orphan], before_replace: Callable[[], bool] | None = None
) -> bool:
    """Offer every unsaved battle in one list; True when one was recovered into the window.

    ``before_replace`` may still stop the recovery (the open battle's own unsaved changes)."""
    if not orphans:
        return False
    dialog = RecoveryDialog(orphans, window)
    dialog.exec()
    chosen = dialog.chosen
    for orphan in dialog.orphans:
        if orphan is not chosen:
            orphan.release()  # kept: offered again at the next start
    if chosen is None:
        return False
    if before_replace is not None and not before_replace():
        chosen.release()
        return False
    loaded = chosen.load()
    if window.keeper is not None and chosen.file_bytes is not None:
        window.keeper.take_base(loaded.battle, loaded.assets, chosen.file_bytes)
    window.session.replace(loaded, chosen.source, modified=True)
    if window.keeper is not None and not window.keeper.active:
        chosen.release()  # the new record could not start: the old one stays for the next start
    else:
        chosen.discard()
    return True
