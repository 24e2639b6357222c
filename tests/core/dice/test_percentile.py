"""The d100 test: at or under the percentage, critical and fumble bands, typed rolls, opposed."""

import pytest

from campal.core.dice import DiceEntryError, ManualEntry, ScriptedDice
from campal.core.dice.percentile import (
    Degree,
    PercentileBands,
    PercentileSpec,
    characteristic_spec,
    degree_of,
    opposed,
    roll_percentile,
)
from campal.core.dice.terms import Breakdown


def spec(value: int) -> PercentileSpec:
    return PercentileSpec(skill="espadas", percentage=Breakdown().base("aquelarre.skill", value))


def test_success_is_at_or_under_the_percentage() -> None:
    assert degree_of(50, 50) is Degree.SUCCESS
    assert degree_of(51, 50) is Degree.FAILURE


@pytest.mark.parametrize(
    ("face", "percentage", "degree"),
    [
        (5, 50, Degree.CRITICAL),
        (6, 50, Degree.SUCCESS),
        (94, 50, Degree.FAILURE),
        (95, 50, Degree.FUMBLE),
        (1, 3, Degree.CRITICAL),
        (1, 0, Degree.CRITICAL),
        (100, 100, Degree.FUMBLE),
        (99, 100, Degree.SUCCESS),
        (10, 100, Degree.CRITICAL),
        (11, 100, Degree.SUCCESS),
    ],
)
def test_critical_and_fumble_bands_grow_with_the_percentage(
    face: int, percentage: int, degree: Degree
) -> None:
    assert degree_of(face, percentage) is degree


def test_bands_are_the_gms_to_move() -> None:
    wide = PercentileBands(critical_divisor=5)
    assert degree_of(10, 50, wide) is Degree.CRITICAL


def test_the_roll_keeps_its_face_and_replays_from_it() -> None:
    result = roll_percentile(spec(40), ScriptedDice([19]))
    assert (result.face, result.succeeded, result.manual) == (19, True, False)
    again = type(result).model_validate(result.model_dump())
    assert again == result


def test_a_typed_roll_is_checked_and_marked_manual() -> None:
    assert roll_percentile(spec(40), ScriptedDice([]), ManualEntry(faces=(77,))).face == 77
    assert roll_percentile(spec(40), ScriptedDice([]), ManualEntry(dice_total=3)).is_critical
    with pytest.raises(DiceEntryError):
        roll_percentile(spec(40), ScriptedDice([]), ManualEntry(faces=(101,)))
    with pytest.raises(DiceEntryError):
        roll_percentile(spec(40), ScriptedDice([]), ManualEntry(dice_total=0))


def test_characteristic_test_multiplies_the_characteristic() -> None:
    agility = characteristic_spec("agility", 14, 3)
    assert agility.target == 42
    assert roll_percentile(agility, ScriptedDice([42])).succeeded


def test_opposed_better_degree_wins_then_the_tie_rule() -> None:
    fue_a = characteristic_spec("strength", 15, 5)  # 75
    fue_b = characteristic_spec("strength", 12, 5)  # 60
    crit = roll_percentile(fue_b, ScriptedDice([3]))
    plain = roll_percentile(fue_a, ScriptedDice([40]))
    assert opposed(plain, crit).winner == "passive"
    higher = roll_percentile(fue_b, ScriptedDice([55]))
    assert opposed(plain, higher).winner == "passive"
    failed_a = roll_percentile(fue_a, ScriptedDice([80]))
    failed_b = roll_percentile(fue_b, ScriptedDice([70]))
    assert opposed(failed_a, failed_b).winner is None
