"""Morale (issue clause 6): hesitation and rout, Mob Rule, exhaustion, casualties, healing."""

from campal.core.dice import ManualEntry, RandomDice, ScriptedDice
from campal.core.dice.pool import PoolResult, PoolSpec, roll_pool
from campal.core.engine import Engine, NextStep, PlainMap, StartBattle
from campal.core.model import ExaltedFormation, ExaltedUnitState, ExaltedUnitStats
from campal.core.model.exalted import SpecialCharacter, SpecialKind
from campal.core.rules.exalted.aftermath import Fate, casualty, heal_one
from campal.core.rules.exalted.commands import CommanderFalls, JoinWar, MoraleTest, SimpleAction
from campal.core.rules.exalted.events import PoolRolled
from campal.core.rules.exalted.morale import (
    after_exhaustion,
    after_rout_test,
    enter_mob_rule,
    exhaustion_difficulty,
    is_immune,
    rout_difficulty,
    rout_pool,
    take_command,
    waiting_for_orders,
)

from .armies import hosts
from .units import commander, unit


def test_rout_difficulty_adds_magnitude_less_drill_and_the_formation() -> None:
    relaxed = unit(magnitude=5, drill=2)
    assert rout_difficulty(relaxed, "magnitude_lost").total == 1 + 3
    close = unit(magnitude=5, drill=2, formation=ExaltedFormation.CLOSE)
    assert rout_difficulty(close, "magnitude_lost").total == 1 + 3 - 2
    skirmish = unit(magnitude=5, drill=2, formation=ExaltedFormation.SKIRMISH)
    assert rout_difficulty(skirmish, "magnitude_lost", hesitation=True).total == 1 + 3 + 2


def test_rout_difficulty_never_goes_below_zero() -> None:
    assert (
        rout_difficulty(unit(magnitude=1, drill=5, formation=ExaltedFormation.CLOSE), "magnitude_lost").total
        == 0
    )


def test_the_perceived_enemy_sets_the_base() -> None:
    stats = unit(magnitude=2, drill=2)
    assert rout_difficulty(stats, "magnitude_lost", "overwhelming").total == 4


def test_the_unit_rolls_its_morale() -> None:
    assert rout_pool(unit(commander=commander(valor=4))).total == 4


def test_a_failed_rout_test_halts_the_unit_and_costs_a_magnitude_per_missing_success() -> None:
    stats = unit(magnitude=4)
    spec = PoolSpec(dice=rout_pool(stats), difficulty=rout_difficulty(stats, "magnitude_lost"))  # 1 + 2 = 3
    result = roll_pool(spec, ScriptedDice([8, 2, 3]))
    outcome = after_rout_test(stats, result)
    assert outcome.magnitude_lost == 2 and outcome.stats.magnitude == 2 and outcome.hesitating
    assert outcome.stats.state is ExaltedUnitState.HESITATING


def test_a_botched_rout_test_routs() -> None:
    stats = unit(magnitude=4)
    spec = PoolSpec(dice=rout_pool(stats), difficulty=rout_difficulty(stats, "magnitude_lost"))
    outcome = after_rout_test(stats, roll_pool(spec, ScriptedDice([1, 2, 3])))
    assert outcome.routed and outcome.stats.state is ExaltedUnitState.ROUTED


def test_undead_and_automata_never_test() -> None:
    assert is_immune(unit(fearless=True)) and not is_immune(unit())


def test_mob_rule_goes_unordered_melts_relays_and_grows_harder_each_wait() -> None:
    specials = (SpecialCharacter(id="hero-a", name="Ana", kind=SpecialKind.HERO, traits=commander(war=4)),)
    mob = enter_mob_rule(unit(magnitude=4, relays=4, formation=ExaltedFormation.CLOSE, specials=specials))
    assert mob.mob_rule and mob.relays == 0 and mob.formation is ExaltedFormation.UNORDERED
    assert rout_difficulty(mob, "mob_rule_wait").total == 0
    assert rout_difficulty(waiting_for_orders(waiting_for_orders(mob)), "mob_rule_wait").total == 2
    led = take_command(mob, "hero-a")
    assert not led.mob_rule and led.commander_name == "Ana" and led.specials == ()


def test_exhaustion_is_fatigue_plus_causes_at_least_1_and_costs_endurance() -> None:
    stats = unit(armour_fatigue=0, endurance=3)
    assert exhaustion_difficulty(stats, ("attack_made",)).total == 1
    assert exhaustion_difficulty(unit(armour_fatigue=2), ("dash",)).total == 3
    failed = roll_pool(
        PoolSpec(dice=rout_pool(stats), difficulty=exhaustion_difficulty(stats)), ScriptedDice([1, 2, 3])
    )
    assert after_exhaustion(stats, failed).endurance == 2


def test_casualties_kill_on_a_failure_and_wound_survivors_of_the_second_roll() -> None:
    lost = unit(magnitude=2, start_magnitude=4, magnitude_lost=2, worst_single_loss=1)
    member = commander(wits=2)  # Wits 2 + Willpower 5
    dead = casualty(member, lost, ScriptedDice([2, 2, 2, 2, 2, 2, 3]))
    assert dead is not None and dead.fate is Fate.DEAD
    crippled = casualty(member, lost, ScriptedDice([1, 2, 2, 2, 2, 2, 3, 8, 8]))
    assert crippled is not None and crippled.fate is Fate.CRIPPLED and not crippled.infected
    wounded = casualty(member, lost, ScriptedDice([8, 2, 2, 2, 2, 2, 3, 8, 2, 2, 2, 2, 2, 3, 6, 8, 8]))
    assert wounded is not None and wounded.fate is Fate.WOUNDED and wounded.lethal_levels == 6
    assert casualty(member, unit(), ScriptedDice([])) is None


def test_healing_a_magnitude_takes_magnitude_plus_one_days() -> None:
    stats = unit(magnitude=2, start_magnitude=4, magnitude_lost=2, health_damage=3)
    assert heal_one(stats, 2)[1] == 0
    healed, days = heal_one(stats, 3)
    assert days == 3 and healed.magnitude == 3 and healed.health_damage == 0


def _leaderless_riders(fearless: bool = False) -> Engine:
    """The riders' commander falls on their tick (no hero: Mob Rule), and they act: waiting for
    orders, they owe the wait's test."""
    battle = hosts()
    riders = battle.units["unit-riders"]
    assert isinstance(riders.stats, ExaltedUnitStats)
    riders = riders.model_copy(update={"stats": riders.stats.model_copy(update={"fearless": fearless})})
    engine = Engine(
        battle.model_copy(update={"units": {**battle.units, "unit-riders": riders}}),
        dice=RandomDice(5),
        map_queries=PlainMap(),
    )
    engine.execute(StartBattle())
    for uid, faces in (("unit-spear", (1, 1)), ("unit-bows", (1, 1, 1)), ("unit-riders", (10, 8, 1, 1))):
        engine.execute(JoinWar(uid, ManualEntry(faces=faces)))
    engine.execute(JoinWar("unit-foot", ManualEntry(faces=(2,))))
    engine.execute(NextStep())
    engine.execute(CommanderFalls("unit-riders"))
    for test in _riders(engine).pending:
        engine.execute(MoraleTest("unit-riders", test, entry=ManualEntry(faces=(10, 10))))
    engine.execute(SimpleAction("unit-riders", "guard"))  # its first action without a commander
    return engine


def _riders(engine: Engine) -> ExaltedUnitStats:
    stats = engine.state.units["unit-riders"].stats
    assert isinstance(stats, ExaltedUnitStats)
    return stats


def _wait_roll(engine: Engine, faces: tuple[int, ...]) -> PoolResult:
    entry = engine.execute(MoraleTest("unit-riders", "rout:mob_rule_wait", entry=ManualEntry(faces=faces)))
    return next(e for e in entry.events if isinstance(e, PoolRolled)).roll


def test_mob_rule_first_wait_test_is_difficulty_zero() -> None:
    engine = _leaderless_riders()
    assert "rout:mob_rule_wait" in _riders(engine).pending
    assert _wait_roll(engine, (10, 10)).difficulty == 0  # the extra who leads has Valor 2
    assert _riders(engine).mob_waits == 1  # the next wait's test is at 1


def test_mob_rule_wait_test_is_rolled_by_units_without_morale_with_five_dice() -> None:
    engine = _leaderless_riders(fearless=True)
    assert "rout:mob_rule_wait" in _riders(engine).pending
    roll = _wait_roll(engine, (10, 10, 10, 10, 10))
    assert len(roll.faces) == 5 and roll.difficulty == 0


def test_then_the_mortals_roll_for_infection() -> None:
    lost = unit(magnitude=2, start_magnitude=4, magnitude_lost=2, worst_single_loss=1)
    member = commander(wits=2)  # Stamina 2 + Resistance 0 against the GM's 2
    rolls = [8, 2, 2, 2, 2, 2, 3, 8, 2, 2, 2, 2, 2, 3, 6]
    festering = casualty(member, lost, ScriptedDice([*rolls, 8, 2]))
    assert festering is not None and festering.infection is not None and festering.infected
    clean = casualty(member, lost, ScriptedDice([*rolls, 10, 2]))
    assert clean is not None and not clean.infected


def test_the_gm_may_have_the_mob_rule_wait_begin_once_the_last_order_is_carried_out(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from campal.core.rules.exalted import timeline_step
    from campal.core.rules.exalted.tables import morale

    later = morale().model_copy(update={"mob_rule_wait_from": "after_last_order"})
    monkeypatch.setattr(timeline_step, "morale", lambda: later)
    engine = _leaderless_riders()
    assert "rout:mob_rule_wait" not in _riders(engine).pending  # it carried out its last order
    assert _riders(engine).mob_finished
