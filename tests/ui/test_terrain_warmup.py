"""The terrain of a new ground is indexed beside the window, with a word in the status bar."""

import threading

from campal.core.model import Battle
from campal.ui.terrain.warmup import TerrainWarmup


def test_indexing_runs_off_the_window_thread_and_says_so_while_it_lasts(window, qtbot):
    threads, released = [], threading.Event()

    def slow_build(battle):
        threads.append(threading.current_thread())
        # Held until the window thread has gone on: built on the window thread, it would wait
        # the whole timeout and the warm-up would return only then, already done.
        released.wait(timeout=5)

    warmup = TerrainWarmup(window.statusBar(), slow_build)
    warmup.warm(Battle())
    assert warmup.is_busy() and not released.is_set()  # the window thread went on at once
    assert "Indexing" in window.statusBar().currentMessage()
    released.set()
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
