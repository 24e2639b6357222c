"""Deploying a block of units in one gesture: the drag spans a grid squared with their facing,
files side by side across their front and ranks one behind another along it, each token its
own footprint and a gap apart, so none overlaps another however the drag is slanted."""

from __future__ import annotations

import math

from ..model import Point

GAP_M = 2.0  # between neighbours, so their footprints do not touch
MAX_BLOCK = 100
ASK_ABOVE = 5  # a drag laying more than this many asks the GM first, with the count


def block_positions(
    start: Point, end: Point, facing: float, frontage: float, depth: float, gap: float = GAP_M
) -> list[Point]:
    """Centres from ``start`` toward ``end``: as many files as fit across the front the drag
    spans, as many ranks as fit along the facing it spans, the first at ``start``."""
    angle = math.radians(facing)
    front = (math.sin(angle), -math.cos(angle))
    right = (-front[1], front[0])
    dx, dy = end.x - start.x, end.y - start.y
    across = dx * right[0] + dy * right[1]
    along = dx * front[0] + dy * front[1]
    file_step, rank_step = frontage + gap, depth + gap
    files = min(int(abs(across) // file_step) + 1, MAX_BLOCK)
    ranks = min(int(abs(along) // rank_step) + 1, max(MAX_BLOCK // files, 1))
    sx, sy = math.copysign(file_step, across), math.copysign(rank_step, along)
    return [
        Point(
            x=start.x + right[0] * sx * f + front[0] * sy * r,
            y=start.y + right[1] * sx * f + front[1] * sy * r,
        )
        for r in range(ranks)
        for f in range(files)
    ]
