"""Python's cyclic garbage collector, run on the window's thread only, between events.

Left to itself the collector runs inside whatever code allocates when its count is reached: on a
worker thread building a terrain index, or inside Qt's animation tick. A Qt object Python owns
and that sits in a reference cycle (a closed window, a dialog, a scene) is then freed there, off
the window's thread or under Qt's feet, and Qt crashes. Here the automatic collector stays off
and a timer on the window's thread runs the collection Python would have run, at the same
thresholds, a little later and always at a safe point of the event loop.

A full collection walks every object alive: with a battle of a thousand tokens open that is a
tenth of a second, a hitch under whatever the GM did last. What survives one is frozen (set aside
from later collections), so the next full one walks only what was made since. Frozen objects are
looked at again every WALK_ALL_S, once the battle has been still for IDLE_S (a walk of everything
with a battle of 20,000 steps open takes half a second), so a cycle frozen by chance is not kept
for long and no command waits for the walk.

A save or an open on the worker makes a million objects in a second or two (the log read back,
validated, compared): a collection of the young generations then walks all of them on the
window's thread, so collections wait while a file job runs (``hold``), and a battle just read is
frozen on the worker as it is handed over (``freeze_new``), never walked here. A battle
replaced leaves its views' cycles behind: what is not frozen is collected once the event loop is
free; walking the frozen objects too (a new battle of 20,000 steps) froze the window for half a
second, so they wait for the next walk of everything, when the battle is still.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer

# Checked often: between two checks a battle being opened makes tens of thousands of objects,
# and one collection of them all was a pause of 10-30 ms; five times as many make each a few.
CHECK_MS = 50
WALK_ALL_S = 600.0  # at most this long between two walks of every object, frozen ones too
IDLE_S = 3.0  # ... made once no change came for this long
_held = 0  # file jobs under way: the window's thread collects nothing meanwhile


def hold() -> None:
    """Let no collection run on the window's thread until as many ``release`` calls."""
    global _held
    _held += 1


def release() -> None:
    global _held
    _held = max(0, _held - 1)


def freeze_new() -> None:
    """Set aside what lives now from later collections (a battle just read: a million objects
    that live as long as it is open). Freezing frees nothing, so a worker may call it, while a
    ``hold`` keeps the window's thread from collecting at the same moment."""
    gc.freeze()


class MainThreadCollector(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("MainThreadCollector")
        self.thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()
        self._walked = self._changed = time.monotonic()
        gc.disable()

    def note_change(self) -> None:
        """The battle changed: the walk of everything waits until it has been still a while."""
        self._changed = time.monotonic()

    def collect_soon(self) -> None:
        """Collect what is not frozen once the event loop is free (a battle was replaced)."""
        QTimer.singleShot(0, self, self._collect_unfrozen)

    def _collect_unfrozen(self) -> None:
        if _held:
            return
        gc.collect(2)
        gc.freeze()

    def collect_due(self) -> int:
        """The generation Python would collect now (-1 for none), collected; a stray enable
        (a library turning the collector back on) is undone."""
        if gc.isenabled():
            gc.disable()
        if _held:
            return -1
        now = time.monotonic()
        if now - self._walked > WALK_ALL_S and now - self._changed > IDLE_S:
            self._walked = now
            gc.unfreeze()
            gc.collect(2)
            gc.freeze()
            return 2
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                gc.collect(generation)
                if generation == 2:
                    gc.freeze()
                return generation
        return -1


def collect_on_main_thread(app: QCoreApplication) -> MainThreadCollector:
    """The app's collector, made on first call."""
    existing = app.findChild(MainThreadCollector, "MainThreadCollector")
    if isinstance(existing, MainThreadCollector):
        return existing
    return MainThreadCollector(app)
