"""The Exalted commands through the engine: Join War, acting on ticks, attacks, damage, tests,
and a scripted battle (a rout, a merge, a duel) replayed from its log to the same document."""

from __future__ import annotations

import pytest

from campal.core.dice import ManualEntry, RandomDice, ScriptedDice
from campal.core.engine import CommandRefused, Engine, NextStep, PlainMap, StartBattle, replay
from campal.core.model import Battle, ExaltedFormation, ExaltedUnitState, ExaltedUnitStats
from campal.core.rules.exalted.commands import (
    Attack,
    CommandAction,
    DuelInterference,
    JoinWar,
    LeaveUnit,
    MoraleTest,
    RecoverMagnitude,
    SimpleAction,
    TroopCasualty,
)

from .armies import hosts


def stats(battle: Battle, uid: str) -> ExaltedUnitStats:
    found = battle.units[uid].stats
    assert isinstance(found, ExaltedUnitStats)
    return found


def typed(*faces: int) -> ManualEntry:
    return ManualEntry(faces=faces)


def joined(dice: object = None) -> Engine:
    engine = Engine(hosts(), dice=dice or RandomDice(3), map_queries=PlainMap())  # type: ignore[arg-type]
    engine.execute(StartBattle())
    # (Wits 3 + War) − Magnitude: spear 3+3−4=2, bows 3+3−3=3, riders 3+4−3=4, foot 3+3−5=1.
    engine.execute(JoinWar("unit-spear", typed(7, 7)))
    engine.execute(JoinWar("unit-bows", typed(7, 1, 1)))
    engine.execute(JoinWar("unit-riders", typed(10, 8, 1, 1)))
    engine.execute(JoinWar("unit-foot", typed(2)))
    engine.execute(NextStep())
    return engine


def test_join_war_places_every_unit_on_the_timeline() -> None:
    turn = joined().state.turn
    assert turn is not None and turn.step == "timeline"
    assert turn.next_tick == {"unit-riders": 0, "unit-spear": 1, "unit-bows": 2, "unit-foot": 3}
    assert turn.queue == ("unit-riders",)


def test_join_war_pool_is_checked_when_typed() -> None:
    engine = Engine(hosts(), map_queries=PlainMap())
    engine.execute(StartBattle())
    with pytest.raises(CommandRefused):
        engine.execute(JoinWar("unit-spear", typed(7, 7, 7)))


def test_an_action_moves_the_unit_on_by_its_speed_and_leaves_its_dv_penalty() -> None:
    engine = joined()
    engine.execute(SimpleAction("unit-riders", "aim"))
    turn = engine.state.turn
    assert turn is not None and turn.next_tick["unit-riders"] == 3 and turn.queue == ("unit-spear",)
    assert stats(engine.state, "unit-riders").aim_bonus == 3


def test_only_the_acting_unit_may_act() -> None:
    with pytest.raises(CommandRefused):
        joined().execute(SimpleAction("unit-foot", "guard"))


def test_an_attack_rolls_damage_costs_magnitude_and_raises_tests() -> None:
    engine = joined(ScriptedDice([10] * 40))
    # Riders: Dex 3 + Melee 4 (War 4) = 7 dice; rating 2 + Magnitude 3 against 4 doubled by
    # Close order = −3 (capped) → −1 automatic. The spear's DV: parry 4 + half rating 1, −0.
    attack = Attack("unit-riders", "unit-spear", entries=(typed(10, 10, 10, 9, 8, 7, 1),))
    engine.execute(attack)
    spear = stats(engine.state, "unit-spear")
    assert spear.magnitude == 2 and "rout:magnitude_lost" in spear.pending
    riders = stats(engine.state, "unit-riders")
    assert riders.dv_penalty == -2 and "exhaustion:attack_made" in riders.pending
    assert "unit-spear" in riders.engaged and "unit-riders" in spear.engaged
    turn = engine.state.turn
    assert turn is not None and turn.next_tick["unit-riders"] == 5


def test_an_attack_out_of_reach_is_refused_and_leaves_the_document() -> None:
    engine = joined()
    before = engine.state
    with pytest.raises(CommandRefused):
        engine.execute(Attack("unit-riders", "unit-foot"))
    assert engine.state == before


def test_rout_tests_hold_or_halt_the_unit_and_exhaustion_costs_endurance() -> None:
    engine = joined(ScriptedDice([10] * 40))
    engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(10, 10, 10, 9, 8, 7, 1),)))
    # Morale 3 dice against 1 + (2 − 3) − 2 = −2, at least 0: it holds whatever it rolls.
    engine.execute(MoraleTest("unit-spear", "rout:magnitude_lost", entry=typed(1, 2, 3)))
    spear = stats(engine.state, "unit-spear")
    assert spear.state is ExaltedUnitState.FIGHTING and "rout:magnitude_lost" not in spear.pending
    # Against a seemingly invincible enemy: 5 + (2 − 3) − 2 = 2; one success short.
    engine.execute(
        MoraleTest("unit-spear", "rout:magnitude_lost", perceived="invincible", entry=typed(8, 2, 2))
    )
    spear = stats(engine.state, "unit-spear")
    assert spear.state is ExaltedUnitState.HESITATING and spear.magnitude == 1
    engine.execute(MoraleTest("unit-riders", "exhaustion:attack_made", entry=typed(1, 2, 3, 4, 5, 6, 2)))
    assert stats(engine.state, "unit-riders").endurance == 2


def test_disengage_is_zero_speed() -> None:
    engine = joined()
    engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(1, 1, 1, 1, 1, 1, 1),)))
    engine.execute(
        CommandAction("unit-spear", "disengage", other="unit-riders", entries=(typed(*([10] * 5)),))
    )
    turn = engine.state.turn
    assert turn is not None and turn.queue[0] == "unit-spear" and turn.tick == 1
    assert stats(engine.state, "unit-spear").engaged == {}


def test_a_special_character_leaves_reflexively() -> None:
    engine = joined()
    engine.execute(LeaveUnit("unit-spear", "hero-tepet"))
    assert stats(engine.state, "unit-spear").specials == ()
    assert any(c.name == "Tepet Ejava" for c in engine.state.characters.values())
    assert engine.state.turn is not None and engine.state.turn.queue == ("unit-riders",)


def test_change_formation_needs_the_roll() -> None:
    engine = joined()
    engine.execute(SimpleAction("unit-riders", "guard"))
    engine.execute(
        CommandAction(
            "unit-spear",
            "change_formation",
            formation=ExaltedFormation.RELAXED,
            entries=(typed(8, 2, 2, 2, 2, 2),),
        )
    )
    spear = engine.state.units["unit-spear"]
    assert isinstance(spear.stats, ExaltedUnitStats) and spear.stats.formation is ExaltedFormation.RELAXED
    assert spear.frontage != hosts().units["unit-spear"].frontage


def _scripted_battle(seed: int) -> tuple[Battle, Battle]:
    start = hosts(reserve=True)
    engine = Engine(start, dice=RandomDice(seed), map_queries=PlainMap())
    engine.execute(StartBattle())
    for uid in ("unit-spear", "unit-bows", "unit-riders", "unit-foot", "unit-reserve"):
        engine.execute(JoinWar(uid))
    engine.execute(NextStep())
    for _ in range(12):
        turn = engine.state.turn
        assert turn is not None
        actor = turn.queue[0]
        _owed(engine)

        def standing(uid: str, actor: str = actor) -> bool:
            # Standing and within reach: a unit that shrinks draws back from the plain map's contact.
            return not stats(engine.state, uid).is_out_of_action and (
                uid == "unit-foot" or engine.context.map.in_contact(engine.state, actor, uid)
            )

        if actor == "unit-riders" and standing("unit-spear"):
            engine.execute(Attack("unit-riders", "unit-spear", action="flurry", count=2))
        elif actor == "unit-spear" and standing("unit-riders"):
            if stats(engine.state, "unit-spear").duel_with is None:
                engine.execute(Attack("unit-spear", "unit-riders", action="initiate_duel"))
                engine.execute(DuelInterference("unit-riders"))
            else:
                engine.execute(Attack("unit-spear", "unit-riders"))
        elif actor == "unit-reserve" and "unit-bows" in engine.state.units:
            engine.execute(
                CommandAction("unit-reserve", "merge", other="unit-bows", entries=(typed(*[10] * 6),) * 2)
            )
        elif actor == "unit-bows" and stats(engine.state, "unit-bows").ammunition and standing("unit-foot"):
            engine.execute(Attack("unit-bows", "unit-foot", ranged=True))
        else:
            engine.execute(SimpleAction(actor, "guard"))
    _owed(engine)
    # The foot, shaken by the volleys, botches its test against an overwhelming enemy.
    engine.execute(
        MoraleTest("unit-foot", "rout:flank_attack", perceived="overwhelming", entry=typed(1, 2, 3))
    )
    return start, engine.state


def _owed(engine: Engine) -> None:
    for uid, u in list(engine.state.units.items()):
        if isinstance(u.stats, ExaltedUnitStats):
            for test in u.stats.pending:
                engine.execute(MoraleTest(uid, test, perceived="clearly_superior"))


def test_a_scripted_battle_replays_from_its_log_to_the_same_document() -> None:
    start, end = _scripted_battle(11)
    assert replay(start, end) == end
    keys = {e.message.key for e in end.log}
    assert {"exalted.duel_begun", "exalted.merged", "exalted.routed"} <= keys
    assert "unit-bows" not in end.units and stats(end, "unit-foot").state is ExaltedUnitState.ROUTED


def test_the_window_can_ask_for_each_pool_before_it_is_rolled() -> None:
    from campal.core.dice.pool import PoolSpec
    from campal.core.engine.rolls import next_roll

    engine = joined()
    wanted = next_roll(engine.state, Attack("unit-riders", "unit-spear"), engine.context)
    assert isinstance(wanted, PoolSpec) and wanted.count == 7 and wanted.dice_sizes() == (10,) * 7
    after = next_roll(
        engine.state,
        Attack("unit-riders", "unit-spear", entries=(typed(1, 1, 1, 1, 1, 1, 1),)),
        engine.context,
    )
    assert after is None  # a miss: no damage roll follows


def test_a_special_character_acts_apart_and_falls_back_in_line() -> None:
    engine = joined()
    engine.execute(LeaveUnit("unit-spear", "hero-tepet", apart=True))
    hero = next(c for c in engine.state.characters.values() if c.name == "Tepet Ejava")
    spear = stats(engine.state, "unit-spear")
    assert [s.character for s in spear.specials] == [hero.id]
    for _ in range(8):
        turn = engine.state.turn
        assert turn is not None
        actor = turn.queue[0]
        if actor == hero.id:
            engine.execute(SimpleAction(hero.id, "fall_back_in_line"))
            break
        engine.execute(SimpleAction(actor, "guard"))
        for uid, u in engine.state.units.items():
            for test in u.stats.pending:  # type: ignore[union-attr]
                engine.execute(MoraleTest(uid, test))
    assert hero.id not in engine.state.characters
    assert [s.character for s in stats(engine.state, "unit-spear").specials] == [None]


def test_after_the_battle_troop_members_roll_their_fate_and_units_recover() -> None:
    from campal.core.engine import EndBattle
    from campal.core.rules import system_of
    from campal.core.rules.play import Choice

    engine = joined(ScriptedDice([10] * 40))
    engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(10, 10, 10, 9, 8, 7, 1),)))
    with pytest.raises(CommandRefused):  # not while the battle goes on
        engine.execute(TroopCasualty("unit-spear", "Arada"))
    engine.execute(EndBattle())
    play = system_of(engine.state).play
    offers = {o.id: o for o in play.unit_offers(engine.state, PlainMap(), "unit-spear", None)}
    assert offers["casualty"].is_allowed and offers["recover"].is_allowed
    # Wits 2 + Willpower 3 against the largest loss (2): a botch maims.
    engine.execute(play.command(engine.state, Choice("unit-spear", "casualty", extra="Arada")))
    assert engine.state.log[-1].message.key.startswith("exalted.fate.")
    engine.execute(TroopCasualty("unit-spear", "Mela", entries=(typed(1, 2, 3, 4, 5),)))
    assert engine.state.log[-1].message.key == "exalted.fate.crippled"
    with pytest.raises(CommandRefused):
        engine.execute(RecoverMagnitude("unit-spear", 2))  # Magnitude 2 + 1 = 3 days needed
    engine.execute(play.command(engine.state, Choice("unit-spear", "recover", extra="3")))
    assert stats(engine.state, "unit-spear").magnitude == 3
    with pytest.raises(CommandRefused):
        engine.execute(TroopCasualty("unit-foot", "Nadie"))  # the foot lost nothing


def test_a_unit_destroyed_by_a_test_answered_on_its_own_tick_leaves_the_timeline() -> None:
    battle = hosts()
    spear = battle.units["unit-spear"]
    assert isinstance(spear.stats, ExaltedUnitStats)
    weak = spear.model_copy(update={"stats": spear.stats.model_copy(update={"magnitude": 1})})
    engine = Engine(
        battle.model_copy(update={"units": {**battle.units, "unit-spear": weak}}),
        dice=ScriptedDice([2] * 80),  # every test fails, none botches
        map_queries=PlainMap(),
    )
    engine.execute(StartBattle())
    # Magnitude 1: Wits 3 + War 3 − 1 = 5 dice, all tens: the spear alone on tick 0.
    engine.execute(JoinWar("unit-spear", typed(10, 10, 10, 10, 10)))
    engine.execute(JoinWar("unit-bows", typed(7, 1, 1)))
    engine.execute(JoinWar("unit-riders", typed(10, 8, 1, 1)))
    engine.execute(JoinWar("unit-foot", typed(2)))
    engine.execute(NextStep())
    turn = engine.state.turn
    assert turn is not None and turn.queue[0] == "unit-spear"
    engine.execute(MoraleTest("unit-spear", "rout:casualties", perceived="invincible"))
    assert stats(engine.state, "unit-spear").state is ExaltedUnitState.DESTROYED
    turn = engine.state.turn
    assert turn is not None and "unit-spear" not in turn.queue and turn.queue  # the next one's tick
    engine.undo()
    turn = engine.state.turn
    assert turn is not None and turn.queue[0] == "unit-spear"


def test_the_reactive_switch_to_skirmish_answers_ranged_attacks_only() -> None:
    engine = joined(ScriptedDice([10] * 40))
    engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(10, 10, 10, 9, 8, 7, 1),)))
    with pytest.raises(CommandRefused):  # a charge, not a volley
        engine.execute(
            CommandAction(
                "unit-spear", "change_formation", formation=ExaltedFormation.SKIRMISH, reactive=True
            )
        )


def test_the_reactive_switch_to_skirmish_needs_the_drill_and_relays_skirmish_needs() -> None:
    from campal.core.rules.exalted.orders import reactive_refusal

    from .units import unit

    assert reactive_refusal(unit(drill=1, shot_at_since_action=True)) is None
    assert reactive_refusal(unit(drill=0, shot_at_since_action=True)) is not None
    assert reactive_refusal(unit(magnitude=4, relays=2, drill=3, shot_at_since_action=True)) is not None
    assert reactive_refusal(unit(drill=1, attacked_since_action=True)) is not None


def test_guard_on_the_timeline_raises_the_dv_against_ranged_attacks_only() -> None:
    from campal.core.rules.exalted.attacks import AttackSituation, defence

    engine = joined()
    engine.execute(SimpleAction("unit-riders", "guard"))
    riders = stats(engine.state, "unit-riders")
    plain = riders.model_copy(update={"dv_penalty": 0, "last_order": ""})
    assert (
        defence(riders, AttackSituation(ranged=True)).total
        == defence(plain, AttackSituation(ranged=True)).total + 1
    )
    assert defence(riders, AttackSituation()).total == defence(plain, AttackSituation()).total


def test_endurance_0_costs_2_dice_on_the_units_command_rolls_too() -> None:
    from campal.core.dice.pool import PoolSpec
    from campal.core.engine.rolls import next_roll

    engine = joined()
    battle = engine.state
    riders = battle.units["unit-riders"]
    spent = riders.model_copy(
        update={"stats": stats(battle, "unit-riders").model_copy(update={"endurance": 0})}
    )
    tired = battle.model_copy(update={"units": {**battle.units, "unit-riders": spent}})
    change = CommandAction("unit-riders", "change_formation", formation=ExaltedFormation.CLOSE)
    fresh, weary = next_roll(battle, change, engine.context), next_roll(tired, change, engine.context)
    assert isinstance(fresh, PoolSpec) and isinstance(weary, PoolSpec)
    assert weary.count == fresh.count - 2


def test_exhaustion_is_owed_for_each_attack_of_a_flurry() -> None:
    engine = joined(ScriptedDice([1] * 60))
    engine.execute(Attack("unit-riders", "unit-spear", action="flurry", count=3))
    assert stats(engine.state, "unit-riders").pending.count("exhaustion:attack_made") == 3
    assert stats(engine.state, "unit-spear").pending.count("exhaustion:attack_suffered") == 3
    engine.execute(MoraleTest("unit-riders", "exhaustion:attack_made"))
    assert stats(engine.state, "unit-riders").pending.count("exhaustion:attack_made") == 2


def test_rally_numbers_wins_back_only_the_units_own_stragglers() -> None:
    engine = joined(ScriptedDice([10] * 40))
    engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(10, 10, 10, 9, 8, 7, 1),)))
    assert stats(engine.state, "unit-spear").magnitude_lost > 0
    engine.execute(SimpleAction("unit-spear", "guard"))
    with pytest.raises(CommandRefused):  # the bows lost nobody: the spear's men are not theirs
        engine.execute(CommandAction("unit-bows", "rally", effect="numbers"))


def test_cover_counts_in_close_combat_and_close_order_doubles_it() -> None:
    from campal.core.model import Point, TerrainFeature
    from campal.core.rules.exalted.events import AttackMade

    wood = TerrainFeature(
        id="terrain-wood",
        kind="forest",
        outline=(Point(x=80, y=80), Point(x=120, y=80), Point(x=120, y=104), Point(x=80, y=104)),
    )
    battle = hosts()
    engine = Engine(
        battle.model_copy(update={"terrain": {wood.id: wood}}), dice=RandomDice(3), map_queries=PlainMap()
    )
    engine.execute(StartBattle())
    for uid, faces in (("unit-spear", (7, 7)), ("unit-bows", (7, 1, 1)), ("unit-riders", (10, 8, 1, 1))):
        engine.execute(JoinWar(uid, typed(*faces)))
    engine.execute(JoinWar("unit-foot", typed(2)))
    engine.execute(NextStep())
    entry = engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(1, 1, 1, 1, 1, 1, 1),)))
    made = next(e for e in entry.events if isinstance(e, AttackMade))
    cover = [t.value for t in made.defence.terms if t.key == "exalted.term.cover"]
    assert cover and cover[0] % 2 == 0 and cover[0] > 0  # the spear stands in Close order


def test_a_hidden_units_attack_is_unexpected_and_reveals_it() -> None:
    from campal.core.rules.exalted.events import AttackMade

    engine = joined()
    battle = engine.state
    riders = battle.units["unit-riders"].model_copy(update={"hidden": True})
    engine = Engine(
        battle.model_copy(update={"units": {**battle.units, "unit-riders": riders}}),
        dice=RandomDice(3),
        map_queries=PlainMap(),
    )
    entry = engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(1, 1, 1, 1, 1, 1, 1),)))
    made = next(e for e in entry.events if isinstance(e, AttackMade))
    assert made.defence.total == 0 and made.defence.terms[0].key == "exalted.term.unexpected"
    assert not engine.state.units["unit-riders"].hidden


def _bows_volley(sorcerer_range: float) -> list[int]:
    """The dice of each attack roll the bows make at the foot (21 m off on the plain map) with a sorcerer of
    Dexterity 4 and Archery 3 whose own bow reaches ``sorcerer_range`` yards."""
    from campal.core.model.exalted import SpecialCharacter, SpecialKind
    from campal.core.model.exalted_traits import Gear
    from campal.core.rules.exalted.events import PoolRolled

    from .units import commander

    archer = SpecialCharacter(
        id="sorcerer-mnemon",
        name="Mnemon",
        kind=SpecialKind.SORCERER,
        traits=commander(war=2, dexterity=4, archery=3, gear=Gear(range_yards=sorcerer_range)),
    )
    engine = joined(ScriptedDice([1] * 200))
    battle = engine.state
    bows = battle.units["unit-bows"]
    bows = bows.model_copy(
        update={"stats": stats(battle, "unit-bows").model_copy(update={"specials": (archer,)})}
    )
    engine = Engine(
        battle.model_copy(update={"units": {**battle.units, "unit-bows": bows}}),
        dice=ScriptedDice([1] * 200),
        map_queries=PlainMap(),
    )
    engine.execute(SimpleAction("unit-riders", "guard"))
    engine.execute(SimpleAction("unit-spear", "guard"))
    entry = engine.execute(Attack("unit-bows", "unit-foot", ranged=True))
    return [len(e.roll.faces) for e in entry.events if isinstance(e, PoolRolled) and e.purpose == "attack"]


def test_a_sorcerer_directs_his_extra_ranged_attack_with_his_own_ranged_combat_and_range() -> None:
    # The bows' own: Dexterity 3 + Archery 0; the sorcerer's: Dexterity 4 + Archery 3 (War 3).
    assert _bows_volley(300) == [3, 7]
    assert _bows_volley(10) == [3]  # the foot stands beyond his own bow's reach (21 m)


def test_a_charm_from_the_gms_table_takes_its_own_speed_and_dv() -> None:
    engine = joined()
    engine.execute(SimpleAction("unit-riders", "charm", charm="simple"))  # Speed 6, DV −1
    turn = engine.state.turn
    assert turn is not None and turn.next_tick["unit-riders"] == 6
    assert stats(engine.state, "unit-riders").dv_penalty == -1


def test_a_spell_longer_than_5_minutes_is_not_cast_faster() -> None:
    engine = joined()
    engine.execute(SimpleAction("unit-riders", "guard"))
    engine.execute(SimpleAction("unit-spear", "spell", minutes=10))  # tick 1, ten long ticks
    turn = engine.state.turn
    assert turn is not None and turn.next_tick["unit-spear"] == 11
    assert stats(engine.state, "unit-spear").dv_penalty == -2


def test_casualties_are_rolled_with_a_named_members_own_traits() -> None:
    from campal.core.engine import EndBattle
    from campal.core.rules.exalted.events import PoolRolled

    engine = joined(ScriptedDice([10] * 40))
    engine.execute(Attack("unit-riders", "unit-spear", entries=(typed(10, 10, 10, 9, 8, 7, 1),)))
    engine.execute(EndBattle())
    # Tepet Ejava, the spear's hero: Wits 3 + Willpower 5 = 8 dice (an extra has 2 + 3).
    entry = engine.execute(TroopCasualty("unit-spear", "Tepet Ejava"))
    first = next(e for e in entry.events if isinstance(e, PoolRolled))
    assert len(first.roll.faces) == 8


def test_a_unit_that_walks_away_from_melee_without_disengage_gives_its_enemy_a_free_attack() -> None:
    from campal.core.rules import system_of
    from campal.core.rules.play import Choice

    engine = joined(ScriptedDice([1] * 80))
    engine.execute(Attack("unit-riders", "unit-spear"))  # the two now fight
    engine.execute(SimpleAction("unit-spear", "move"))  # and the spear walks off
    spear = stats(engine.state, "unit-spear")
    assert spear.left_without_disengage == ("unit-riders",) and spear.engaged == {}
    _owed(engine)  # the exhaustion tests come first
    play = system_of(engine.state).play
    offers = {o.id: o for o in play.unit_offers(engine.state, PlainMap(), "unit-riders", None)}
    assert offers["parting_attack"].is_allowed
    targets = play.targets(engine.state, PlainMap(), Choice("unit-riders", "parting_attack"))
    assert [t.token for t in targets if t.refusal is None] == ["unit-spear"]
    tick = engine.state.turn.next_tick["unit-riders"]  # type: ignore[union-attr]
    engine.execute(play.command(engine.state, Choice("unit-riders", "parting_attack", target="unit-spear")))
    assert engine.state.turn.next_tick["unit-riders"] == tick  # type: ignore[union-attr]  (reflexive)
    assert stats(engine.state, "unit-spear").left_without_disengage == ()
    with pytest.raises(CommandRefused):  # once only
        engine.execute(Attack("unit-riders", "unit-spear", action="parting_attack"))


def test_engagement_ends_when_contact_ends() -> None:
    from campal.core.model import Point

    engine = joined(ScriptedDice([1] * 80))
    engine.execute(Attack("unit-riders", "unit-spear"))
    battle = engine.state
    far = battle.units["unit-spear"].model_copy(update={"position": Point(x=100, y=30)})
    engine = Engine(
        battle.model_copy(update={"units": {**battle.units, "unit-spear": far}}),
        dice=ScriptedDice([1] * 80),
        map_queries=PlainMap(),
    )
    engine.execute(SimpleAction("unit-spear", "guard"))  # its next action finds no enemy at hand
    assert (
        stats(engine.state, "unit-spear").engaged == {} and stats(engine.state, "unit-riders").engaged == {}
    )


def test_the_duel_is_fought_by_the_champions_the_gm_names_until_one_falls() -> None:
    from campal.core.rules.exalted.commands import DuelStrike, NameChampion

    engine = joined(ScriptedDice([1] * 80))
    engine.execute(Attack("unit-riders", "unit-spear"))  # a miss, but the two now fight
    _owed(engine)
    engine.execute(Attack("unit-spear", "unit-riders", action="initiate_duel"))
    engine.execute(NameChampion("unit-spear", "hero-tepet"))
    # Tepet Ejava: Dexterity 3 + Melee 4 + accuracy 1 = 8 dice against the riders' commander's
    # own DV 5 (parry 4, shield 1); then Strength 3 + sword 3 + 11 extra successes − soak 1.
    entry = engine.execute(DuelStrike("unit-spear", entries=(typed(*[10] * 8), typed(*[10] * 16))))
    keys = [e.message.key for e in entry.events if hasattr(e, "message")]
    assert "exalted.duel_won" in keys
    riders, spear = stats(engine.state, "unit-riders"), stats(engine.state, "unit-spear")
    assert riders.mob_rule and "rout:commander_slain" in riders.pending  # no hero to take over
    assert riders.duel_with is None and spear.duel_with is None


def test_a_duel_exchange_that_misses_leaves_both_champions_standing() -> None:
    from campal.core.rules.exalted.commands import DuelStrike

    engine = joined(ScriptedDice([1] * 80))
    engine.execute(Attack("unit-riders", "unit-spear"))
    _owed(engine)
    engine.execute(Attack("unit-spear", "unit-riders", action="initiate_duel"))
    engine.execute(DuelStrike("unit-riders", entries=(typed(*[1] * 8),)))  # the riders' commander
    assert stats(engine.state, "unit-riders").duel_with == "unit-spear"
    assert stats(engine.state, "unit-spear").commander.health.damage == 0


def test_magic_against_a_unit_follows_the_texts_targeting_rules() -> None:
    from campal.core.rules.exalted.commands import MagicAtUnit

    engine = joined()
    engine.execute(MagicAtUnit("unit-spear", "group_short"))
    short = engine.state.log[-1].message
    assert short.key == "exalted.magic.group_short" and short.params["magnitude"] == 4
    engine.execute(MagicAtUnit("unit-spear", "group_enough"))
    assert engine.state.log[-1].message.params["resistance"] == 1  # Essence 1 + Might 0
    engine.execute(MagicAtUnit("unit-spear", "knockdown"))
    assert "rout:knocked_down" in stats(engine.state, "unit-spear").pending
    with pytest.raises(CommandRefused):
        engine.execute(MagicAtUnit("unit-spear", "everyone"))
