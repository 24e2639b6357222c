"""The sides of a battle: adding, editing, reordering and removing them.

A side goes with everything it fielded, in one step, so undo brings the whole army back. The
sides are fixed once the battle starts (the round plan counts them); editing one stays open.
What a side names (its commander, lieutenants, heroes) is checked by the engine after every
command, as the loader checks it.
"""

from typing import Literal

from ..frozen import frozen
from ..model import Battle, Character, Side, Unit, msg, with_item
from .base import Command, CommandRefused, Context, Event, Outcome, handles
from .tokens import CharacterRemoved, CharacterSet, UnitRemoved, UnitSet


class SideSet(Event):
    type: Literal["side.set"] = "side.set"
    side: Side

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"sides": with_item(battle.sides, self.side.id, self.side)})


class SideRemoved(Event):
    type: Literal["side.removed"] = "side.removed"
    side_id: str

    def apply(self, battle: Battle) -> Battle:
        sides = {k: v for k, v in battle.sides.items() if k != self.side_id}
        return battle.model_copy(update={"sides": sides})


class SidesReordered(Event):
    type: Literal["sides.reordered"] = "sides.reordered"
    order: tuple[str, ...]

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"sides": {k: battle.sides[k] for k in self.order}})


@frozen
class AddSide(Command):
    side: Side


@frozen
class SetSide(Command):
    """Replace a side's name, colour, edge, facing or chain of command."""

    side: Side


@frozen
class RemoveSide(Command):
    """Remove a side with every unit and character it fielded."""

    side_id: str


@frozen
class ReorderSides(Command):
    order: tuple[str, ...]


def _tidy(side: Side) -> Side:
    name = side.name.strip()
    if not name:
        raise CommandRefused(msg("side.no_name"))
    return side.model_copy(update={"name": name})


def _before_start(battle: Battle) -> None:
    if battle.turn is not None:
        raise CommandRefused(msg("side.battle_started"))


@handles(AddSide)
def _add(battle: Battle, command: AddSide, context: Context) -> Outcome:
    _before_start(battle)
    side = _tidy(command.side)
    if side.id in battle.sides:
        raise CommandRefused(msg("side.exists", side=side.id))
    return Outcome((SideSet(side=side),), msg("undo.add_side", name=side.name))


@handles(SetSide)
def _set(battle: Battle, command: SetSide, context: Context) -> Outcome:
    side = _tidy(command.side)
    if side.id not in battle.sides:
        _before_start(battle)
    return Outcome((SideSet(side=side),), msg("undo.set_side", name=side.name))


@handles(RemoveSide)
def _remove(battle: Battle, command: RemoveSide, context: Context) -> Outcome:
    _before_start(battle)
    side = battle.sides.get(command.side_id)
    if side is None:
        raise CommandRefused(msg("token.unknown", token=command.side_id))
    units = [u for u in battle.units.values() if u.side == side.id]
    leaving = {u.id for u in units}
    events: list[Event] = []
    for character in battle.characters.values():
        if character.side == side.id:
            events.append(CharacterRemoved(character_id=character.id))
        elif character.attached_to in leaving:
            # Someone of another side rode with a unit that goes: they stay where it stood.
            where = battle.units[character.attached_to].position
            events.append(
                CharacterSet(character=character.model_copy(update={"attached_to": None, "position": where}))
            )
    events += [UnitRemoved(unit_id=u.id) for u in units]
    events.append(SideRemoved(side_id=side.id))
    return Outcome(tuple(events), msg("undo.remove_side", name=side.name))


@handles(ReorderSides)
def _reorder(battle: Battle, command: ReorderSides, context: Context) -> Outcome:
    if sorted(command.order) != sorted(battle.sides):
        raise CommandRefused(msg("side.bad_order"))
    return Outcome((SidesReordered(order=tuple(command.order)),), msg("undo.reorder_sides"))


@frozen
class FieldArmy(Command):
    """Bring an army onto the field: its side (new, or one already here) and its tokens."""

    side: Side
    units: tuple[Unit, ...]
    characters: tuple[Character, ...]


@handles(FieldArmy)
def _field_army(battle: Battle, command: FieldArmy, context: Context) -> Outcome:
    _before_start(battle)
    side = _tidy(command.side)
    units = dict(battle.units)
    characters = dict(battle.characters)
    tokens: list[Unit | Character] = [*command.units, *command.characters]
    for token in tokens:
        if token.stats is not None and token.stats.system != battle.system.value:
            raise CommandRefused(msg("side.army_of_other_system", token=token.name))
    for unit in command.units:
        if unit.id in units or unit.side != side.id:
            raise CommandRefused(msg("side.bad_army", token=unit.name))
        units[unit.id] = unit
    for character in command.characters:
        if character.id in characters or character.side != side.id:
            raise CommandRefused(msg("side.bad_army", token=character.name))
        characters[character.id] = character
    events: list[Event] = [
        SideSet(side=side.model_copy(update={"commander": None, "lieutenants": (), "heroes": ()}))
    ]
    events += [UnitSet(unit=u) for u in command.units]
    events += [CharacterSet(character=c) for c in command.characters]
    events.append(SideSet(side=side))  # the chain of command once its characters are there
    count = len(command.units) + len(command.characters)
    return Outcome(tuple(events), msg("undo.field_army", name=side.name, count=count))
