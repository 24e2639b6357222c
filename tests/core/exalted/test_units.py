"""Units (issue clause 1): Magnitude bands, War caps, derived ratings, Morale, Endurance,
special characters and relays."""

from campal.core.model import ExaltedFormation
from campal.core.model.exalted import SpecialCharacter, SpecialKind, Troop
from campal.core.model.exalted_traits import Ability
from campal.core.rules.exalted.traits import (
    capped,
    charm_resistance,
    communications_failed,
    derive,
    effective_drill,
    effective_formation,
    endurance_of,
    excess_specials,
    fatigue_penalty,
    lone_endurance,
    magnitude_for,
    max_specials,
    morale_of,
    ratings_from,
    soldiers_of,
)

from .units import commander, unit


def test_magnitude_bands_follow_the_soldiers() -> None:
    assert [magnitude_for(n) for n in (1, 2, 10, 11, 75, 76, 150, 300, 650, 1250, 2500, 5000, 10000)] == [
        0,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
    ]
    assert soldiers_of(5) == (301, 650)


def test_war_caps_every_ability() -> None:
    assert capped(commander(war=3, melee=5), Ability.MELEE) == 3
    assert capped(commander(war=5, melee=4), Ability.MELEE) == 4


def test_ratings_derive_from_the_troop_averages() -> None:
    troop = Troop(
        dexterity=3,
        close_ability=3,
        close_accuracy=1,
        strength=2,
        close_weapon_damage=3,
        soak=5,
        ranged_ability=2,
        ranged_accuracy=1,
        ranged_weapon_damage=4,
        mobility_penalty=-1,
    )
    ratings = ratings_from(troop)
    assert ratings["close_combat"] == 3  # (3 + 3 + 1) / 2 down
    assert ratings["close_damage"] == 2  # (2 + 3) / 3 up
    assert ratings["ranged_combat"] == 3 and ratings["ranged_damage"] == 2
    assert ratings["armour"] == 2 and ratings["speed"] == 2


def test_archers_with_no_missile_weapon_have_no_ranged_rating() -> None:
    assert ratings_from(Troop(ranged_ability=4, ranged_weapon_damage=0))["ranged_combat"] == 0


def test_endurance_is_drill_plus_stamina_less_armour_fatigue_when_not_rested() -> None:
    assert endurance_of(2, 3) == 5 and endurance_of(2, 3, armour_fatigue=2, rested=False) == 3
    stats = derive(unit(drill=2, troop=Troop(stamina=3, fatigue=1)), rested=False)
    assert stats.endurance == 4
    assert lone_endurance(commander(resistance=2)) == 4


def test_endurance_zero_costs_two() -> None:
    assert fatigue_penalty(unit(endurance=0)) == -2 and fatigue_penalty(unit(endurance=1)) == 0


def test_morale_is_the_lowest_valor_and_cavalry_use_their_mounts() -> None:
    assert morale_of(unit(commander=commander(valor=4), troop=Troop(valor=2))) == 2
    assert morale_of(unit(commander=commander(valor=1), troop=Troop(valor=3))) == 1
    assert (
        morale_of(unit(mounted=True, commander=commander(valor=4), troop=Troop(valor=1, mount_valor=3))) == 3
    )


def test_special_characters_are_at_most_twice_the_magnitude() -> None:
    assert max_specials(2) == 4
    heroes = tuple(SpecialCharacter(id=f"hero-{i}", name=f"H{i}", kind=SpecialKind.HERO) for i in range(3))
    assert excess_specials(unit(magnitude=2, relays=2, specials=heroes)) == 1


def test_without_a_relay_per_magnitude_communications_fail() -> None:
    stats = unit(magnitude=4, drill=3, relays=2, formation=ExaltedFormation.CLOSE)
    assert communications_failed(stats)
    assert effective_drill(stats) == 1 and effective_formation(stats) is ExaltedFormation.UNORDERED
    assert not communications_failed(unit(magnitude=2, relays=0))


def test_might_adds_to_essence_against_hostile_charms() -> None:
    assert charm_resistance(unit(might=2)) == 3


def test_a_mounted_unit_is_cavalry_only_when_its_riders_have_the_ride_minimum() -> None:
    from campal.core.rules.exalted.traits import is_mounted

    assert is_mounted(unit(mounted=True, troop=Troop(ride=1)))
    assert not is_mounted(unit(mounted=True, troop=Troop(ride=0)))
    unskilled = unit(mounted=True, commander=commander(valor=4), troop=Troop(valor=1, mount_valor=3, ride=0))
    assert morale_of(unskilled) == 1  # no cavalry: the mounts' Valor does not count


def test_might_against_hostile_charms_is_shown_beside_each_unit() -> None:
    from campal.core.rules import system_of

    from .armies import hosts, with_unit

    battle = with_unit(hosts(), "unit-spear", might=2, might_bonus=1)
    system = system_of(battle)
    columns = system.unit_columns()
    row = system.unit_row(battle, battle.units["unit-spear"])
    # The commander's Essence 1 + Might 2 + its bonus 1.
    assert row.cells[columns.index("column.exalted.charm_resistance")].text == "4"
