"""Messages between the GM's window and the players' window in its own process.

Each message is a kind and a few JSON fields, with optional bytes (a battle document, a
picture) that are never text-encoded: the lengths of the JSON header and of the bytes come
first, so the reader knows where each message ends however the socket splits them.

Neither end trusts the stream further than it must: a header is refused past its length cap,
a payload past the cap of its kind is refused before a byte of it is kept, a header nested
deeper than any message needs is refused, and a rectangle or a point must be finite numbers
within the battlefield's reach (a message that holds anything else is skipped, not shown).
"""

from __future__ import annotations

import json
import math
import struct
from dataclasses import field
from typing import Any

from PySide6.QtCore import QRectF

from ...core.frozen import frozen
from ...core.io.limits import MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES
from ...core.model.geometry import MAX_COORDINATE_M

LENGTHS = struct.Struct(">II")  # the header's length, the payload's length
MAX_HEADER = 1 << 20  # a header holds a drag frame at most; more means a foreign stream
MAX_DEPTH = 16  # a drag frame nests five levels
# What a payload may carry, by kind: a picture as picture import takes it, a document as the
# file loader reads it, the players' window's picture (a PNG of one screen). Other kinds carry none.
PAYLOAD_CAPS = {
    "asset": MAX_IMAGE_BYTES,
    "open": MAX_DOCUMENT_BYTES,
    "replace": MAX_DOCUMENT_BYTES,
    "delta": MAX_DOCUMENT_BYTES,
    "reply": MAX_IMAGE_BYTES,
}
MAX_PAYLOAD = max(PAYLOAD_CAPS.values())
# Before the players' window has shown its key, a peer may send one short message and no payload.
HELLO_HEADER = 512
# A rectangle's corner or size is a scene length; a view may show some way past the field's edge.
MAX_SCENE = 4 * MAX_COORDINATE_M


class WireError(ValueError):
    """The stream is not ours, or broke mid-message: the other end is not trusted further."""


@frozen
class Message:
    kind: str
    fields: dict[str, Any] = field(default_factory=dict)
    payload: bytes = b""


def encode(kind: str, fields: dict[str, Any] | None = None, payload: bytes = b"") -> bytes:
    header = json.dumps({"kind": kind, **(fields or {})}, separators=(",", ":")).encode()
    return LENGTHS.pack(len(header), len(payload)) + header + payload


class Inbox:
    """Gathers the bytes read so far and hands out the whole messages among them.

    ``max_header`` and ``payload_caps`` bound what one message may hold; a peer not yet trusted
    gets a small header and no payload at all (``Inbox.untrusted()``)."""

    def __init__(self, max_header: int = MAX_HEADER, payload_caps: dict[str, int] | None = None) -> None:
        self._buffer = bytearray()
        self._head: tuple[str, dict[str, Any], int] | None = None  # kind, fields, payload length
        self.max_header = max_header
        self.payload_caps = PAYLOAD_CAPS if payload_caps is None else payload_caps

    @classmethod
    def untrusted(cls) -> Inbox:
        return cls(HELLO_HEADER, {})

    def trust(self) -> None:
        self.max_header, self.payload_caps = MAX_HEADER, PAYLOAD_CAPS

    def feed(self, data: bytes, most: int | None = None) -> list[Message]:
        """The whole messages the bytes so far complete (``most`` of them at most; the rest stay)."""
        self._buffer += data
        messages: list[Message] = []
        while most is None or len(messages) < most:
            if self._head is None and not self._read_head():
                break
            assert self._head is not None
            kind, fields, payload_len = self._head
            if len(self._buffer) < payload_len:
                break
            payload = bytes(self._buffer[:payload_len])
            del self._buffer[:payload_len]
            self._head = None
            messages.append(Message(kind, fields, payload))
        return messages

    def _read_head(self) -> bool:
        if len(self._buffer) < LENGTHS.size:
            return False
        header_len, payload_len = LENGTHS.unpack_from(self._buffer)
        if header_len > self.max_header or payload_len > MAX_PAYLOAD:
            raise WireError(f"a message of {header_len} + {payload_len} bytes is not ours")
        if len(self._buffer) < LENGTHS.size + header_len:
            return False
        head = bytes(self._buffer[LENGTHS.size : LENGTHS.size + header_len])
        kind, fields = _header(head)
        if payload_len > self.payload_caps.get(kind, 0):
            raise WireError(f"a {kind!r} message of {payload_len} bytes is beyond its limit")
        del self._buffer[: LENGTHS.size + header_len]
        self._head = (kind, fields, payload_len)
        return True


def _header(head: bytes) -> tuple[str, dict[str, Any]]:
    # Nesting is measured before parsing: the parser would otherwise recurse as deep as the
    # header nests. Brackets inside strings count too, which only errs on the safe side.
    if _depth(head) > MAX_DEPTH:
        raise WireError("a message header nests too deeply")
    try:
        fields = json.loads(head)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise WireError(f"a message header is not JSON: {error}") from error
    if not isinstance(fields, dict) or not isinstance(fields.get("kind"), str):
        raise WireError("a message header names no kind")
    kind = fields.pop("kind")
    return kind, fields


def _depth(head: bytes) -> int:
    brackets = head.translate(None, _NOT_BRACKETS)
    depth = deepest = 0
    for byte in brackets:
        depth += 1 if byte in _OPENING else -1
        if depth > deepest:
            deepest = depth
            if deepest > MAX_DEPTH:
                break
    return deepest


_OPENING = frozenset(b"[{")
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def finite(value: Any, limit: float = MAX_SCENE) -> float:
    """``value`` as a float; ValueError when it is not a finite number within ``limit``."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"{value!r} is not a number")
    number = float(value)
    if not math.isfinite(number) or abs(number) > limit:
        raise ValueError(f"{value!r} is not a length within the battlefield's reach")
    return number


def plain_rect(rect: QRectF) -> list[float]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def rect_of(values: Any) -> QRectF:
    """The rectangle ``plain_rect`` gave; ValueError or TypeError when ``values`` is not one."""
    if not isinstance(values, list | tuple) or len(values) != 4:
        raise TypeError(f"{values!r} is not a rectangle")
    x, y, w, h = (finite(v) for v in values)
    if w < 0 or h < 0:
        raise ValueError(f"{values!r} is not a rectangle: a negative size")
    return QRectF(x, y, w, h)


def point_of(values: Any) -> tuple[float, float]:
    """A point as ``[x, y]``; ValueError or TypeError when ``values`` is not one."""
    if not isinstance(values, list | tuple) or len(values) != 2:
        raise TypeError(f"{values!r} is not a point")
    return finite(values[0]), finite(values[1])
