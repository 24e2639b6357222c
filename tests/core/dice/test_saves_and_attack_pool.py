"""Bastionland dice (NOTES.md, «Mythic Bastionland»): a d20 save at or under a Virtue, and an
attack pool of mixed sizes, each rolled or typed in and keeping its faces."""

import pytest

from campal.core.dice import ManualEntry, RandomDice, ScriptedDice
from campal.core.dice.attack_pool import AttackPoolSpec, PoolDie, roll_attack_pool
from campal.core.dice.entry import DiceEntryError
from campal.core.dice.saves import SaveSpec, roll_save


def test_a_save_succeeds_at_or_under_the_virtue() -> None:
    spec = SaveSpec(virtue="vigour", value=12)
    assert roll_save(spec, ScriptedDice([12])).is_success
    assert not roll_save(spec, ScriptedDice([13])).is_success
    assert roll_save(spec, ScriptedDice([1])).is_success


def test_a_save_at_virtue_zero_always_fails() -> None:
    assert not roll_save(SaveSpec(virtue="spirit", value=0), ScriptedDice([1])).is_success


def test_a_typed_save_is_marked_manual_and_checked() -> None:
    spec = SaveSpec(virtue="clarity", value=9)
    typed = roll_save(spec, ScriptedDice([]), ManualEntry(faces=(4,)))
    assert typed.face == 4 and typed.manual and typed.is_success
    assert roll_save(spec, ScriptedDice([]), ManualEntry(dice_total=15)).face == 15
    with pytest.raises(DiceEntryError):
        roll_save(spec, ScriptedDice([]), ManualEntry(faces=(21,)))
    with pytest.raises(DiceEntryError):
        roll_save(spec, ScriptedDice([]), ManualEntry(dice_total=0))


def test_the_attack_pool_rolls_each_size_in_order() -> None:
    spec = AttackPoolSpec(dice=(PoolDie(size=8), PoolDie(size=4), PoolDie(size=6), PoolDie(size=6)))
    result = roll_attack_pool(spec, ScriptedDice([7, 3, 1, 5]))
    assert result.faces == (7, 3, 1, 5) and result.highest == 7 and not result.manual


def test_a_scripted_face_too_big_for_its_die_is_refused() -> None:
    spec = AttackPoolSpec(dice=(PoolDie(size=8), PoolDie(size=4)))
    with pytest.raises(ValueError):
        roll_attack_pool(spec, ScriptedDice([7, 5]))


def test_a_typed_pool_needs_every_face_unless_it_is_one_die() -> None:
    two = AttackPoolSpec(dice=(PoolDie(size=8), PoolDie(size=4)))
    assert roll_attack_pool(two, ScriptedDice([]), ManualEntry(faces=(8, 4))).faces == (8, 4)
    with pytest.raises(DiceEntryError) as refused:
        roll_attack_pool(two, ScriptedDice([]), ManualEntry(dice_total=9))
    assert refused.value.reason.key == "dice.faces_needed"
    with pytest.raises(DiceEntryError):
        roll_attack_pool(two, ScriptedDice([]), ManualEntry(faces=(8, 5)))
    one = AttackPoolSpec(dice=(PoolDie(size=12),))
    assert roll_attack_pool(one, ScriptedDice([]), ManualEntry(dice_total=11)).faces == (11,)


def test_random_pools_stay_within_their_dice() -> None:
    spec = AttackPoolSpec(dice=(PoolDie(size=4), PoolDie(size=12), PoolDie(size=20)))
    dice = RandomDice(3)
    for _ in range(200):
        faces = roll_attack_pool(spec, dice).faces
        assert all(1 <= face <= size for face, size in zip(faces, spec.sizes, strict=True))
