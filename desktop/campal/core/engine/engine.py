"""The engine: executes commands through their handlers and keeps the undo history."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..dice import DiceSource, RandomDice
from ..geometry import IndexCache
from ..model import AssetStore, Battle, LogEntry, Message, msg
from ..rules.system import all_systems
from .base import HANDLERS, Command, CommandRefused, Context, Event
from .geometry_map import GeometryMap
from .log_events import LogAppended
from .map_queries import MapQueries


@dataclass(frozen=True)
class Entry:
    """One step of history: a command, the events it produced and the document before them."""

    command: Command
    events: tuple[Event, ...]
    label: Message
    before: Battle


@dataclass(frozen=True)
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
    ) -> None:
        all_systems()  # each system's commands, events and phase hooks register with its package
        self._state = battle
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

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def execute(self, command: Command) -> Entry:
        """Carry out ``command`` or raise ``CommandRefused``; the document is untouched on refusal."""
        handler = HANDLERS.get(type(command))
        if handler is None:
            raise CommandRefused(msg("engine.unknown_command", name=type(command).__name__))
        before = self._state
        outcome = handler(before, command, self.context)
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
        entry = Entry(command=command, events=events, label=outcome.label, before=before)
        self._state = after
        self._done.append(entry)
        self._undone.clear()
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
        self._state = entry.before
        self._undone.append(entry)
        self._notify(Change(current, entry.before, "undo", entry))
        return entry

    def redo(self) -> Entry:
        if not self._undone:
            raise IndexError("nothing to redo")
        entry = self._undone.pop()
        after = apply_events(entry.before, entry.events)
        current = self._state
        self._state = after
        self._done.append(entry)
        self._notify(Change(current, after, "redo", entry))
        return entry

    @property
    def history(self) -> tuple[Entry, ...]:
        return tuple(self._done)

    def _notify(self, change: Change) -> None:
        for listener in list(self._listeners):
            listener(change)
