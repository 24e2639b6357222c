"""Turning a person on the map, and whether an attacker stands at its back (the rear arc,
``REAR_ARC_DEGREES`` wide)."""

from __future__ import annotations

import math

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import CharacterSet
from ...model import Battle, Character, msg
from .bearings import bearing, facing_of
from .commands import FaceCharacter
from .round_steps import stats_of

REAR_ARC_DEGREES = 90.0  # centred on the back: 45° either side of straight behind


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
