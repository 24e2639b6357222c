"""A plain sum of dice plus a modifier (1D10 + AGI for an Aquelarre initiative): no difficulty,
only a total. Random or typed in, each die or the total; the faces kept for replay."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from ..model import Message, msg
from .entry import ManualEntry, check_total, faces_for
from .source import DiceSource
from .terms import Breakdown

MAX_DICE = 30
MAX_SIDES = 100


class SumSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    ability: str = ""
    count: Annotated[int, Field(ge=1, le=MAX_DICE)] = 1
    sides: Annotated[int, Field(ge=2, le=MAX_SIDES)] = 10
    modifiers: Breakdown = Breakdown()

    def dice_sizes(self) -> tuple[int, ...]:
        return (self.sides,) * self.count

    def check_entry(self, entry: ManualEntry) -> None:
        roll_sum(self, _NoDice(), entry)

    def pool(self) -> Message:
        dice = f"{self.count}D{self.sides}"
        if self.modifiers.total:
            dice += f" {self.modifiers.total:+d}"
        return msg("roll.pool", dice=dice)

    def entry_hint(self) -> Message:
        return msg("roll.sum_hint", count=self.count, sides=self.sides)

    def breakdowns(self) -> tuple[tuple[str, Breakdown], ...]:
        return (("roll.modifiers", self.modifiers),) if self.modifiers.terms else ()


class SumResult(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    spec: SumSpec
    faces: tuple[int, ...] = ()  # empty when only the dice's total was typed
    dice_total: int
    total: int
    manual: bool = False


class _NoDice:
    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        raise LookupError("a typed entry was expected")


def roll_sum(spec: SumSpec, dice: DiceSource, entry: ManualEntry | None = None) -> SumResult:
    if entry is None:
        before_roll = getattr(dice, "before_roll", None)
        if before_roll is not None:
            before_roll(spec)
    faces = faces_for(spec.dice_sizes(), dice, entry)
    if faces is None:
        assert entry is not None and entry.dice_total is not None
        dice_total = check_total(entry.dice_total, spec.count, spec.count * spec.sides)
        faces = ()
    else:
        dice_total = sum(faces)
    return SumResult(
        spec=spec,
        faces=faces,
        dice_total=dice_total,
        total=dice_total + spec.modifiers.total,
        manual=entry is not None and not entry.by_app,
    )
