"""The players' window in a process of its own, seen from the GM's window.

Drawing the players' window costs the GM's window nothing this way: the other process redraws
after each command and draws each frame of a drag on the machine's other core, while the GM's
process only sends what changed — a delta of the document (well under a millisecond for a
move), a new picture once, the camera's rectangle, a drag frame's few hundred bytes. The far
end is ``players_end``; it tells back what it shows (for the players' frame in the GM's map)
and when the players' window was closed. The battle, hidden units included, goes only to the
process this started: it must show the key it was given (``door``).
"""

from __future__ import annotations

import json
import os
import secrets
import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QDeadlineTimer,
    QObject,
    QPointF,
    QProcess,
    QRectF,
    QTimer,
    Signal,
)
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from ...core.io.battle_delta import tail_delta, without_log
from ...core.model import AssetStore, Battle
from ..document.session import BattleSession
from ..i18n import current_language
from ..tokens.drag_preview import DragPreview
from ..tools.drag_frame import DragFrame
from ..view.battle_view import BattleView
from .door import Door
from .frame_codec import frame_to_plain
from .frame_pacer import FramePacer, frame_ms_of
from .wire import Inbox, Message, WireError, encode, plain_rect, rect_of

START_MS = 20_000  # a first start on a slow machine compiles the package; past this it failed
CLOSE_MS = 3_000  # a window asked to close that has not ended by then is ended
REQUEST_MS = 2_000
RESYNC_MS = 250  # asked again and again for the whole document, it is sent at most this often
KEY_BYTES = 32
# Log entries the players' window is sent at most at once: it only tells of the newest roll, and
# leaving a replay of an early step of a long battle would otherwise send it every entry since.
LOG_TAIL = 100


def players_command(server: str) -> tuple[str, list[str]]:
    """The program and arguments that start the players' window: the same ``campal``, however
    it was installed (a frozen application is its own interpreter)."""
    args = ["--players-window", server, "--lang", current_language()]
    if getattr(sys, "frozen", False):
        return sys.executable, args
    return sys.executable, ["-m", "campal", *args]


class PlayersProcess(QObject):
    connected = Signal()
    closed = Signal()  # the players' window is gone: closed by the GM, by its own window, or ended
    failed = Signal(str)  # it could not be started: why, in English, for the log
    lost = Signal()  # it ended without being closed (before ``closed``): it crashed or was killed
    shown_changed = Signal()

    def __init__(
        self,
        session: BattleSession,
        gm_view: BattleView,
        preview: DragPreview | None,
        settings: dict[str, Any],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.gm_view = gm_view
        self.preview = preview
        self.settings = dict(settings)  # scale, contrast, mode, trails
        self.shown = QRectF()  # what the players' window shows, as it last told
        self.socket: QLocalSocket | None = None
        self._inbox = Inbox()
        self._sent: Battle | None = None
        self._log_held_from = 0  # the players' window holds the log from this entry on
        self._sent_assets: set[str] = set()
        self._replies: dict[int, Message] = {}
        self._awaited: set[int] = set()  # only answers to these are kept
        self._asked = 0
        self._full_screen: int | None = None
        self._ended = False
        self._listening = False  # to the session, the GM's camera and the drag
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._key = secrets.token_hex(KEY_BYTES)
        self.door = Door(self._server, self._key, self._admit, self)
        self._resync = QTimer(self)
        self._resync.setSingleShot(True)
        self._resync.setInterval(RESYNC_MS)
        self._resync.timeout.connect(self._replaced)
        self.process = QProcess(self)
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedChannels)
        self.process.errorOccurred.connect(self._process_error)
        self.process.finished.connect(self._process_finished)
        # A drag frame goes at the screen's rate: the far side draws no more, and each message
        # would cost both processes a little on every mouse move.
        self._frames: FramePacer[DragFrame] = FramePacer(
            lambda: frame_ms_of(gm_view.screen()), self._send_frame, self
        )
        self._start_timer = QTimer(self)
        self._start_timer.setSingleShot(True)
        self._start_timer.timeout.connect(lambda: self._fail("the players' window did not connect in time"))
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._quitting)

    # the process's life
    def start(self, program: str | None = None, args: list[str] | None = None) -> None:
        name = f"campal-players-{os.getpid()}-{secrets.token_hex(6)}"
        if not self._server.listen(name):
            self._fail(f"cannot listen for the players' window: {self._server.errorString()}")
            return
        default_program, default_args = players_command(self._server.fullServerName())
        self.process.start(program or default_program, default_args if args is None else args)
        # The key goes through the process's standard input: see ``door`` for why not elsewhere.
        self.process.write(self._key.encode() + b"\n")
        self.process.closeWriteChannel()
        self._start_timer.start(START_MS)

    @property
    def is_connected(self) -> bool:
        return self.socket is not None and self.socket.state() == QLocalSocket.LocalSocketState.ConnectedState

    def close(self) -> None:
        """Ask the players' window to close; end its process if it has not ended soon after."""
        if self._ended:
            return
        self._send("close")
        self._end()
        if self.process.state() != QProcess.ProcessState.NotRunning:
            QTimer.singleShot(CLOSE_MS, self.process, self.process.kill)

    def _quitting(self) -> None:
        # The app is ending and this object with it: the players' window is let close by
        # itself first, rather than killed when the process object is destroyed.
        self.close()
        if self.process.state() != QProcess.ProcessState.NotRunning and not self.process.waitForFinished(
            CLOSE_MS
        ):
            self.process.kill()
            self.process.waitForFinished(CLOSE_MS)

    def _fail(self, why: str) -> None:
        if self._ended:
            return
        self._ended = True
        self._disconnect()
        self.process.kill()
        self.failed.emit(why)
        self._forget_when_ended()

    def _end(self) -> None:
        if not self._ended:
            self._ended = True
            self._disconnect()
            self.closed.emit()
            self._forget_when_ended()

    def _forget_when_ended(self) -> None:
        # Deleted with its process still running, Qt would kill it at once, before it closed.
        if self.process.state() == QProcess.ProcessState.NotRunning:
            self.deleteLater()
        else:
            self.process.finished.connect(self.deleteLater)

    def _process_error(self, error: QProcess.ProcessError) -> None:
        if error is QProcess.ProcessError.FailedToStart:
            self._fail(f"the players' window could not start: {self.process.errorString()}")

    def _process_finished(self) -> None:
        if self.socket is None:
            self._fail("the players' window ended before it connected")
        else:
            self._gone()

    def _gone(self) -> None:
        # A players' window closed by its own title bar says so first ("closed"), and one the
        # GM closed is already ended: any other end is a crash or a kill.
        if not self._ended:
            self.lost.emit()
        self._end()

    def _disconnect(self) -> None:
        self._start_timer.stop()
        self._frames.reset()
        self._resync.stop()
        self.door.close()
        if self._listening:
            self._listening = False
            for signal, slot in self._links():
                signal.disconnect(slot)

    def _links(self) -> list[tuple[Any, Callable[..., None]]]:
        """What this listens to while the players' window is connected."""
        links: list[tuple[Any, Callable[..., None]]] = [
            (self.session.changed, self._changed),
            (self.session.replaced, self._replaced),
            (self.gm_view.camera_changed, self._camera_moved),
        ]
        if self.preview is not None:
            links += [
                (self.preview.started, self._drag_started),
                (self.preview.changed, self._drag_changed),
                (self.preview.ended, self._drag_ended),
            ]
        return links

    # connecting: everything the window needs to show, then what changes
    def _admit(self, socket: QLocalSocket, inbox: Inbox, early: list[Message]) -> None:
        if self.socket is not None or self._ended:
            socket.abort()
            return
        self._start_timer.stop()
        self.socket = socket
        self._inbox = inbox
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._gone)
        battle = self.session.battle
        self._send_assets(self.session.assets)
        self._send(
            "open",
            {**self.settings, "camera": plain_rect(self.gm_view.visible_scene_rect())},
            without_log(battle).model_dump_json().encode(),
        )
        self._sent, self._log_held_from = battle, len(battle.log)
        self._listening = True
        for signal, slot in self._links():
            signal.connect(slot)
        if self._full_screen is not None:
            self._send("fullscreen", {"screen": self._full_screen})
        self.connected.emit()
        self._handle(early)

    def _changed(self, _before: Battle, after: Battle) -> None:
        self._send_assets(self.session.assets)
        if self._sent is None:
            self._replaced()
            return
        delta, self._log_held_from = tail_delta(self._sent, after, self._log_held_from, LOG_TAIL)
        if delta:
            self._send("delta", None, json.dumps(delta, separators=(",", ":")).encode())
        self._sent = after

    def as_held_there(self, battle: Battle) -> Battle:
        """``battle`` as the players' window holds it: its log from the entries logged since the
        document was sent (it tells of new entries and never shows the earlier ones)."""
        return battle.model_copy(update={"log": battle.log[self._log_held_from :]})

    def show_state(self, battle: Battle) -> None:
        """Send ``battle`` instead of the session's (a step of the replay), as a delta."""
        self._changed(battle, battle)

    def _replaced(self) -> None:
        self._send_assets(self.session.assets)
        battle = self.session.battle
        self._sent, self._log_held_from = battle, len(battle.log)
        self._send("replace", None, without_log(battle).model_dump_json().encode())

    def _send_assets(self, assets: AssetStore) -> None:
        for ref in assets:
            if ref not in self._sent_assets:
                self._sent_assets.add(ref)
                self._send("asset", None, assets[ref])

    def _camera_moved(self) -> None:
        self._send("camera", {"rect": plain_rect(self.gm_view.visible_scene_rect())})

    # settings and gestures
    def set_setting(self, key: str, value: Any) -> None:
        self.settings[key] = value
        if key in ("scale", "contrast"):
            self._send("style", {"scale": self.settings["scale"], "contrast": self.settings["contrast"]})
        elif key == "mode":
            self._send("mode", {"mode": value})
        elif key == "trails":
            self._send("trails", {"on": value})

    def ping(self, at: QPointF) -> None:
        self._send("ping", {"at": [at.x(), at.y()]})

    def full_screen_on(self, screen: int) -> None:
        self._full_screen = screen
        self._send("fullscreen", {"screen": screen})

    def _drag_started(self) -> None:
        self._send("drag_start")

    def _drag_changed(self, frame: DragFrame) -> None:
        self._frames.offer(frame)

    def _send_frame(self, frame: DragFrame) -> None:
        self._send("drag", {"frame": frame_to_plain(frame)})

    def _drag_ended(self) -> None:
        self._frames.reset()
        self._send("drag_end")

    # talking
    def _send(self, kind: str, fields: dict[str, Any] | None = None, payload: bytes = b"") -> None:
        if self.is_connected:
            assert self.socket is not None
            self.socket.write(encode(kind, fields, payload))
            self.socket.flush()  # at once, not when the event loop next turns

    def _read(self) -> None:
        if self.socket is None:
            return
        try:
            messages = self._inbox.feed(bytes(self.socket.readAll().data()))
        except WireError as error:
            print(f"campal: the players' window: {error}", file=sys.stderr)
            self.close()
            return
        self._handle(messages)

    def _handle(self, messages: list[Message]) -> None:
        for message in messages:
            if message.kind == "shown":
                try:
                    self.shown = rect_of(message.fields["rect"])
                except (KeyError, TypeError, ValueError):
                    continue
                self.shown_changed.emit()
            elif message.kind == "closed":
                self._end()
            elif message.kind == "resync":
                if not self._resync.isActive():
                    self._resync.start()
            elif message.kind == "reply" and message.fields.get("id") in self._awaited:
                self._awaited.discard(message.fields["id"])
                self._replies[message.fields["id"]] = message

    def request(self, what: str, timeout_ms: int = REQUEST_MS, **fields: Any) -> Message | None:
        """Ask the players' window and wait for its answer (None when it gave none in time)."""
        if not self.is_connected:
            return None
        assert self.socket is not None
        self._asked += 1
        ident = self._asked
        self._awaited.add(ident)
        self._send("request", {"what": what, "id": ident, **fields})
        deadline = QDeadlineTimer(timeout_ms)
        while ident not in self._replies and not deadline.hasExpired() and self.is_connected:
            if self.socket.waitForReadyRead(max(1, deadline.remainingTime())):
                self._read()
        self._awaited.discard(ident)
        return self._replies.pop(ident, None)
