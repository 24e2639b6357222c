"""The players' window draws the GM's drag ruler while a visible token is dragged, over a
still picture of its own map so following the drag costs little, at the screen's refresh rate
(``frame_pacer``).
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject

from ..tokens.drag_preview import DragPreview
from ..tools.drag_frame import DragFrame
from ..tools.drag_overlay import DragOverlay
from ..view.frozen_backdrop import FrozenBackdrop
from .frame_pacer import FramePacer, frame_ms_of
from .player_window import PlayerWindow


class DragMirror(QObject):
    def __init__(self, player: PlayerWindow, preview: DragPreview) -> None:
        super().__init__(player)
        self.player = player
        self.preview = preview
        self.backdrop = FrozenBackdrop(player.view, player.scene)
        self.overlay: DragOverlay | None = None
        self.pacer: FramePacer[DragFrame] = FramePacer(self.frame_ms, self._draw, self)
        preview.started.connect(self._started)
        preview.changed.connect(self._changed)
        preview.ended.connect(self._ended)
        player.closed.connect(self._disconnect)  # while both still live, unlike destroyed

    @property
    def pending(self) -> DragFrame | None:
        """The latest move, not drawn yet."""
        return self.pacer.pending

    def frame_ms(self) -> float:
        return frame_ms_of(self.player.screen())

    def _started(self) -> None:
        if self.player.isVisible():
            self.backdrop.freeze()
        self.overlay = DragOverlay(self.player.scene)

    def _changed(self, frame: DragFrame) -> None:
        self.pacer.offer(frame)

    def _draw(self, frame: DragFrame) -> None:
        if self.overlay is None:
            self._started()
        assert self.overlay is not None
        self.backdrop.follow_camera()
        self.overlay.show(frame, self.player.view.transform().m11())

    def _ended(self) -> None:
        self.pacer.reset()
        if self.overlay is not None:
            self.overlay.remove()
            self.overlay = None
        self.backdrop.thaw()

    def _disconnect(self) -> None:
        self.pacer.reset()
        for signal, slot in (
            (self.preview.started, self._started),
            (self.preview.changed, self._changed),
            (self.preview.ended, self._ended),
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
