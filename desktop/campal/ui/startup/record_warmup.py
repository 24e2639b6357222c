"""Readying the core's records in the window's idle moments, once it has painted.

The core builds a record's validator on its first use (see ``campal.core.records``), and a
``@frozen`` record compiles its ``__init__`` when the first one is made (``campal.core.frozen``),
which keeps a third of a second out of every start. Left at that, a GM's first order, roll or
save would do that work as it runs; done here instead, one validator or a few ``__init__`` a turn
of the event loop (about 1.5 ms each turn), they are ready before then, and a drag begun
meanwhile is held up by one turn at most.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from ...core.frozen import compile_init, waiting_inits
from ...core.records import unbuilt

INITS_PER_TURN = 8  # about 0.15 ms each


class RecordWarmup(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._waiting = unbuilt()
        self._inits = waiting_inits()
        self._timer = QTimer(self)
        self._timer.setInterval(0)  # whenever the event loop has nothing else to do
        self._timer.timeout.connect(self._build_one)
        self._timer.start()

    def is_done(self) -> bool:
        return not self._timer.isActive()

    def _build_one(self) -> None:
        if self._inits:
            for record in self._inits[-INITS_PER_TURN:]:
                compile_init(record)  # nothing to do for one made meanwhile
            del self._inits[-INITS_PER_TURN:]
            return
        while self._waiting:
            record = self._waiting.pop()
            if not record.__pydantic_complete__:  # built meanwhile by its first use
                record.model_rebuild()
                return
        self._timer.stop()
