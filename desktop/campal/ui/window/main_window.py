"""The main window: the battlefield, its menus, and the files behind it."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QAction, QCloseEvent, QFontMetrics, QKeySequence, QShowEvent
from PySide6.QtWidgets import QFileDialog, QLabel, QMenu, QMessageBox

from ...core.engine import CalibrateBackground, SetBackground
from ...core.io import BattleFileError, LoadedBattle, SaveError
from ...core.model import AssetStore, Battle, MapImage, Message, msg, touched
from ..document.background import open_in_background
from ..document.demo import demo_battle, demo_origin
from ..document.errors import describe_save
from ..document.file_progress import wait_for
from ..document.map_image import ImageRefused, read_map_image
from ..document.repairs import offer_repairs
from ..document.session import BattleSession
from ..journal.keeper import JournalKeeper
from ..messages import tr_message
from ..play.install import install_play_ui
from ..player.controls import install_player_view
from ..render import render_battle
from ..replay.install import install_replay_ui
from ..scene.battle_scene import BattleScene
from ..sides.install import install_sides_ui
from ..terrain.install import install_terrain_ui
from ..tokens.install import install_token_ui
from ..uvtt.install import install_uvtt_ui
from ..view.battle_view import BattleView
from ..view.start_panel import StartPanel
from .host import WindowHost
from .layout import arrange_default_docks
from .selection import Selection
from .settings import AppSettings

if TYPE_CHECKING:
    from ..house_rules.dialog import HouseRulesDialog

FILE_FILTER = "Campal (*.campal)"
STATUS_MS = 8000


class MainWindow(WindowHost):
    def __init__(self, session: BattleSession, settings: AppSettings) -> None:
        super().__init__()
        self.session = session
        self.settings = settings
        session.undo_limit = settings.undo_limit
        self.keeper: JournalKeeper | None = None
        self._agreed_links: set[tuple[Path, Path]] = set()
        self._shown = False
        self.scene = BattleScene(gm_view=True, parent=self)
        self.view = BattleView(self.scene)
        self.setCentralWidget(self.view)
        self.selection = Selection(self)
        self.setObjectName("MainWindow")
        self._build_status_bar()
        self._build_menus()
        self.player_controls = install_player_view(self)
        self.terrain = install_terrain_ui(self)
        self.play = install_play_ui(self, self.terrain.panel)
        self.tokens = install_token_ui(self, self.terrain, self.player_controls)
        self.sides = install_sides_ui(self)
        menus = (self.file_menu, self.view_menu, self.battle_menu)
        self.uvtt = install_uvtt_ui(self, session, self.scene, menus, self.maybe_save)
        self.replay = install_replay_ui(self, self.play, self.player_controls)
        # A movement order from the dock takes its destination from the measured drag.
        self.tokens.drag.order_destination = self.play.flow.destination_for
        self.play.flow.pick_destination_on_map = False
        self.play.flow.confirm_orders = not settings.roll_on_target_click
        session.changed.connect(self._document_changed)
        session.replaced.connect(self._document_replaced)
        session.path_changed.connect(self._update_title)
        session.refused.connect(self._refused)
        self.view.tool_left.connect(self.statusBar().clearMessage)
        # A bound method, not a lambda: Qt drops it when the window goes, before the stack does.
        session.undo_stack.cleanChanged.connect(self._clean_changed)
        self.view.cursor_moved.connect(self._show_cursor)
        self.view.zoom_changed.connect(self._show_zoom)
        self.start_panel = StartPanel(
            self.view, self.open_demo, self.new_battle, self.open_dialog, self._open_recent
        )
        self._document_replaced()
        screen = self.screen().availableGeometry()
        self.resize(round(screen.width() * 0.9), round(screen.height() * 0.9))
        arrange_default_docks(self)
        geometry, state = settings.window_geometry(), settings.window_state()
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)

    # building
    def _build_status_bar(self) -> None:
        self.cursor_label = QLabel()
        # Sized once for the widest reading: a label that resizes with its text makes the whole
        # status bar lay out and repaint at every mouse move, a third of a drag's frame.
        widest = QFontMetrics(self.cursor_label.font()).horizontalAdvance("x 00000.0 varas   y 00000.0 varas")
        self.cursor_label.setFixedSize(max(220, widest + 12), self.cursor_label.sizeHint().height())
        self.zoom_label = QLabel()
        self.statusBar().addPermanentWidget(self.cursor_label)
        self.statusBar().addPermanentWidget(self.zoom_label)

    def _action(
        self, text: str, slot: object, shortcut: QKeySequence | str | None = None, tip: str = ""
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)  # type: ignore[arg-type]
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = self.file_menu = bar.addMenu(self.tr("&File"))
        self.new_action = self._action(self.tr("&New battle…"), self.new_battle, QKeySequence.StandardKey.New)
        self.open_action = self._action(self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self.save_action = self._action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(
            self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs
        )
        self.export_action = self._action(self.tr("&Export board image…"), self.export_image, "Ctrl+E")
        self.recap_action = self._action(
            self.tr("Export re&cap…"),
            self.export_recap,
            "Ctrl+Shift+E",
            self.tr("An animated picture of the battle step by step, for the players"),
        )
        self.quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.recent_menu = QMenu(self.tr("Open &recent"), self)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.unsaved_action = self._action(
            self.tr("&Unsaved battles…"),
            self.offer_unsaved,
            tip=self.tr("Battles a crash left unsaved, kept for later: recover or discard them"),
        )
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        file_menu.addMenu(self.recent_menu)
        file_menu.addAction(self.unsaved_action)
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addAction(self.export_action)
        file_menu.addAction(self.recap_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        edit_menu = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self.session.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.session.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Redo), QKeySequence("Ctrl+Y")])
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)

        view_menu = self.view_menu = bar.addMenu(self.tr("&View"))
        self.zoom_in_action = self._action(self.tr("Zoom &in"), lambda: self.view.zoom_by(1.25))
        self.zoom_in_action.setShortcuts(
            [QKeySequence("+"), QKeySequence("="), QKeySequence.StandardKey.ZoomIn]
        )
        self.zoom_out_action = self._action(self.tr("Zoom &out"), lambda: self.view.zoom_by(0.8))
        self.zoom_out_action.setShortcuts([QKeySequence("-"), QKeySequence.StandardKey.ZoomOut])
        self.fit_action = self._action(self.tr("&Fit field"), self.view.fit_field)
        self.fit_action.setShortcuts([QKeySequence("F"), QKeySequence("Ctrl+0")])
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view_menu.addAction(action)

        battle_menu = self.battle_menu = bar.addMenu(self.tr("&Battle"))
        self.field_action = self._action(self.tr("&Field settings…"), self.field_settings, "Ctrl+Shift+F")
        self.import_action = self._action(self.tr("&Import map image…"), self.import_image, "Ctrl+I")
        self.calibrate_action = self._action(
            self.tr("&Calibrate map image"), self.start_calibration, "Ctrl+K"
        )
        self.remove_image_action = self._action(self.tr("&Remove map image"), self.remove_image)
        self.house_rules_action = self._action(self.tr("&House rules…"), self.house_rules)
        for action in (
            self.field_action,
            self.house_rules_action,
            self.import_action,
            self.calibrate_action,
            self.remove_image_action,
        ):
            battle_menu.addAction(action)

        settings_menu = bar.addMenu(self.tr("&Settings"))
        settings_menu.addAction(
            self._action(self.tr("&Preferences…"), self.preferences, QKeySequence.StandardKey.Preferences)
        )
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self._action(self.tr("&Keyboard shortcuts"), self.show_shortcuts, "F1"))
        help_menu.addAction(self._action(self.tr("&About Campal"), self.about))

    # reacting to the document
    def _document_replaced(self) -> None:
        self.selection.clear()
        self.scene.clear_battle()
        self.scene.show_battle(self.session.battle, self.session.assets)
        self.view.set_unit(self.session.unit)
        self.view.fit_field()
        # The cursor's last position was read in the previous battle's unit.
        self.cursor_label.clear()
        self._update_title()
        self._update_actions()
        self.start_panel.hide()

    def show_start_panel(self) -> None:
        """Over the battle shown at start (the demo), the ways to begin; it goes with the first
        change or another battle."""
        self.start_panel.show_recent(self.settings.recent_files())
        self.start_panel.show()
        self.start_panel.place()

    def open_demo(self) -> None:
        if self.maybe_save():
            self.session.replace(demo_battle(), None, origin=demo_origin())
            self.view.setFocus()

    def _document_changed(self, before: Battle, after: Battle) -> None:
        self.scene.show_battle(after, self.session.assets)
        if touched(before, after).added_or_removed:
            self.selection.keep_existing([*after.units, *after.characters])
        if before.system != after.system:
            self.view.set_unit(self.session.unit)
        if before.field.size != after.field.size:
            self.view.fit_field()
        self._update_title()
        self._update_actions()
        self.start_panel.hide()

    def _update_actions(self) -> None:
        has_image = self.session.battle.field.background is not None
        self.calibrate_action.setEnabled(has_image)
        self.remove_image_action.setEnabled(has_image)

    def _clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _update_title(self) -> None:
        path = self.session.path
        name = path.name if path else self.tr("unsaved")
        self.setWindowTitle(f"{self.session.battle.title} — {name}[*] — Campal")
        self.setWindowModified(self.session.is_modified())

    def _refused(self, reason: Message) -> None:
        text = tr_message(reason)
        self.statusBar().showMessage(text, STATUS_MS)
        self.view.banner.show_message(text)

    def _show_cursor(self, position: QPointF) -> None:
        unit = self.session.unit
        # Decimals only when a screen pixel is finer than a tenth of the unit.
        decimals = 1 if unit.from_metres(1.0 / self.view.scale_factor()) < 0.1 else 0
        x, y = unit.from_metres(position.x()), unit.from_metres(position.y())
        self.cursor_label.setText(f"x {x:.{decimals}f} {unit.symbol}   y {y:.{decimals}f} {unit.symbol}")

    def _show_zoom(self, percent: float) -> None:
        self.zoom_label.setText(f"{percent:.0f} %")

    # files
    def maybe_save(self) -> bool:
        """Ask about unsaved changes; False when the GM cancels."""
        if not self.session.is_modified():
            return True
        answer = QMessageBox.warning(
            self,
            self.tr("Unsaved changes"),
            self.tr("“{0}” has changes that are not saved. Save them?").format(self.session.battle.title),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_battle(self) -> None:
        if not self.maybe_save():
            return
        from ..dialogs.new_battle import NewBattleDialog

        dialog = NewBattleDialog(self)
        if dialog.exec():
            self.session.replace(LoadedBattle(dialog.battle(), AssetStore()), None)
            self.sides.raise_()  # what a new battle needs next: its sides and their people
            self.view.setFocus()  # the map's keys (U, P, R…) work at once

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        start = str(self.session.path.parent) if self.session.path else ""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open battle"), start, FILE_FILTER)
        if name:
            self.open_path(Path(name), ask=False)

    def open_path(self, path: Path, ask: bool = True) -> bool:
        if ask and not self.maybe_save():
            return False
        refused: BattleFileError | None = None
        # A big battle reads for a second or two: on the worker, the window answering meanwhile.
        job = open_in_background(path)
        wait_for(job, self, self.tr("Opening {0}").format(path.name))
        if isinstance(job.error, BattleFileError):
            refused = job.error
        elif job.error is not None:
            raise job.error
        else:
            assert isinstance(job.result, LoadedBattle)
            self.session.opened(job.result, path)
        if refused is not None:
            mended = offer_repairs(self, path, refused)
            if mended is None:
                return False
            self.session.replace(mended, path, modified=True)
        self.settings.add_recent(path)
        return True

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self._save_to(self.session.path)

    def save_as(self) -> bool:
        suggested = self.session.path or Path.home() / f"{self.session.battle.title}.campal"
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save battle"), str(suggested), FILE_FILTER)
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != ".campal":
            path = path.with_name(path.name + ".campal")
        return self._save_to(path)

    def _through_link_agreed(self, path: Path) -> bool:
        """A battle file that is a link (perhaps planted since it was opened) is written through
        only once the GM has seen where it leads, asked once per link and target."""
        if not path.is_symlink():
            return True
        target = Path(os.path.realpath(path))
        if (path, target) in self._agreed_links:
            return True
        answer = QMessageBox.warning(
            self,
            self.tr("Save through a link"),
            self.tr("“{0}” is a link to {1}. Saving replaces that file. Save through the link?").format(
                path.name, target
            ),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Save:
            return False
        self._agreed_links.add((path, target))
        return True

    def _save_to(self, path: Path) -> bool:
        if not self._through_link_agreed(path):
            return False
        try:
            job = self.session.save_in_background(path)
        except OSError as error:
            QMessageBox.critical(self, self.tr("Cannot save battle"), describe_save(path.name, error))
            return False
        wait_for(job, self, self.tr("Saving {0}").format(path.name))
        if isinstance(job.error, (SaveError, OSError)):
            QMessageBox.critical(self, self.tr("Cannot save battle"), describe_save(path.name, job.error))
            return False
        if job.error is not None:
            raise job.error
        self.settings.add_recent(path)
        self.statusBar().showMessage(self.tr("Saved {0}").format(path.name), STATUS_MS)
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.settings.recent_files()
        for path in recent:
            action = self.recent_menu.addAction(path.name)
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self._open_recent(p))
        if not recent:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear list"), self.settings.clear_recent)

    def _open_recent(self, path: Path) -> None:
        if not path.exists():
            self.settings.remove_recent(path)
        self.open_path(path)

    def export_image(self) -> None:
        from ..dialogs.export_image import ExportImageDialog

        dialog = ExportImageDialog(self)
        if not dialog.exec():
            return
        base = self.session.path.with_suffix(".png") if self.session.path else Path.home() / "board.png"
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export board image"), str(base), "PNG (*.png)")
        if not name:
            return
        # The labels stand where the window the image repeats shows them.
        players = self.player_controls if dialog.player_view() else None
        shown = players.shown() if players is not None else None
        image = render_battle(
            self.session.battle,
            self.session.assets,
            dialog.image_width(),
            dialog.player_view(),
            shown[0] if shown is not None else self.scene.token_layer.labels.slots(),
            shown[1] if shown is not None else self.scene.style,
        )
        if not image.save(name, "PNG"):
            QMessageBox.critical(
                self, self.tr("Export board image"), self.tr("Cannot write {0}.").format(name)
            )
            return
        self.statusBar().showMessage(self.tr("Board image written to {0}").format(name), STATUS_MS)

    def export_recap(self) -> None:
        from ..recap.dialog import ask_and_export  # with Pillow, on the first recap only

        ask_and_export(self, self.session)

    # the map image
    def import_image(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import map image"), "", self.tr("Images (*.png *.jpg *.jpeg *.webp)")
        )
        if name:
            self.import_image_from(Path(name))

    def import_image_from(self, path: Path) -> bool:
        try:
            image = read_map_image(path)
        except ImageRefused as refusal:
            QMessageBox.warning(
                self,
                self.tr("Import map image"),
                self.tr("Cannot use {0}: {1}.").format(path.name, tr_message(refusal.problem)),
            )
            return False
        ref = self.session.assets.add(image.data)
        # Until it is calibrated, the image is stretched to the field's width.
        scale = self.session.battle.field.size.width / image.width
        placed = MapImage(
            asset=ref, pixel_width=image.width, pixel_height=image.height, metres_per_pixel=scale
        )
        if not self.session.execute(SetBackground(placed)):
            return False
        self.start_calibration()
        return True

    def remove_image(self) -> None:
        self.session.execute(SetBackground(None))

    def start_calibration(self) -> None:
        if self.session.battle.field.background is None:
            self._refused(msg("field.no_background"))
            return
        from ..tools.calibrate import CalibrateTool

        tool = CalibrateTool(self.view, self.calibrate_with_line)
        tool.status.connect(lambda text: self.statusBar().showMessage(text))
        tool.finished.connect(self.statusBar().clearMessage)
        self.view.set_tool(tool)

    def calibrate_with_line(self, line: QLineF) -> None:
        background = self.session.battle.field.background
        if background is None:
            return
        pixels = line.length() / background.metres_per_pixel
        from ..dialogs.calibration import CalibrationDialog

        dialog = CalibrationDialog(self.session.unit.from_metres(line.length()), self.session.unit, self)
        if dialog.exec():
            self.session.execute(CalibrateBackground(pixels, dialog.metres(), dialog.fit_field.isChecked()))

    # settings and help
    def field_settings(self) -> None:
        from ..dialogs.field_settings import FieldSettingsDialog

        dialog = FieldSettingsDialog(self.session.battle, self.session.unit, self)
        if dialog.exec():
            self.session.execute_all(msg("undo.field_settings"), dialog.commands())

    def house_rules(self) -> HouseRulesDialog:
        from ..house_rules.dialog import HouseRulesDialog

        dialog = HouseRulesDialog(self.session, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def preferences(self) -> None:
        from ..dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec():
            dialog.apply()
            self.session.undo_limit = self.settings.undo_limit
            self.play.flow.confirm_orders = not self.settings.roll_on_target_click

    def show_shortcuts(self) -> None:
        rows = [
            (
                action.text().replace("&", ""),
                action.shortcut().toString(QKeySequence.SequenceFormat.NativeText),
            )
            for action in self.findChildren(QAction)
            if not action.shortcut().isEmpty()
        ]
        rows += [
            (self.tr("Pan"), self.tr("Middle-drag, Space + drag, arrow keys")),
            (self.tr("Zoom about the cursor"), self.tr("Mouse wheel")),
            (self.tr("Cancel the current tool"), "Esc"),
            (self.tr("Move a token"), self.tr("Drag it; Ctrl+click adds to the selection")),
            (self.tr("Select the tokens in a box"), self.tr("Shift + drag on the ground (with Ctrl: add)")),
            (self.tr("Drop / remove a waypoint while dragging"), self.tr("W or right-click / Backspace")),
            (self.tr("Move beyond the allowance (GM decision)"), self.tr("Hold Shift on release")),
            (self.tr("Turn the selected units 15° / 45°"), "[ ]  /  Shift+[ ]"),
            (self.tr("Ping a point for the players"), "Alt+click"),
        ]
        text = (
            "<table>"
            + "".join(f"<tr><td>{a}&nbsp;&nbsp;</td><td><b>{b}</b></td></tr>" for a, b in rows)
            + "</table>"
        )
        QMessageBox.information(self, self.tr("Keyboard shortcuts"), text)

    def about(self) -> None:
        from campal import __version__

        QMessageBox.about(
            self,
            self.tr("About Campal"),
            self.tr("Campal {0}\nA battle map for game masters.").format(__version__),
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            # The map has the keyboard from the start: its arrow keys pan, where the first box
            # of the toolbars (the terrain kind) took them, and with it the drawing tool.
            self.view.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.settings.save_window(self.saveGeometry(), self.saveState())
        if self.keeper is not None:
            self.keeper.close()
        self.player_controls.set_open(False)  # the players' window ends with the GM's
        event.accept()

    # crash recovery
    def offer_unsaved(self) -> None:
        from ..journal.keeper import find_orphans
        from ..journal.offer import offer_all

        orphans = find_orphans()
        if not orphans:
            QMessageBox.information(
                self, self.tr("Unsaved battles"), self.tr("No battle a crash left unsaved is waiting.")
            )
            return
        offer_all(self, orphans, before_replace=self.maybe_save)

    def install_journal(self, keeper: JournalKeeper) -> None:
        self.keeper = keeper
        keeper.failed.connect(self._journal_failed)

    def _journal_failed(self, text: str) -> None:
        self.statusBar().showMessage(text)
        QMessageBox.warning(self, self.tr("Crash protection"), text)


__all__ = ["MainWindow", "Qt"]
