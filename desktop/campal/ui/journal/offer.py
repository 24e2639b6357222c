"""Offering back the battles a crash left unsaved: one list, each named, to recover, keep or discard."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
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

from ...core.io import BattleFileError, LoadedBattle
from ..document.errors import describe
from .keeper import Orphan

if TYPE_CHECKING:
    from ..window.host import WindowHost


def _title(orphan: Orphan, loaded: LoadedBattle | None) -> str:
    title = loaded.battle.title if loaded is not None else orphan.title
    return title or QCoreApplication.translate("Recovery", "Untitled battle")


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
        self.table.itemSelectionChanged.connect(self._update_buttons)
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
        self._fill()
        self.resize(760, 320)

    def _fill(self) -> None:
        self.table.clear()
        for orphan in self.orphans:
            try:
                loaded: LoadedBattle | None = orphan.load()
                state = QCoreApplication.translate("Recovery", "Ready to recover")
                problem = ""
            except BattleFileError as error:
                loaded = None
                problem = describe(error)
                state = QCoreApplication.translate("Recovery", "Cannot be recovered")
            where = (
                orphan.source.name
                if orphan.source is not None
                else QCoreApplication.translate("Recovery", "never saved")
            )
            item = QTreeWidgetItem(
                [_title(orphan, loaded), where, orphan.saved_at or "—", str(orphan.steps), state]
            )
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if orphan.source is not None:
                item.setToolTip(1, str(orphan.source))
            if problem:
                for column in range(5):
                    item.setToolTip(column, problem)
            self.table.addTopLevelItem(item)
        if self.orphans:
            # The newest battle that can come back, so Enter recovers it.
            row = next((row for row, orphan in enumerate(self.orphans) if self._problem(orphan) is None), 0)
            self.table.setCurrentItem(self.table.topLevelItem(row))
        self._update_buttons()

    @staticmethod
    def _problem(orphan: Orphan) -> str | None:
        try:
            orphan.load()
        except BattleFileError as error:
            return describe(error)
        return None

    def _selected(self) -> Orphan | None:
        index = self.table.indexOfTopLevelItem(self.table.currentItem()) if self.table.currentItem() else -1
        return self.orphans[index] if 0 <= index < len(self.orphans) else None

    def _update_buttons(self) -> None:
        orphan = self._selected()
        self.discard_button.setEnabled(orphan is not None)
        problem = self._problem(orphan) if orphan is not None else None
        ready = orphan is not None and problem is None
        self.problem.setText(problem or "")
        self.problem.setVisible(bool(problem))
        self.recover_button.setEnabled(ready)
        self.recover_button.setDefault(ready)

    def select(self, row: int) -> None:
        self.table.setCurrentItem(self.table.topLevelItem(row))

    def recover_selected(self) -> None:
        orphan = self._selected()
        if orphan is None:
            return
        try:
            orphan.load()
        except BattleFileError:
            return
        self.chosen = orphan
        self.accept()

    def discard_selected(self) -> None:
        orphan = self._selected()
        if orphan is None:
            return
        try:
            title = _title(orphan, orphan.load())
        except BattleFileError:
            title = _title(orphan, None)
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
        orphan.discard()
        self.orphans.remove(orphan)
        if not self.orphans:
            self.reject()
            return
        self._fill()


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
    window.session.replace(chosen.load(), chosen.source, modified=True)
    if window.keeper is not None and not window.keeper.active:
        chosen.release()  # the new record could not start: the old one stays for the next start
    else:
        chosen.discard()
    return True
