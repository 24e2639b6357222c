"""GM sovereignty: set any value of any token, side or fortification, with a reason; tag tokens.

An override is a command like any other: undoable, and logged as the GM's decision.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

from pydantic import BaseModel, ValidationError

from ..frozen import frozen
from ..model import Battle, Character, Fortification, Message, Side, Tag, Unit, msg
from ..plugins import find_system
from .base import Command, CommandRefused, Context, Event, Outcome, handles
from .field import FieldChanged
from .terrain import FortificationSet
from .tokens import CharacterSet, SideReplaced, UnitSet, leaving_posts

BATTLE_TARGET = "battle"


class ValueRules(Protocol):
    """What a rule system says of a token's values: why they cannot stand together, if not."""

    def value_problem(self, token: Unit | Character) -> Message | None: ...


@frozen
class Override(Command):
    """Set ``field`` (a dotted path such as ``stats.health``) of ``target`` to ``value``.

    ``target`` is a unit, character, side or fortification id, or ``"battle"`` for the field
    (``conditions.light``).
    """

    target: str
    field: str
    value: Any
    reason: str = ""


@frozen
class AddTag(Command):
    target: str
    tag: Tag


@frozen
class RemoveTag(Command):
    target: str
    name: str


def _find(battle: Battle, target: str) -> BaseModel:
    if target == BATTLE_TARGET:
        return battle.field
    for collection in (battle.units, battle.characters, battle.sides, battle.fortifications):
        if target in collection:
            item: BaseModel = collection[target]
            return item
    raise CommandRefused(msg("override.unknown_target", target=target))


def _step(node: Any, part: str) -> tuple[Any, str | int] | None:
    """The container and key for ``part`` (an index into a list, a key into a dict)."""
    if isinstance(node, dict) and part in node:
        return node, part
    if isinstance(node, list) and part.isdigit() and int(part) < len(node):
        return node, int(part)
    return None


def _set_path(data: dict[str, Any], path: list[str], value: Any, target: str) -> Any:
    node: Any = data
    fresh = False  # inside a record written by this change: any of its fields may be set
    for index, part in enumerate(path):
        last = index == len(path) - 1
        # Inside a fresh record only its own values may be named (the model checks which).
        found = (node, part) if fresh and last and isinstance(node, dict) else _step(node, part)
        if found is None:
            raise CommandRefused(msg("override.unknown_field", target=target, field=".".join(path)))
        container, key = found
        if last:
            old = container.get(key) if isinstance(container, dict) else container[key]
            container[key] = value
            return old
        if container[key] is None:
            # A record not written yet (a unit's troop) starts from its model's defaults, so
            # one of its values can be set, and logged, by itself; a name the model lacks is
            # refused when the item is validated.
            container[key] = {}
            fresh = True
        node = container[key]
    return None


def _shown(value: Any) -> str:
    """A value as the log shows it: nothing set reads as a dash."""
    return "—" if value is None else str(value)


def _event(item: BaseModel) -> Event:
    if isinstance(item, Unit):
        return UnitSet(unit=item)
    if isinstance(item, Character):
        return CharacterSet(character=item)
    if isinstance(item, Side):
        return SideReplaced(side=item)
    if isinstance(item, Fortification):
        return FortificationSet(fortification=item)
    return FieldChanged.model_validate({"field": item})


def _label(item: BaseModel, target: str) -> str:
    name = getattr(item, "name", "")
    return name if isinstance(name, str) and name else target


def replaced(battle: Battle, target: str, change: dict[str, Any]) -> tuple[BaseModel, BaseModel]:
    item = _find(battle, target)
    data = item.model_dump(mode="json")
    for dotted, value in change.items():
        _set_path(data, dotted.split("."), value, target)
    try:
        return item, type(item).model_validate(data)
    except ValidationError as error:
        problem = error.errors(include_url=False)[0]
        raise CommandRefused(msg("override.invalid", target=target, detail=str(problem["msg"]))) from None


@handles(Override)
def _override(battle: Battle, command: Override, context: Context) -> Outcome:
    item = _find(battle, command.target)
    data = item.model_dump(mode="json")
    old = _set_path(data, command.field.split("."), command.value, command.target)
    _, new = replaced(battle, command.target, {command.field: command.value})
    if isinstance(new, Unit | Character) and isinstance(item, Unit | Character):
        # Only a value that breaks what stood before is refused: an old inconsistency never
        # blocks an unrelated edit.
        rules = cast(ValueRules, find_system(battle))
        problem = rules.value_problem(new)
        if problem is not None and rules.value_problem(item) is None:
            raise CommandRefused(problem)
    message = msg(
        "gm.override",
        target=_label(item, command.target),
        field=command.field,
        old=_shown(old),
        value=_shown(command.value),
        reason=command.reason,
    )
    # Before the battle starts an edit is setting up, not a ruling: it leaves no line in the log.
    started = battle.turn is not None
    events = [_event(new)]
    if isinstance(item, Character) and isinstance(new, Character) and new.side != item.side:
        # A character who changes sides leaves the posts it held on the old one.
        events = [*leaving_posts(battle, item.id, staying_side=new.side), *events]
    return Outcome(
        tuple(events), msg("undo.override", field=command.field), message if started else None, started
    )


def _tags(item: BaseModel, target: str) -> tuple[Tag, ...]:
    stats = getattr(item, "stats", None)
    tags = getattr(stats, "tags", None)
    if not isinstance(tags, tuple):
        raise CommandRefused(msg("override.cannot_tag", target=target))
    return tags


def _retagged(battle: Battle, target: str, tags: tuple[Tag, ...]) -> BaseModel:
    _, new = replaced(battle, target, {"stats.tags": [t.model_dump(mode="json") for t in tags]})
    return new


@handles(AddTag)
def _add_tag(battle: Battle, command: AddTag, context: Context) -> Outcome:
    item = _find(battle, command.target)
    tags = tuple(t for t in _tags(item, command.target) if t.name != command.tag.name)
    new = _retagged(battle, command.target, (*tags, command.tag))
    message = msg(
        "gm.tag_added",
        target=_label(item, command.target),
        tag=command.tag.name,
        note=command.tag.note,
        modifier=command.tag.modifier,
    )
    return Outcome((_event(new),), msg("undo.add_tag", tag=command.tag.name), message, gm_decision=True)


@handles(RemoveTag)
def _remove_tag(battle: Battle, command: RemoveTag, context: Context) -> Outcome:
    item = _find(battle, command.target)
    tags = _tags(item, command.target)
    if all(t.name != command.name for t in tags):
        raise CommandRefused(msg("override.no_tag", target=command.target, tag=command.name))
    new = _retagged(battle, command.target, tuple(t for t in tags if t.name != command.name))
    message = msg("gm.tag_removed", target=_label(item, command.target), tag=command.name)
    return Outcome((_event(new),), msg("undo.remove_tag", tag=command.name), message, gm_decision=True)
