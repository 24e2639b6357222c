"""Building the core's record validators in the window's idle moments, once it has painted.

The core builds a record's validator on its first use (see ``campal.core.records``), which keeps
a quarter of a second out of every start. Left at that, a GM's first order, roll or save would
build its records as it runs; built here instead, one record per turn of the event loop (about
1.5 ms each), they are ready before then, and a drag begun meanwhile is held up by one at most.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from ...core.records import unbuilt


class RecordWarmup(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._waiting = unbuilt()
        self._timer = QTimer(self)
        self._timer.setInterval(0)  # whenever the event loop has nothing else to do
        self._timer.timeout.connect(self._build_one)
        self._timer.start()

    def is_done(self) -> bool:
        return not self._timer.isActive()

    def _build_one(self) -> None:
        while self._waiting:
            record = self._waiting.pop()
            if not record.__pydantic_complete__:  # built meanwhile by its first use
                record.model_rebuild()
                return
        self._timer.stop()
