"""The rolls of a command, before and after it runs: which roll it will ask for next (so the GM
can be shown the pool and type the players' dice), and the rolls an executed entry recorded.

A command carries typed dice as ``entries`` (several rolls) or ``entry`` (one roll); the
helpers here read and replace them without knowing the command's rule system.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..dice import ManualEntry, RollRequest, RollResult
from ..frozen import frozen
from ..model import Battle, LogEntry
from .base import HANDLERS, Command, CommandRefused, Context


@frozen
class RecordedRoll:
    """A roll a rule system's event recorded in its own shape (a d20 save, a pool of mixed dice),
    read back for the dice tray and for a correction: what was asked, and what came up."""

    spec: RollRequest
    faces: tuple[int, ...]  # empty when only the total was typed
    total: int
    manual: bool = False
    who: str = ""  # the token that rolled
    target: int | None = None  # the number it had to reach, when there was one
    success: bool | None = None

    def entry(self) -> ManualEntry:
        """A typed entry that makes the same roll again."""
        if self.faces:
            return ManualEntry(faces=self.faces, by_app=not self.manual)
        return ManualEntry(dice_total=self.total, by_app=not self.manual)


# Readers of the rolls an event type records, registered by the systems whose events they are.
RollReader = Callable[[Mapping[str, Any]], tuple[RecordedRoll, ...]]
ROLL_READERS: dict[str, RollReader] = {}


def reads_rolls(event_type: str) -> Callable[[RollReader], RollReader]:
    def register(reader: RollReader) -> RollReader:
        ROLL_READERS[event_type] = reader
        return reader

    return register


class RollWanted(Exception):
    """Raised by the probing dice at the first roll not already typed in."""

    def __init__(self, spec: RollRequest | None) -> None:
        super().__init__("roll wanted")
        self.spec = spec


class _ProbeDice:
    def before_roll(self, spec: RollRequest) -> None:
        raise RollWanted(spec)

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        raise RollWanted(None)  # a roll of plain dice with no test behind it (a d6 of Influence)


def typed_entries(command: Command) -> tuple[ManualEntry, ...] | None:
    """The typed dice the command carries; None when it cannot carry any."""
    names = {f.name for f in dataclasses.fields(command)}
    if "entries" in names:
        entries: tuple[ManualEntry, ...] = command.entries  # type: ignore[attr-defined]
        return entries
    if "entry" in names:
        entry: ManualEntry | None = command.entry  # type: ignore[attr-defined]
        return (entry,) if entry is not None else ()
    return None


def accepts_more_entries(command: Command) -> bool:
    names = {f.name for f in dataclasses.fields(command)}
    if "entries" in names:
        return True
    return "entry" in names and command.entry is None  # type: ignore[attr-defined]


def with_entries(command: Command, entries: Iterable[ManualEntry]) -> Command:
    """The same command carrying ``entries`` (a one-roll command keeps only the first)."""
    typed = tuple(entries)
    names = {f.name for f in dataclasses.fields(command)}
    if "entries" in names:
        return dataclasses.replace(command, entries=typed)  # type: ignore[call-arg]
    if "entry" in names:
        return dataclasses.replace(command, entry=typed[0] if typed else None)  # type: ignore[call-arg]
    return command


def next_roll(battle: Battle, command: Command, context: Context) -> RollRequest | None:
    """The roll ``command`` would ask the dice for next, after the entries it carries; None when
    it needs no more. Raises ``CommandRefused`` when the command would be refused anyway."""
    handler = HANDLERS.get(type(command))
    if handler is None:
        return None
    try:
        handler(battle, command, dataclasses.replace(context, dice=_ProbeDice()))
    except RollWanted as wanted:
        return wanted.spec
    return None


def rolls_in(events: Iterable[Mapping[str, Any]]) -> list[RollResult | RecordedRoll]:
    """The rolls recorded in serialized events that a correction can replay (keep-best rolls,
    and the rolls a system's reader finds in its own events), in the order they were made."""
    found: list[RollResult | RecordedRoll] = []
    for data in events:
        roll = data.get("roll")
        if isinstance(roll, dict) and "kept" in roll:
            found.append(RollResult.model_validate(roll))
            continue
        reader = ROLL_READERS.get(str(data.get("type", "")))
        if reader is not None:
            found.extend(reader(data))
    return found


def entry_rolls(entry: LogEntry) -> list[RollResult | RecordedRoll]:
    return rolls_in(entry.events)


def as_entry(roll: RollResult | RecordedRoll) -> ManualEntry:
    """A typed entry that makes the same roll again."""
    if isinstance(roll, RecordedRoll):
        return roll.entry()
    if roll.rolled:
        return ManualEntry(faces=roll.rolled, by_app=not roll.manual)
    return ManualEntry(dice_total=roll.dice_total, by_app=not roll.manual)


def refusal_of(battle: Battle, command: Command, context: Context) -> CommandRefused | None:
    """Would the command be refused before its first roll? (The dock asks before a dialog.)"""
    try:
        next_roll(battle, command, context)
    except CommandRefused as refused:
        return refused
    return None
