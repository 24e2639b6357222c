"""What a unit leaves behind as it shrinks: special characters beyond 2 × Magnitude, and at
Magnitude 0 its commander and heroes, standing as one-person units."""

from __future__ import annotations

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import Engine, NextStep, PlainMap, StartBattle
from campal.core.model import Battle, ExaltedCharacterStats, ExaltedUnitState, ExaltedUnitStats
from campal.core.model.exalted import SpecialCharacter, SpecialKind
from campal.core.rules.exalted.commands import JoinWar, MoraleTest
from campal.core.rules.exalted.remnants import shed_excess

from .armies import HERO, hosts, with_unit
from .units import unit

HEROES = tuple(SpecialCharacter(id=f"hero-{i}", name=f"Héroe {i}", kind=SpecialKind.HERO) for i in range(3))


def _engine(battle: Battle) -> Engine:
    engine = Engine(battle, dice=ScriptedDice([2] * 80), map_queries=PlainMap())
    engine.execute(StartBattle())
    for uid in ("unit-spear", "unit-bows", "unit-riders", "unit-foot"):
        engine.execute(JoinWar(uid))
    engine.execute(NextStep())
    return engine


def _spear(engine: Engine) -> ExaltedUnitStats:
    stats = engine.state.units["unit-spear"].stats
    assert isinstance(stats, ExaltedUnitStats)
    return stats


def test_excess_special_characters_leave_a_unit_that_loses_magnitude() -> None:
    battle = with_unit(hosts(), "unit-spear", magnitude=2, relays=1, specials=HEROES)
    engine = _engine(battle)
    # Morale 3 against 5 + (2 − 3) − 2 = 2: one success, one short, one Magnitude lost.
    engine.execute(
        MoraleTest(
            "unit-spear", "rout:magnitude_lost", perceived="invincible", entry=ManualEntry(faces=(8, 2, 2))
        )
    )
    spear = _spear(engine)
    assert (
        spear.magnitude == 1 and spear.relays == 0 and [s.id for s in spear.specials] == ["hero-0", "hero-1"]
    )
    alone = [c for c in engine.state.characters.values() if c.name == "Héroe 2"]
    assert len(alone) == 1 and isinstance(alone[0].stats, ExaltedCharacterStats)
    turn = engine.state.turn
    assert turn is not None and turn.next_tick[alone[0].id] == turn.next_tick["unit-spear"]


def test_excess_leaves_in_the_gm_order_relays_first() -> None:
    shed = shed_excess(unit(magnitude=1, relays=2, specials=HEROES[:2]))
    assert shed.stats.relays == 0 and len(shed.stats.specials) == 2 and shed.people == ()
    shed = shed_excess(unit(magnitude=1, relays=0, specials=HEROES))
    assert [p.name for p in shed.people] == ["Héroe 2"]


def test_at_magnitude_0_the_commander_and_heroes_stay_on_the_field_as_one_person_units() -> None:
    battle = with_unit(hosts(), "unit-spear", magnitude=1, relays=0, specials=(HERO,))
    engine = _engine(battle)
    # Morale 3 against 5 + (1 − 3) − 2 = 1: no success, one short, the last Magnitude lost.
    engine.execute(
        MoraleTest(
            "unit-spear", "rout:magnitude_lost", perceived="invincible", entry=ManualEntry(faces=(2, 2, 2))
        )
    )
    assert _spear(engine).state is ExaltedUnitState.DESTROYED
    names = {c.name for c in engine.state.characters.values()}
    assert {"Tepet Arada", "Tepet Ejava"} <= names
    turn = engine.state.turn
    assert turn is not None and all(c in turn.next_tick for c in engine.state.characters)
