"""What a rule system offers the GM at the table, as data the dock renders: who gives commands
and how many are left, the actions a unit or a character may take now (each with the reason it
may not), their targets with distance and cover, and the commands that carry a choice out.

Each rule system registers one ``Play``; the dock knows only these types.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from ..dice import Breakdown
from ..engine.base import Command
from ..engine.map_queries import MapQueries
from ..model import Battle, Message, Point, RuleSystemId


class TargetKind(StrEnum):
    NONE = "none"
    ENEMY = "enemy"  # a token of another side
    FRIEND = "friend"  # a unit of the actor's own side


class Extra(StrEnum):
    """A value the GM gives besides the target."""

    NONE = "none"
    FORMATION = "formation"
    NUMBER = "number"
    NOTE = "note"


@dataclass(frozen=True)
class Offer:
    id: str
    label: Message
    target: TargetKind = TargetKind.NONE
    destination: bool = False  # a point on the map, picked once the action is under way
    extra: Extra = Extra.NONE
    refusal: Message | None = None
    difficulty: Breakdown | None = None
    advanced: bool = False

    @property
    def is_allowed(self) -> bool:
        return self.refusal is None


@dataclass(frozen=True)
class TargetChoice:
    token: str
    distance_m: float
    cover: int = 0
    refusal: Message | None = None


@dataclass(frozen=True)
class Issuer:
    """Someone who gives commands: a commander, a lieutenant, or an army without one."""

    id: str
    name: str
    left: int
    allowance: int


@dataclass(frozen=True)
class Choice:
    actor: str
    offer: str
    issuer: str | None = None
    target: str | None = None
    destination: Point | None = None
    extra: str | int | None = None
    destiny: bool = False  # SIFRP: the issuer spends a point of Destino so the order ignores terrain


class Play(Protocol):
    unit_steps: tuple[str, ...]  # steps where units take the offers
    character_steps: tuple[str, ...]

    def issuers(self, battle: Battle, side_id: str) -> tuple[Issuer, ...]: ...

    def unit_offers(
        self, battle: Battle, maps: MapQueries, unit_id: str, issuer: str | None
    ) -> tuple[Offer, ...]: ...

    def character_offers(self, battle: Battle, maps: MapQueries, character_id: str) -> tuple[Offer, ...]: ...

    def targets(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]: ...

    def extras(self, battle: Battle, choice: Choice) -> tuple[tuple[str, Message], ...]: ...

    def command(self, battle: Battle, choice: Choice) -> Command: ...

    def follow_up(self, battle: Battle, choice: Choice) -> Command | None:
        """What carries the choice on once its first command ran (the order's effect)."""
        ...

    def awaited(self, battle: Battle) -> tuple[Command, ...]:
        """Commands that make the rolls the engine waits for (initiative)."""
        ...


PLAYS: dict[RuleSystemId, Play] = {}


def play_for(system: RuleSystemId) -> Play | None:
    from .. import engine  # noqa: F401  (importing the engine registers every rule system's play)

    return PLAYS.get(system)


class NoPlay:
    """A rule system with nothing to offer yet: the docks stay empty, the phase bar still works."""

    unit_steps: tuple[str, ...] = ()
    character_steps: tuple[str, ...] = ()

    def issuers(self, battle: Battle, side_id: str) -> tuple[Issuer, ...]:
        return ()

    def unit_offers(
        self, battle: Battle, maps: MapQueries, unit_id: str, issuer: str | None
    ) -> tuple[Offer, ...]:
        return ()

    def character_offers(self, battle: Battle, maps: MapQueries, character_id: str) -> tuple[Offer, ...]:
        return ()

    def targets(self, battle: Battle, maps: MapQueries, choice: Choice) -> tuple[TargetChoice, ...]:
        return ()

    def extras(self, battle: Battle, choice: Choice) -> tuple[tuple[str, Message], ...]:
        return ()

    def command(self, battle: Battle, choice: Choice) -> Command:
        raise KeyError(choice.offer)

    def follow_up(self, battle: Battle, choice: Choice) -> Command | None:
        return None

    def awaited(self, battle: Battle) -> tuple[Command, ...]:
        return ()


def play_or_nothing(system: RuleSystemId) -> Play:
    return play_for(system) or NoPlay()
