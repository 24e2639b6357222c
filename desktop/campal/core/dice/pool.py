"""The d10 pool, Exalted's roll: each die showing 7 or more is a success, a 10 counts twice,
automatic successes are added, and the total is compared with a difficulty (successes needed).

A botch is a roll with no success at all and at least one 1. Damage rolls count their 10s once
(``tens_double=False``). Typed in, the GM gives each die or only the number of successes
(then a botch cannot be told and is not claimed).
"""

from typing import Annotated

from pydantic import BaseModel, Field

from ..model import Message, msg
from ..records import RECORD
from .entry import ManualEntry, check_total, faces_for, show_before_rolling
from .source import DiceSource, ScriptedDice
from .terms import Breakdown

MAX_POOL = 60
SIDES = 10


class PoolSpec(BaseModel):
    """What to roll: ``dice`` (a breakdown of attribute, ability and penalties), automatic
    successes (may be negative: successes taken away), and the difficulty, if any."""

    model_config = RECORD

    ability: str = ""
    dice: Breakdown = Breakdown()
    automatic: Breakdown = Breakdown()
    difficulty: Breakdown | None = None
    target: Annotated[int, Field(ge=2, le=10)] = 7
    tens_double: bool = True
    # What this roll follows, for the GM typing it (the hit a damage roll comes after).
    lead: Message | None = None

    @property
    def count(self) -> int:
        return min(max(self.dice.total, 0), MAX_POOL)

    # -- a RollRequest, for the GM typing the dice in --------------------------------------------
    def dice_sizes(self) -> tuple[int, ...]:
        return (SIDES,) * self.count

    def check_entry(self, entry: ManualEntry) -> None:
        roll_pool(self, ScriptedDice(()), entry)

    def pool(self) -> Message:
        dice = f"{self.count}d10"
        if self.automatic.total:
            dice += f" {self.automatic.total:+d}"
        if self.difficulty is None:
            return msg("roll.pool", dice=dice)
        return msg("roll.pool_against", dice=dice, difficulty=max(self.difficulty.total, 0))

    def entry_hint(self) -> Message:
        return msg("roll.d10_pool_hint", dice=self.count)

    def breakdowns(self) -> tuple[tuple[str, Breakdown], ...]:
        found = (
            ("roll.difficulty", self.difficulty),
            ("roll.test_dice", self.dice),
            ("roll.automatic", self.automatic),
        )
        return tuple((key, sums) for key, sums in found if sums is not None and sums.terms)


class PoolResult(BaseModel):
    model_config = RECORD

    spec: PoolSpec
    faces: tuple[int, ...]
    rolled: int  # successes the dice showed
    successes: int  # with the automatic ones, never below 0
    botch: bool = False
    manual: bool = False

    @property
    def difficulty(self) -> int | None:
        return None if self.spec.difficulty is None else max(self.spec.difficulty.total, 0)

    @property
    def is_success(self) -> bool:
        return self.difficulty is None or self.successes >= self.difficulty

    @property
    def margin(self) -> int:
        """Successes over the difficulty (negative: how far short it fell)."""
        return self.successes - (self.difficulty or 0)


def successes_of(faces: tuple[int, ...], target: int = 7, tens_double: bool = True) -> int:
    return sum((2 if face == SIDES and tens_double else 1) for face in faces if face >= target)


def roll_pool(spec: PoolSpec, dice: DiceSource, entry: ManualEntry | None = None) -> PoolResult:
    """Roll ``spec`` with ``dice``, or read it from the GM's ``entry``."""
    # A source may want to see the whole roll first (to show the GM the pool it asks for).
    show_before_rolling(dice, entry, spec)
    faces = faces_for((SIDES,) * spec.count, dice, entry)
    if faces is None:
        assert entry is not None and entry.dice_total is not None
        high = spec.count * (2 if spec.tens_double else 1)
        rolled = check_total(entry.dice_total, 0, high)
        faces, botch = (), False
    else:
        rolled = successes_of(faces, spec.target, spec.tens_double)
        botch = rolled == 0 and 1 in faces
    successes = max(rolled + spec.automatic.total, 0)
    return PoolResult(
        spec=spec,
        faces=faces,
        rolled=rolled,
        successes=successes,
        botch=botch and spec.automatic.total <= 0,
        manual=entry is not None and not entry.by_app,
    )
