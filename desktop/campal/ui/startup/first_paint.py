"""Work that waits until the window has painted its first frame, so a GM sees the map sooner."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class AfterFirstPaint(QObject):
    """Calls ``then`` once, just after ``widget`` has painted for the first time, or after
    ``at_most_ms`` should it never paint (a window started minimised)."""

    def __init__(self, widget: QWidget, then: Callable[[], None], at_most_ms: int) -> None:
        super().__init__(widget)
        self._widget = widget
        self._then: Callable[[], None] | None = then
        widget.installEventFilter(self)
        QTimer.singleShot(at_most_ms, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self._widget.removeEventFilter(self)
            # Queued: the paint this event starts finishes first.
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            then()
