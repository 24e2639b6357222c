"""What a rule system offers the GM at the table, as data the dock renders: who gives commands
and how many are left, the actions a unit or a character may take now (each with the reason it
may not), their targets with distance and cover, and the commands that carry a choice out.

Each rule system's object (``system_of(battle).play``) gives one ``Play``; the docks know only
these types. The shape holds the four systems' turns: orders given by issuers (SIFRP); a
declaration step then resolution in another order, and defences declared when attacked
(Aquelarre); a tick timeline where an action's speed sets the actor's next tick, with zero-speed
and reflexive actions (Exalted); side turns where several attackers strike one target together
and the defender may answer (Bastionland). Steps take units, characters, or both as actors.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Protocol

from ..dice import Breakdown
from ..dice.terms import Term
from ..engine.base import Command
from ..engine.map_queries import MapQueries
from ..frozen import frozen
from ..model import Battle, Message, Point, msg


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
    CHOICE = "choice"  # one of the system's ``extras`` (a split of dice, a fortification)


@frozen
class Amount:
    """A whole number the GM gives with an offer (a house's resources at the battle's end),
    asked in one form with the others; ``key`` names it in ``Choice.amounts``."""

    key: str
    label: Message
    low: int
    high: int


@frozen
class Offer:
    id: str
    label: Message
    target: TargetKind = TargetKind.NONE
    # A second token picked on the map after the target (a partner unit, another enemy);
    # ``Play.targets`` lists its candidates when the choice already has its ``target``.
    second: TargetKind = TargetKind.NONE
    destination: bool = False  # a point on the map, picked once the action is under way
    extra: Extra = Extra.NONE
    refusal: Message | None = None
    difficulty: Breakdown | None = None
    advanced: bool = False
    speed: int | None = None  # ticks the action takes on a timeline (0: the actor goes on at once)
    reflexive: bool = False  # taken out of turn without spending the actor's turn or ticks
    group: bool = False  # other actors may join it: all attacking one target roll together
    amounts: tuple[Amount, ...] = ()  # numbers asked together once the extra is chosen
    # The situational modifiers the GM ticked in the dock go with it (``Choice.extra``: "a;b").
    ticks: bool = False
    condition: bool = False  # a condition in words is asked too (``Choice.note``: when it fires)

    @property
    def is_allowed(self) -> bool:
        return self.refusal is None


@frozen
class TargetChoice:
    token: str
    distance_m: float
    cover: int = 0
    refusal: Message | None = None


@frozen
class Issuer:
    """Someone who gives commands: a commander, a lieutenant, or an army without one."""

    id: str
    name: str
    left: int
    allowance: int


@frozen
class Choice:
    actor: str
    offer: str
    issuer: str | None = None
    target: str | None = None
    second: str | None = None  # the second pick, for an offer with ``second``
    more: tuple[str, ...] = ()  # further picks after the second (a divided attack on three or more)
    destination: Point | None = None
    extra: str | int | None = None
    destiny: bool = False  # SIFRP: the issuer spends a point of Destino so the order ignores terrain
    allies: tuple[str, ...] = ()  # actors joining a group offer
    amounts: tuple[tuple[str, int], ...] = ()  # the offer's ``amounts`` the GM gave (0 left out)
    note: str = ""  # the condition in words, for an offer with ``condition``


@frozen
class StepOffer:
    """An action of the step that belongs to no token of the docks: a side's (fire its siege
    engines, parley, hide a unit) or the GM's (the light and weather, a character's fall, the
    end of the battle; ``actor`` empty). Chosen as any offer, with ``Choice.actor`` = ``actor``."""

    actor: str
    offer: Offer


@frozen
class Reaction:
    """An answer the rules wait for out of turn: a defence when attacked, a Deny window.

    ``actor`` answers with one of ``offers`` (a ``Choice`` on it, as for any offer); ``source``
    names what it answers (the attacker or the action).
    """

    actor: str
    prompt: Message
    offers: tuple[Offer, ...]
    source: str = ""


class Play(Protocol):
    @property
    def unit_steps(self) -> tuple[str, ...]:
        """Steps where units take the offers."""
        ...

    @property
    def character_steps(self) -> tuple[str, ...]:
        """Steps where characters take the offers (a step may be in both)."""
        ...

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

    def reactions(self, battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
        """Answers awaited now out of turn (a defence, a Deny), each with its offers."""
        ...

    def prompt(self, battle: Battle) -> Message | None:
        """What the GM does now, in the system's words, for the phase bar (None: the generic
        next-step text)."""
        ...


def step_offers_of(play: Play, battle: Battle, maps: MapQueries) -> tuple[StepOffer, ...]:
    """The step's own actions, offered from the Round menu: a system's ``step_offers`` when it
    has some (an optional part of a ``Play``)."""
    offers = getattr(play, "step_offers", None)
    return tuple(offers(battle, maps)) if offers is not None else ()


def situational_of(play: Play, battle: Battle, actor: str) -> tuple[tuple[str, Term], ...]:
    """The modifiers the GM may tick for ``actor``'s action now (fog, a fleeing target…), each
    with its term as the breakdown shows it: a system's ``situational`` (an optional part)."""
    found = getattr(play, "situational", None)
    return tuple(found(battle, actor)) if found is not None else ()


def exclusive_situational_of(play: Play, battle: Battle, actor: str) -> tuple[tuple[str, Term], ...]:
    """Modifiers of which the GM picks one at most for ``actor``'s action now (where a blow is
    aimed): a system's ``exclusive_situational`` (an optional part); chosen ones travel with
    the ticked ones in ``Choice.extra``."""
    found = getattr(play, "exclusive_situational", None)
    return tuple(found(battle, actor)) if found is not None else ()


def pending_of(play: Play, battle: Battle) -> tuple[str, ...]:
    """Actors the Next step key would leave without acting, logged as passing first: a system's
    ``pending`` when it has one (an optional part of a ``Play``)."""
    pending = getattr(play, "pending", None)
    return tuple(pending(battle)) if pending is not None else ()


def skipped_of(play: Play, battle: Battle) -> Message | None:
    """What the Next step key would leave undone in this step without anyone's turn to pass (a
    surprise nobody checked), said to the GM as it goes on: a system's ``skipped`` when it has
    one (an optional part of a ``Play``)."""
    skipped = getattr(play, "skipped", None)
    return skipped(battle) if skipped is not None else None


def more_picks_of(play: Play, battle: Battle, choice: Choice) -> int:
    """How many more tokens the choice still needs picked after its second (its extra may ask
    for them: a dice split in three parts needs a third target): a system's ``more_picks`` when
    it has one (an optional part of a ``Play``)."""
    more = getattr(play, "more_picks", None)
    return int(more(battle, choice)) if more is not None else 0


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

    def situational(self, battle: Battle, actor: str) -> tuple[tuple[str, Term], ...]:
        return ()

    def exclusive_situational(self, battle: Battle, actor: str) -> tuple[tuple[str, Term], ...]:
        return ()

    def command(self, battle: Battle, choice: Choice) -> Command:
        raise KeyError(choice.offer)

    def follow_up(self, battle: Battle, choice: Choice) -> Command | None:
        return None

    def awaited(self, battle: Battle) -> tuple[Command, ...]:
        return ()

    def reactions(self, battle: Battle, maps: MapQueries) -> tuple[Reaction, ...]:
        return ()

    def step_offers(self, battle: Battle, maps: MapQueries) -> tuple[StepOffer, ...]:
        return ()

    def pending(self, battle: Battle) -> tuple[str, ...]:
        return ()

    def prompt(self, battle: Battle) -> Message | None:
        if battle.turn is not None and battle.turn.awaiting is not None:
            return msg("play.nothing_to_roll_with", action=battle.turn.awaiting.kind)
        return None
