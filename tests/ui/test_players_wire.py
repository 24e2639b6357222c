"""The messages the GM's window and the players' window in its own process exchange."""

import json
import random

import pytest

from campal.ui.player.frame_codec import frame_from_plain, frame_to_plain
from campal.ui.player.wire import (
    LENGTHS,
    MAX_PAYLOAD,
    PAYLOAD_CAPS,
    Inbox,
    Message,
    WireError,
    encode,
    point_of,
    rect_of,
)
from campal.ui.tools.drag_frame import DragFrame, Preview, Ring, Stroke, Tag


def test_messages_come_out_whole_however_the_bytes_are_split():
    sent = [
        ("open", {"scale": 1.5, "camera": [0.0, 1.0, 2.0, 3.0]}, b'{"title":"Batalla"}'),
        ("asset", {}, bytes(range(256)) * 40),
        ("drag", {"frame": {"tags": [[[1, 2], "12 m · carga", "#e46b12", True, [0, -1]]]}}, b""),
        ("close", {}, b""),
    ]
    stream = b"".join(encode(kind, fields, payload) for kind, fields, payload in sent)
    rng = random.Random(3)
    for _ in range(20):
        inbox, received, at = Inbox(), [], 0
        while at < len(stream):
            step = rng.randint(1, 700)
            received += inbox.feed(stream[at : at + step])
            at += step
        assert received == [Message(kind, fields, payload) for kind, fields, payload in sent]


def test_a_foreign_stream_is_refused_not_trusted():
    with pytest.raises(WireError, match="not ours"):
        Inbox().feed(LENGTHS.pack(1 << 28, 0) + b"x" * 16)
    with pytest.raises(WireError, match="not JSON"):
        Inbox().feed(LENGTHS.pack(3, 0) + b"\xff\xfe{")
    with pytest.raises(WireError, match="no kind"):
        body = json.dumps([1, 2]).encode()
        Inbox().feed(LENGTHS.pack(len(body), 0) + body)


def test_a_drag_frame_crosses_as_plain_values_and_comes_back_equal():
    frame = DragFrame(
        strokes=(
            Stroke(((0.0, 0.0), (10.5, 3.25), (20.0, -4.0)), "#1f9e3a"),
            Stroke(((20.0, -4.0),), "#d21f1f"),
        ),
        tags=(
            Tag(
                (10.5, 3.25),
                "24 m · coste 30 m · Marcha (hasta 40 m)",
                "#1f9e3a",
                main=True,
                lead=(0.7, -0.7),
            ),
            Tag((20.0, -4.0), "Carrera 60 m", "#e6a117"),
        ),
        previews=(
            Preview(((1.0, 1.0), (5.0, 1.0), (5.0, 3.0), (1.0, 3.0)), (3.0, 2.0), 0.0, "#4a6fa5"),
            Preview((), (8.0, 8.0), 0.4, "#b0413e"),
        ),
        waypoints=((10.5, 3.25),),
        blocks=((15.0, 0.0),),
        ring=Ring((0.0, 0.0), 45.0, "#e46b12", target=(30.0, 30.0)),
    )
    plain = json.loads(json.dumps(frame_to_plain(frame)))
    assert frame_from_plain(plain) == frame
    without_ring = DragFrame(strokes=frame.strokes)
    assert frame_from_plain(json.loads(json.dumps(frame_to_plain(without_ring)))) == without_ring


@pytest.mark.parametrize(
    "broken",
    [
        None,
        [],
        {"strokes": []},
        {**frame_to_plain(DragFrame()), "tags": [[1, 2]]},
        {**frame_to_plain(DragFrame()), "ring": "x"},
    ],
)
def test_a_broken_drag_frame_is_a_value_error(broken):
    with pytest.raises(ValueError, match="not a drag frame"):
        frame_from_plain(broken)


def lengths_and_header(kind, payload_len, **fields):
    """A message's start: its lengths and header, its payload still to come."""
    header = json.dumps({"kind": kind, **fields}).encode()
    return LENGTHS.pack(len(header), payload_len) + header


def test_a_payload_beyond_its_kinds_cap_is_refused_before_it_is_read():
    # A picture may be as large as picture import takes, and not a byte more; a camera no payload.
    with pytest.raises(WireError, match=r"not ours|beyond its limit"):
        Inbox().feed(lengths_and_header("asset", PAYLOAD_CAPS["asset"] + 1))
    with pytest.raises(WireError, match="beyond its limit"):
        Inbox().feed(lengths_and_header("camera", 1, rect=[0, 0, 1, 1]))
    with pytest.raises(WireError, match="not ours"):
        Inbox().feed(LENGTHS.pack(10, MAX_PAYLOAD + 1))  # refused on its eight bytes alone
    inbox = Inbox()
    assert inbox.feed(lengths_and_header("asset", 3)) == []  # within the cap: waits for it
    assert inbox.feed(b"png") == [Message("asset", {}, b"png")]


def test_a_deeply_nested_header_is_refused_not_a_recursion_error():
    deep = b'{"kind":"camera","rect":' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    with pytest.raises(WireError, match="nests too deeply"):
        Inbox().feed(LENGTHS.pack(len(deep), 0) + deep)
    huge = b'{"kind":"camera","n":' + b"9" * 5_000 + b"}"  # beyond the digits Python converts
    with pytest.raises(WireError, match="not JSON"):
        Inbox().feed(LENGTHS.pack(len(huge), 0) + huge)


def test_a_peer_not_yet_trusted_may_send_one_short_message_without_payload():
    with pytest.raises(WireError, match="not ours"):
        Inbox.untrusted().feed(lengths_and_header("hello", 0, key="k" * 1_000))
    with pytest.raises(WireError, match="beyond its limit"):
        Inbox.untrusted().feed(lengths_and_header("asset", 10))
    inbox = Inbox.untrusted()
    stream = encode("hello", {"key": "abc"}) + encode("asset", None, b"x" * 100)
    assert inbox.feed(stream, most=1) == [Message("hello", {"key": "abc"})]
    inbox.trust()
    assert inbox.feed(b"") == [Message("asset", {}, b"x" * 100)]


@pytest.mark.parametrize(
    "rect",
    [
        [float("nan"), 0, 10, 10],
        [0, 0, float("inf"), 10],
        [1e308, 0, 10, 10],
        [0, 0, -5, 10],
        [0, 0, 10],
        "0000",
        [True, 0, 1, 1],
        None,
    ],
)
def test_a_rectangle_that_is_not_finite_numbers_is_refused(rect):
    with pytest.raises((TypeError, ValueError)):
        rect_of(json.loads(json.dumps(rect)))


def test_points_and_drag_frames_hold_finite_numbers_only():
    assert point_of([1, 2.5]) == (1.0, 2.5)
    with pytest.raises(ValueError):
        point_of([float("nan"), 0])
    stroke = Stroke(((0.0, 0.0), (1.0, 1.0)), "#000")
    frame = json.loads(json.dumps(frame_to_plain(DragFrame(strokes=(stroke,)))))
    frame["strokes"][0][0][1] = [float("inf"), 0.0]
    with pytest.raises(ValueError, match="not a drag frame"):
        frame_from_plain(frame)
