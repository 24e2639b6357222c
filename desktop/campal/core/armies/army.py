"""The army document: a side's name, colour, banner, chain of command, units and characters,
and the pictures they show.

Positions are kept relative to the army's middle and turned so that the army faces up (north);
fielding it turns and carries the whole formation to the new side's edge and facing, so a host
laid out once arrives in the same order in any battle. Pictures travel inside the file as
base64, keyed by the SHA-256 of their bytes as in a battle file; each is checked on reading.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import math
from collections.abc import Mapping
from typing import Annotated, Literal, Self

from pydantic import BaseModel, Field, model_validator

from ..io.battle_file import image_extension
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
from ..model.field import AssetRef
from ..model.ids import IdText
from ..model.side import Colour, Name
from ..records import RECORD

ARMY_FORMAT: Literal["campal-army"] = "campal-army"
Length = Annotated[float, Field(gt=0.0, le=10_000.0)]
Bearing = Annotated[float, Field(ge=-360.0, le=360.0)]
Offset = Annotated[float, Field(ge=-100_000.0, le=100_000.0)]


class Place(BaseModel):
    """Metres from the army's middle: ``right`` across its front, ``ahead`` toward its facing."""

    model_config = RECORD

    right: Offset = 0.0
    ahead: Offset = 0.0


class ArmyUnit(BaseModel):
    model_config = RECORD

    id: IdText
    name: Name
    kind: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")] = "infantry"
    place: Place = Place()
    facing: Bearing = 0.0  # relative to the army's facing
    frontage: Length = 40.0
    depth: Length = 10.0
    hidden: bool = False
    stats: UnitStats | None = None
    picture: AssetRef | None = None


class ArmyCharacter(BaseModel):
    model_config = RECORD

    id: IdText
    name: Name
    place: Place | None = None  # None when attached to a unit
    radius: Length = 1.0
    attached_to: IdText | None = None
    hidden: bool = False
    stats: CharacterStats | None = None


class Army(BaseModel):
    """What ``campal schema --army`` prints. ``system`` must be the battle's rule system."""

    model_config = RECORD

    format: Literal["campal-army"] = ARMY_FORMAT
    format_version: Literal[1] = 1
    system: RuleSystemId
    name: Name
    colour: Colour = "#3366cc"
    picture: AssetRef | None = None  # the side's banner
    commander: IdText | None = None
    lieutenants: tuple[IdText, ...] = ()
    heroes: tuple[IdText, ...] = ()
    units: Annotated[tuple[ArmyUnit, ...], Field(max_length=2_000)] = ()
    characters: Annotated[tuple[ArmyCharacter, ...], Field(max_length=2_000)] = ()
    # The pictures' bytes in base64, by the SHA-256 of the bytes.
    images: Annotated[dict[AssetRef, str], Field(max_length=200)] = Field(default_factory=dict)

    def image_bytes(self) -> dict[str, bytes]:
        return {ref: base64.b64decode(text) for ref, text in self.images.items()}

    @model_validator(mode="after")
    def _pictures_inside(self) -> Self:
        for ref, text in self.images.items():
            try:
                data = base64.b64decode(text, validate=True)
            except (binascii.Error, ValueError):
                raise ValueError(f"image {ref[:12]}…: not base64") from None
            if hashlib.sha256(data).hexdigest() != ref:
                raise ValueError(f"image {ref[:12]}… is damaged")
            if image_extension(data) is None:
                raise ValueError(f"image {ref[:12]}… is not a PNG, JPEG or WebP image")
        for named in (self.picture, *(u.picture for u in self.units)):
            if named is not None and named not in self.images:
                raise ValueError(f"picture {named[:12]}… is not in the file")
        return self

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


def army_of_side(battle: Battle, side_id: str, assets: Mapping[str, bytes] | None = None) -> Army:
    """The side's roster as an army; its pictures come from ``assets`` (the battle's images)."""
    side = battle.sides[side_id]
    units = [u for u in battle.units.values() if u.side == side_id]
    characters = [c for c in battle.characters.values() if c.side == side_id]
    army = _as_army(battle, side.name, side, units, characters, assets)
    store = assets or {}
    picture = side.picture if side.picture in store else None
    images = dict(army.images)
    if picture is not None:
        images[picture] = base64.b64encode(store[picture]).decode("ascii")
    return army.model_copy(
        update={
            "colour": side.colour,
            "picture": picture,
            "images": images,
            "commander": side.commander,
            "lieutenants": side.lieutenants,
            "heroes": side.heroes,
        }
    )


def army_of_tokens(battle: Battle, token_id: str, assets: Mapping[str, bytes] | None = None) -> Army:
    """One unit with the characters attached to it, or one lone character, as an army of its own:
    a GM's own company or hero to keep in a library and bring to any battle of the system."""
    if token_id in battle.units:
        units = [battle.units[token_id]]
        characters = [c for c in battle.characters.values() if c.attached_to == token_id]
        name = units[0].name
    else:
        character = battle.characters[token_id]
        units = []
        characters = [character.model_copy(update={"attached_to": None})]
        if character.position is None:  # attached: kept at its unit's place
            unit = battle.units.get(character.attached_to or "")
            position = unit.position if unit is not None else Point(x=0.0, y=0.0)
            characters = [characters[0].model_copy(update={"position": position})]
        name = character.name
    side = battle.sides[(units or characters)[0].side]
    return _as_army(battle, name, side, units, characters, assets)


def _as_army(
    battle: Battle,
    name: str,
    side: Side,
    units: list[Unit],
    characters: list[Character],
    assets: Mapping[str, bytes] | None,
) -> Army:
    points = [u.position for u in units] + [c.position for c in characters if c.position is not None]
    cx = sum(p.x for p in points) / len(points) if points else 0.0
    cy = sum(p.y for p in points) / len(points) if points else 0.0
    facing = _army_facing(side, units)

    def place(p: Point) -> Place:
        x, y = _turned(p.x - cx, p.y - cy, -facing)
        return Place(right=round(x, 3), ahead=round(-y, 3))

    store = assets or {}
    refs = [u.picture for u in units if u.picture is not None and u.picture in store]
    return Army(
        system=battle.system,
        name=name,
        images={ref: base64.b64encode(store[ref]).decode("ascii") for ref in refs},
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
                picture=u.picture if u.picture in store else None,
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
    units, characters, ids = _tokens(army, side, deploy_point(battle.field.size, side.edge))
    if side.picture is None and army.picture is not None:
        side = side.model_copy(update={"picture": army.picture})
    if side.commander is None and army.commander is not None:
        side = side.model_copy(
            update={
                "commander": ids[army.commander],
                "lieutenants": tuple(ids[c] for c in army.lieutenants),
                "heroes": tuple(ids[c] for c in army.heroes),
            }
        )
    return side, units, characters


def placed(army: Army, side: Side, at: Point) -> tuple[tuple[Unit, ...], tuple[Character, ...]]:
    """The army's tokens for ``side`` (fresh ids), laid out around ``at`` and facing the side's way:
    a unit or hero from a GM's library, brought onto the field where the GM drops it."""
    units, characters, _ids = _tokens(army, side, at)
    return units, characters


def _tokens(
    army: Army, side: Side, anchor: Point
) -> tuple[tuple[Unit, ...], tuple[Character, ...], dict[str, str]]:
    facing = side_facing(side) or 0.0
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
            picture=u.picture,
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
    return units, characters, ids
