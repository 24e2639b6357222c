"""The SIFRP test as the rules describe it (NOTES.md, «SIFRP — the core test»)."""

import pytest

from campal.core.dice import (
    Breakdown,
    DicePolicy,
    ManualDice,
    ManualEntry,
    RandomDice,
    RollOutcome,
    RollSpec,
    ScriptedDice,
    degrees_of_success,
    passive_value,
    roll_test,
)
from campal.core.dice.entry import DiceEntryError


def spec(rank: int, difficulty: int | None = None, bonus: int = 0, dice: int = 0, flat: int = 0) -> RollSpec:
    return RollSpec(
        rank=rank,
        bonus=bonus,
        test_dice=Breakdown().plus("term.test", dice),
        modifiers=Breakdown().plus("term.flat", flat),
        difficulty=None if difficulty is None else Breakdown().base("term.d", difficulty),
    )


def test_rank_d6_are_rolled_and_summed() -> None:
    result = roll_test(spec(3, 9), ScriptedDice([2, 3, 4]))
    assert result.rolled == (2, 3, 4) and result.total == 9 and result.is_success


def test_bonus_dice_are_rolled_and_only_the_best_rank_kept() -> None:
    result = roll_test(spec(2, bonus=2), ScriptedDice([1, 6, 2, 5]))
    assert result.rolled == (1, 6, 2, 5)
    assert result.kept == (6, 5) and result.total == 11


def test_plus_d_adds_a_kept_die() -> None:
    result = roll_test(spec(2, dice=1), ScriptedDice([1, 2, 3]))
    assert len(result.kept) == 3 and result.total == 6


def test_minus_d_removes_a_kept_die_and_keeps_the_best() -> None:
    result = roll_test(spec(3, dice=-1), ScriptedDice([1, 5, 4]))
    assert result.rolled == (1, 5, 4) and result.kept == (5, 4)


def test_minus_d_never_leaves_less_than_one_die() -> None:
    assert spec(2, dice=-5).kept_count == 1


def test_penalty_may_remove_bonus_dice_first_when_the_gm_says_so() -> None:
    policy = DicePolicy(penalty_removes_bonus_first=True)
    with_policy = spec(3, bonus=1, dice=-1).model_copy(update={"policy": policy})
    assert (with_policy.rolled_count, with_policy.kept_count) == (3, 3)


def test_flat_modifiers_add_to_the_sum() -> None:
    assert roll_test(spec(2, flat=-2), ScriptedDice([3, 3])).total == 4


@pytest.mark.parametrize(
    ("margin", "degrees"), [(0, 1), (4, 1), (5, 2), (9, 2), (10, 3), (14, 3), (15, 4), (40, 4), (-1, 0)]
)
def test_degrees_of_success(margin: int, degrees: int) -> None:
    assert degrees_of_success(margin) == degrees


def test_failing_by_one_to_four_is_a_marginal_failure() -> None:
    assert roll_test(spec(2, 9), ScriptedDice([3, 2])).outcome is RollOutcome.MARGINAL_FAILURE


def test_failing_by_five_or_more_is_a_critical_failure() -> None:
    result = roll_test(spec(2, 9), ScriptedDice([1, 3]))
    assert result.outcome is RollOutcome.CRITICAL_FAILURE and result.is_critical_failure


def test_passive_value_is_rank_times_four() -> None:
    assert passive_value(3) == 12


def test_gm_may_type_each_die() -> None:
    result = roll_test(spec(2, 6), RandomDice(1), ManualEntry(faces=(6, 1)))
    assert result.manual and result.total == 7 and result.rolled == (6, 1)


def test_gm_may_type_the_total_of_the_dice() -> None:
    result = roll_test(spec(3, 12, flat=1), RandomDice(1), ManualEntry(dice_total=14))
    assert result.total == 15 and result.degrees == 1 and result.rolled == ()


def test_a_typed_roll_that_cannot_be_is_refused() -> None:
    with pytest.raises(DiceEntryError):
        roll_test(spec(2, 6), RandomDice(1), ManualEntry(faces=(6, 1, 2, 4)))
    with pytest.raises(DiceEntryError):
        roll_test(spec(2, 6), RandomDice(1), ManualEntry(dice_total=13))
    with pytest.raises(DiceEntryError):
        roll_test(spec(2, 6), ManualDice([7, 1]))


def test_seeded_random_dice_repeat() -> None:
    assert roll_test(spec(4), RandomDice(7)).rolled == roll_test(spec(4), RandomDice(7)).rolled
