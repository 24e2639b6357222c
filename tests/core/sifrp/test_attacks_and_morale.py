"""Attacks, damage and morale, exactly as «Daño y moral» describes them (free play: no turn)."""

import pytest

from campal.core.engine import Override
from campal.core.model import CharacterState, Formation, Training, UnitState, UnitType
from campal.core.rules.sifrp.commands import CarryOutOrder, FellCharacter, OrderParams
from campal.core.rules.sifrp.events import AttackResolved
from campal.core.rules.sifrp.morale import take_damage
from campal.core.rules.sifrp.templates import unit_stats

from .armies import LANNISTER, engine_for, feed, run


def attack(engine, unit: str, target: str, order: str = "attack", faces=(), **params) -> AttackResolved:  # type: ignore[no-untyped-def]
    feed(engine, faces)
    params.setdefault("flank", "front")  # these attacks are ruled frontal, whatever the angle
    run(engine, CarryOutOrder(unit, OrderParams(targets=(target,), **params), order=order))
    return next(e for e in engine.history[-1].events if isinstance(e, AttackResolved))


def stats(engine, unit: str):  # type: ignore[no-untyped-def]
    return engine.state.units[unit].stats


def horse_beside_levy():  # type: ignore[no-untyped-def]
    engine = engine_for()
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    return engine


def test_damage_is_base_damage_times_degrees_minus_protection() -> None:
    engine = horse_beside_levy()
    hit = attack(engine, "unit-lhorse", "unit-slevy", faces=[4, 4, 1, 1])  # 10 against Defence 6: 1 degree
    assert (hit.roll.degrees, hit.base_damage.total, hit.protection, hit.damage) == (1, 3, 0, 3)
    assert (
        stats(engine, "unit-slevy").health == 3 and stats(engine, "unit-slevy").state is UnitState.ORGANISED
    )


def test_protection_reduces_damage_to_no_less_than_zero() -> None:
    engine = engine_for()
    hit = attack(engine, "unit-lspear", "unit-sfoot", faces=[6, 6, 6])  # 18 vs 4: 3 degrees × 1 − 3
    assert hit.damage == 0 and stats(engine, "unit-sfoot").health == 6


def test_a_miss_does_no_damage() -> None:
    engine = horse_beside_levy()
    hit = attack(engine, "unit-lhorse", "unit-slevy", faces=[1, 1, 1, 1])
    assert not hit.roll.is_success and hit.damage == 0


def test_charge_costs_one_die_and_adds_two_damage() -> None:
    engine = engine_for()
    hit = attack(engine, "unit-lhorse", "unit-slevy", "charge", faces=[3, 3, 2, 1])
    assert hit.roll.spec.kept_count == 3 and hit.roll.total == 8
    assert hit.base_damage.total == 5 and hit.damage == 5
    assert engine.state.units["unit-lhorse"].position != engine_for().state.units["unit-lhorse"].position


def test_units_attacking_a_lone_character_get_two_bonus_test_dice() -> None:
    engine = engine_for()
    run(engine, Override("char-robb", "position", {"x": 100.0, "y": 122.0}, "test"))
    hit = attack(engine, "unit-lspear", "char-robb", faces=[1, 1, 1, 1, 6])
    assert hit.roll.spec.kept_count == 5 and hit.damage == 1
    assert engine.state.characters["char-robb"].stats.health == 5  # type: ignore[union-attr]


def test_health_zero_disorganises_the_unit() -> None:
    engine = horse_beside_levy()
    attack(engine, "unit-lhorse", "unit-slevy", faces=[6, 6, 1, 1])  # 2 degrees: 6 damage
    levy = stats(engine, "unit-slevy")
    assert (levy.health, levy.state, levy.disorganisations) == (0, UnitState.DISORGANISED, 1)


def test_damage_while_disorganised_routs_the_unit_into_loose_formation() -> None:
    engine = horse_beside_levy()
    run(engine, Override("unit-slevy", "stats.state", "disorganised", "test"))
    attack(engine, "unit-lhorse", "unit-slevy", faces=[4, 4, 1, 1])
    assert stats(engine, "unit-slevy").state is UnitState.ROUTED
    assert stats(engine, "unit-slevy").formation is Formation.LOOSE


def test_damage_while_routed_destroys_the_unit() -> None:
    engine = horse_beside_levy()
    run(engine, Override("unit-slevy", "stats.state", "routed", "test"))
    run(engine, Override("unit-lhorse", "stats.formation", "battle", "test"))
    attack(engine, "unit-lhorse", "unit-slevy", faces=[4, 4, 1, 1])
    assert stats(engine, "unit-slevy").state is UnitState.DESTROYED


def test_more_than_twice_maximum_health_in_one_attack_destroys_the_unit() -> None:
    engine = engine_for()
    hit = attack(engine, "unit-lhorse", "unit-slevy", "charge", faces=[6, 6, 6, 1])  # 18: 3 degrees × 5
    assert hit.damage == 15
    assert stats(engine, "unit-slevy").state is UnitState.DESTROYED


def test_disorganisations_as_many_as_endurance_destroy_the_unit() -> None:
    levy = unit_stats(UnitType.PEASANT_LEVIES, Training.GREEN)  # Endurance 2
    first = take_damage(levy, 6).stats
    assert first.state is UnitState.DISORGANISED
    reorganised = first.model_copy(update={"state": UnitState.ORGANISED, "health": 1})
    assert take_damage(reorganised, 1).stats.state is UnitState.DESTROYED


@pytest.mark.parametrize(
    ("state", "damage", "suffered"),
    [
        ("organised", 1, 1),
        ("organised", 6, 2),
        ("disorganised", 1, 5),
        ("routed", 1, 10),
        ("organised", 13, 10),
    ],
)
def test_attached_characters_suffer_one_two_five_or_ten(state: str, damage: int, suffered: int) -> None:
    levy = unit_stats(UnitType.PEASANT_LEVIES, Training.GREEN).model_copy(update={"state": UnitState(state)})
    assert take_damage(levy, damage).attached_damage == suffered


def test_attached_character_is_hurt_with_the_unit_ignoring_armour() -> None:
    engine = horse_beside_levy()
    run(engine, Override("char-brynden", "attached_to", "unit-slevy", "test"))
    run(engine, Override("char-brynden", "stats.armour_rating", 5, "test"))
    attack(engine, "unit-lhorse", "unit-slevy", faces=[4, 4, 1, 1])
    assert engine.state.characters["char-brynden"].stats.health == 8  # type: ignore[union-attr]


def test_attached_character_gives_a_bonus_die_to_fighting() -> None:
    engine = horse_beside_levy()
    run(engine, Override("char-jaime", "attached_to", "unit-lhorse", "test"))
    hit = attack(engine, "unit-lhorse", "unit-slevy", faces=[1, 1, 1, 1, 1])
    assert hit.roll.spec.kept_count == 5


def test_fallen_commander_makes_the_units_that_see_it_test_against_twelve() -> None:
    engine = engine_for()
    run(engine, Override("char-tywin", "attached_to", "unit-lspear", "test"))
    feed(engine, [1, 1])
    run(engine, FellCharacter("char-tywin"))
    assert stats(engine, "unit-lspear").state is UnitState.DISORGANISED
    assert engine.state.sides[LANNISTER].commander == "char-kevan"  # the lieutenant takes over
    assert engine.state.characters["char-tywin"].stats.state is CharacterState.FALLEN  # type: ignore[union-attr]


def test_fallen_hero_makes_the_units_that_see_it_test_against_nine() -> None:
    engine = engine_for()
    run(engine, Override("char-jaime", "attached_to", "unit-lspear", "test"))
    feed(engine, [5, 4])
    run(engine, FellCharacter("char-jaime"))
    assert stats(engine, "unit-lspear").state is UnitState.ORGANISED


def test_defend_uses_an_agility_roll_instead_of_defence_with_a_die_for_shields() -> None:
    engine = engine_for()
    feed(engine, [5, 5, 1])
    run(engine, CarryOutOrder("unit-sfoot", order="defend"))
    hit = attack(engine, "unit-lspear", "unit-sfoot", faces=[3, 3, 2])  # Agility 2 + 1D: 5 + 5 + 1 − 2
    assert hit.roll.difficulty == 9 and not hit.roll.is_success


def test_darkness_costs_four_marksmanship_dice_and_rain_two_points() -> None:
    engine = engine_for()
    run(engine, Override("battle", "conditions.light", "dark", "noche"))
    run(engine, Override("battle", "conditions.weather", "heavy_rain", "tormenta"))
    hit = attack(engine, "unit-lbow", "unit-sbow", faces=[6, 6, 6])
    assert hit.roll.spec.kept_count == 1 and hit.roll.total == 4


def test_fortification_adds_its_bonus_to_defence() -> None:
    from campal.core.model import Fortification, Point

    engine = engine_for()
    ring = (Point(x=50, y=120), Point(x=150, y=120), Point(x=150, y=170), Point(x=50, y=170))
    fort = Fortification(id="fort-wall", kind="palisade", outline=ring, defence_bonus=4)
    engine = engine_for(battle=engine.state.model_copy(update={"fortifications": {fort.id: fort}}))
    hit = attack(engine, "unit-lspear", "unit-sfoot", faces=[1, 1, 1])
    assert hit.roll.difficulty == 8


@pytest.mark.parametrize(
    ("kind", "back", "counter"),
    [("fatigue", 1, "fatigue"), ("injury", 2, "injuries"), ("wound", 99, "wounds")],
)
def test_an_attached_characters_damage_is_lessened_by_fatigue_injuries_or_wounds(
    kind: str, back: int, counter: str
) -> None:
    from campal.core.rules.sifrp.commands import LessenDamage

    engine = horse_beside_levy()
    run(engine, Override("char-brynden", "attached_to", "unit-slevy", "test"))
    before = engine.state.characters["char-brynden"].stats.health  # type: ignore[union-attr]
    attack(engine, "unit-lhorse", "unit-slevy", faces=[6, 6, 6, 6, 6])
    hurt = before - engine.state.characters["char-brynden"].stats.health  # type: ignore[union-attr]
    assert hurt >= 2  # the unit was disorganised: 2 points through to him
    run(engine, LessenDamage("char-brynden", kind, hurt))
    stats = engine.state.characters["char-brynden"].stats
    assert stats.health == before - hurt + min(back, hurt)  # type: ignore[union-attr]
    assert getattr(stats, counter) == 1
