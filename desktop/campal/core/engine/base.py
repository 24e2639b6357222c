"""Commands in, events out: the vocabulary of the engine and its two registries.

A command is a small immutable request (``MoveUnit``). Its handler, registered in one table,
checks it against the document and returns the events that carry it out, with every roll's
result inside them. An event knows how to apply itself to a document, so redo and replay apply
the same events again and never roll again.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel

from ..dice import DiceSource
from ..frozen import frozen
from ..geometry import IndexCache
from ..model import Battle, Message
from ..plugins import load_systems
from ..records import FINITE_RECORD
from .map_queries import MapQueries
from .plain_map import PlainMap


@frozen
class Command:
    """Base of every GM action. Subclasses are frozen dataclasses named as imperatives."""


class UnknownEvent(ValueError):
    """A recorded event of a type this version does not know (written by a newer Campal)."""


class Event(BaseModel):
    """Base of every state change. Subclasses set ``type`` and implement ``apply``."""

    model_config = FINITE_RECORD

    type: str
    registry: ClassVar[dict[str, builtins.type[Event]]] = {}

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        default = cls.model_fields["type"].default
        if isinstance(default, str):
            if default in Event.registry and Event.registry[default] is not cls:
                raise TypeError(f"event type {default!r} registered twice")
            Event.registry[default] = cls

    def apply(self, battle: Battle) -> Battle:
        raise NotImplementedError

    def dump(self) -> dict[str, Any]:
        return self.model_dump(mode="json")

    @staticmethod
    def load(data: dict[str, Any]) -> Event:
        kind = data.get("type")
        if isinstance(kind, str) and kind not in Event.registry:
            # A system's events are registered with its package, loaded on first use; an event
            # read with no engine on its battle (a journal, a log) may be of any system.
            load_systems()
        if not isinstance(kind, str) or kind not in Event.registry:
            raise UnknownEvent(f"unknown event type {kind!r}")
        event: Event = Event.registry[kind].model_validate(data)
        return event


class CommandRefused(Exception):
    """The command cannot be carried out now; ``reason`` says why, translatable."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.key)
        self.reason = reason


@dataclass
class Context:
    """What a handler may use besides the document: the dice, the map's answers and the
    terrain index of the current ground."""

    dice: DiceSource
    map: MapQueries = field(default_factory=PlainMap)
    terrain: IndexCache = field(default_factory=IndexCache)


@frozen
class Outcome:
    """What a handler decided: the events, the name of the step in Edit ▸ Undo, and the line it
    adds to the battle log when the action belongs there (setting up the field does not)."""

    events: tuple[Event, ...]
    label: Message
    message: Message | None = None
    gm_decision: bool = False


C = TypeVar("C", bound=Command)
Handler = Callable[[Battle, Any, Context], Outcome]
HANDLERS: dict[type[Command], Handler] = {}


def handles(command_type: type[C]) -> Callable[[Callable[[Battle, C, Context], Outcome]], Handler]:
    """Register the handler of one command type; each type has exactly one."""

    def register(function: Callable[[Battle, C, Context], Outcome]) -> Handler:
        if command_type in HANDLERS:
            raise TypeError(f"{command_type.__name__} already has a handler")
        HANDLERS[command_type] = function
        return function

    return register
