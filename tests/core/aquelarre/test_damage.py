"""Daño: weapon dice, the damage bonus ladder, Fuerza short, criticals, the action's factor."""

import pytest

from campal.core.dice import DiceEntryError, ManualEntry, ScriptedDice
from campal.core.model import AquelarreHealth
from campal.core.rules.aquelarre.damage import blow, damage_dice, roll_damage
from campal.core.rules.aquelarre.kit import DiceExpr, kit
from campal.core.rules.aquelarre.sheet import damage_bonus

from .people import person

KIT = kit()
SWORD = KIT.weapon("espada_de_mano")


def test_damage_bonus_examples_of_the_text() -> None:
    assert damage_bonus(person(dexterity=15), SWORD).label() == "1D4"
    assert damage_bonus(person(strength=10), KIT.weapon("montante")).label() == "0"
    assert damage_bonus(person(strength=9), KIT.weapon("montante")).label() == "-1D4"
    assert damage_bonus(person(strength=3), KIT.weapon("montante")).label() == "-1D6"


def test_thrown_weapons_and_pelea_use_fuerza() -> None:
    thrower = person(strength=15, dexterity=5)
    assert damage_bonus(thrower, KIT.weapon("cuchillo")).label() == "1D4"
    assert damage_bonus(thrower, KIT.bare_hands).label() == "1D4"


def test_heavy_attack_climbs_the_ladder() -> None:
    lope = person(dexterity=15)
    assert damage_bonus(lope, SWORD, steps_up=1).label() == "1D6"
    assert damage_bonus(lope, SWORD, steps_up=2).label() == "2D6"


def test_lope_short_of_strength_does_two_less() -> None:
    lope = person(dexterity=15, strength=10)
    dice = damage_dice(lope, SWORD)
    assert (dice.weapon.label(), dice.bonus.label(), dice.strength_short) == ("1D8+1", "1D4", 2)
    roll = roll_damage(dice, ScriptedDice([6, 3]))
    assert blow(roll, lope).total == 6 + 1 + 3 - 2


def test_critical_does_the_most_without_dice() -> None:
    lope = person(dexterity=15, strength=12)
    roll = roll_damage(damage_dice(lope, SWORD), ScriptedDice([]), critical=True)
    assert blow(roll, lope).total == 13


def test_charge_multiplies_by_one_and_a_half_rounding_up() -> None:
    fighter = person(dexterity=12, strength=12)
    bastard = KIT.weapon("espada_bastarda")
    roll = roll_damage(damage_dice(fighter, bastard), ScriptedDice([10]))
    assert blow(roll, fighter, 1.5).total == 15
    odd = roll_damage(damage_dice(fighter, SWORD), ScriptedDice([6]))
    assert blow(odd, fighter, 1.5).total == 11


def test_precise_halves_rounding_down() -> None:
    fighter = person(dexterity=12, strength=12)
    roll = roll_damage(damage_dice(fighter, SWORD), ScriptedDice([6]))
    assert blow(roll, fighter, 0.5).total == 3


def test_wounded_halve_the_bonus_roll_and_badly_wounded_lose_it() -> None:
    dice = damage_dice(person(dexterity=15, strength=12), SWORD)
    roll = roll_damage(dice, ScriptedDice([4, 3]))
    wounded = person(dexterity=15, strength=12, health=7)
    assert wounded.condition is AquelarreHealth.WOUNDED
    assert blow(roll, wounded).total == 4 + 1 + 1
    badly = person(dexterity=15, strength=12, health=3)
    assert blow(roll, badly).total == 4 + 1


def test_negative_bonus_never_makes_damage_negative() -> None:
    weak = person(strength=3, dexterity=3)
    roll = roll_damage(damage_dice(weak, KIT.weapon("daga")), ScriptedDice([1, 1, 6]))
    assert blow(roll, weak).total == 0


def test_typed_damage_dice_or_total() -> None:
    dice = damage_dice(person(dexterity=15, strength=12), SWORD)
    assert roll_damage(dice, ScriptedDice([]), ManualEntry(faces=(8, 4))).faces == (8, 4)
    typed = roll_damage(dice, ScriptedDice([]), ManualEntry(dice_total=10))
    assert blow(typed, person(dexterity=15, strength=12)).total == 11
    with pytest.raises(DiceEntryError):
        roll_damage(dice, ScriptedDice([]), ManualEntry(faces=(9, 4)))


def test_dice_expressions() -> None:
    assert DiceExpr.parse("1D3+2").maximum == 5
    assert DiceExpr.parse("-1D6").negative
    assert DiceExpr.parse("2D3").sizes == (3, 3)
