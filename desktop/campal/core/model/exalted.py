"""Exalted 2e mass-combat values kept in the battle file: a unit's traits and a lone hero's.

The text's tables for Drill, Might and movement (its pages 160–169) are not available; the
values here are what the GM types, with defaults from the unit templates in ``resources/``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from .sifrp import Tag

Trait = Annotated[int, Field(ge=0, le=10)]


class ExaltedFormation(StrEnum):
    UNORDERED = "unordered"
    SKIRMISH = "skirmish"
    RELAXED = "relaxed"
    CLOSE = "close"


class ExaltedUnitState(StrEnum):
    FIGHTING = "fighting"
    HESITATING = "hesitating"
    ROUTED = "routed"
    DESTROYED = "destroyed"


class ExaltedUnitStats(BaseModel):
    """A mass-combat unit. ``speed`` is its Dexterity plus armour mobility penalty (the text's
    base for the Move action); the yards it makes of it are a GM table per mover kind."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    system: Literal["exalted"] = "exalted"
    magnitude: Annotated[int, Field(ge=0, le=9)] = 3
    drill: Annotated[int, Field(ge=0, le=5)] = 1
    might: Annotated[int, Field(ge=0, le=5)] = 0
    endurance: Annotated[int, Field(ge=0, le=30)] = 3
    speed: Annotated[int, Field(ge=0, le=20)] = 3
    close_combat: Annotated[int, Field(ge=0, le=10)] = 0
    ranged_combat: Annotated[int, Field(ge=0, le=10)] = 0
    armour: Annotated[int, Field(ge=0, le=20)] = 0
    formation: ExaltedFormation = ExaltedFormation.RELAXED
    mounted: bool = False
    flying: bool = False
    siege: bool = False  # carts and engines: stopped by difficult terrain
    state: ExaltedUnitState = ExaltedUnitState.FIGHTING
    tags: tuple[Tag, ...] = ()

    @property
    def is_out_of_action(self) -> bool:
        return self.state is ExaltedUnitState.DESTROYED


class ExaltedCharacterStats(BaseModel):
    """A hero acting on their own: a unit of magnitude 0."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    system: Literal["exalted"] = "exalted"
    essence: Annotated[int, Field(ge=1, le=10)] = 2
    speed: Annotated[int, Field(ge=0, le=20)] = 3
    mounted: bool = False
    flying: bool = False
    out: bool = False  # fallen or taken: the GM's call
    tags: tuple[Tag, ...] = ()

    @property
    def is_out_of_action(self) -> bool:
        return self.out
