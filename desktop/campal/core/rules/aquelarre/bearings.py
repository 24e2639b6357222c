"""Where a person faces: set by the GM on the map, else the way it last moved; where another
stands from it, and whether at its back (the rear arc, ``REAR_ARC_DEGREES`` wide). Bearings are
degrees clockwise from the map's up."""

from __future__ import annotations

import math

from ...model import AquelarreCharacterStats, Character

REAR_ARC_DEGREES = 90.0  # centred on the back: 45° either side of straight behind


def bearing(source: Character, target: Character) -> float:
    """Clockwise from the map's up; y grows downward on the map."""
    assert source.position is not None and target.position is not None
    dx, dy = target.position.x - source.position.x, target.position.y - source.position.y
    return math.degrees(math.atan2(dx, -dy)) % 360.0


def heading(character: Character) -> float | None:
    """The way a character last moved this round; None when it has not moved."""
    points = (*character.trail, character.position) if character.position is not None else character.trail
    for before in reversed(points[:-1]):
        last = points[-1]
        if before != last:
            return math.degrees(math.atan2(last.x - before.x, -(last.y - before.y))) % 360.0
    return None


def facing_of(character: Character) -> float | None:
    """The GM's facing when it was ever set, else the last move's direction."""
    stats = character.stats
    if isinstance(stats, AquelarreCharacterStats) and stats.facing is not None:
        return stats.facing
    return heading(character)


def from_behind(attacker: Character, target: Character) -> bool:
    facing = facing_of(target)
    if attacker.position is None or target.position is None or facing is None:
        return False
    relative = (bearing(target, attacker) - facing) % 360.0
    return abs(relative - 180.0) <= REAR_ARC_DEGREES / 2
