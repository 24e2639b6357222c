"""Universal VTT in the window: Battle ▸ Import map…, File ▸ Export Universal VTT… and
View ▸ Lights of the map, installed in one call with the few parts of the window they use."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMainWindow, QMenu, QMessageBox

from ...core.engine import CommandRefused, Engine
from ...core.io import LoadedBattle
from ...core.model import AssetStore, Battle, Message, msg
from ..document.map_image import checked_map_image
from ..document.session import BattleSession
from ..messages import tr_message
from ..scene.battle_scene import BattleScene
from . import messages  # noqa: F401  (registers the Universal VTT message keys)

if TYPE_CHECKING:
    from ...core.uvtt import UniversalMap
    from ...core.uvtt.placing import ImportChoices

STATUS_MS = 8000


def read_map(path: Path) -> UniversalMap:
    """The map in ``path``, its picture proven decodable under the map image limits."""
    # The reader, the placing and the writer are imported on first use: a few milliseconds of
    # every start that most sessions never need.
    from ...core.uvtt import UvttRefused, read_uvtt_file

    umap = read_uvtt_file(path)
    if umap.image is not None and checked_map_image(umap.image).isNull():
        raise UvttRefused(msg("uvtt.image_unreadable"))
    return umap


@dataclass
class UvttUi:
    window: QMainWindow
    session: BattleSession
    scene: BattleScene
    maybe_save: Callable[[], bool]
    import_action: QAction
    export_action: QAction
    lights_action: QAction

    def import_map(self) -> None:
        from .dialog import ImportMapDialog

        dialog = ImportMapDialog(self.session.unit, self.window)
        if dialog.exec():
            self.import_from(dialog.file(), dialog.choices(), dialog.is_new_battle())

    def _cannot(self, title: str, path: Path, reason: Message) -> None:
        QMessageBox.warning(
            self.window,
            title,
            QCoreApplication.translate("UvttUi", "Cannot use {0}: {1}.").format(
                path.name, tr_message(reason)
            ),
        )

    def import_from(self, path: Path, choices: ImportChoices, new_battle: bool) -> bool:
        """Lay the map in ``path`` on a new battle or this one, as one step of Edit ▸ Undo;
        a refusal says why and leaves the battle as it was."""
        from ...core.uvtt import UvttRefused
        from ...core.uvtt.placing import import_command

        title = QCoreApplication.translate("UvttUi", "Import map")
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a big map reads for a second
        try:
            umap = read_map(path)
        except UvttRefused as refused:
            QApplication.restoreOverrideCursor()
            self._cannot(title, path, refused.reason)
            return False
        QApplication.restoreOverrideCursor()
        current = self.session.battle
        base = (
            Battle(system=current.system, title=path.stem[:200] or current.title) if new_battle else current
        )
        assets = AssetStore() if new_battle else self.session.assets
        try:
            command = import_command(
                umap, choices, assets.add(umap.image) if umap.image is not None else None
            )
            Engine(base, assets).execute(command)  # rehearsed: a refusal must leave everything as it is
        except UvttRefused as refused:
            self._cannot(title, path, refused.reason)
            return False
        except CommandRefused as refused:
            QMessageBox.warning(self.window, title, tr_message(refused.reason))
            return False
        if new_battle:
            if not self.maybe_save():
                return False
            self.session.replace(LoadedBattle(base, assets), None)
        if not self.session.execute(command):
            return False
        self.lights_action.setEnabled(bool(self.session.battle.field.lights))
        self.window.statusBar().showMessage(
            QCoreApplication.translate("UvttUi", "{0}: {1} walls, {2} doors and windows, {3} lights").format(
                path.name, len(umap.walls), len(umap.portals), len(umap.lights)
            ),
            STATUS_MS,
        )
        return True

    def export(self) -> None:
        from .dialog import UVTT_FILTER

        name, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("UvttUi", "Export Universal VTT"),
            f"{self.session.battle.title}.uvtt",
            UVTT_FILTER,
        )
        if not name:
            return
        unit = self.session.unit
        cell, ok = QInputDialog.getDouble(
            self.window,
            QCoreApplication.translate("UvttUi", "Export Universal VTT"),
            QCoreApplication.translate("UvttUi", "A cell of the exported grid measures ({0}):").format(
                unit.symbol
            ),
            unit.from_metres(self.session.battle.field.grid.size),
            unit.from_metres(0.11),
            unit.from_metres(1_000.0),
            3,
        )
        if ok:
            self.export_to(Path(name), unit.to_metres(cell))

    def export_to(self, path: Path, cell_m: float, player_view: bool = False) -> bool:
        from ...core.uvtt import UvttRefused
        from .export import export_uvtt

        title = QCoreApplication.translate("UvttUi", "Export Universal VTT")
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            export_uvtt(self.session.battle, self.session.assets, path, cell_m, player_view)
        except UvttRefused as refused:
            QApplication.restoreOverrideCursor()
            QMessageBox.warning(self.window, title, tr_message(refused.reason))
            return False
        except OSError as error:
            QApplication.restoreOverrideCursor()
            QMessageBox.critical(
                self.window,
                title,
                QCoreApplication.translate("UvttUi", "Cannot write {0}: {1}.").format(
                    path.name, error.strerror
                ),
            )
            return False
        QApplication.restoreOverrideCursor()
        self.window.statusBar().showMessage(
            QCoreApplication.translate("UvttUi", "Universal VTT map written to {0}").format(path), STATUS_MS
        )
        return True

    def show_lights(self, shown: bool) -> None:
        self.scene.lights_item.setVisible(shown)

    def battle_replaced(self) -> None:
        lit = bool(self.session.battle.field.lights)
        self.lights_action.setEnabled(lit)
        if not lit:
            self.lights_action.setChecked(False)


def install_uvtt_ui(
    window: QMainWindow,
    session: BattleSession,
    scene: BattleScene,
    menus: tuple[QMenu, QMenu, QMenu],
    maybe_save: Callable[[], bool],
) -> UvttUi:
    """``menus`` are the File, View and Battle menus the actions join."""
    file_menu, view_menu, battle_menu = menus
    import_action = QAction(QCoreApplication.translate("UvttUi", "Import &map…"), window)
    import_action.setStatusTip(
        QCoreApplication.translate(
            "UvttUi", "A map from Dungeondraft, DungeonFog or another tabletop, with its walls and doors"
        )
    )
    export_action = QAction(QCoreApplication.translate("UvttUi", "Export Universal &VTT…"), window)
    export_action.setStatusTip(
        QCoreApplication.translate(
            "UvttUi", "The board without tokens, its walls and doors, for another tabletop"
        )
    )
    lights_action = QAction(QCoreApplication.translate("UvttUi", "&Lights of the map"), window)
    lights_action.setCheckable(True)
    lights_action.setStatusTip(
        QCoreApplication.translate("UvttUi", "Darken the field and show the map's lights, for a night battle")
    )
    ui = UvttUi(window, session, scene, maybe_save, import_action, export_action, lights_action)
    import_action.triggered.connect(ui.import_map)
    export_action.triggered.connect(ui.export)
    lights_action.toggled.connect(ui.show_lights)
    # With the map image's actions, above the sides'.
    battle_separators = [action for action in battle_menu.actions() if action.isSeparator()]
    if battle_separators:
        battle_menu.insertAction(battle_separators[0], import_action)
    else:
        battle_menu.addAction(import_action)
    # Beside the board image export, before the separator above Quit.
    separators = [action for action in file_menu.actions() if action.isSeparator()]
    if separators:
        file_menu.insertAction(separators[-1], export_action)
    else:
        file_menu.addAction(export_action)
    view_menu.addSeparator()
    view_menu.addAction(lights_action)
    session.replaced.connect(ui.battle_replaced)
    ui.battle_replaced()
    return ui
