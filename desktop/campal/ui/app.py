"""Starting the window: the application object, its language, recovery, the first battle."""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from .document.demo import demo_battle, demo_origin
from .document.map_image import decode_ahead
from .document.session import BattleSession
from .i18n import install_translators, pick_language
from .journal.keeper import JournalKeeper, find_orphans
from .startup.check import FirstFrame, report
from .startup.collector import collect_on_main_thread, hold, release
from .startup.first_paint import AfterFirstPaint
from .startup.identity import identify
from .startup.record_warmup import RecordWarmup
from .window.main_window import MainWindow
from .window.settings import AppSettings

TEST_DRIVER = "CAMPAL_TEST_DRIVER"
# The collector runs again by then even if the window never paints (a window started minimised).
COLLECTOR_PAUSE_MS = 10_000


def configure_application(app: QCoreApplication) -> None:
    app.setOrganizationName("Campal")
    app.setOrganizationDomain("campal.app")
    app.setApplicationName("Campal")
    if isinstance(app, QGuiApplication):
        identify(app)
    collect_on_main_thread(app)


def application(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(argv if argv is not None else sys.argv[:1])
    configure_application(app)
    return app


def build_window(
    path: Path | None, settings: AppSettings | None = None, start_panel: bool = False
) -> MainWindow:
    """The window on ``path``, or on the demo; with ``start_panel``, the ways to begin over it."""
    settings = settings or AppSettings()
    session = BattleSession()
    demo = demo_battle() if path is None else None
    if demo is not None:
        background = demo.battle.field.background
        if background is not None and background.asset in demo.assets:
            decode_ahead(demo.assets[background.asset])  # while the window is built
    window = MainWindow(session, settings)
    if path is not None and not window.open_path(path, ask=False):
        demo = demo_battle()
    if demo is not None:
        session.replace(demo, None, origin=demo_origin())
    window.install_journal(JournalKeeper(session))
    collector = collect_on_main_thread(application())
    session.replaced.connect(collector.collect_soon)
    session.changed.connect(lambda _before, _after: collector.note_change())
    if start_panel:
        window.show_start_panel()
    return window


def after_first_paint(window: MainWindow) -> None:
    # The entry point pauses Python's cyclic garbage collector while Campal starts (see
    # cli.main); from now on it runs, on the window's thread only (see startup.collector).
    release()
    collect_on_main_thread(application()).collect_due()
    RecordWarmup(window)


def run_gui(path: Path | None, startup_check: bool = False, started: float | None = None) -> int:
    """Open the window; with ``startup_check``, quit once the map has painted (see startup_check)."""
    started = time.perf_counter() if started is None else started
    app = application()
    settings = AppSettings()
    install_translators(app, pick_language(settings.language))
    # Nothing is collected before the first frame: the battle put in the window asks for a
    # collection of everything the start made (40 ms), which then came before the map's paint.
    hold()
    # A GM starting Campal with no file chooses how to begin; the startup check times the demo.
    window = build_window(path, settings, start_panel=path is None and not startup_check)
    if startup_check:
        # The check quits at the first frame: what waits for it (the collector, the record's
        # warm-up) would only keep the process from saying so.
        watcher = FirstFrame(app, window.view.viewport(), started)
        window.show()
        app.exec()
        return report(watcher, window.session.battle.title)
    AfterFirstPaint(window.view.viewport(), lambda: after_first_paint(window), COLLECTOR_PAUSE_MS)
    if settings.window_geometry() is None:
        # The first start: the whole screen, the map taking most of it (the geometry too, for
        # desktops whose window manager ignores a maximised request).
        window.setGeometry(window.screen().availableGeometry())
        window.showMaximized()
    else:
        window.show()
    run_test_driver(window)  # before recovery is offered, so a test can answer that question too
    orphans = find_orphans()
    if orphans:
        # Imported only then: its dialog's widget types cost each start a few ms to make.
        from .journal.offer import offer_all

        offer_all(window, orphans)
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
