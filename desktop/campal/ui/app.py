"""Starting the window: the application object, its language, recovery, the first battle."""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from importlib.resources import as_file, files
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from ..core.io import BattleFileError, LoadedBattle, load_battle
from ..core.model import AssetStore, Battle
from .app_identity import identify
from .file_errors import describe
from .i18n import install_translators, pick_language
from .main_window import MainWindow
from .recovery import JournalKeeper, Orphan, find_orphans
from .session import BattleSession
from .settings import AppSettings
from .startup_check import FirstFrame, report

DEMO = "samples/demo.campal"
TEST_DRIVER = "CAMPAL_TEST_DRIVER"


def configure_application(app: QCoreApplication) -> None:
    app.setOrganizationName("Campal")
    app.setOrganizationDomain("campal.app")
    app.setApplicationName("Campal")
    if isinstance(app, QGuiApplication):
        identify(app)


def application(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(argv if argv is not None else sys.argv[:1])
    configure_application(app)
    return app


def demo_battle() -> LoadedBattle:
    """The demo shipped in the package, read through the same loader as any other file."""
    resource = files("campal.resources") / DEMO
    try:
        with as_file(resource) as path:
            return load_battle(path)
    except (BattleFileError, FileNotFoundError):
        return LoadedBattle(Battle(), AssetStore())


def demo_origin() -> Path | None:
    """The demo's own file, when the package is installed as files (crash recovery replays
    on it rather than on a copy)."""
    resource = files("campal.resources") / DEMO
    return resource if isinstance(resource, Path) and resource.is_file() else None


def offer_recovery(window: MainWindow, orphan: Orphan) -> bool:
    """Ask whether to reopen an autosave left by a crash; True when it was reopened."""
    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("Recovery", "Recover unsaved battle"),
        QCoreApplication.translate(
            "Recovery",
            "Campal did not close properly last time. A battle changed at {0} can be recovered with every step taken. Recover it?",  # noqa: E501
        ).format(
            orphan.saved_at.replace("T", " ") or QCoreApplication.translate("Recovery", "an unknown time")
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Discard,
        QMessageBox.StandardButton.Yes,
    )
    if answer != QMessageBox.StandardButton.Yes:
        orphan.discard()
        return False
    try:
        loaded = orphan.load()
    except BattleFileError as error:
        QMessageBox.critical(
            window, QCoreApplication.translate("Recovery", "Recover unsaved battle"), describe(error)
        )
        orphan.release()  # keep the file: it may still be rescued by hand
        return False
    window.session.replace(loaded, orphan.source, modified=True)
    if window.keeper is not None and window.keeper.journal is None:
        orphan.release()  # the new journal could not start: the old one stays for the next start
    else:
        orphan.discard()
    return True


def build_window(path: Path | None, settings: AppSettings | None = None) -> MainWindow:
    settings = settings or AppSettings()
    session = BattleSession()
    window = MainWindow(session, settings)
    if path is None or not window.open_path(path, ask=False):
        session.replace(demo_battle(), None, origin=demo_origin())
    window.install_journal(JournalKeeper(session))
    return window


def run_gui(path: Path | None, startup_check: bool = False, started: float | None = None) -> int:
    """Open the window; with ``startup_check``, quit once the map has painted (see startup_check)."""
    started = time.perf_counter() if started is None else started
    app = application()
    settings = AppSettings()
    install_translators(app, pick_language(settings.language))
    window = build_window(path, settings)
    if startup_check:
        watcher = FirstFrame(app, window.view.viewport(), started)
        window.show()
        app.exec()
        return report(watcher, window.session.battle.title)
    window.show()
    run_test_driver(window)  # before recovery is offered, so a test can answer that question too
    orphans = find_orphans()
    if orphans:
        offer_recovery(window, orphans[0])
        for other in orphans[1:]:
            other.release()  # offered again at the next start
    return app.exec()


def run_test_driver(window: MainWindow) -> None:
    """``CAMPAL_TEST_DRIVER=script.py``: call the script's ``drive(window)`` once the window is up.

    Only the end-to-end tests set it, to play a battle in a real process they then kill; it runs
    nothing a user's own Python could not run already.
    """
    script = os.environ.get(TEST_DRIVER)
    if not script:
        return
    spec = importlib.util.spec_from_file_location("campal_test_driver", script)
    if spec is None or spec.loader is None:
        raise SystemExit(f"{TEST_DRIVER}: cannot load {script}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.drive(window)
