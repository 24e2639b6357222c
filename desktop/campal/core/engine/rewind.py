"""Correcting a roll made earlier in the round: the actions after it are made again on what
the corrected roll left, each with the very dice it rolled (nothing rolls again but the roll
the GM asked for), so their consequences follow from the new state.

The caller takes the history back to the corrected action and runs the commands this gives,
all or nothing (a later action the new state refuses refuses the whole correction).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..dice import ManualEntry, RollResult
from ..model import msg
from .amend import AmendRoll, amended
from .base import Command, CommandRefused
from .engine import Entry
from .log_events import LogAppended
from .rolls import RecordedRoll, as_entry, rolls_in, typed_entries, with_entries


def rolls_of(entry: Entry) -> tuple[RollResult | RecordedRoll, ...]:
    """The recorded rolls of one step of history, in the order its command made them."""
    return tuple(rolls_in(e.dump() for e in entry.events if not isinstance(e, LogAppended)))


def pinned(command: Command, rolls: Sequence[RollResult | RecordedRoll]) -> Command:
    """``command`` carrying ``rolls`` as typed dice, so running it again rolls nothing new."""
    if isinstance(command, AmendRoll):
        command = amended(command)
    if not rolls or typed_entries(command) is None:
        return command
    return with_entries(command, [as_entry(roll) for roll in rolls])


def corrections(
    history: Sequence[Entry], position: int, index: int, entry: ManualEntry, reason: str = ""
) -> list[Command]:
    """What to run once the history is back before ``history[position]``: that action with its
    roll ``index`` set to ``entry``, then every later action with its own dice."""
    if not 0 <= position < len(history):
        raise CommandRefused(msg("roll.no_such_roll", index=position + 1))
    target = history[position]
    first = AmendRoll(target.command, rolls_of(target), index, entry, reason)
    return [first, *(pinned(later.command, rolls_of(later)) for later in history[position + 1 :])]
