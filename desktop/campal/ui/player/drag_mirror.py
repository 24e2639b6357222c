"""The players' window draws the GM's drag ruler while a visible token is dragged, over a
still picture of its own map so following the drag costs the GM little.

It follows at the screen's refresh rate, not at the mouse's: a mouse reports its moves 125 to
1,000 times a second, and redrawing the players' ruler for moves no screen (let alone a video
call) can show would take that time from the GM's own drag. A move that comes a frame or more
after the last one drawn is drawn at once; one sooner waits for the frame's end, when the
latest move is drawn, so the players' window shows where the drag is within one frame.
"""

from __future__ import annotations

import contextlib
import math

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer

from ..drag_preview import DragPreview
from ..tools.drag_frame import DragFrame
from ..tools.drag_overlay import DragOverlay
from ..view.frozen_backdrop import FrozenBackdrop
from .player_window import PlayerWindow

DEFAULT_HZ = 60.0


class DragMirror(QObject):
    def __init__(self, player: PlayerWindow, preview: DragPreview) -> None:
        super().__init__(player)
        self.player = player
        self.preview = preview
        self.backdrop = FrozenBackdrop(player.view, player.scene)
        self.overlay: DragOverlay | None = None
        self.pending: DragFrame | None = None  # the latest move, not drawn yet
        self._shown = QElapsedTimer()  # since the last frame drawn
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may wait 5% more
        self._next.timeout.connect(self._draw)
        preview.started.connect(self._started)
        preview.changed.connect(self._changed)
        preview.ended.connect(self._ended)
        player.closed.connect(self._disconnect)  # while both still live, unlike destroyed

    def frame_ms(self) -> float:
        screen = self.player.screen()
        rate = screen.refreshRate() if screen is not None else 0.0
        return 1000.0 / (rate if rate >= 1.0 else DEFAULT_HZ)

    def _started(self) -> None:
        if self.player.isVisible():
            self.backdrop.freeze()
        self.overlay = DragOverlay(self.player.scene)

    def _changed(self, frame: DragFrame) -> None:
        self.pending = frame
        wait = (self.frame_ms() - self._shown.elapsed()) if self._shown.isValid() else 0.0
        if wait <= 0.0:
            # A frame is due: drawn at once, right after the GM's window laid out the same move.
            self._next.stop()
            self._draw()
        elif not self._next.isActive():
            self._next.start(math.ceil(wait))  # the last move, should the mouse stop

    def _draw(self) -> None:
        frame, self.pending = self.pending, None
        if frame is None:
            return
        if self.overlay is None:
            self._started()
        assert self.overlay is not None
        self._shown.start()
        self.backdrop.follow_camera()
        self.overlay.show(frame, self.player.view.transform().m11())

    def _ended(self) -> None:
        self._next.stop()
        self.pending = None
        self._shown.invalidate()
        if self.overlay is not None:
            self.overlay.remove()
            self.overlay = None
        self.backdrop.thaw()

    def _disconnect(self) -> None:
        self._next.stop()
        for signal, slot in (
            (self.preview.started, self._started),
            (self.preview.changed, self._changed),
            (self.preview.ended, self._ended),
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
