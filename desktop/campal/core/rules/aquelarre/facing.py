"""Turning a person on the map: the GM's facing, a logged command."""

from __future__ import annotations

import math

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import CharacterSet
from ...model import Battle, msg
from .commands import FaceCharacter
from .round_steps import stats_of


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
