"""The roster's My library menu: keep the chosen token, send it to a file, bring one in."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from ...core.engine import PlaceBlock
from ...core.io import BattleFileError
from ...core.model import deploy_point, msg
from ...core.rules import system_of
from ..document.errors import describe
from ..document.session import BattleSession
from ..rule_names import system_name
from ..window.selection import Selection
from .token_library import SUFFIX, add_to_library, export_token, free_path, library_folder

if TYPE_CHECKING:
    from ...core.armies import Army

FILTER = "Campal army (*.army.json);;JSON (*.json)"


class LibraryMenu(QMenu):
    changed = Signal()  # the library's files changed

    def __init__(
        self,
        parent: QWidget,
        session: BattleSession,
        selection: Selection,
        side: Callable[[], str | None],
        chosen_entry: Callable[[], Path | None],
    ) -> None:
        super().__init__(parent)
        self.session, self.selection = session, selection
        self._side, self._chosen_entry = side, chosen_entry
        self.keep_action = self.addAction(self.tr("Keep the selected token in my library"), self.keep)
        self.export_action = self.addAction(self.tr("Export the selected token…"), self.export)
        self.addSeparator()
        self.import_action = self.addAction(self.tr("Bring a unit or character from a file…"), self.bring)
        self.add_file_action = self.addAction(self.tr("Add a file to my library…"), self.add_file)
        self.forget_action = self.addAction(self.tr("Remove the chosen entry from my library"), self.forget)
        self.addSeparator()
        self.addAction(self.tr("Open the library folder"), self.open_folder)
        self.aboutToShow.connect(self._update)

    def _token(self) -> str | None:
        ids = self.selection.ids
        battle = self.session.battle
        if len(ids) == 1 and (ids[0] in battle.units or ids[0] in battle.characters):
            return ids[0]
        return None

    def _update(self) -> None:
        token = self._token() is not None
        self.keep_action.setEnabled(token)
        self.export_action.setEnabled(token)
        self.forget_action.setEnabled(self._chosen_entry() is not None)

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self.parentWidget(), title, text)

    def keep(self) -> Path | None:
        token = self._token()
        if token is None:
            return None
        try:
            path = add_to_library(self.session.battle, token, self.session.assets)
        except OSError as error:
            self._warn(self.tr("My library"), error.strerror or str(error))
            return None
        self.changed.emit()
        return path

    def export(self) -> None:
        token = self._token()
        if token is None:
            return
        battle = self.session.battle
        name = (battle.units.get(token) or battle.characters[token]).name
        chosen, _ = QFileDialog.getSaveFileName(
            self.parentWidget(), self.tr("Export token"), str(Path.home() / f"{name}{SUFFIX}"), FILTER
        )
        if chosen:
            self.export_to(Path(chosen), token)

    def export_to(self, path: Path, token: str) -> bool:
        try:
            export_token(self.session.battle, token, self.session.assets, path)
        except OSError as error:
            self._warn(self.tr("Export token"), error.strerror or str(error))
            return False
        return True

    def bring(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self.parentWidget(), self.tr("Bring a unit or character"), "", FILTER
        )
        if chosen:
            self.bring_from(Path(chosen))

    def _readable(self, path: Path, title: str) -> Army | None:
        from ...core.armies import read_army  # on first use, as the library's own reader

        battle = self.session.battle
        try:
            army = read_army(path)
        except BattleFileError as error:
            self._warn(title, describe(error))
            return None
        if army.system is not battle.system:
            problem = msg(
                "army.other_system",
                army=system_name(system_of(army.system)),
                battle=system_name(system_of(battle)),
            )
            self._warn(title, describe(BattleFileError(path, problem)))
            return None
        return army

    def bring_from(self, path: Path) -> bool:
        """Place what the file holds at the chosen side's edge; False when refused."""
        title = self.tr("Bring a unit or character")
        army = self._readable(path, title)
        battle = self.session.battle
        side = battle.sides.get(self._side() or "")
        if army is None or side is None:
            return False
        from ...core.armies import placed

        units, characters = placed(army, side, deploy_point(battle.field.size, side.edge))
        for data in army.image_bytes().values():
            self.session.assets.add(data)  # blobs only ever add; the command names them
        done = self.session.execute(PlaceBlock((*units, *characters)))
        if done:
            self.selection.set(token.id for token in (*units, *characters)[:1])
        return done

    def add_file(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self.parentWidget(), self.tr("Add a file to my library"), "", FILTER
        )
        if chosen:
            self.add_file_from(Path(chosen))

    def add_file_from(self, path: Path) -> Path | None:
        army = self._readable(path, self.tr("Add a file to my library"))
        if army is None:
            return None
        folder = library_folder(self.session.battle.system)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            target = free_path(folder, army.name)
            shutil.copyfile(path, target)
        except OSError as error:
            self._warn(self.tr("My library"), error.strerror or str(error))
            return None
        self.changed.emit()
        return target

    def forget(self) -> None:
        path = self._chosen_entry()
        if path is None:
            return
        answer = QMessageBox.question(
            self.parentWidget(),
            self.tr("My library"),
            self.tr("Remove “{0}” from your library? The file is deleted.").format(path.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            path.unlink(missing_ok=True)
            self.changed.emit()

    def open_folder(self) -> None:
        folder = library_folder(self.session.battle.system)
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
