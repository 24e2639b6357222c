"""A lone hero joins a friendly unit beside him, and takes command of a leaderless one."""

from __future__ import annotations

from campal.core.dice import ManualEntry, RandomDice
from campal.core.engine import Engine, NextStep, PlainMap, StartBattle
from campal.core.model import Character, ExaltedCharacterStats, ExaltedUnitStats, Point
from campal.core.rules.exalted.commands import CommanderFalls, JoinUnit, JoinWar

from .armies import BULL, hosts
from .units import commander


def typed(*faces: int) -> ManualEntry:
    return ManualEntry(faces=faces)


def _with_hero() -> Engine:
    hero = Character(
        id="char-gabriel",
        name="Gabriel Toro",
        side=BULL,
        position=Point(x=100, y=118),
        stats=ExaltedCharacterStats(traits=commander(war=4, melee=4)),
    )
    battle = hosts()
    engine = Engine(
        battle.model_copy(update={"characters": {hero.id: hero}}), dice=RandomDice(4), map_queries=PlainMap()
    )
    engine.execute(StartBattle())
    engine.execute(JoinWar("char-gabriel", typed(10, 10, 10)))  # Wits 3 + Awareness 0: first
    for uid, faces in (("unit-spear", (1, 1)), ("unit-bows", (1, 1, 1)), ("unit-riders", (10, 8, 1, 1))):
        engine.execute(JoinWar(uid, typed(*faces)))
    engine.execute(JoinWar("unit-foot", typed(2)))
    engine.execute(NextStep())
    return engine


def test_a_lone_hero_joins_a_leaderless_unit_beside_him_and_takes_command() -> None:
    engine = _with_hero()
    engine.execute(CommanderFalls("unit-riders"))
    # Charisma 3 + War 4 against 1.
    engine.execute(JoinUnit("char-gabriel", "unit-riders", typed(8, 1, 1, 1, 1, 1, 1)))
    riders = engine.state.units["unit-riders"].stats
    assert isinstance(riders, ExaltedUnitStats)
    assert not riders.mob_rule and riders.commander_name == "Gabriel Toro"
    assert "char-gabriel" not in engine.state.characters
    turn = engine.state.turn
    assert turn is not None and "char-gabriel" not in turn.next_tick


def test_a_lone_hero_who_fails_to_join_stays_alone_and_has_spent_his_action() -> None:
    engine = _with_hero()
    engine.execute(JoinUnit("char-gabriel", "unit-riders", typed(2, 2, 2, 2, 2, 2, 2)))
    riders = engine.state.units["unit-riders"].stats
    assert isinstance(riders, ExaltedUnitStats) and not riders.specials
    turn = engine.state.turn
    assert turn is not None and turn.next_tick["char-gabriel"] == 3
