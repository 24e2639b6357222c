"""Who may become the players' window: only the process the GM's window started.

The GM's window makes a random key for each players' process and hands it over the process's
standard input, never on its command line, which any user of the machine reads with ``ps``,
nor in its environment, which stays readable in ``/proc/<pid>/environ`` for the process's whole
life and passes to every child it starts. A pipe's bytes are read once, by that process alone.

Anything that connects must say ``hello`` with that key as its first message, within a short
time, in a few hundred bytes; the key is compared in constant time. A connection that does not
is dropped, and the door stays open for the real one until it arrives (the GM's window gives up
on its own clock). A few strangers may wait at once; the longest waiting makes room for the next.
"""

from __future__ import annotations

import hmac
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from .wire import Inbox, Message, WireError

KEY_MS = 5_000  # a players' window shows its key as soon as it connects; a stranger is cut off
MAX_WAITING = 8  # connections at once that have not shown a key
MAX_KEY_CHARS = 256  # what the players' window reads of its standard input

Admit = Callable[[QLocalSocket, Inbox, list[Message]], None]


class Door(QObject):
    def __init__(self, server: QLocalServer, key: str, admit: Admit, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self._key = key.encode()
        self._admit = admit
        self._waiting: dict[QLocalSocket, Inbox] = {}
        self.refused = 0  # connections dropped without the key, for the log and the tests
        server.newConnection.connect(self._knock)

    def _knock(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            if len(self._waiting) >= MAX_WAITING:
                # The one waiting longest goes: the real players' window shows its key at once,
                # so a crowd of silent strangers can keep it out no longer than a moment.
                self._refuse(next(iter(self._waiting)), "too many connections at once")
            self._waiting[socket] = Inbox.untrusted()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            QTimer.singleShot(KEY_MS, socket, lambda s=socket: self._late(s))
            self._read(socket)  # what came with the connection

    def _read(self, socket: QLocalSocket) -> None:
        inbox = self._waiting.get(socket)
        if inbox is None:
            return
        try:
            first = inbox.feed(bytes(socket.readAll().data()), most=1)
        except WireError as error:
            self._refuse(socket, str(error))
            return
        if not first:
            return
        hello = first[0]
        key = hello.fields.get("key")
        shown = key.encode() if hello.kind == "hello" and isinstance(key, str) else b""
        if not hmac.compare_digest(shown, self._key):
            self._refuse(socket, "a wrong key")
            return
        del self._waiting[socket]
        socket.readyRead.disconnect()
        socket.disconnected.disconnect()
        inbox.trust()
        for other in list(self._waiting):
            self._refuse(other, "the players' window is already connected")
        self.server.close()  # one players' window per process, and nobody else
        self._admit(socket, inbox, inbox.feed(b""))

    def _late(self, socket: QLocalSocket) -> None:
        if socket in self._waiting:
            self._refuse(socket, "no key in time")

    def _refuse(self, socket: QLocalSocket, why: str) -> None:
        self._waiting.pop(socket, None)
        self.refused += 1
        print(f"campal: a connection to the players' window refused: {why}", file=sys.stderr)
        socket.abort()
        socket.deleteLater()

    def _forget(self, socket: QLocalSocket) -> None:
        if self._waiting.pop(socket, None) is not None:
            socket.deleteLater()

    def close(self) -> None:
        for socket in list(self._waiting):
            self._forget(socket)
        self.server.close()


def read_key(stream: object) -> str:
    """The key the GM's window wrote to the players' process's standard input ('' when none)."""
    raw = getattr(stream, "buffer", None)
    if raw is None:
        return ""
    try:
        line = raw.readline(MAX_KEY_CHARS)
    except (OSError, ValueError):
        return ""
    return str(line.decode("ascii", "replace").strip())
