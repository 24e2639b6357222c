"""The GM corrects a roll of the last action, or has it rolled again: a logged override.

The UI takes the last action back (undo) and executes ``AmendRoll`` with the same command: the
rolls before the amended one are kept as they were, the amended one is the GM's value (or fresh
dice), and the rolls after it are made again, since what they test may have changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..dice import ManualEntry, RollResult
from ..model import Battle, Message, msg
from .base import HANDLERS, Command, CommandRefused, Context, Event, Outcome, handles
from .rolls import RecordedRoll, as_entry, typed_entries, with_entries


class RollAmended(Event):
    """The log's note of the override; the command's own events carry the new state."""

    type: Literal["roll.amended"] = "roll.amended"
    message: Message

    def apply(self, battle: Battle) -> Battle:
        return battle


@dataclass(frozen=True)
class AmendRoll(Command):
    """Run ``command`` again with roll ``index`` (counted from 0 among its rolls) set to
    ``entry``, or rolled again when ``entry`` is None. ``rolls`` are the rolls it made before."""

    command: Command
    rolls: tuple[RollResult | RecordedRoll, ...]
    index: int
    entry: ManualEntry | None = None
    reason: str = ""


def amended(command: AmendRoll) -> Command:
    if not 0 <= command.index < len(command.rolls):
        raise CommandRefused(msg("roll.no_such_roll", index=command.index + 1))
    base = command.command
    while isinstance(base, AmendRoll):  # a roll corrected twice: start from the action itself
        base = base.command
    if typed_entries(base) is None:
        raise CommandRefused(msg("roll.cannot_amend"))
    kept = [as_entry(roll) for roll in command.rolls[: command.index]]
    if command.entry is not None:
        kept.append(command.entry)
    return with_entries(base, kept)


@handles(AmendRoll)
def _amend(battle: Battle, command: AmendRoll, context: Context) -> Outcome:
    inner = amended(command)
    handler = HANDLERS.get(type(inner))
    if handler is None or isinstance(inner, AmendRoll):
        raise CommandRefused(msg("roll.cannot_amend"))
    outcome = handler(battle, inner, context)
    old = command.rolls[command.index]
    # Dice the app threw for the GM's re-roll (made before, so later actions replay the same).
    typed = command.entry is not None and not command.entry.by_app
    key = "roll.corrected" if typed else "roll.rerolled"
    note = RollAmended(
        message=msg(key, old=old.total, purpose=old.spec.ability, reason=command.reason or "—")
    )
    return Outcome((note, *outcome.events), msg("undo.amend_roll"), outcome.message, gm_decision=True)
