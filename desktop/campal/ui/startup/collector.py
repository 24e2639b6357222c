"""Python's cyclic garbage collector, run on the window's thread only, between events.

Left to itself the collector runs inside whatever code allocates when its count is reached: on a
worker thread building a terrain index, or inside Qt's animation tick. A Qt object Python owns
and that sits in a reference cycle (a closed window, a dialog, a scene) is then freed there, off
the window's thread or under Qt's feet, and Qt crashes. Here the automatic collector stays off
and a timer on the window's thread runs the collection Python would have run, at the same
thresholds, a little later and always at a safe point of the event loop.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

CHECK_MS = 250


class MainThreadCollector(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("MainThreadCollector")
        self.thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()
        gc.disable()

    def collect_due(self) -> int:
        """The generation Python would collect now (-1 for none), collected; a stray enable
        (a library turning the collector back on) is undone."""
        if gc.isenabled():
            gc.disable()
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                gc.collect(generation)
                return generation
        return -1


def collect_on_main_thread(app: QCoreApplication) -> MainThreadCollector:
    """The app's collector, made on first call."""
    existing = app.findChild(MainThreadCollector, "MainThreadCollector")
    if isinstance(existing, MainThreadCollector):
        return existing
    return MainThreadCollector(app)
