"""Units and characters on the field: placing, moving, removing, and the events that set them.

Rule handlers change tokens by emitting ``UnitSet``/``CharacterSet`` with the whole new token,
so replaying an event never depends on tables the GM may have edited since.
"""

from typing import Literal, TypeVar

from ..frozen import frozen
from ..model import (
    Battle,
    Character,
    Message,
    Point,
    Side,
    TurnState,
    Unit,
    msg,
    with_item,
    without_item,
)
from .base import Command, CommandRefused, Context, Event, Outcome, handles

T = TypeVar("T")


class UnitSet(Event):
    type: Literal["unit.set"] = "unit.set"
    unit: Unit

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"units": with_item(battle.units, self.unit.id, self.unit)})


class UnitRemoved(Event):
    type: Literal["unit.removed"] = "unit.removed"
    unit_id: str

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"units": without_item(battle.units, self.unit_id)})


class CharacterRemoved(Event):
    type: Literal["character.removed"] = "character.removed"
    character_id: str

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"characters": without_item(battle.characters, self.character_id)})


class CharacterSet(Event):
    type: Literal["character.set"] = "character.set"
    character: Character

    def apply(self, battle: Battle) -> Battle:
        characters = with_item(battle.characters, self.character.id, self.character)
        return battle.model_copy(update={"characters": characters})


class SideReplaced(Event):
    """A side's command record or house record changed (``side.set`` is the setup's own)."""

    type: Literal["side.replaced"] = "side.replaced"
    side: Side

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"sides": with_item(battle.sides, self.side.id, self.side)})


def without_actor(turn: TurnState | None, actor: str) -> TurnState | None:
    """``turn`` with ``actor`` gone from every queue, table and awaited roll it appears in."""
    if turn is None:
        return None

    def drop(table: dict[str, T]) -> dict[str, T]:
        return {key: value for key, value in table.items() if key != actor}

    awaiting = turn.awaiting
    if awaiting is not None and actor in (awaiting.subject, *awaiting.actors):
        left = tuple(a for a in awaiting.actors if a != actor)
        # A roll about the removed token, or one nobody is left to make, is no longer awaited.
        keep = left and awaiting.subject != actor
        awaiting = awaiting.model_copy(update={"actors": left}) if keep else None
    return turn.model_copy(
        update={
            "queue": tuple(a for a in turn.queue if a != actor),
            "order": tuple(a for a in turn.order if a != actor),
            "budgets": drop(turn.budgets),
            "spent": drop(turn.spent),
            "taken": drop(turn.taken),
            "initiative": drop(turn.initiative),
            "tiebreaks": drop(turn.tiebreaks),
            "next_tick": drop(turn.next_tick),
            "awaiting": awaiting,
        }
    )


def names_actor(turn: TurnState | None, actor: str) -> bool:
    if turn is None:
        return False
    awaiting = turn.awaiting
    return (
        actor in turn.queue
        or actor in turn.order
        or any(actor in table for table in (turn.budgets, turn.spent, turn.taken, turn.initiative))
        or any(actor in table for table in (turn.tiebreaks, turn.next_tick))
        or (awaiting is not None and actor in (awaiting.subject, *awaiting.actors))
    )


class ActorWithdrawn(Event):
    """A removed token leaves the turn: the queue, the order and what was kept for it."""

    type: Literal["turn.actor_withdrawn"] = "turn.actor_withdrawn"
    actor: str

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"turn": without_actor(battle.turn, self.actor)})


def leaving_posts(battle: Battle, character_id: str, staying_side: str | None = None) -> list[Event]:
    """The sides' records without ``character_id`` as commander, lieutenant or hero, except on
    ``staying_side`` (the side a character keeps when only its other fields change)."""
    events: list[Event] = []
    for side in battle.sides.values():
        if side.id == staying_side:
            continue
        roles = {
            "commander": None if side.commander == character_id else side.commander,
            "lieutenants": tuple(c for c in side.lieutenants if c != character_id),
            "heroes": tuple(c for c in side.heroes if c != character_id),
        }
        if (roles["commander"], roles["lieutenants"], roles["heroes"]) != (
            side.commander,
            side.lieutenants,
            side.heroes,
        ):
            events.append(SideReplaced(side=side.model_copy(update=roles)))
    return events


def withdrawn(battle: Battle, token_id: str) -> list[Event]:
    return [ActorWithdrawn(actor=token_id)] if names_actor(battle.turn, token_id) else []


def checked(battle: Battle, **changes: object) -> Battle:
    """``battle`` with ``changes``, validated as a whole (ids, sides, chain of command)."""
    try:
        return Battle.model_validate({**dict(battle), **changes})
    except ValueError as error:
        raise CommandRefused(msg("token.invalid", detail=str(error).splitlines()[0])) from None


def in_play(battle: Battle, message: Message) -> Message | None:
    """The log line for a setup action taken once the battle runs (so a replay sees it)."""
    return message if battle.turn is not None else None


@frozen
class PlaceUnit(Command):
    unit: Unit


@frozen
class PlaceCharacter(Command):
    character: Character


@frozen
class PlaceBlock(Command):
    """Several units (or characters) laid in one gesture: one step, one check of the whole."""

    tokens: tuple[Unit | Character, ...]


@frozen
class MoveToken(Command):
    token: str
    position: Point
    facing: float | None = None


@frozen
class RemoveUnit(Command):
    unit_id: str


@handles(PlaceUnit)
def _place_unit(battle: Battle, command: PlaceUnit, context: Context) -> Outcome:
    checked(battle, units=with_item(battle.units, command.unit.id, command.unit))
    name = command.unit.name
    placed = in_play(battle, msg("token.placed", name=name))
    return Outcome((UnitSet(unit=command.unit),), msg("undo.place_unit", name=name), placed)


@handles(PlaceCharacter)
def _place_character(battle: Battle, command: PlaceCharacter, context: Context) -> Outcome:
    character = command.character
    checked(battle, characters=with_item(battle.characters, character.id, character))
    placed = in_play(battle, msg("token.placed", name=character.name))
    return Outcome(
        (CharacterSet(character=character),), msg("undo.place_character", name=character.name), placed
    )


@handles(PlaceBlock)
def _place_block(battle: Battle, command: PlaceBlock, context: Context) -> Outcome:
    if not command.tokens:
        raise CommandRefused(msg("token.empty_block"))
    units = dict(battle.units)
    characters = dict(battle.characters)
    events: list[Event] = []
    for token in command.tokens:
        if token.id in units or token.id in characters:
            raise CommandRefused(msg("token.invalid", detail=f"{token.id} is already on the field"))
        if isinstance(token, Unit):
            units[token.id] = token
            events.append(UnitSet(unit=token))
        else:
            characters[token.id] = token
            events.append(CharacterSet(character=token))
    checked(battle, units=units, characters=characters)
    names = ", ".join(token.name for token in command.tokens)
    placed = in_play(battle, msg("token.placed", name=names))
    return Outcome(tuple(events), msg("undo.place_block", count=len(command.tokens)), placed)


@handles(MoveToken)
def _move(battle: Battle, command: MoveToken, context: Context) -> Outcome:
    if command.token in battle.units:
        unit = battle.units[command.token]
        update: dict[str, object] = {"position": command.position}
        if command.facing is not None:
            update["facing"] = command.facing
        moved_unit = unit.model_copy(update=update)
        logged = in_play(battle, msg("token.moved", name=unit.name))
        return Outcome((UnitSet(unit=moved_unit),), msg("undo.move", name=unit.name), logged)
    if command.token in battle.characters:
        character = battle.characters[command.token]
        moved = character.model_copy(update={"position": command.position, "attached_to": None})
        logged = in_play(battle, msg("token.moved", name=character.name))
        return Outcome((CharacterSet(character=moved),), msg("undo.move", name=character.name), logged)
    raise CommandRefused(msg("token.unknown", token=command.token))


@frozen
class RemoveCharacter(Command):
    character_id: str


@handles(RemoveCharacter)
def _remove_character(battle: Battle, command: RemoveCharacter, context: Context) -> Outcome:
    character = battle.characters.get(command.character_id)
    if character is None:
        raise CommandRefused(msg("token.unknown", token=command.character_id))
    # A commander, lieutenant or hero leaves that post too, and whatever turn it had.
    events: list[Event] = [*leaving_posts(battle, character.id), *withdrawn(battle, character.id)]
    events.append(CharacterRemoved(character_id=character.id))
    logged = in_play(battle, msg("token.removed", name=character.name))
    return Outcome(tuple(events), msg("undo.remove_character", name=character.name), logged)


@handles(RemoveUnit)
def _remove(battle: Battle, command: RemoveUnit, context: Context) -> Outcome:
    if command.unit_id not in battle.units:
        raise CommandRefused(msg("token.unknown", token=command.unit_id))
    unit = battle.units[command.unit_id]
    # Characters attached to it stay on the field where it stood, and it leaves the turn.
    events: list[Event] = [
        CharacterSet(character=c.model_copy(update={"attached_to": None, "position": unit.position}))
        for c in battle.characters.values()
        if c.attached_to == unit.id
    ]
    events += [*withdrawn(battle, unit.id), UnitRemoved(unit_id=unit.id)]
    logged = in_play(battle, msg("token.removed", name=unit.name))
    return Outcome(tuple(events), msg("undo.remove_unit", name=unit.name), logged)
