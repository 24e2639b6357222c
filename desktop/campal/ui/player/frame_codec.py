"""A drag frame as JSON values and back, for the players' window in its own process.

Only plain values cross: the frame's labels are already worded in the GM's language, and the
polygons each window draws are made again from the points on the far side.
"""

from __future__ import annotations

from typing import Any

from ..tools.drag_frame import DragFrame, Preview, Pt, Ring, Stroke, Tag
from .wire import finite, point_of


def frame_to_plain(frame: DragFrame) -> dict[str, Any]:
    ring = frame.ring
    return {
        "strokes": [[stroke.points, stroke.colour] for stroke in frame.strokes],
        "tags": [[tag.at, tag.text, tag.colour, tag.main, tag.lead] for tag in frame.tags],
        "previews": [[p.corners, p.centre, p.radius, p.colour] for p in frame.previews],
        "waypoints": frame.waypoints,
        "blocks": frame.blocks,
        "ring": None if ring is None else [ring.centre, ring.radius, ring.colour, ring.target],
    }


def frame_from_plain(data: Any) -> DragFrame:
    """The frame ``frame_to_plain`` gave; ValueError when ``data`` is not one."""
    try:
        ring = data["ring"]
        return DragFrame(
            strokes=tuple(Stroke(_points(points), str(colour)) for points, colour in data["strokes"]),
            tags=tuple(
                Tag(_pt(at), str(text), str(colour), bool(main), _pt(lead))
                for at, text, colour, main, lead in data["tags"]
            ),
            previews=tuple(
                Preview(_points(corners), _pt(centre), finite(radius), str(colour))
                for corners, centre, radius, colour in data["previews"]
            ),
            waypoints=_points(data["waypoints"]),
            blocks=_points(data["blocks"]),
            ring=None
            if ring is None
            else Ring(_pt(ring[0]), finite(ring[1]), str(ring[2]), None if ring[3] is None else _pt(ring[3])),
        )
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise ValueError(f"not a drag frame: {error!r}") from error


def _pt(value: Any) -> Pt:
    return point_of(value)


def _points(values: Any) -> tuple[Pt, ...]:
    return tuple(_pt(value) for value in values)
