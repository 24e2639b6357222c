"""The GM corrects a roll of the last action, or has it rolled again: a logged override.

The UI takes the last action back (undo) and executes ``AmendRoll`` with the same command: every
other roll the action recorded is kept as it came up, and only the amended one is the GM's value
(or fresh dice). The rolls after it keep their dice though what they test may have changed: a
roll made on camera is never thrown again behind the players' backs. A roll the corrected course
no longer asks for is dropped; one it asks for anew is rolled (or typed) as any roll.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ..dice import DiceEntryError, ManualEntry, RollResult, roll_sizes
from ..frozen import frozen
from ..model import Battle, Message, msg
from .base import HANDLERS, Command, CommandRefused, Context, Event, Outcome, handles
from .log_events import LogAppended
from .rolls import RecordedRoll, as_entry, rolls_in, typed_entries, with_entries


class RollAmended(Event):
    """The log's note of the override; the command's own events carry the new state."""

    type: Literal["roll.amended"] = "roll.amended"
    message: Message

    def apply(self, battle: Battle) -> Battle:
        return battle


@frozen
class AmendRoll(Command):
    """Run ``command`` again with roll ``index`` (counted from 0 among its rolls) set to
    ``entry``, or rolled again when ``entry`` is None. ``rolls`` are the rolls it made before."""

    command: Command
    rolls: tuple[RollResult | RecordedRoll, ...]
    index: int
    entry: ManualEntry | None = None
    reason: str = ""


def amended(command: AmendRoll, fresh: ManualEntry | None = None, keep: int | None = None) -> Command:
    """The action with its rolls typed in: those recorded, the amended one replaced by the GM's
    entry (or by ``fresh``, dice thrown for a re-roll), and ``keep`` of the rolls after it (all
    when None)."""
    if not 0 <= command.index < len(command.rolls):
        raise CommandRefused(msg("roll.no_such_roll", index=command.index + 1))
    base = command.command
    while isinstance(base, AmendRoll):  # a roll corrected twice: start from the action itself
        base = base.command
    if typed_entries(base) is None:
        raise CommandRefused(msg("roll.cannot_amend"))
    kept = [as_entry(roll) for roll in command.rolls[: command.index]]
    entry = command.entry or fresh
    if entry is None:  # nothing to put in its place: the rolls after it cannot keep theirs
        return with_entries(base, kept)
    later = [as_entry(roll) for roll in command.rolls[command.index + 1 :]]
    return with_entries(base, [*kept, entry, *later[:keep]])


def _made_again(battle: Battle, command: AmendRoll, context: Context, fresh: ManualEntry | None) -> Outcome:
    """The action run again, the rolls after the amended one kept for as long as the action
    still asks for the same rolls: once the corrected roll turns it another way (a fumble's table
    where damage was rolled), the rolls from there on are new ones, never the old dice read as
    something else."""
    keep = len(command.rolls) - command.index - 1
    while True:
        inner = amended(command, fresh, keep)
        handler = HANDLERS.get(type(inner))
        if handler is None or isinstance(inner, AmendRoll):
            raise CommandRefused(msg("roll.cannot_amend"))
        try:
            outcome = handler(battle, inner, context)
        except (CommandRefused, DiceEntryError):
            if keep == 0:
                raise
            keep -= 1  # a kept roll that no longer fits the roll now asked for
            continue
        made = rolls_in(e.dump() for e in outcome.events if not isinstance(e, LogAppended))
        same = _same_rolls(command.rolls[command.index + 1 :][:keep], made[command.index + 1 :])
        if same == keep:
            return outcome
        keep = same


def _same_rolls(
    recorded: Sequence[RollResult | RecordedRoll], made: Sequence[RollResult | RecordedRoll]
) -> int:
    """How many of ``recorded`` the action made again as the same rolls, in order."""
    count = 0
    for old, new in zip(recorded, made, strict=False):
        if old.spec.ability != new.spec.ability or set(old.spec.dice_sizes()) != set(new.spec.dice_sizes()):
            break
        count += 1
    return count


@handles(AmendRoll)
def _amend(battle: Battle, command: AmendRoll, context: Context) -> Outcome:
    fresh = None
    if command.entry is None and 0 <= command.index < len(command.rolls):
        # The re-roll's dice are thrown here, so the rolls after it keep theirs.
        sizes = command.rolls[command.index].spec.dice_sizes()
        fresh = ManualEntry(faces=roll_sizes(sizes, context.dice), by_app=True)
    outcome = _made_again(battle, command, context, fresh)
    old = command.rolls[command.index]
    # Dice the app threw for the GM's re-roll (made before, so later actions replay the same).
    typed = command.entry is not None and not command.entry.by_app
    key = "roll.corrected" if typed else "roll.rerolled"
    note = RollAmended(
        message=msg(key, old=old.total, purpose=old.spec.ability, reason=command.reason or "—")
    )
    return Outcome((note, *outcome.events), msg("undo.amend_roll"), outcome.message, gm_decision=True)
