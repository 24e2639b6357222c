"""The d100 test of Aquelarre: roll at or under the percentage.

A low enough roll is a critical (éxito crítico), a high enough one a fumble (pifia); both bands
grow with the percentage. Opposed tests ("enfrentamiento") compare two such rolls. Every result
keeps its face, so the event that records it replays without dice.
"""

from __future__ import annotations

from enum import IntEnum
from math import ceil
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..records import RECORD
from .entry import ManualEntry, one_face
from .source import DiceSource
from .terms import Breakdown

D100 = 100


class Degree(IntEnum):
    """Ordered so that a better result compares greater."""

    FUMBLE = 0  # pifia
    FAILURE = 1
    SUCCESS = 2
    CRITICAL = 3  # éxito crítico

    @property
    def succeeded(self) -> bool:
        return self >= Degree.SUCCESS


class PercentileBands(BaseModel):
    """Where criticals and fumbles start; the texts leave the edges open, so the GM may edit them
    (``resources/rules/aquelarre/dice.json``)."""

    model_config = RECORD

    critical_divisor: Annotated[int, Field(ge=1, le=100)] = 10
    fumble_base: Annotated[int, Field(ge=1, le=100)] = 90
    always_critical: Annotated[int, Field(ge=0, le=100)] = 1
    always_fumble: Annotated[int, Field(ge=1, le=101)] = 100
    opposed_ties: Literal["higher_roll", "higher_percentage"] = "higher_roll"

    def critical_at_most(self, percentage: int) -> int:
        return max(ceil(max(percentage, 0) / self.critical_divisor), self.always_critical)

    def fumble_at_least(self, percentage: int) -> int:
        step = ceil(max(percentage, 0) / self.critical_divisor)
        return min(self.fumble_base + step, self.always_fumble)


DEFAULT_BANDS = PercentileBands()


class PercentileSpec(BaseModel):
    """A percentage built from labelled terms (skill, action, modifiers), rolled on a d100."""

    model_config = RECORD

    skill: str = ""
    percentage: Breakdown
    bands: PercentileBands = PercentileBands()

    @property
    def target(self) -> int:
        return self.percentage.total


class PercentileResult(BaseModel):
    model_config = RECORD

    spec: PercentileSpec
    face: Annotated[int, Field(ge=1, le=D100)]
    degree: Degree
    manual: bool = False

    @property
    def target(self) -> int:
        return self.spec.target

    @property
    def succeeded(self) -> bool:
        return self.degree.succeeded

    @property
    def is_critical(self) -> bool:
        return self.degree is Degree.CRITICAL

    @property
    def is_fumble(self) -> bool:
        return self.degree is Degree.FUMBLE


def degree_of(face: int, percentage: int, bands: PercentileBands = DEFAULT_BANDS) -> Degree:
    if face <= bands.critical_at_most(percentage) and face <= max(percentage, bands.always_critical):
        return Degree.CRITICAL
    if face >= bands.fumble_at_least(percentage):
        return Degree.FUMBLE
    return Degree.SUCCESS if face <= percentage else Degree.FAILURE


def roll_percentile(
    spec: PercentileSpec, dice: DiceSource, entry: ManualEntry | None = None
) -> PercentileResult:
    """Roll the d100 (00 reads as 100), or take the GM's typed face or total."""
    face = one_face(D100, dice, entry)
    return PercentileResult(
        spec=spec,
        face=face,
        degree=degree_of(face, spec.target, spec.bands),
        manual=entry is not None and not entry.by_app,
    )


def characteristic_spec(
    name: str, value: int, multiplier: int, bands: PercentileBands = DEFAULT_BANDS
) -> PercentileSpec:
    """A characteristic test: the characteristic times the multiplier the text asks (AGI×3, FUE×5…)."""
    percentage = Breakdown().base("aquelarre.characteristic", value * multiplier, name=name, times=multiplier)
    return PercentileSpec(skill=name, percentage=percentage, bands=bands)


class OpposedResult(BaseModel):
    """An enfrentamiento: ``winner`` is "active", "passive" or None (nobody wins: nothing changes)."""

    model_config = RECORD

    active: PercentileResult
    passive: PercentileResult
    winner: Literal["active", "passive"] | None


def opposed(active: PercentileResult, passive: PercentileResult) -> OpposedResult:
    """The better degree wins; between two equal successes the tie rule of the bands decides.
    Two failures leave things as they were: the text's manoeuvres fail unless the attacker wins."""
    winner: Literal["active", "passive"] | None
    if active.degree != passive.degree:
        winner = "active" if active.degree > passive.degree else "passive"
    elif not active.succeeded:
        winner = None
    else:
        if active.spec.bands.opposed_ties == "higher_roll":
            mine, theirs = active.face, passive.face
        else:
            mine, theirs = active.target, passive.target
        winner = "active" if mine > theirs else "passive" if theirs > mine else None
    return OpposedResult(active=active, passive=passive, winner=winner)
