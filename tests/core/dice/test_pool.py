"""The d10 pool (NOTES.md, «Exalted 2e»): 7+ succeeds, 10s twice, automatic successes."""

import pytest

from campal.core.dice import Breakdown, ManualEntry, RandomDice, ScriptedDice
from campal.core.dice.entry import DiceEntryError
from campal.core.dice.pool import PoolSpec, roll_pool, successes_of


def spec(dice: int, difficulty: int | None = None, automatic: int = 0, tens_double: bool = True) -> PoolSpec:
    return PoolSpec(
        dice=Breakdown().base("term.dice", dice),
        automatic=Breakdown().plus("term.auto", automatic),
        difficulty=None if difficulty is None else Breakdown().base("term.d", difficulty),
        tens_double=tens_double,
    )


def test_sevens_and_up_succeed_and_tens_count_twice() -> None:
    result = roll_pool(spec(5, 3), ScriptedDice([1, 6, 7, 9, 10]))
    assert result.rolled == 4 and result.successes == 4 and result.is_success and result.margin == 1


def test_damage_rolls_count_tens_once() -> None:
    assert successes_of((10, 10, 3), tens_double=False) == 2


def test_automatic_successes_add_and_penalties_never_go_below_zero() -> None:
    assert roll_pool(spec(2, automatic=3), ScriptedDice([7, 1])).successes == 4
    assert roll_pool(spec(2, automatic=-3), ScriptedDice([7, 1])).successes == 0


def test_a_roll_without_successes_with_a_one_is_a_botch() -> None:
    assert roll_pool(spec(3, 1), ScriptedDice([1, 4, 6])).botch
    assert not roll_pool(spec(3, 1), ScriptedDice([2, 4, 6])).botch
    assert not roll_pool(spec(3, 1, automatic=1), ScriptedDice([1, 4, 6])).botch


def test_a_difficulty_not_reached_fails_by_the_shortfall() -> None:
    result = roll_pool(spec(3, 4), ScriptedDice([7, 8, 2]))
    assert not result.is_success and result.margin == -2


def test_no_dice_rolls_nothing_and_a_negative_pool_is_empty() -> None:
    assert roll_pool(spec(-2, automatic=1), ScriptedDice([])).successes == 1


def test_typed_faces_are_checked_and_kept() -> None:
    result = roll_pool(spec(3, 1), RandomDice(1), ManualEntry(faces=(10, 2, 7)))
    assert result.faces == (10, 2, 7) and result.successes == 3 and result.manual
    with pytest.raises(DiceEntryError):
        roll_pool(spec(3, 1), RandomDice(1), ManualEntry(faces=(11, 2, 7)))
    with pytest.raises(DiceEntryError):
        roll_pool(spec(3, 1), RandomDice(1), ManualEntry(faces=(1, 2)))


def test_typed_successes_alone_are_taken_within_what_the_pool_can_show() -> None:
    result = roll_pool(spec(3, 2), RandomDice(1), ManualEntry(dice_total=2))
    assert result.successes == 2 and result.faces == () and not result.botch
    with pytest.raises(DiceEntryError):
        roll_pool(spec(3, 2), RandomDice(1), ManualEntry(dice_total=7))
