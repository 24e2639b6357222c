"""Deploying a block of units in one gesture: a line dragged across their front puts them side
by side, a line dragged along their facing puts them one behind another (a column)."""

from __future__ import annotations

import math

from ..model import Point

GAP_M = 2.0  # between neighbours, so their footprints do not touch
MAX_BLOCK = 100


def block_positions(
    start: Point, end: Point, facing: float, frontage: float, depth: float, gap: float = GAP_M
) -> list[Point]:
    """Centres from ``start`` toward ``end``, one per token that fits along the drag."""
    dx, dy = end.x - start.x, end.y - start.y
    length = math.hypot(dx, dy)
    if length < 1e-9:
        return [start]
    front = (math.sin(math.radians(facing)), -math.cos(math.radians(facing)))
    along_facing = abs(dx * front[0] + dy * front[1]) / length
    # More along the facing than across it: a column, spaced by depth.
    spacing = (depth if along_facing > math.sqrt(0.5) else frontage) + gap
    count = min(int(length // spacing) + 1, MAX_BLOCK)
    ux, uy = dx / length, dy / length
    return [Point(x=start.x + ux * spacing * i, y=start.y + uy * spacing * i) for i in range(count)]
