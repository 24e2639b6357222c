"""Keep-best d6, the SIFRP test: roll d6 equal to the rank (plus bonus dice), keep the best, add
modifiers, compare with the difficulty and count degrees.

Every result keeps the faces it rolled, so the event that records it replays without dice.
"""

from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, Field

from ..model import Message, msg
from ..records import FINITE_RECORD
from .entry import DiceEntryError, ManualEntry, check_total, show_before_rolling
from .source import DiceSource, ScriptedDice
from .terms import Breakdown

MAX_DICE = 30
DEGREE_STEP = 5
MAX_DEGREES = 4


class RollOutcome(StrEnum):
    SUCCESS = "success"
    MARGINAL_FAILURE = "marginal_failure"  # failed by 1 to 4
    CRITICAL_FAILURE = "critical_failure"  # failed by 5 or more: "fallo crítico"
    UNOPPOSED = "unopposed"  # no difficulty: the total alone matters (initiative)


class DicePolicy(BaseModel):
    """Points the texts leave open, as data (``resources/rules/sifrp/dice.json``)."""

    model_config = FINITE_RECORD

    penalty_removes_bonus_first: bool = False
    minimum_kept: Annotated[int, Field(ge=0, le=5)] = 1


class RollSpec(BaseModel):
    """What to roll: ``rank`` d6, ``bonus`` bonus dice (B), ``test_dice`` ±D, flat modifiers."""

    model_config = FINITE_RECORD

    ability: str = ""
    rank: Annotated[int, Field(ge=0, le=MAX_DICE)]
    bonus: Annotated[int, Field(ge=0, le=MAX_DICE)] = 0
    test_dice: Breakdown = Breakdown()
    modifiers: Breakdown = Breakdown()
    difficulty: Breakdown | None = None
    policy: DicePolicy = DicePolicy()

    @property
    def kept_count(self) -> int:
        plus, minus = max(self.test_dice.total, 0), max(-self.test_dice.total, 0)
        if self.policy.penalty_removes_bonus_first:
            minus = max(minus - self.bonus, 0)
        return max(self.rank + plus - minus, min(self.policy.minimum_kept, self.rank))

    @property
    def rolled_count(self) -> int:
        plus, minus = max(self.test_dice.total, 0), max(-self.test_dice.total, 0)
        bonus = self.bonus
        if self.policy.penalty_removes_bonus_first:
            bonus = max(bonus - minus, 0)
        return min(max(self.rank + plus + bonus, self.kept_count), MAX_DICE)

    # -- a RollRequest, for the GM typing the dice in --------------------------------------------
    def dice_sizes(self) -> tuple[int, ...]:
        return (6,) * self.rolled_count

    def check_entry(self, entry: ManualEntry) -> None:
        roll_test(self, ScriptedDice(()), entry)

    def pool(self) -> Message:
        bonus = self.rolled_count - self.kept_count
        dice = f"{self.kept_count}D" + (f" +{bonus}B" if bonus else "")
        if self.modifiers.total:
            dice += f" {self.modifiers.total:+d}"
        if self.difficulty is None:
            return msg("roll.pool", dice=dice)
        return msg("roll.pool_against", dice=dice, difficulty=self.difficulty.total)

    def entry_hint(self) -> Message:
        return msg("roll.keep_best_hint", kept=self.kept_count, rolled=self.rolled_count)

    def breakdowns(self) -> tuple[tuple[str, Breakdown], ...]:
        found = (
            ("roll.difficulty", self.difficulty),
            ("roll.test_dice", self.test_dice),
            ("roll.modifiers", self.modifiers),
        )
        return tuple((key, sums) for key, sums in found if sums is not None and sums.terms)


class RollResult(BaseModel):
    model_config = FINITE_RECORD

    spec: RollSpec
    rolled: tuple[int, ...]
    kept: tuple[int, ...]
    dice_total: int
    total: int
    outcome: RollOutcome
    degrees: Annotated[int, Field(ge=0, le=MAX_DEGREES)] = 0
    manual: bool = False

    @property
    def is_success(self) -> bool:
        return self.outcome is RollOutcome.SUCCESS

    @property
    def is_critical_failure(self) -> bool:
        return self.outcome is RollOutcome.CRITICAL_FAILURE

    @property
    def difficulty(self) -> int | None:
        return None if self.spec.difficulty is None else self.spec.difficulty.total


def degrees_of_success(margin: int) -> int:
    """Beat the difficulty by 0–4 → 1, 5–9 → 2, 10–14 → 3, 15 or more → 4; 0 on a failure."""
    if margin < 0:
        return 0
    return min(1 + margin // DEGREE_STEP, MAX_DEGREES)


def outcome_of(margin: int) -> RollOutcome:
    if margin >= 0:
        return RollOutcome.SUCCESS
    return RollOutcome.MARGINAL_FAILURE if margin > -DEGREE_STEP else RollOutcome.CRITICAL_FAILURE


def passive_value(rank: int, modifier: int = 0) -> int:
    return rank * 4 + modifier


def _faces(spec: RollSpec, dice: DiceSource, entry: ManualEntry | None) -> tuple[int, ...] | None:
    # A source may want to see the whole roll first (to show the GM the pool it asks for).
    show_before_rolling(dice, entry, spec)
    if entry is None:
        return dice.roll(spec.rolled_count, 6)
    if entry.faces is None:
        return None
    if len(entry.faces) not in (spec.rolled_count, spec.kept_count):
        raise DiceEntryError(msg("dice.wrong_count", expected=spec.rolled_count, given=len(entry.faces)))
    for face in entry.faces:
        if not 1 <= face <= 6:
            raise DiceEntryError(msg("dice.bad_face", face=face))
    return entry.faces


def roll_test(spec: RollSpec, dice: DiceSource, entry: ManualEntry | None = None) -> RollResult:
    """Make the test with ``dice``, or read it from the GM's ``entry`` when one is given."""
    faces = _faces(spec, dice, entry)
    if faces is None:
        assert entry is not None and entry.dice_total is not None
        check_total(entry.dice_total, spec.kept_count, spec.kept_count * 6)
        rolled: tuple[int, ...] = ()
        kept: tuple[int, ...] = ()
        dice_total = entry.dice_total
    else:
        rolled = faces
        kept = tuple(sorted(faces, reverse=True)[: spec.kept_count])
        dice_total = sum(kept)
    total = dice_total + spec.modifiers.total
    if spec.difficulty is None:
        outcome, degrees = RollOutcome.UNOPPOSED, 0
    else:
        margin = total - spec.difficulty.total
        outcome, degrees = outcome_of(margin), degrees_of_success(margin)
    return RollResult(
        spec=spec,
        rolled=rolled,
        kept=kept,
        dice_total=dice_total,
        total=total,
        outcome=outcome,
        degrees=degrees,
        manual=entry is not None and not entry.by_app,
    )
