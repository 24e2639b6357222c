"""The unit and character templates of Exalted, Bastionland and Aquelarre, read from
``resources/rules/<system>/`` (SIFRP's type × training templates live with its rules)."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from ..model import ExaltedFormation
from ..rules.tables import read_table

Metres = Annotated[float, Field(gt=0, le=1000)]


class _Table(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Named(BaseModel):
    """A template: its names, and the stats it gives (validated when a token is made)."""

    model_config = ConfigDict(frozen=True, extra="allow")

    es: str
    en: str

    def stats(self) -> dict[str, Any]:
        return dict(self.model_extra or {})


class ExaltedSpacing(_Table):
    spacing_m: Metres
    ranks: Annotated[int, Field(ge=1, le=100)]


class ExaltedTemplates(_Table):
    gm_default: bool = True
    note: str = ""
    soldiers_by_magnitude: tuple[int, ...]
    formations: dict[ExaltedFormation, ExaltedSpacing]
    units: dict[str, Named]
    characters: dict[str, Named]


class WarbandSize(_Table):
    soldiers: int = 24
    frontage_m: Metres = 12.0
    depth_m: Metres = 6.0
    mounted_frontage_m: Metres = 16.0
    mounted_depth_m: Metres = 10.0


class BastionlandTemplates(_Table):
    size: WarbandSize
    warbands: dict[str, Named]
    characters: dict[str, Named]


@cache
def exalted_templates() -> ExaltedTemplates:
    return ExaltedTemplates.model_validate(read_table("exalted", "units"))


@cache
def bastionland_templates() -> BastionlandTemplates:
    return BastionlandTemplates.model_validate(read_table("bastionland", "warbands"))


@cache
def aquelarre_archetypes() -> dict[str, Named]:
    return {key: Named.model_validate(value) for key, value in read_table("aquelarre", "archetypes").items()}
