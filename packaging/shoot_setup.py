"""Screenshots of setting up a battle: the start panel, the New battle dialog with its sides, the
Sides dock, the Terrain dock's list of features, a block of units being laid with a drag, the
properties panel in the rule text's words, an order shown before its roll, the players' badge
naming whose turn it is, and the calibration line with its live length and the tool's banner.
Each is taken from the real window (offscreen), driven as a GM would:

    python packaging/shoot_setup.py en packaging/screenshots/setup
    python packaging/shoot_setup.py es packaging/screenshots/setup   # the same, in Spanish
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from scratch_home import use_scratch_home

from campal.core.rules.play import Choice
from campal.ui.app import build_window, configure_application
from campal.ui.dialogs.calibration import CalibrationDialog
from campal.ui.i18n import install_translators
from campal.ui.terrain.kinds import set_interface_language
from campal.ui.window.main_window import MainWindow
from campal.ui.window.settings import AppSettings

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "resources" / "samples" / "sifrp-batalla.campal"
SIZE = (1600, 1000)


def settle(app: QApplication, times: int = 5) -> None:
    for _ in range(times):
        app.processEvents()


def window_on(
    app: QApplication, settings: AppSettings, path: Path | None, start_panel: bool = False
) -> MainWindow:
    window = build_window(path, settings, start_panel=start_panel)
    window.resize(*SIZE)
    window.show()
    settle(app)
    window.view.fit_field()
    settle(app)
    return window


def close(window: MainWindow) -> None:
    window.session.undo_stack.setClean()
    window.close()
    window.keeper.close()


def grab_modal(app: QApplication, open_it: Callable[[], None], prepare: Callable[[QDialog], None]) -> QImage:
    """Open a modal dialog, let ``prepare`` fill it, grab it, and close it."""
    shot: list[QImage] = []

    def take() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(50, take)
            return
        prepare(dialog)
        settle(app)
        shot.append(dialog.grab().toImage())
        dialog.reject()

    QTimer.singleShot(50, take)
    open_it()
    return shot[0]


def at(window: MainWindow, x: float, y: float) -> QPointF:
    return QPointF(window.view.mapFromScene(QPointF(x, y)))


def main(language: str, stem: str) -> None:
    use_scratch_home()  # before the window exists
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    configure_application(app)
    install_translators(app, language)
    set_interface_language(language)
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        settings.add_recent(SAMPLE)
        settings.language = language
        suffix = "" if language == "en" else f"-{language}"

        window = window_on(app, settings, None, start_panel=True)
        window.grab().save(f"{stem}-start-panel{suffix}.png")
        image = grab_modal(app, window.new_battle, lambda dialog: None)
        image.save(f"{stem}-new-battle{suffix}.png")
        close(window)

        window = window_on(app, settings, SAMPLE)
        window.sides.raise_()
        window.sides.list.setCurrentRow(0)
        settle(app)
        window.grab().save(f"{stem}-sides-dock{suffix}.png")

        unit = next(iter(window.session.battle.units.values()))
        roster = window.tokens.roster
        roster.raise_()
        window.selection.set([unit.id])
        roster.widget().setSizes([120, 90, 760])  # the properties, not the lists, are the subject
        settle(app)
        scroll = roster.properties.parentWidget().parentWidget()
        scroll.verticalScrollBar().setValue(180)
        settle(app)
        window.grab().save(f"{stem}-properties{suffix}.png")

        window.terrain.panel.raise_()
        window.terrain.panel.features.setCurrentRow(0)
        settle(app)
        window.grab().save(f"{stem}-terrain-list{suffix}.png")

        roster.widget().setSizes([260, 200, 320])
        roster.templates.setCurrentRow(5)
        window.tokens.place_action.trigger()
        viewport = window.view.viewport()
        start, end = at(window, 120, 230), at(window, 480, 230)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start.toPoint())
        for step in range(1, 9):
            QTest.mouseMove(viewport, (start + (end - start) * step / 8).toPoint())
        settle(app)
        window.grab().save(f"{stem}-block-placing{suffix}.png")
        QTest.keyClick(window.view, Qt.Key.Key_Escape)
        close(window)

        window = window_on(app, settings, SAMPLE)
        flow = window.play.flow
        for _ in range(6):
            turn = window.session.battle.turn
            if turn is not None and turn.step == "orders":
                break
            flow.advance()
        battle = window.session.battle
        actor = battle.turn.queue[0] if battle.turn and battle.turn.queue else None
        side = actor if actor in battle.sides else battle.characters[actor].side if actor else None
        issuer = window.play.orders.issuer_for(side) if side else None
        archer = next((u for u in battle.units.values() if u.side == side), None)
        if archer is not None and issuer is not None:
            maps = window.session.engine.context.map
            choice = Choice(archer.id, "attack", issuer)
            targets = [t for t in flow.play.targets(battle, maps, choice) if t.refusal is None]
            offer = flow.offer(battle, choice)
            if targets and offer is not None:
                chosen = Choice(archer.id, "attack", issuer, target=targets[0].token)
                image = grab_modal(app, lambda: flow._preview(offer, chosen), lambda dialog: None)
                image.save(f"{stem}-order-preview{suffix}.png")
        window.player_controls.in_own_process = False  # grabbed from this process
        window.player_controls.set_open(True)
        player = window.player_controls.player
        if player is not None:
            player.resize(1280, 720)
            settle(app)
            player.grab().save(f"{stem}-players-badge{suffix}.png")
        window.player_controls.set_open(False)
        close(window)

        window = window_on(app, settings, SAMPLE)
        CalibrationDialog.exec = lambda self: 0  # type: ignore[method-assign]
        image_file = Path(folder) / "mapa.png"
        blank = QImage(800, 500, QImage.Format.Format_RGB32)
        blank.fill(Qt.GlobalColor.darkGreen)
        blank.save(str(image_file))
        window.import_image_from(image_file)
        viewport = window.view.viewport()
        start, end = at(window, 100, 300), at(window, 420, 300)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start.toPoint())
        for step in range(1, 9):
            QTest.mouseMove(viewport, (start + (end - start) * step / 8).toPoint())
        settle(app)
        window.grab().save(f"{stem}-calibration{suffix}.png")
        QTest.keyClick(window.view, Qt.Key.Key_Escape)
        close(window)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "en", sys.argv[2] if len(sys.argv) > 2 else "setup")
