"""Messages between the GM's window and the players' window in its own process.

Each message is a kind and a few JSON fields, with optional bytes (a battle document, a
picture) that are never text-encoded: the lengths of the JSON header and of the bytes come
first, so the reader knows where each message ends however the socket splits them.
"""

from __future__ import annotations

import json
import struct
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF

LENGTHS = struct.Struct(">II")  # the header's length, the payload's length
MAX_HEADER = 1 << 20  # a header holds a drag frame at most; more means a foreign stream
MAX_PAYLOAD = 1 << 30  # a battle with its pictures; the file loader refuses larger ones


class WireError(ValueError):
    """The stream is not ours, or broke mid-message: the other end is not trusted further."""


@dataclass(frozen=True)
class Message:
    kind: str
    fields: dict[str, Any] = field(default_factory=dict)
    payload: bytes = b""


def encode(kind: str, fields: dict[str, Any] | None = None, payload: bytes = b"") -> bytes:
    header = json.dumps({"kind": kind, **(fields or {})}, separators=(",", ":")).encode()
    return LENGTHS.pack(len(header), len(payload)) + header + payload


class Inbox:
    """Gathers the bytes read so far and hands out the whole messages among them."""

    def __init__(self) -> None:
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[Message]:
        self._buffer += data
        messages: list[Message] = []
        while len(self._buffer) >= LENGTHS.size:
            header_len, payload_len = LENGTHS.unpack_from(self._buffer)
            if header_len > MAX_HEADER or payload_len > MAX_PAYLOAD:
                raise WireError(f"a message of {header_len} + {payload_len} bytes is not ours")
            end = LENGTHS.size + header_len + payload_len
            if len(self._buffer) < end:
                break
            head = bytes(self._buffer[LENGTHS.size : LENGTHS.size + header_len])
            payload = bytes(self._buffer[LENGTHS.size + header_len : end])
            del self._buffer[:end]
            messages.append(_message(head, payload))
        return messages


def _message(head: bytes, payload: bytes) -> Message:
    try:
        fields = json.loads(head)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise WireError(f"a message header is not JSON: {error}") from error
    if not isinstance(fields, dict) or not isinstance(fields.get("kind"), str):
        raise WireError("a message header names no kind")
    kind = fields.pop("kind")
    return Message(kind, fields, payload)


def plain_rect(rect: QRectF) -> list[float]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def rect_of(values: Any) -> QRectF:
    """The rectangle ``plain_rect`` gave; ValueError or TypeError when ``values`` is not one."""
    x, y, w, h = (float(v) for v in values)
    return QRectF(x, y, w, h)
