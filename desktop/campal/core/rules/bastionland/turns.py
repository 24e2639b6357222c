"""Turns: players' characters usually go first, in the order they choose; each side then takes
its turn, in which each combatant moves and then acts, in that order. Minor actions (changing
weapons, dismounting) are not the turn's action: the round's plan offers them at any time.
Surprise: the unprepared save CLA or lose the first turn, Exposed until it has passed."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from ...dice.saves import SaveResult, SaveSpec
from ...model import Message, msg
from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats
from .tables import capped

Combatant = BastionlandCharacterStats | BastionlandWarbandStats


class TurnAction(StrEnum):
    MOVE = "move"
    ACT = "act"


def side_order(
    sides: Sequence[str], player_sides: frozenset[str], first: str | None = None
) -> tuple[str, ...]:
    """The sides' turn order: the one the GM names first, else the players' sides, each group in
    the listed order."""
    if first is not None and first in sides:
        return (first, *(side for side in sides if side != first))
    players = [side for side in sides if side in player_sides]
    return (*players, *(side for side in sides if side not in player_sides))


def lost_turn(stats: Combatant, round_number: int) -> bool:
    return round_number <= 1 and isinstance(stats, BastionlandCharacterStats) and stats.surprised


def move_refusal(actor: str, stats: Combatant, taken: Sequence[str], round_number: int) -> Message | None:
    """Why ``actor`` cannot move now: surprised in the first turn, stopped by a Gambit, out of
    the fight, already moved, or it has acted (the move comes first)."""
    if stats.is_out_of_action:
        return msg("bastionland.out_of_action", actor=actor)
    if lost_turn(stats, round_number):
        return msg("bastionland.surprised", actor=actor)
    if stats.stopped_round >= max(round_number, 1):
        return msg("bastionland.stopped", actor=actor)
    if TurnAction.ACT.value in taken:
        return msg("bastionland.move_after_act", actor=actor)
    if TurnAction.MOVE.value in taken:
        return msg("bastionland.moved_already", actor=actor)
    return None


def act_refusal(actor: str, stats: Combatant, taken: Sequence[str], round_number: int) -> Message | None:
    if stats.is_out_of_action:
        return msg("bastionland.out_of_action", actor=actor)
    if lost_turn(stats, round_number):
        return msg("bastionland.surprised", actor=actor)
    if TurnAction.ACT.value in taken:
        return msg("bastionland.acted_already", actor=actor)
    return None


def surprise_save(actor: str, stats: BastionlandCharacterStats) -> SaveSpec:
    return SaveSpec(actor=actor, virtue="clarity", value=capped(stats.clarity), purpose="surprise")


def after_surprise(stats: BastionlandCharacterStats, save: SaveResult) -> BastionlandCharacterStats:
    """A failed save loses the first turn and leaves the character Exposed until it passes."""
    if save.is_success:
        return stats
    return stats.model_copy(update={"surprised": True, "exposed": True})


def surprise_over(stats: Combatant) -> Combatant:
    """After the first turn the surprised lost: no longer surprised nor Exposed by it."""
    if isinstance(stats, BastionlandCharacterStats) and stats.surprised:
        return stats.model_copy(update={"surprised": False, "exposed": False})
    return stats
