"""The engine: executes commands through their handlers and keeps the undo history."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pydantic import ValidationError

from ..dice import DiceEntryError, DiceSource, RandomDice, RecordingDice
from ..frozen import frozen
from ..geometry import IndexCache
from ..house_rules import use as use_house_rules
from ..model import AssetStore, Battle, LogEntry, Message, msg
from ..plugins import find_system
from .base import HANDLERS, Command, CommandRefused, Context, Event
from .geometry_map import GeometryMap
from .invariants import command_problem, document_problem
from .log_events import LogAppended, OpeningKept
from .map_queries import MapQueries


@frozen
class Entry:
    """One step of history: a command, the events it produced and the document before them.

    ``before`` is kept without its log, and ``log_length`` says how long the log was: the log
    only grows by appending, so the one of the moment is a prefix of every later log. Keeping a
    copy of the log in every entry made the history grow with the square of its length.
    """

    command: Command
    events: tuple[Event, ...]
    label: Message
    before: Battle
    log_length: int = 0
    # The faces the command asked the dice for, in order: replaying it gives them back.
    rolls: tuple[tuple[int, ...], ...] = ()

    def document_before(self, later: Battle) -> Battle:
        """The whole document before this entry, given a later one of the same history."""
        log = later.log if len(later.log) == self.log_length else later.log[: self.log_length]
        return self.before.model_copy(update={"log": log})


@frozen
class Change:
    """What listeners are told: the document before and after, and why."""

    before: Battle
    after: Battle
    reason: str  # "execute", "undo", "redo" or "reset"
    entry: Entry | None


Listener = Callable[[Change], None]


def apply_events(battle: Battle, events: tuple[Event, ...]) -> Battle:
    for event in events:
        battle = event.apply(battle)
    return battle


def _refusal_for(command: Command, error: Exception) -> CommandRefused | None:
    """What a handler's crash becomes: a refusal when the command carried a non-finite number,
    dice typed that cannot be its roll (too few, too many, a face the die lacks) or named a token
    that is gone (removed since it was chosen, or a standing order aimed at it); any other crash
    is a bug and stays one."""
    bad_number = command_problem(command)
    if bad_number is not None:
        return CommandRefused(bad_number)
    if isinstance(error, DiceEntryError):
        return CommandRefused(error.reason)
    if isinstance(error, LookupError):  # UnknownToken, or a KeyError of a table keyed by token
        return CommandRefused(msg("token.unknown", token=str(error.args[0]) if error.args else ""))
    if isinstance(error, ValidationError):  # a value built from the command that no model takes
        first = error.errors(include_url=False)[0]
        field = ".".join(str(part) for part in first["loc"]) or error.title
        return CommandRefused(msg("engine.invalid_value", field=field, detail=str(first["msg"])))
    return None


class Engine:
    """The one path for change. ``execute`` runs a command; ``undo``/``redo`` walk the history.

    The map answers from the geometry service unless ``map_queries`` is given (``PlainMap``
    answers from plain distances, for rules tested apart from the terrain).

    Undo restores the document kept before the entry; redo applies the entry's recorded events
    again, so dice are never rolled twice.
    """

    def __init__(
        self,
        battle: Battle,
        assets: AssetStore | None = None,
        dice: DiceSource | None = None,
        map_queries: MapQueries | None = None,
        max_history: int | None = None,
    ) -> None:
        # The battle's system registers its commands, events and phase hooks with its package,
        # imported here the first time; a battle never changes system, so the others can wait.
        find_system(battle)
        self._state = battle
        self.max_history = max_history
        self.assets = assets if assets is not None else AssetStore()
        terrain = IndexCache()
        self.context = Context(
            dice=dice if dice is not None else RandomDice(),
            map=map_queries if map_queries is not None else GeometryMap(terrain),
            terrain=terrain,
        )
        self._done: list[Entry] = []
        self._undone: list[Entry] = []
        self._listeners: list[Listener] = []

    @property
    def state(self) -> Battle:
        return self._state

    @property
    def _state(self) -> Battle:
        return self._document

    @_state.setter
    def _state(self, battle: Battle) -> None:
        # The rules read their tables with the house rules of the battle this engine holds,
        # from the moment it holds it (a command, an undo, a redo, a battle opened).
        use_house_rules(battle)
        self._document = battle

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def execute(self, command: Command) -> Entry:
        """Carry out ``command`` or raise ``CommandRefused``; the document is untouched on refusal."""
        handler = HANDLERS.get(type(command))
        if handler is None:
            raise CommandRefused(msg("engine.unknown_command", name=type(command).__name__))
        before = self._state
        dice = RecordingDice(self.context.dice)
        try:
            outcome = handler(before, command, replace(self.context, dice=dice))
        except CommandRefused:
            raise
        except Exception as error:
            refusal = _refusal_for(command, error)
            if refusal is None:
                raise
            raise refusal from None
        # Handlers refuse bad numbers in their own words first; whatever slipped past them
        # (a NaN compares false with every bound) is refused here, before it reaches the log.
        bad_number = command_problem(command)
        if bad_number is not None:
            raise CommandRefused(bad_number)
        events = outcome.events
        after = apply_events(before, events)
        if outcome.message is not None:
            # Filed under the round and step the command leaves the battle in, so "round 2:
            # initiative" opens round 2 of the report rather than closing round 1.
            turn = after.turn
            entry_log = LogEntry(
                seq=len(before.log),
                round=turn.round if turn else 0,
                step=turn.step if turn else "",
                message=outcome.message,
                gm_decision=outcome.gm_decision,
                events=tuple(event.dump() for event in events),
            )
            appended = LogAppended(entry=entry_log)
            events = (*events, appended)
            after = appended.apply(after)
            if not before.log and before.opening is None:
                # Outside the log entry's own events, so the log never holds a copy of the field.
                kept = OpeningKept(opening=before)
                events = (*events, kept)
                after = kept.apply(after)
        problem = document_problem(before, after)
        if problem is not None:
            raise CommandRefused(problem[1])
        entry = Entry(
            command=command,
            events=events,
            label=outcome.label,
            before=before.model_copy(update={"log": ()}),
            log_length=len(before.log),
            rolls=tuple(dice.rolls),
        )
        self._state = after
        self._done.append(entry)
        self._undone.clear()
        if self.max_history is not None and len(self._done) > self.max_history:
            self.forget_oldest(len(self._done) - self.max_history)
        self._notify(Change(before, after, "execute", entry))
        return entry

    def can_undo(self) -> bool:
        return bool(self._done)

    def can_redo(self) -> bool:
        return bool(self._undone)

    def undo(self) -> Entry:
        if not self._done:
            raise IndexError("nothing to undo")
        entry = self._done.pop()
        current = self._state
        self._state = entry.document_before(current)
        self._undone.append(entry)
        self._notify(Change(current, self._state, "undo", entry))
        return entry

    def redo(self) -> Entry:
        if not self._undone:
            raise IndexError("nothing to redo")
        entry = self._undone.pop()
        after = apply_events(entry.document_before(self._state), entry.events)
        current = self._state
        self._state = after
        self._done.append(entry)
        self._notify(Change(current, after, "redo", entry))
        return entry

    @property
    def history(self) -> tuple[Entry, ...]:
        return tuple(self._done)

    @property
    def undoable(self) -> int:
        return len(self._done)

    def forget_oldest(self, count: int) -> None:
        """Drop the ``count`` oldest undoable entries (the undo limit), freeing their snapshots."""
        del self._done[: max(0, count)]

    def _notify(self, change: Change) -> None:
        for listener in list(self._listeners):
            listener(change)
