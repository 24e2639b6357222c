"""Mythic Bastionland values kept in the battle file: a knight's or a warband's Virtues,
Guard, armour and weapons. ``speed_m`` is the GM's figure for one move (the text gives none)."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from .sifrp import Tag

Virtue = Annotated[int, Field(ge=0, le=20)]
Dice = Annotated[str, Field(pattern=r"^[0-9]{0,2}d[0-9]{1,3}$")]
Speed = Annotated[float, Field(ge=0.0, le=1_000.0)]


class Weapon(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    name: Annotated[str, Field(min_length=1, max_length=60)]
    dice: Dice
    traits: tuple[Annotated[str, Field(pattern=r"^[a-z_]{1,20}$")], ...] = ()  # hefty, long, slow


class WarbandState(StrEnum):
    STEADY = "steady"
    ROUTED = "routed"  # a Mortal Wound
    BROKEN = "broken"  # SPI 0
    WIPED_OUT = "wiped_out"  # VIG 0


class BastionlandWarbandStats(BaseModel):
    """About two dozen soldiers fighting as one."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    system: Literal["bastionland"] = "bastionland"
    vigour: Virtue = 10
    clarity: Virtue = 10
    spirit: Virtue = 10
    guard: Annotated[int, Field(ge=0, le=40)] = 3
    armour: Annotated[int, Field(ge=0, le=6)] = 0
    weapons: tuple[Weapon, ...] = ()
    mounted: bool = False
    soldiers: Annotated[int, Field(ge=1, le=200)] = 24
    speed_m: Speed | None = None  # None: the movement table's value for its mover kind
    state: WarbandState = WarbandState.STEADY
    tags: tuple[Tag, ...] = ()

    @property
    def is_out_of_action(self) -> bool:
        return self.state is WarbandState.WIPED_OUT


class BastionlandCharacterStats(BaseModel):
    """A knight, squire or anyone else fighting as one person."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    system: Literal["bastionland"] = "bastionland"
    vigour: Virtue = 10
    clarity: Virtue = 10
    spirit: Virtue = 10
    guard: Annotated[int, Field(ge=0, le=40)] = 4
    armour: Annotated[int, Field(ge=0, le=6)] = 0
    weapons: tuple[Weapon, ...] = ()
    mounted: bool = False
    speed_m: Speed | None = None
    tags: tuple[Tag, ...] = ()

    @property
    def is_out_of_action(self) -> bool:
        return self.vigour == 0
