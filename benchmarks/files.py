"""How long the window stops answering while it saves and opens a battle with a long log.

Builds a SIFRP battle of 20,000 logged steps (token moves, as ``benchmarks/history.py``), puts
it in the real main window (offscreen, 1,366 × 768: a laptop's screen) and saves it with the
window's Save, then opens it with the window's Open. A timer asks the window's thread to run
every 2 ms throughout, and on after each returns until the work it left for later is done (the
units' rows and the log written in the turns after the map, the log dock writing its earlier rows,
the dice tray reading the earlier rolls, the collection of the replaced battle's views) and a
further 300 ms: the longest wait between two of its turns is how long the window stopped
answering (``save_block_ms``, ``open_block_ms``; the target is 50 ms). The whole time of
each is printed beside it, and the time the same save and open take on the window's thread
alone, as before they moved to a worker.

Then a crash after a tenth as many steps more, never saved: the recovery list is shown over the
window, checks that record (the battle rebuilt from its base and every step, on the files'
worker) and, Recover clicked once it is checked, puts it in the window, while the same timer
runs (``recover_block_ms``; ``recover_ms`` the whole, ``recover_check_ms`` until it could be
recovered, and ``recover_on_window_thread_ms`` the same rebuild on the window's thread, as the
list made it before it moved to the worker).
Prints a short report and, on its last line, one JSON object with the figures.

    python benchmarks/files.py                # 20,000 steps
    python benchmarks/files.py --count 2000   # a smaller run, for a smoke test
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from history import battle as small_battle
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication
from scratch_home import use_scratch_home

from campal.core.dice import RandomDice
from campal.core.engine import Engine, MoveToken, PlainMap, StartBattle
from campal.core.io import LoadedBattle, load_battle, save_battle
from campal.core.model import AssetStore, Battle, Point
from campal.ui.app import build_window, configure_application
from campal.ui.document.session import BattleSession
from campal.ui.journal.keeper import JournalKeeper, Orphan, find_orphans
from campal.ui.journal.offer import RecoveryDialog, offer_all
from campal.ui.window.main_window import MainWindow
from campal.ui.window.settings import AppSettings

ROUNDS = 3
WINDOW = (1366, 768)  # a laptop's screen, the window filling it


def long_battle(count: int) -> Battle:
    engine = Engine(small_battle(), dice=RandomDice(1), map_queries=PlainMap())
    engine.execute(StartBattle())
    for index in range(count):
        unit = f"unit-{index % 40}"
        engine.execute(MoveToken(unit, Point(x=float(index % 500), y=float(index % 300)), float(index % 360)))
    return engine.state


SETTLE_S = 0.3


def settle(app: QApplication, busy: Callable[[], bool]) -> None:
    """Run the event loop until ``busy`` is false and then ``SETTLE_S`` more."""
    quiet_from: float | None = None
    while True:
        loop = QEventLoop()
        QTimer.singleShot(10, loop.quit)
        loop.exec()
        now = time.perf_counter()
        if busy():
            quiet_from = None
        elif quiet_from is None:
            quiet_from = now
        elif now - quiet_from >= SETTLE_S:
            return


def blocked_ms(
    app: QApplication, work: Callable[[], object], busy: Callable[[], bool]
) -> tuple[float, float]:
    """The longest gap between the window thread's turns while ``work`` runs and until what it
    left for later is done, and the time ``work`` took."""
    turns: list[float] = []
    ticker = QTimer()
    ticker.setInterval(2)
    ticker.timeout.connect(lambda: turns.append(time.perf_counter()))
    ticker.start()
    app.processEvents()
    began = time.perf_counter()
    turns.append(began)
    work()
    ended = time.perf_counter()
    settle(app, busy)
    turns.append(time.perf_counter())
    ticker.stop()
    gaps = [b - a for a, b in itertools.pairwise(turns)]
    return max(gaps) * 1000, (ended - began) * 1000


def crashed_record(battle: Battle, steps: int, folder: Path) -> Orphan:
    """The record a window left when it was killed ``steps`` moves after opening ``battle``
    (never saved: the record's base is the whole battle)."""
    session = BattleSession()
    session.replace(LoadedBattle(battle, AssetStore()), None, modified=True)
    keeper = JournalKeeper(session, folder, durable=False)
    for index in range(steps):
        unit = f"unit-{index % 40}"
        session.execute(MoveToken(unit, Point(x=float(index % 400), y=float(index % 200)), 0.0))
    assert keeper.steps == steps and keeper._lock is not None and keeper.store is not None
    keeper._lock.unlock()  # what a kill leaves: the record, its lock free
    session.recorders.clear()
    keeper.store.close()
    (orphan,) = find_orphans(folder)
    return orphan


def recovery_figures(
    app: QApplication, window: MainWindow, battle: Battle, steps: int, busy: Callable[[], bool]
) -> dict[str, float]:
    """The window's Recover of a crash's record, as at a start: the list shown over the window,
    the record checked on the worker, Recover clicked as soon as it is checked, the battle put in
    the window and a new record started over it (``offer_all``, the list's loop running)."""
    with tempfile.TemporaryDirectory() as folder:
        orphan = crashed_record(battle, steps, Path(folder))
        checked: list[float] = []

        def click_recover() -> None:
            dialog = window.findChild(RecoveryDialog)
            if dialog is None or not dialog.isVisible() or not orphan.checked:
                QTimer.singleShot(5, click_recover)
                return
            checked.append(time.perf_counter())
            dialog.recover_button.click()

        QTimer.singleShot(0, click_recover)
        began = time.perf_counter()
        block, took = blocked_ms(app, lambda: offer_all(window, [orphan]), busy)
        assert window.session.battle.title == battle.title and len(window.session.battle.log) > len(
            battle.log
        )
        orphan = crashed_record(battle, steps, Path(folder) / "again")
        started = time.perf_counter()
        orphan.check()  # the same rebuild on this thread, in one go, as the list made it before
        alone = time.perf_counter() - started
        orphan.release()
    return {
        "recover_block_ms": round(block, 1),
        "recover_check_ms": round((checked[0] - began) * 1000),
        "recover_ms": round(took),
        "recover_on_window_thread_ms": round(alone * 1000),
    }


def main() -> None:
    use_scratch_home()
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--count", type=int, default=20_000)
    count = parser.parse_args().count
    battle = long_battle(count)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    configure_application(app)
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        window = build_window(None, settings)
        window.resize(*WINDOW)
        window.show()
        window.session.replace(LoadedBattle(battle, AssetStore()), None)
        app.processEvents()
        path = Path(folder) / "larga.campal"
        saves, opens = [], []

        def busy() -> bool:
            orders, log, dice = window.play.orders, window.play.log, window.play.dice
            return orders.has_rows_to_write() or log.has_rows_to_write() or dice.has_rows_to_read()

        for _ in range(ROUNDS):
            saves.append(blocked_ms(app, lambda: window._save_to(path), busy))
            opens.append(blocked_ms(app, lambda: window.open_path(path, ask=False), busy))
        assert len(window.session.battle.log) == len(battle.log)
        began = time.perf_counter()
        save_battle(path, battle, AssetStore())
        save_alone_ms = (time.perf_counter() - began) * 1000
        began = time.perf_counter()
        load_battle(path)
        open_alone_ms = (time.perf_counter() - began) * 1000
        size_mb = path.stat().st_size / 1e6
        recovery = recovery_figures(app, window, battle, max(1, count // 10), busy)
        window.session.undo_stack.setClean()
        window.close()
        window.keeper.close()

    figures = {
        "log_steps": len(battle.log),
        "file_mb": round(size_mb, 2),
        "save_block_ms": round(statistics.median(s[0] for s in saves), 1),
        "save_block_ms_max": round(max(s[0] for s in saves), 1),
        "save_ms": round(statistics.median(s[1] for s in saves)),
        "open_block_ms": round(statistics.median(o[0] for o in opens), 1),
        "open_block_ms_max": round(max(o[0] for o in opens), 1),
        "open_ms": round(statistics.median(o[1] for o in opens)),
        "save_on_window_thread_ms": round(save_alone_ms),
        "open_on_window_thread_ms": round(open_alone_ms),
        **recovery,
    }
    print(f"{figures['log_steps']:,} logged steps, a file of {figures['file_mb']} MB")
    print(
        f"save: the window stopped answering for at most {figures['save_block_ms']} ms"
        f" (median of {ROUNDS}; slowest {figures['save_block_ms_max']} ms) of {figures['save_ms']} ms;"
        f" on the window's thread alone it took {figures['save_on_window_thread_ms']} ms"
    )
    print(
        f"open: the window stopped answering for at most {figures['open_block_ms']} ms"
        f" (slowest {figures['open_block_ms_max']} ms) of {figures['open_ms']} ms;"
        f" read on the window's thread alone {figures['open_on_window_thread_ms']} ms"
    )
    print(
        f"recovery of {max(1, count // 10):,} steps more: the window stopped answering for at most"
        f" {figures['recover_block_ms']} ms from the list shown to the battle recovered in the window"
        f" ({figures['recover_ms']} ms, the check {figures['recover_check_ms']} ms);"
        f" the same rebuild on the window's thread took {figures['recover_on_window_thread_ms']} ms"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
