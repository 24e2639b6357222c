"""Passing on a drag at the screen's refresh rate, not at the mouse's.

A mouse reports its moves 125 to 1,000 times a second; drawing (or sending) each one for the
players' window would spend that time on moves no screen, let alone a video call, can show. A
move that comes a frame or more after the last one passed on is passed on at once; one sooner
waits for the frame's end, when the latest move is passed on, so the players' window shows where
the drag is within one frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer
from PySide6.QtGui import QScreen

DEFAULT_HZ = 60.0

Item = TypeVar("Item")


def frame_ms_of(screen: QScreen | None) -> float:
    rate = screen.refreshRate() if screen is not None else 0.0
    return 1000.0 / (rate if rate >= 1.0 else DEFAULT_HZ)


class FramePacer(QObject, Generic[Item]):
    def __init__(
        self, frame_ms: Callable[[], float], deliver: Callable[[Item], None], parent: QObject
    ) -> None:
        super().__init__(parent)
        self.frame_ms = frame_ms
        self._deliver = deliver
        self.pending: Item | None = None  # the latest move, not passed on yet
        self._shown = QElapsedTimer()  # since the last one passed on
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may wait 5% more
        self._next.timeout.connect(self.flush)

    def offer(self, item: Item) -> None:
        self.pending = item
        wait = (self.frame_ms() - self._shown.elapsed()) if self._shown.isValid() else 0.0
        if wait <= 0.0:
            self._next.stop()
            self.flush()
        elif not self._next.isActive():
            self._next.start(math.ceil(wait))  # the last move, should the mouse stop

    def flush(self) -> None:
        item, self.pending = self.pending, None
        if item is not None:
            self._shown.start()
            self._deliver(item)

    def reset(self) -> None:
        """The drag ended: nothing waits, and the next drag's first move passes at once."""
        self._next.stop()
        self.pending = None
        self._shown.invalidate()
