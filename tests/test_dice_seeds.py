"""The app's own dice in tests follow the run's dice seed, so a failure for one roll comes back."""

from campal.core.dice import RandomDice
from campal.core.engine import Engine
from campal.core.model import Battle
from tests.dice_seeds import DiceSeeds


def _rolls() -> list[tuple[int, ...]]:
    return [Engine(Battle()).context.dice.roll(6, 10), RandomDice().roll(6, 10)]


def test_the_same_seed_rolls_the_engines_dice_again_and_another_seed_other_dice() -> None:
    seeds = DiceSeeds("7")
    seeds.install()
    try:
        first = _rolls()
        seeds.restart()  # the next test, or the same test run again with this seed
        again = _rolls()
        seeds.seed = "8"
        seeds.restart()
        other = _rolls()
    finally:
        seeds.uninstall()
    assert first == again
    assert first[0] != first[1] and other != first  # each one made has dice of its own


def test_dice_a_test_seeds_itself_are_its_own_and_noted_apart() -> None:
    seeds = DiceSeeds("7")
    seeds.install()
    try:
        own = RandomDice(3).roll(6, 10)
        rolled_own = seeds.rolled
        RandomDice().roll(1, 10)
    finally:
        seeds.uninstall()
    assert own == RandomDice(3).roll(6, 10)
    assert not rolled_own and seeds.rolled
