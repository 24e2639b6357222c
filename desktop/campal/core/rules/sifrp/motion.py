"""Straight-line moves the rules make by themselves: pushed back, fleeing, closing to contact.

The GM can always drag a token afterwards; these give a sensible place to start from.
"""

from __future__ import annotations

import math

from ...model import Point
from ...model.geometry import MAX_COORDINATE_M


def _clamp(value: float) -> float:
    return max(-MAX_COORDINATE_M, min(MAX_COORDINATE_M, value))


def towards(start: Point, goal: Point, metres: float) -> Point:
    """The point ``metres`` from ``start`` on the way to ``goal`` (negative: away from it)."""
    dx, dy = goal.x - start.x, goal.y - start.y
    length = math.hypot(dx, dy)
    if length == 0:
        dx, dy, length = 0.0, -1.0, 1.0
    return Point(x=_clamp(start.x + dx / length * metres), y=_clamp(start.y + dy / length * metres))


def away_from(start: Point, threat: Point, metres: float) -> Point:
    return towards(start, threat, -metres)


def passes_through(start: Point, end: Point, centre: Point, radius: float) -> bool:
    """Does the segment start→end come within ``radius`` of ``centre``?"""
    dx, dy = end.x - start.x, end.y - start.y
    length2 = dx * dx + dy * dy
    t = (
        0.0
        if length2 == 0
        else max(0.0, min(1.0, ((centre.x - start.x) * dx + (centre.y - start.y) * dy) / length2))
    )
    px, py = start.x + t * dx, start.y + t * dy
    return math.hypot(centre.x - px, centre.y - py) <= radius


def distance(a: Point, b: Point) -> float:
    return math.hypot(a.x - b.x, a.y - b.y)
