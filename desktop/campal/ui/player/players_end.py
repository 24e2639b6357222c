"""The players' window in a process of its own: the far end of ``players_process``.

The GM's process sends the document (whole, then as deltas), the pictures, the camera it
shows, the drag in progress and the window's settings; this end keeps a mirror of them and
hosts the very ``PlayerWindow`` the GM's process would, so it draws the same thing. Its work
(a redraw after each command, a frame of every drag) runs on another core, never on the GM's.
It ends with its window, or as soon as the GM's process is gone. It first shows the GM's
window the key read from its standard input (``door``).
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from collections import deque
from typing import Any

from PySide6.QtCore import QBuffer, QEvent, QIODevice, QObject, QPointF, QRectF
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QApplication, QWidget

from ...core.model import AssetStore, Battle
from ..scene.ping_item import PingItem
from ..tokens.drag_preview import DragPreview
from .door import read_key
from .drag_mirror import DragMirror
from .frame_codec import frame_from_plain
from .gm_camera import GmCamera
from .mirror_session import MirrorSession
from .player_window import CameraMode, PlayerWindow
from .wire import Inbox, Message, WireError, encode, finite, plain_rect, point_of, rect_of

CONNECT_MS = 10_000
# How much larger the players' labels may be drawn (the menu offers LABEL_SCALES).
MIN_LABEL_SCALE, MAX_LABEL_SCALE = 0.25, 8.0


class PaintTimes(QObject):
    """When the players' map painted: the GM's side reads them to tell which moves carried a frame."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.times: deque[float] = deque(maxlen=20_000)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.times.append(time.perf_counter())
        return False


class PlayersEnd(QObject):
    def __init__(self, socket: QLocalSocket) -> None:
        super().__init__()
        self.socket = socket
        self.inbox = Inbox()
        self.assets = AssetStore()
        self.session: MirrorSession | None = None
        self.camera = GmCamera(QRectF(), self)
        self.preview = DragPreview(self)
        self.window: PlayerWindow | None = None
        self.paints: PaintTimes | None = None
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._gm_gone)

    # reading
    def _read(self) -> None:
        try:
            messages = self.inbox.feed(bytes(self.socket.readAll().data()))
        except WireError as error:
            print(f"campal players' window: {error}", file=sys.stderr)
            self.socket.abort()
            return
        for index, message in enumerate(messages):
            # Of drag frames read together only the last is shown: the rest are already past.
            later = messages[index + 1] if index + 1 < len(messages) else None
            if message.kind == "drag" and later is not None and later.kind == "drag":
                continue
            self._handle(message)

    def _handle(self, message: Message) -> None:
        handler = getattr(self, f"_on_{message.kind}", None)
        if handler is None:
            return  # a newer GM's message: nothing to do with it here
        try:
            handler(message)
        except (ValueError, TypeError, KeyError, RecursionError) as error:
            # A document that does not apply is sent again whole; anything else is skipped.
            print(f"campal players' window: {message.kind}: {error}", file=sys.stderr)
            if message.kind == "delta":
                self._send("resync")

    # the document
    def _on_asset(self, message: Message) -> None:
        self.assets.add(message.payload)

    def _on_open(self, message: Message) -> None:
        fields = message.fields
        battle = Battle.model_validate_json(message.payload)
        self.camera.move_to(rect_of(fields["camera"]))
        self.session = MirrorSession(battle, self.assets, self)
        window = PlayerWindow(
            self.session,
            self.camera,
            max(finite(fields["scale"], MAX_LABEL_SCALE), MIN_LABEL_SCALE),
            bool(fields["contrast"]),
            CameraMode(fields["mode"]),
        )
        self.window = window
        self.paints = PaintTimes(window.view.viewport())
        window.scene.token_layer.set_trails_visible(bool(fields["trails"]))
        window.closed.connect(self._closed)
        window.view.scaled.connect(self._shown)
        DragMirror(window, self.preview)
        window.show()
        window.set_camera(CameraMode(fields["mode"]))
        self._shown()

    def _on_replace(self, message: Message) -> None:
        if self.session is not None:
            self.session.replace(Battle.model_validate_json(message.payload))

    def _on_delta(self, message: Message) -> None:
        if self.session is not None:
            self.session.apply(json.loads(message.payload))

    # the GM's camera and settings
    def _on_camera(self, message: Message) -> None:
        self.camera.move_to(rect_of(message.fields["rect"]))

    def _on_mode(self, message: Message) -> None:
        if self.window is not None:
            self.window.set_camera(CameraMode(message.fields["mode"]))

    def _on_style(self, message: Message) -> None:
        if self.window is not None:
            scale = finite(message.fields["scale"], MAX_LABEL_SCALE)
            self.window.set_style(max(scale, MIN_LABEL_SCALE), bool(message.fields["contrast"]))

    def _on_trails(self, message: Message) -> None:
        if self.window is not None:
            self.window.scene.token_layer.set_trails_visible(bool(message.fields["on"]))

    def _on_ping(self, message: Message) -> None:
        if self.window is not None:
            x, y = point_of(message.fields["at"])
            self.window.ping(QPointF(x, y))

    def _on_fullscreen(self, message: Message) -> None:
        if self.window is not None:
            screen = message.fields["screen"]
            if not isinstance(screen, int) or isinstance(screen, bool):
                raise TypeError(f"{screen!r} is not a screen's number")
            self.window.full_screen_on(screen)

    def _on_close(self, message: Message) -> None:
        if self.window is not None:
            self.window.close()
        else:
            QApplication.quit()

    # the drag
    def _on_drag_start(self, message: Message) -> None:
        self.preview.started.emit()

    def _on_drag(self, message: Message) -> None:
        self.preview.changed.emit(frame_from_plain(message.fields["frame"]))

    def _on_drag_end(self, message: Message) -> None:
        self.preview.ended.emit()

    # questions from the GM's window
    def _on_request(self, message: Message) -> None:
        what, ident = message.fields["what"], message.fields["id"]
        answer: dict[str, Any] = {}
        payload = b""
        window = self.window
        if window is not None and what == "slots":
            answer["slots"] = window.scene.token_layer.labels.slots()
        elif window is not None and what == "state":
            answer = self._state(
                window, float(message.fields.get("since", 0.0)), bool(message.fields.get("digest"))
            )
        elif window is not None and what == "grab":
            payload = _png(window)
        self._send("reply", {"id": ident, **answer}, payload)

    def _state(self, window: PlayerWindow, since: float, digest: bool) -> dict[str, Any]:
        assert self.session is not None
        battle = self.session.battle
        paints = self.paints.times if self.paints is not None else ()
        return {
            "title": battle.title,
            # Asked for only: a big battle takes a while to write out.
            "digest": hashlib.sha256(battle.model_dump_json().encode()).hexdigest() if digest else "",
            "tokens": sorted(window.scene.token_layer.items),
            "shown": plain_rect(window.view.visible_scene_rect()),
            "camera": window.camera.value,
            "scale": window.scene.style.label_scale,
            "visible": window.isVisible(),
            "full_screen": window.isFullScreen(),
            "dragging": any(
                isinstance(child, DragMirror) and child.overlay is not None for child in window.children()
            ),
            "paint_times": [t for t in paints if t > since],
            "drawing_terrain": window.scene.terrain_layer.raster.is_drawing,
            "pings": [
                [item.pos().x(), item.pos().y()]
                for item in window.scene.items()
                if isinstance(item, PingItem)
            ],
        }

    # telling the GM's window
    def _send(self, kind: str, fields: dict[str, Any] | None = None, payload: bytes = b"") -> None:
        if self.socket.state() == QLocalSocket.LocalSocketState.ConnectedState:
            self.socket.write(encode(kind, fields, payload))
            self.socket.flush()

    def _shown(self, _scale: float = 0.0) -> None:
        if self.window is not None:
            self._send("shown", {"rect": plain_rect(self.window.view.visible_scene_rect())})

    def _closed(self) -> None:
        self._send("closed")
        self.socket.waitForBytesWritten(1000)
        QApplication.quit()

    def _gm_gone(self) -> None:
        QApplication.quit()


def _png(window: PlayerWindow) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    window.grab().save(buffer, "PNG")
    return bytes(buffer.data().data())


def run_players_window(server: str, language: str) -> int:
    """The process's life: connect to the GM's window, show what it sends, end with it."""
    from ..app import application
    from ..i18n import install_translators

    app = application()
    install_translators(app, language)
    app.setQuitOnLastWindowClosed(False)  # it ends when the GM's window says so, or is gone
    key = read_key(sys.stdin)
    socket = QLocalSocket()
    socket.connectToServer(server)
    if not socket.waitForConnected(CONNECT_MS):
        print(
            f"campal players' window: cannot reach the GM's window: {socket.errorString()}", file=sys.stderr
        )
        return 2
    socket.write(encode("hello", {"key": key}))
    socket.flush()
    end = PlayersEnd(socket)
    end._read()  # whatever came with the connection
    return app.exec()
