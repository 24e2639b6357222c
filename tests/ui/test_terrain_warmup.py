"""The terrain of a new ground is indexed beside the window, with a word in the status bar."""

import threading
import time

from campal.core.model import Battle
from campal.ui.terrain.warmup import TerrainWarmup


def test_indexing_runs_off_the_window_thread_and_says_so_while_it_lasts(window, qtbot):
    threads = []

    def slow_build(battle):
        threads.append(threading.current_thread())
        time.sleep(0.3)

    warmup = TerrainWarmup(window.statusBar(), slow_build)
    started = time.perf_counter()
    warmup.warm(Battle())
    assert time.perf_counter() - started < 0.1  # the window thread went on at once
    assert warmup.is_busy() and "Indexing" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not warmup.is_busy() and window.statusBar().currentMessage() == "", timeout=3000)
    assert threads and threads[0] is not threading.main_thread()


def test_a_query_during_the_build_waits_for_that_build_instead_of_making_another(window, qtbot):
    session = window.session
    cache = session.engine.context.terrain
    before = cache.builds
    warmup = TerrainWarmup(window.statusBar(), cache.index)
    changed = session.battle.model_copy(update={"terrain": dict(session.battle.terrain)})
    warmup.warm(changed)
    cache.index(changed)
    assert cache.builds == before + 1
