"""Within their side's turn the players act in the order they choose: a player character still
to act may take its turn before the one the list puts first, as long as that one has not begun."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.turn import TurnChanged
from ...model import Battle, Message, msg
from ...model.bastionland import BastionlandCharacterStats
from .commands import GoesNext
from .tokens import name, token

STEP = "turns"


def goes_next_refusal(battle: Battle, actor: str) -> Message | None:
    """Why ``actor`` may not take its turn now, out of the listed order; None when it may."""
    turn = battle.turn
    if turn is None or turn.step != STEP or turn.actor is None or turn.awaiting is not None:
        return msg("bastionland.not_now", actor=name(battle, actor))
    found = battle.characters.get(actor)
    if found is None or not isinstance(found.stats, BastionlandCharacterStats) or not found.stats.player:
        return msg("bastionland.players_choose", actor=name(battle, actor))
    if actor == turn.actor:
        return msg("bastionland.already_next", actor=name(battle, actor))
    if actor not in turn.queue or found.side != token(battle, turn.actor).side:
        return msg("bastionland.not_now", actor=name(battle, actor))
    if turn.taken.get(turn.actor):
        return msg("bastionland.turn_begun", actor=name(battle, turn.actor))
    return None


@handles(GoesNext)
def _goes_next(battle: Battle, command: GoesNext, context: Context) -> Outcome:
    refusal = goes_next_refusal(battle, command.actor)
    if refusal is not None:
        raise CommandRefused(refusal)
    turn = battle.turn
    assert turn is not None
    queue = (command.actor, *(a for a in turn.queue if a != command.actor))
    message = msg("bastionland.goes_next", actor=name(battle, command.actor))
    return Outcome(
        (TurnChanged(turn=turn.model_copy(update={"queue": queue})),),
        msg("undo.bastionland.goes_next"),
        message,
    )
