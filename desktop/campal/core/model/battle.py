"""The battle document: the single source of truth of the .campal format."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Self, TypeVar

from pydantic import BaseModel, Field, StrictBool, StrictFloat, StrictInt, model_validator

from ..frozen import frozen
from ..records import FINITE_RECORD
from .changed_keys import changed_keys, note_set
from .features import Fortification, Note, TerrainFeature
from .field import BattleField
from .forces import Character, Unit
from .log import LogEntry
from .message import Message, msg
from .side import Side
from .turn import TurnState

FORMAT_VERSION: Literal[1] = 1


class RuleSystemId(StrEnum):
    SIFRP = "sifrp"
    EXALTED = "exalted"
    AQUELARRE = "aquelarre"
    BASTIONLAND = "bastionland"


class Battle(BaseModel):
    """Everything a GM saves: the field, the sides, what is drawn and deployed, and the log.

    Collections are keyed by identity; their order is the drawing order (first is lowest).
    The document is immutable: every change makes a new one through the engine.
    """

    model_config = FINITE_RECORD

    format_version: Literal[1] = FORMAT_VERSION
    title: Annotated[str, Field(min_length=1, max_length=200)] = "Batalla"
    system: RuleSystemId = RuleSystemId.SIFRP
    field: BattleField = BattleField()
    sides: dict[str, Side] = Field(default_factory=dict)
    terrain: dict[str, TerrainFeature] = Field(default_factory=dict)
    fortifications: dict[str, Fortification] = Field(default_factory=dict)
    units: dict[str, Unit] = Field(default_factory=dict)
    characters: dict[str, Character] = Field(default_factory=dict)
    notes: dict[str, Note] = Field(default_factory=dict)
    # The GM's choices among what the rule system leaves optional (advanced rules, readings the
    # text leaves open); the system declares and checks them, absent keys take its defaults.
    rule_options: dict[OptionKey, OptionValue] = Field(default_factory=dict, max_length=40)
    # House rules: the battle's own values for its system's GM tables, by table and dotted key,
    # laid over the shipped tables (``core.house_rules``); a file without them plays as shipped.
    house_rules: HouseRules = Field(default_factory=dict)
    turn: TurnState | None = None
    log: tuple[LogEntry, ...] = ()
    # The document as it stood before the log's first entry (without a log of its own): where a
    # replay of the log starts, since the field's setup leaves no line in the log to replay.
    opening: Battle | None = None

    @model_validator(mode="after")
    def _identities_agree(self) -> Self:
        problem = reference_problem(self)
        if problem is not None:
            raise ValueError(problem.text)
        if self.opening is not None and (self.opening.log or self.opening.opening is not None):
            raise ValueError("the opening of a battle has no log and no opening of its own")
        return self


OptionKey = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,39}$")]
# Strict, so a house rule's 1 stays a number and its true a yes/no, as in the shipped table.
HouseValue = StrictBool | StrictInt | StrictFloat | Annotated[str, Field(max_length=200)]
HouseTable = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,39}$")]
HouseKey = Annotated[str, Field(pattern=r"^[a-z0-9_.]{1,160}$")]
HouseRules = Annotated[
    dict[HouseTable, Annotated[dict[HouseKey, HouseValue], Field(max_length=5000)]], Field(max_length=40)
]
# A number parses so that opening the file can name the option that does not take it (no rule
# option is numeric: each is on/off or a choice of words); a bare bool | str would read 1 as true.
OptionValue = bool | int | Annotated[str, Field(max_length=40)]


@frozen
class ReferenceProblem:
    """A broken identity or reference: where, why in the GM's words, and why in a developer's."""

    field: str
    reason: Message
    text: str


def reference_problem(battle: Battle) -> ReferenceProblem | None:
    """The first broken identity or reference of ``battle``, or None.

    Shared by the loader (through the model's validator) and the engine, which runs it after
    every command: both refuse the same documents.
    """
    for name in ("sides", "terrain", "fortifications", "units", "characters", "notes"):
        for key, item in getattr(battle, name).items():
            if key != item.id:
                reason = msg("reference.key_differs", name=key, id=item.id)
                return ReferenceProblem(
                    f"{name}.{key}", reason, f"{name}: key {key!r} differs from the id {item.id!r}"
                )
    tokens: list[Unit | Character] = [*battle.units.values(), *battle.characters.values()]
    for token in tokens:
        if token.side not in battle.sides:
            kind = "units" if isinstance(token, Unit) else "characters"
            reason = msg("reference.unknown_side", name=token.name, side=token.side)
            return ReferenceProblem(
                f"{kind}.{token.id}.side", reason, f"{token.id}: unknown side {token.side!r}"
            )
    for character in battle.characters.values():
        if character.attached_to is not None and character.attached_to not in battle.units:
            reason = msg("reference.attached_to_nothing", name=character.name, unit=character.attached_to)
            text = f"{character.id}: attached to unknown unit {character.attached_to!r}"
            return ReferenceProblem(f"characters.{character.id}.attached_to", reason, text)
    for side in battle.sides.values():
        for role, ids in (
            ("commander", (side.commander,) if side.commander is not None else ()),
            ("lieutenants", side.lieutenants),
            ("heroes", side.heroes),
        ):
            for cid in ids:
                if cid not in battle.characters or battle.characters[cid].side != side.id:
                    reason = msg(f"reference.{role}_not_of_side", side=side.name, character=cid)
                    text = f"{side.id}: {role} {cid!r} is not a character of this side"
                    return ReferenceProblem(f"sides.{side.id}.{role}", reason, text)
    return None


def reference_problem_since(before: Battle, after: Battle) -> ReferenceProblem | None:
    """``reference_problem(after)`` for an ``after`` made from ``before``, which passed.

    A command changes a few tokens: when no side changed and nothing was added or removed, only
    the items changed can have broken a reference, and only they are looked at. Anything else,
    or any doubt, is checked whole, so the problem named is the one the loader would name.
    """
    if after.sides is not before.sides:
        return reference_problem(after)
    changed: list[BaseModel] = []
    for name in ("terrain", "fortifications", "units", "characters", "notes"):
        old: dict[str, BaseModel] = getattr(before, name)
        new: dict[str, BaseModel] = getattr(after, name)
        if new is old:
            continue
        keys = changed_keys(old, new)
        if keys is None:  # added, removed or reordered
            return reference_problem(after)
        for key in keys:
            item = new[key]
            if getattr(item, "id", None) != key:
                return reference_problem(after)
            changed.append(item)
    for item in changed:
        if isinstance(item, (Unit, Character)) and item.side not in after.sides:
            return reference_problem(after)
        if isinstance(item, Character):
            was = before.characters[item.id]
            if item.side != was.side or (
                item.attached_to is not None and item.attached_to not in after.units
            ):
                return reference_problem(after)
    return None


T = TypeVar("T", bound=BaseModel)


def with_item(items: dict[str, T], key: str, item: T) -> dict[str, T]:
    """A copy of ``items`` with ``key`` set to ``item``, keeping its place if it was there."""
    copy = dict(items)
    if key in items:
        note_set(items, copy, key)
    copy[key] = item
    return copy


def without_item(items: dict[str, T], key: str) -> dict[str, T]:
    return {k: v for k, v in items.items() if k != key}
