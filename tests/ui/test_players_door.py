"""Only the process the GM's window started becomes the players' window: it shows its key first."""

import io
import json

import pytest
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from campal.ui.player import door as door_module
from campal.ui.player.door import MAX_WAITING, Door, read_key
from campal.ui.player.wire import LENGTHS, Message, encode

KEY = "5f" * 32


@pytest.fixture
def door(qapp, tmp_path):
    server = QLocalServer()
    server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
    assert server.listen(str(tmp_path / "players.sock"))
    admitted = []
    door = Door(server, KEY, lambda socket, inbox, early: admitted.append((socket, inbox, early)))
    door.admitted = admitted
    yield door
    door.close()


def knock(qtbot, door, data=b""):
    socket = QLocalSocket()
    socket.connectToServer(door.server.fullServerName())
    assert socket.waitForConnected(2000)
    if data:
        socket.write(data)
        socket.flush()
    return socket


def dropped(qtbot, socket):
    qtbot.waitUntil(lambda: socket.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=3000)
    return True


def test_strangers_are_dropped_and_the_door_waits_for_the_key(door, qtbot):
    wrong = knock(qtbot, door, encode("hello", {"key": "00" * 32}))
    not_hello = knock(qtbot, door, encode("request", {"what": "state", "id": 1}))
    no_kind = knock(qtbot, door, LENGTHS.pack(2, 0) + b"[]")
    garbage = knock(qtbot, door, b"\xff" * 64)
    deep = b'{"kind":"hello","key":' + b"[" * 50_000 + b"]" * 50_000 + b"}"
    nested = knock(qtbot, door, LENGTHS.pack(len(deep), 0) + deep)
    for socket in (wrong, not_hello, no_kind, garbage, nested):
        assert dropped(qtbot, socket)
        assert socket.bytesAvailable() == 0  # told nothing
    assert door.admitted == [] and door.refused == 5
    real = knock(qtbot, door, encode("hello", {"key": KEY}) + encode("shown", {"rect": [0, 0, 1, 1]}))
    qtbot.waitUntil(lambda: len(door.admitted) == 1, timeout=3000)
    socket, inbox, early = door.admitted[0]
    assert early == [Message("shown", {"rect": [0, 0, 1, 1]})]  # what came with the key is kept
    assert inbox.feed(encode("asset", None, b"picture")) == [Message("asset", {}, b"picture")]
    assert real.state() == QLocalSocket.LocalSocketState.ConnectedState
    assert not door.server.isListening()  # one players' window, and nobody after it


def test_a_stranger_that_says_nothing_is_cut_off_and_a_crowd_is_turned_away(door, qtbot, monkeypatch):
    monkeypatch.setattr(door_module, "KEY_MS", 200)
    silent = knock(qtbot, door)
    assert dropped(qtbot, silent)
    monkeypatch.setattr(door_module, "KEY_MS", 60_000)
    crowd = [knock(qtbot, door) for _ in range(MAX_WAITING + 4)]
    qtbot.waitUntil(lambda: door.refused == 1 + 4, timeout=3000)
    knock(qtbot, door, encode("hello", {"key": KEY}))  # the real one comes while a crowd waits
    qtbot.waitUntil(lambda: len(door.admitted) == 1, timeout=3000)
    assert all(dropped(qtbot, socket) for socket in crowd)


def test_the_key_is_read_from_standard_input():
    assert read_key(io.TextIOWrapper(io.BytesIO(KEY.encode() + b"\n"))) == KEY
    assert read_key(io.TextIOWrapper(io.BytesIO(b""))) == ""
    assert read_key(None) == ""
    assert len(read_key(io.TextIOWrapper(io.BytesIO(b"x" * 10_000)))) <= 256
    json.dumps(KEY)  # the key is plain ASCII, fit for a message header
