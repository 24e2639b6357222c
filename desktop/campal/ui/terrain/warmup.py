"""Indexing the terrain of a new ground on a worker thread, with a word in the status bar.

A big field takes up to a second to index (repairing and preparing every polygon). Built on the
window thread, that second froze the window right after opening a battle; here it is built
beside it, and a query that comes meanwhile waits on the cache's lock for that same build.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QStatusBar

from ...core.geometry import GeometryRefused
from ...core.model import Battle

POLL_MS = 100


class TerrainWarmup(QObject):
    def __init__(self, status: QStatusBar, build: Callable[[Battle], object]) -> None:
        super().__init__(status)
        self._status = status
        self._build = build
        self._thread: threading.Thread | None = None
        self._message = self.tr("Indexing the terrain…")
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check)

    def warm(self, battle: Battle) -> None:
        thread = threading.Thread(target=self._run, args=(battle,), name="terrain-index", daemon=True)
        self._thread = thread
        self._status.showMessage(self._message)
        thread.start()
        self._poll.start()

    def _run(self, battle: Battle) -> None:
        # On failure, the query that needs the index builds it again and reports the problem.
        with contextlib.suppress(GeometryRefused, ValueError):
            self._build(battle)

    def is_busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _check(self) -> None:
        if self.is_busy():
            return
        self._poll.stop()
        if self._status.currentMessage() == self._message:
            self._status.clearMessage()
