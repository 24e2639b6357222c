"""``campal --startup-check``: open the window, wait for the map's first painted frame, say how
long it took and quit. Installed builds (the wheel, the desktop app) are smoke-tested with it, so
a module, a plugin or a resource missing from a package fails there and not at a GM's table."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

# A window that never paints (a platform plugin that cannot draw) must not hang a build check.
TIMEOUT_MS = 60_000


class FirstFrame(QObject):
    """Quits the application once ``widget`` has painted, and remembers when."""

    def __init__(self, app: QApplication, widget: QWidget, started: float) -> None:
        super().__init__(widget)
        self._app = app
        self._started = started
        self.elapsed_ms: float | None = None
        widget.installEventFilter(self)
        QTimer.singleShot(TIMEOUT_MS, app.quit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.elapsed_ms is None and event.type() == QEvent.Type.Paint:
            self.elapsed_ms = (time.perf_counter() - self._started) * 1000
            QTimer.singleShot(0, self._app.quit)
        return False


def report(watcher: FirstFrame, title: str) -> int:
    if watcher.elapsed_ms is None:
        print(f"campal: the window did not paint within {TIMEOUT_MS // 1000} s", file=sys.stderr)
        return 1
    print(f"campal: window shown with '{title}', first frame painted in {watcher.elapsed_ms:.0f} ms")
    return 0
