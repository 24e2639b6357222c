"""The messages the GM's window and the players' window in its own process exchange."""

import json
import random

import pytest

from campal.ui.player.frame_codec import frame_from_plain, frame_to_plain
from campal.ui.player.wire import LENGTHS, Inbox, Message, WireError, encode
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
