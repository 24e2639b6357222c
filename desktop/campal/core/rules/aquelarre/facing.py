"""Where a person faces: set by the GM on the map, else the way it last moved; and whether an
attacker stands at its back (the rear arc, ``REAR_ARC_DEGREES`` wide)."""

from __future__ import annotations

import math

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import CharacterSet
from ...model import AquelarreCharacterStats, Battle, Character, msg
from .commands import FaceCharacter
from .round_steps import stats_of

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


@handles(FaceCharacter)
def _face(battle: Battle, command: FaceCharacter, context: Context) -> Outcome:
    stats = stats_of(battle, command.actor)
    if not math.isfinite(command.facing):
        raise CommandRefused(msg("aquelarre.refuse.bad_facing"))
    facing = round(command.facing % 360.0, 1) % 360.0
    token = battle.characters[command.actor]
    turned = token.model_copy(update={"stats": stats.model_copy(update={"facing": facing})})
    line = msg("aquelarre.log.faced", actor=token.name, degrees=round(facing))
    return Outcome((CharacterSet(character=turned),), msg("undo.aquelarre.face", actor=token.name), line)
