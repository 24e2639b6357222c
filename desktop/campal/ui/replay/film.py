"""Playing a timeline: which step is shown, and the moves walked between steps as time passes.

It knows nothing of widgets: it says what to show (``shown``) and where it stands (``moved``),
and the dock and the map listen. Time is measured, not counted in ticks, so a busy machine drops
frames instead of slowing the film down.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ...core.model import Battle
from ...core.timeline import Move, Timeline, moved_along, moves_between

MOVE_MS = 900  # a step's moves walk their paths in this time at 1×
HOLD_MS = 700  # then the step stands this long before the next
FRAME_MS = 33


class Film(QObject):
    shown = Signal(object)  # the Battle to draw now
    moved = Signal(int)  # the step the film stands at (or walks towards)
    playing_changed = Signal(bool)

    def __init__(self, timeline: Timeline, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timeline = timeline
        self.speed = 1.0
        self.step = timeline.last
        self.state = timeline.state_at(self.step)
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._before: Battle | None = None  # while walking to ``step``: the step before it
        self._moves: tuple[Move, ...] = ()

    @property
    def is_playing(self) -> bool:
        return self._timer.isActive()

    def seek(self, step: int) -> None:
        """Stand at ``step`` at once (the film keeps playing from there if it was)."""
        step = min(max(step, 0), self.timeline.last)
        self._before = None
        self.step = step
        self.state = self.timeline.state_at(step)
        self._clock.restart()
        self.moved.emit(step)
        self.shown.emit(self.state)

    def play(self) -> None:
        if self.is_playing:
            return
        if self.step >= self.timeline.last:
            self.seek(0)
        self._clock.restart()
        self._timer.start()
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if not self.is_playing:
            return
        self._timer.stop()
        if self._before is not None:  # stopped mid-walk: the step it walked to, whole
            self.seek(self.step)
        self.playing_changed.emit(False)

    def set_speed(self, speed: float) -> None:
        self.speed = max(0.1, speed)

    def _tick(self) -> None:
        elapsed = self._clock.elapsed() * self.speed
        if self._before is None:
            if elapsed < HOLD_MS:
                return
            if self.step >= self.timeline.last:
                self.pause()
                return
            self._start_walk()
            return
        fraction = elapsed / MOVE_MS if self._moves else 1.0
        if fraction < 1.0:
            self.shown.emit(moved_along(self._before, self.state, self._moves, fraction))
            return
        self._before = None
        self._clock.restart()
        self.shown.emit(self.state)

    def _start_walk(self) -> None:
        before = self.state
        self.step += 1
        self.state = self.timeline.advance(before, self.step)
        self._before = before
        self._moves = moves_between(before, self.state)
        self._clock.restart()
        self.moved.emit(self.step)
        if not self._moves:
            self._tick()
