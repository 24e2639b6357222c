"""Mythic Bastionland gear kept in the battle file: weapons with their dice and traits, armour
worn one piece per type, and the mount a rider sits on."""

import re
from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD

Virtue = Annotated[int, Field(ge=0, le=20)]
Dice = Annotated[str, Field(pattern=r"^[0-9]{0,2}d[0-9]{1,3}$")]
GuardValue = Annotated[int, Field(ge=0, le=40)]
ItemName = Annotated[str, Field(min_length=1, max_length=60)]
Trait = Annotated[str, Field(pattern=r"^[a-z_]{1,20}$")]

_DICE = re.compile(r"^([0-9]{0,2})d([0-9]{1,3})$")


def dice_sizes(text: str) -> tuple[int, ...]:
    """``"2d8"`` → ``(8, 8)``: one size per die, the shape every attack pool is built from."""
    found = _DICE.match(text)
    if found is None:
        raise ValueError(f"not a dice expression: {text!r}")
    count = int(found.group(1) or 1)
    return (int(found.group(2)),) * count


class WeaponTrait(StrEnum):
    HEFTY = "hefty"  # one hand; only one hefty thing held at a time
    LONG = "long"  # both hands; Impaired in confined ground
    SLOW = "slow"  # counts as Long; not after moving that turn
    RANGED = "ranged"  # a missile weapon: not after starting the turn in melee
    BLAST = "blast"  # hits everyone in its area, rolled apart for each
    SPEAR = "spear"  # a wall of three or more stops charges
    SIEGE = "siege"  # an engine that can batter structures
    NATURAL = "natural"  # natural weapons: an unarmed attack is not Impaired
    WOODEN = "wooden"  # a Strong Gambit can break it
    TRAMPLE = "trample"  # a mount's attack: only when charging enemies on foot


class Weapon(BaseModel):
    model_config = FINITE_RECORD

    name: ItemName
    dice: Dice
    traits: tuple[Trait, ...] = ()

    def has(self, trait: WeaponTrait) -> bool:
        return trait.value in self.traits

    @property
    def sizes(self) -> tuple[int, ...]:
        return dice_sizes(self.dice)

    @property
    def is_long(self) -> bool:
        return self.has(WeaponTrait.LONG) or self.has(WeaponTrait.SLOW)

    @property
    def is_ranged(self) -> bool:
        return self.has(WeaponTrait.RANGED)


class ArmourKind(StrEnum):
    COAT = "coat"  # Capa / Pieles / Abrigo
    PLATE = "plate"  # Coraza
    HELM = "helm"  # Yelmo
    SHIELD = "shield"  # Escudo: also rolls its d4 in an attack
    BARDING = "barding"  # anything else worn, one of it


class ArmourPiece(BaseModel):
    model_config = FINITE_RECORD

    name: ItemName
    kind: ArmourKind
    armour: Annotated[int, Field(ge=0, le=5)] = 1
    wooden: bool = False  # a Strong Gambit can break a wooden shield


class Mount(BaseModel):
    """A steed: attacked apart from its rider; Tramples enemies on foot when its rider charges."""

    model_config = FINITE_RECORD

    name: ItemName = "steed"
    vigour: Virtue = 10
    clarity: Virtue = 10
    spirit: Virtue = 10
    guard: GuardValue = 3
    guard_max: GuardValue = 3
    armour: Annotated[int, Field(ge=0, le=6)] = 0
    trample: Dice | None = "d6"
    large: bool = False
    wounded: bool = False
    slain: bool = False
