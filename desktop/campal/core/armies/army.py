"""The army document: a side's name, colour, chain of command, units and characters.

Positions are kept relative to the army's middle and turned so that the army faces up (north);
fielding it turns and carries the whole formation to the new side's edge and facing, so a host
laid out once arrives in the same order in any battle.
"""

from __future__ import annotations

import math
from typing import Annotated, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..model import (
    Battle,
    Character,
    CharacterStats,
    Point,
    RuleSystemId,
    Side,
    Unit,
    UnitStats,
    deploy_point,
    new_id,
    side_facing,
)
from ..model.ids import IdText
from ..model.side import Colour, Name

ARMY_FORMAT: Literal["campal-army"] = "campal-army"
Length = Annotated[float, Field(gt=0.0, le=10_000.0)]
Bearing = Annotated[float, Field(ge=-360.0, le=360.0)]
Offset = Annotated[float, Field(ge=-100_000.0, le=100_000.0)]


class Place(BaseModel):
    """Metres from the army's middle: ``right`` across its front, ``ahead`` toward its facing."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    right: Offset = 0.0
    ahead: Offset = 0.0


class ArmyUnit(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: IdText
    name: Name
    kind: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")] = "infantry"
    place: Place = Place()
    facing: Bearing = 0.0  # relative to the army's facing
    frontage: Length = 40.0
    depth: Length = 10.0
    hidden: bool = False
    stats: UnitStats | None = None


class ArmyCharacter(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: IdText
    name: Name
    place: Place | None = None  # None when attached to a unit
    radius: Length = 1.0
    attached_to: IdText | None = None
    hidden: bool = False
    stats: CharacterStats | None = None


class Army(BaseModel):
    """What ``campal schema --army`` prints. ``system`` must be the battle's rule system."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["campal-army"] = ARMY_FORMAT
    format_version: Literal[1] = 1
    system: RuleSystemId
    name: Name
    colour: Colour = "#3366cc"
    commander: IdText | None = None
    lieutenants: tuple[IdText, ...] = ()
    heroes: tuple[IdText, ...] = ()
    units: Annotated[tuple[ArmyUnit, ...], Field(max_length=2_000)] = ()
    characters: Annotated[tuple[ArmyCharacter, ...], Field(max_length=2_000)] = ()

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        unit_ids = [u.id for u in self.units]
        character_ids = [c.id for c in self.characters]
        if len(set(unit_ids + character_ids)) != len(unit_ids) + len(character_ids):
            raise ValueError("two tokens share an id")
        stats = [(u.id, u.stats) for u in self.units] + [(c.id, c.stats) for c in self.characters]
        for token_id, values in stats:
            if values is not None and values.system != self.system.value:
                raise ValueError(f"{token_id}: stats of {values.system}, not {self.system.value}")
        for character in self.characters:
            if character.attached_to is not None and character.attached_to not in unit_ids:
                raise ValueError(f"{character.id}: attached to unknown unit {character.attached_to!r}")
            if character.attached_to is None and character.place is None:
                raise ValueError(f"{character.id}: neither placed nor attached")
        for cid in (*((self.commander,) if self.commander else ()), *self.lieutenants, *self.heroes):
            if cid not in character_ids:
                raise ValueError(f"chain of command: {cid!r} is not a character of the army")
        return self


def _turned(x: float, y: float, degrees: float) -> tuple[float, float]:
    """(x, y) on the map (y down) turned clockwise by ``degrees``."""
    a = math.radians(degrees)
    return x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)


def _army_facing(side: Side, units: list[Unit]) -> float:
    own = side_facing(side)
    if own is not None:
        return own
    if not units:
        return 0.0
    x = sum(math.sin(math.radians(u.facing)) for u in units)
    y = sum(math.cos(math.radians(u.facing)) for u in units)
    return math.degrees(math.atan2(x, y)) % 360.0 if math.hypot(x, y) > 1e-9 else 0.0


def army_of_side(battle: Battle, side_id: str) -> Army:
    side = battle.sides[side_id]
    units = [u for u in battle.units.values() if u.side == side_id]
    characters = [c for c in battle.characters.values() if c.side == side_id]
    points = [u.position for u in units] + [c.position for c in characters if c.position is not None]
    cx = sum(p.x for p in points) / len(points) if points else 0.0
    cy = sum(p.y for p in points) / len(points) if points else 0.0
    facing = _army_facing(side, units)

    def place(p: Point) -> Place:
        x, y = _turned(p.x - cx, p.y - cy, -facing)
        return Place(right=round(x, 3), ahead=round(-y, 3))

    return Army(
        system=battle.system,
        name=side.name,
        colour=side.colour,
        commander=side.commander,
        lieutenants=side.lieutenants,
        heroes=side.heroes,
        units=tuple(
            ArmyUnit(
                id=u.id,
                name=u.name,
                kind=u.kind,
                place=place(u.position),
                facing=(u.facing - facing) % 360.0,
                frontage=u.frontage,
                depth=u.depth,
                hidden=u.hidden,
                stats=u.stats,
            )
            for u in units
        ),
        characters=tuple(
            ArmyCharacter(
                id=c.id,
                name=c.name,
                place=place(c.position) if c.position is not None else None,
                radius=c.radius,
                attached_to=c.attached_to,
                hidden=c.hidden,
                stats=c.stats,
            )
            for c in characters
        ),
    )


def fielded(army: Army, battle: Battle, side: Side) -> tuple[Side, tuple[Unit, ...], tuple[Character, ...]]:
    """The army's tokens for ``side`` of ``battle`` (fresh ids), standing at the side's edge and
    facing its way, and the side with the army's chain of command when it had none."""
    facing = side_facing(side) or 0.0
    anchor = deploy_point(battle.field.size, side.edge)
    ids = {u.id: new_id("unit") for u in army.units} | {c.id: new_id("char") for c in army.characters}

    def point(place: Place) -> Point:
        x, y = _turned(place.right, -place.ahead, facing)
        return Point(x=round(anchor.x + x, 3), y=round(anchor.y + y, 3))

    units = tuple(
        Unit(
            id=ids[u.id],
            name=u.name,
            side=side.id,
            kind=u.kind,
            position=point(u.place),
            facing=(u.facing + facing) % 360.0,
            frontage=u.frontage,
            depth=u.depth,
            hidden=u.hidden,
            stats=u.stats,
        )
        for u in army.units
    )
    characters = tuple(
        Character(
            id=ids[c.id],
            name=c.name,
            side=side.id,
            position=point(c.place) if c.place is not None and c.attached_to is None else None,
            radius=c.radius,
            attached_to=ids[c.attached_to] if c.attached_to else None,
            hidden=c.hidden,
            stats=c.stats,
        )
        for c in army.characters
    )
    if side.commander is None and army.commander is not None:
        side = side.model_copy(
            update={
                "commander": ids[army.commander],
                "lieutenants": tuple(ids[c] for c in army.lieutenants),
                "heroes": tuple(ids[c] for c in army.heroes),
            }
        )
    return side, units, characters
