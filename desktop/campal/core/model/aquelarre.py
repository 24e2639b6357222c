"""Aquelarre values kept in the battle file: one person's characteristics, health and gear.

Weapons and armour are named by their keys in ``resources/rules/aquelarre``; the tables behind
them are the GM's to edit.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from .sifrp import Tag

Characteristic = Annotated[int, Field(ge=1, le=30)]
Key = Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]


class AquelarreHealth(StrEnum):
    UNHURT = "unhurt"
    WOUNDED = "wounded"  # herido: half the PV lost
    BADLY_WOUNDED = "badly_wounded"  # malherido: three quarters lost
    UNCONSCIOUS = "unconscious"
    DEAD = "dead"


class AquelarreCharacterStats(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    system: Literal["aquelarre"] = "aquelarre"
    strength: Characteristic = 10  # Fuerza (FUE)
    agility: Characteristic = 10  # Agilidad (AGI)
    dexterity: Characteristic = 10  # Habilidad (HAB)
    resistance: Characteristic = 10  # Resistencia (RES)
    perception: Characteristic = 10  # Percepción (PER)
    communication: Characteristic = 10  # Comunicación (COM)
    culture: Characteristic = 10  # Cultura (CUL)
    max_health: Annotated[int, Field(ge=1, le=60)] = 10  # PV
    health: Annotated[int, Field(ge=-60, le=60)] = 10
    weapons: tuple[Key, ...] = ()
    armour: Key | None = None
    helmet: Key | None = None
    shield: Key | None = None
    skills: dict[Key, Annotated[int, Field(ge=0, le=200)]] = Field(default_factory=dict)
    mounted: bool = False
    prone: bool = False  # on the ground: it may only crawl
    tags: tuple[Tag, ...] = ()

    @property
    def is_out_of_action(self) -> bool:
        return self.condition in (AquelarreHealth.UNCONSCIOUS, AquelarreHealth.DEAD)

    @property
    def condition(self) -> AquelarreHealth:
        lost = self.max_health - self.health
        if self.health <= -self.max_health:
            return AquelarreHealth.DEAD
        if self.health <= 0:
            return AquelarreHealth.UNCONSCIOUS
        if lost * 4 >= self.max_health * 3:
            return AquelarreHealth.BADLY_WOUNDED
        if lost * 2 >= self.max_health:
            return AquelarreHealth.WOUNDED
        return AquelarreHealth.UNHURT
