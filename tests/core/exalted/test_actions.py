"""Every action of the text (issue clause 4): difficulties, refusals and effects."""

from campal.core.model import ExaltedFormation, ExaltedUnitState
from campal.core.model.exalted import SpecialCharacter, SpecialKind
from campal.core.rules.exalted.orders import (
    change_formation_difficulty,
    command_difficulty,
    dash_endurance,
    dash_factor,
    dash_refusal,
    disengage_difficulty,
    disengage_pool,
    enveloped_disengage,
    formation_refusal,
    hide_pool,
    rally_pool,
    recovery_days,
    signal_refusal,
    split_difficulty,
    split_refusal,
    swap_difficulty,
    turn_needs_roll,
)
from campal.core.rules.exalted.regroup import (
    Split,
    merge,
    rally_numbers,
    rally_organization,
    rally_second_wind,
    split,
    swap,
)
from campal.core.rules.exalted.special_attacks import (
    called_shot_penalty,
    called_shot_refusal,
    can_duel,
    champion_dv,
    envelop_refusal,
    forced_duel_pool,
)
from campal.core.rules.exalted.traits import command_pool

from .units import commander, unit

HERO = SpecialCharacter(id="hero-a", name="Ana", kind=SpecialKind.HERO, traits=commander(war=4))


def test_command_difficulty_is_magnitude_less_drill_at_least_1() -> None:
    assert command_difficulty(unit(magnitude=5, drill=2)).total == 3
    assert command_difficulty(unit(magnitude=2, drill=4)).total == 1


def test_change_formation_is_one_harder_after_an_attack_and_two_while_attacked() -> None:
    assert change_formation_difficulty(unit(magnitude=5, drill=2, attacked_since_action=True)).total == 4
    assert change_formation_difficulty(unit(magnitude=5, drill=2, engaged={"unit-b": 3})).total == 5


def test_a_formation_needs_its_drill() -> None:
    assert formation_refusal(unit(drill=1), ExaltedFormation.CLOSE) is not None
    assert formation_refusal(unit(drill=2), ExaltedFormation.CLOSE) is None
    assert formation_refusal(unit(drill=0), ExaltedFormation.SKIRMISH) is not None


def test_the_commander_or_a_relay_rolls_whichever_pool_is_larger() -> None:
    weak = unit(commander=commander(charisma=1, war=1))
    assert command_pool(weak).total == 3 and command_pool(weak.model_copy(update={"relays": 0})).total == 2


def test_dash_never_from_unordered_costs_armour_fatigue_and_cavalry_double() -> None:
    assert dash_refusal(unit(formation=ExaltedFormation.UNORDERED)) is not None
    assert dash_refusal(unit()) is None
    assert dash_endurance(unit(endurance=4, armour_fatigue=1)) == 3
    assert dash_factor(unit(mounted=True)) == 2.0 and dash_factor(unit()) == 1.0


def test_disengage_pool_and_difficulty() -> None:
    stats = unit(magnitude=3, drill=2, commander=commander(wits=3, war=3))
    assert disengage_pool(stats).total == 5
    enemy = unit(drill=3)
    assert disengage_difficulty(stats, "unit-e", enemy).total == 6
    assert enveloped_disengage(disengage_difficulty(stats, "unit-e", enemy)).total == 9
    enveloping = stats.model_copy(update={"enveloping": ("unit-e",)})
    assert disengage_difficulty(enveloping, "unit-e", enemy).total == 7


def test_a_quarter_turn_is_free_and_more_needs_a_roll() -> None:
    assert not turn_needs_roll(90) and turn_needs_roll(135)


def test_split_needs_a_hero_is_two_harder_in_combat_and_the_parent_loses_magnitude() -> None:
    assert split_refusal(unit()) is not None
    stats = unit(magnitude=4, drill=2, specials=(HERO,))
    assert split_refusal(stats) is None
    assert split_difficulty(stats.model_copy(update={"engaged": {"unit-b": 0}})).total == 4
    result = split(stats, 100, "hero-a", succeeded=True)
    assert isinstance(result, Split)
    assert (
        result.parent.magnitude == 3 and result.child.magnitude == 3 and result.child.commander_name == "Ana"
    )
    failed = split(stats, 100, "hero-a", succeeded=False)
    assert isinstance(failed, Split)
    assert (
        failed.parent.state is ExaltedUnitState.HESITATING
        and failed.child.formation is ExaltedFormation.UNORDERED
    )


def test_merge_recomputes_magnitude_and_sends_extra_specials_away() -> None:
    a = unit(magnitude=3, relays=3, specials=(HERO,))
    b = unit(magnitude=3, relays=3, commander_name="Bo")
    merged = merge(a, b)
    assert merged.stats.magnitude == 4 and merged.stats.relays == 6 and merged.leftovers == ()
    tiny = merge(unit(magnitude=1, relays=2), unit(magnitude=1, relays=2))
    assert tiny.stats.magnitude == 2 and tiny.relays_lost == 0
    relayed = merge(unit(magnitude=1, relays=2), unit(magnitude=0, relays=0, specials=(HERO,)))
    assert relayed.stats.specials == (HERO,) and relayed.relays_lost == 1
    two = (HERO, HERO.model_copy(update={"id": "hero-b"}))
    crowded = merge(unit(magnitude=1, relays=0, specials=two), unit(magnitude=0, relays=0, specials=(HERO,)))
    assert crowded.stats.magnitude == 1 and len(crowded.leftovers) == 1


def test_swapping_special_characters_is_difficulty_1() -> None:
    assert swap_difficulty().total == 1
    swapped = swap(unit(specials=(HERO,)), unit(magnitude=3, relays=3), "hero-a")
    assert isinstance(swapped, tuple)
    giver, taker = swapped
    assert giver.specials == () and taker.specials == (HERO,)


def test_rally_organization_numbers_and_second_wind() -> None:
    assert rally_pool(unit(commander=commander(war=2, performance=2, charisma=3))).total == 5
    organized = rally_organization(unit(magnitude=2, relays=1))
    assert not isinstance(organized, type(None)) and organized.relays == 2
    assert hasattr(rally_numbers(unit(magnitude=3), 0), "key")
    grown = rally_numbers(unit(magnitude=3, relays=3, formation=ExaltedFormation.CLOSE), 1)
    assert grown.magnitude == 4 and grown.formation is ExaltedFormation.UNORDERED
    assert rally_second_wind(unit(magnitude=4, drill=2, endurance=1)).endurance == 3
    assert rally_second_wind(unit(magnitude=4, drill=3, endurance=3)).endurance == 4


def test_signal_reaches_as_many_units_as_relays() -> None:
    assert signal_refusal(unit(relays=2), 2) is None and signal_refusal(unit(relays=2), 3) is not None


def test_envelop_needs_a_larger_attacker_in_close_combat() -> None:
    assert envelop_refusal(unit(magnitude=4), unit(magnitude=3), ranged=False) is None
    assert envelop_refusal(unit(magnitude=3), unit(magnitude=3), ranged=False) is not None
    assert envelop_refusal(unit(magnitude=5), unit(magnitude=3), ranged=True) is not None


def test_called_shots_take_half_drill_or_magnitude_rounded_up() -> None:
    assert called_shot_penalty(unit(magnitude=5, drill=2)).total == -3
    assert called_shot_penalty(unit(magnitude=5, drill=2, formation=ExaltedFormation.UNORDERED)).total == -1
    assert called_shot_penalty(unit(magnitude=3, drill=1), SpecialKind.SORCERER).total == -3


def test_called_shots_in_melee_need_a_long_tick_of_contact() -> None:
    target = unit(engaged={"unit-a": 4})
    assert called_shot_refusal(target, "unit-a", 4, ranged=False) is not None
    assert called_shot_refusal(target, "unit-a", 5, ranged=False) is None
    assert called_shot_refusal(unit(), "unit-a", 0, ranged=True) is None


def test_duels_only_between_engaged_units_and_forced_without_unit_bonus() -> None:
    assert can_duel("unit-a", unit(), "unit-b", unit()) is not None
    assert can_duel("unit-a", unit(engaged={"unit-b": 0}), "unit-b", unit()) is None
    champion = commander(war=2, melee=5, dexterity=4)
    assert forced_duel_pool(champion).total == 4 + 5 + 1
    assert champion_dv(champion) == 5


def test_hiding_takes_magnitude_from_dexterity_plus_stealth() -> None:
    assert hide_pool(unit(magnitude=2, commander=commander(dexterity=4, stealth=3))).total == 5


def test_recovering_a_magnitude_takes_magnitude_plus_one_days() -> None:
    assert recovery_days(3) == 4
