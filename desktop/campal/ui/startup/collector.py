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
looked at again just after a battle is replaced, when the most garbage in cycles is left, and
every few full collections, so a cycle frozen by chance is not kept for long.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

CHECK_MS = 250
THAW_EVERY = 16  # full collections between two that walk the frozen objects too


class MainThreadCollector(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("MainThreadCollector")
        self.thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()
        self._full = 0
        gc.disable()

    def thaw(self) -> None:
        """Walk every object once the event loop is free (a battle was replaced): the opening
        of a battle is a pause the GM expects, a tenth of a second after a later command is not."""
        QTimer.singleShot(0, self, self._collect_everything)

    def _collect_everything(self) -> None:
        gc.unfreeze()
        gc.collect(2)
        gc.freeze()

    def collect_due(self) -> int:
        """The generation Python would collect now (-1 for none), collected; a stray enable
        (a library turning the collector back on) is undone."""
        if gc.isenabled():
            gc.disable()
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                if generation == 2:
                    self._collect_all()
                else:
                    gc.collect(generation)
                return generation
        return -1

    def _collect_all(self) -> None:
        self._full += 1
        if self._full % THAW_EVERY == 0:
            gc.unfreeze()
        gc.collect(2)
        gc.freeze()


def collect_on_main_thread(app: QCoreApplication) -> MainThreadCollector:
    """The app's collector, made on first call."""
    existing = app.findChild(MainThreadCollector, "MainThreadCollector")
    if isinstance(existing, MainThreadCollector):
        return existing
    return MainThreadCollector(app)
