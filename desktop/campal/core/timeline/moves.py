"""Which tokens moved between two steps, and by which way: the recorded trail of the move."""

from __future__ import annotations

import itertools
import math

from ..frozen import frozen
from ..model import Battle, Character, Point, Unit


@frozen
class Move:
    token_id: str
    path: tuple[Point, ...]  # from where it stood to where it stopped
    facing: tuple[float, float] | None = None  # a unit's facing before and after

    @property
    def length(self) -> float:
        return sum(math.dist((a.x, a.y), (b.x, b.y)) for a, b in zip(self.path, self.path[1:], strict=False))


def _way(before: Unit | Character, after: Unit | Character) -> tuple[Point, ...]:
    assert before.position is not None and after.position is not None
    """The part of the new trail walked since ``before``: from the last time the trail passes
    where the token stood. A trail cleared with the round, or a move the trail does not hold,
    goes straight."""
    trail = after.trail
    if trail and trail[-1] == after.position:
        for index in range(len(trail) - 1, -1, -1):
            if trail[index] == before.position:
                return trail[index:]
    return (before.position, after.position)


def moves_between(before: Battle, after: Battle) -> tuple[Move, ...]:
    """The tokens on the field in both documents that changed place or facing."""
    moves: list[Move] = []
    pairs: list[tuple[Unit | Character, Unit | Character]] = []
    pairs += [(u, after.units[k]) for k, u in before.units.items() if k in after.units]
    pairs += [(c, after.characters[k]) for k, c in before.characters.items() if k in after.characters]
    for old, new in pairs:
        if old.position is None or new.position is None:
            continue  # a character joining or leaving a unit: it was, or is, not on the field
        turned = isinstance(old, Unit) and isinstance(new, Unit) and old.facing != new.facing
        if old.position == new.position and not turned:
            continue
        facing = (old.facing, new.facing) if isinstance(old, Unit) and isinstance(new, Unit) else None
        path = _way(old, new) if old.position != new.position else (old.position,)
        moves.append(Move(old.id, path, facing))
    return tuple(moves)


def point_along(path: tuple[Point, ...], fraction: float) -> Point:
    """The point ``fraction`` (0 to 1) of the way along ``path``."""
    if len(path) == 1 or fraction <= 0:
        return path[0]
    if fraction >= 1:
        return path[-1]
    legs = [math.dist((a.x, a.y), (b.x, b.y)) for a, b in itertools.pairwise(path)]
    left = sum(legs) * fraction
    for (a, b), leg in zip(itertools.pairwise(path), legs, strict=True):
        if left <= leg and leg > 0:
            t = left / leg
            return Point(x=a.x + (b.x - a.x) * t, y=a.y + (b.y - a.y) * t)
        left -= leg
    return path[-1]
