"""Called shots at a commander or a special character: the person's own DV and soak, and the
special character acting apart, who can be attacked only by a called shot."""

from __future__ import annotations

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import Engine, NextStep, PlainMap, StartBattle
from campal.core.model import Battle, ExaltedUnitStats
from campal.core.model.exalted import SpecialCharacter, SpecialKind
from campal.core.model.exalted_traits import Gear
from campal.core.rules.exalted.commands import Attack, JoinWar
from campal.core.rules.exalted.events import AttackMade

from .armies import hosts
from .units import commander

NIMBLE = SpecialCharacter(
    id="hero-nimble",
    name="Cathak Ledaal",
    kind=SpecialKind.HERO,
    traits=commander(war=4, melee=2, dodge=5, gear=Gear(armour_soak=6, hardness=0)),
)


def typed(*faces: int) -> ManualEntry:
    return ManualEntry(faces=faces)


def _battle() -> Battle:
    battle = hosts()
    spear, riders = battle.units["unit-spear"], battle.units["unit-riders"]
    assert isinstance(spear.stats, ExaltedUnitStats) and isinstance(riders.stats, ExaltedUnitStats)
    spear = spear.model_copy(
        update={"stats": spear.stats.model_copy(update={"specials": (NIMBLE,), "armour": 4})}
    )
    riders = riders.model_copy(
        update={
            "stats": riders.stats.model_copy(
                update={"range_yards": 200, "ammunition": 12, "ranged_combat": 1}
            )
        }
    )
    return battle.model_copy(update={"units": {**battle.units, "unit-spear": spear, "unit-riders": riders}})


def _joined(battle: Battle) -> Engine:
    engine = Engine(battle, dice=ScriptedDice([1] * 40), map_queries=PlainMap())
    engine.execute(StartBattle())
    engine.execute(JoinWar("unit-spear", typed(1, 1)))
    engine.execute(JoinWar("unit-bows", typed(1, 1, 1)))
    engine.execute(JoinWar("unit-riders", typed(10, 8, 1, 1)))
    engine.execute(JoinWar("unit-foot", typed(2)))
    engine.execute(NextStep())
    return engine


def test_a_called_shot_at_a_special_character_meets_its_own_dv_and_soak() -> None:
    engine = _joined(_battle())
    # Riders' ranged pool: Dex 3 + Archery 0, less half the spear's Magnitude 4 = 1 die, and
    # 1 + Magnitude 3 − 4 = 0 automatic successes; the hero's own dodge: (3 + 5 + 1) / 2 = 5.
    shot = Attack(
        "unit-riders",
        "unit-spear",
        action="called_shot",
        called="hero-nimble",
        ranged=True,
        entries=(typed(10),),
    )
    made = next(e for e in engine.execute(shot).events if isinstance(e, AttackMade))
    assert made.defence.total == 5


def test_a_called_shot_that_lands_is_soaked_by_the_persons_own_armour_not_the_units() -> None:
    battle = _battle()
    spear = battle.units["unit-spear"]
    assert isinstance(spear.stats, ExaltedUnitStats)
    # A clumsy hero (dodge (1 + 0 + 1) / 2 = 1): the one die's 10 is two successes, and lands.
    clumsy = NIMBLE.model_copy(
        update={"traits": commander(war=4, melee=0, dexterity=1, gear=Gear(armour_soak=6))}
    )
    spear = spear.model_copy(update={"stats": spear.stats.model_copy(update={"specials": (clumsy,)})})
    engine = _joined(battle.model_copy(update={"units": {**battle.units, "unit-spear": spear}}))
    shot = Attack(
        "unit-riders",
        "unit-spear",
        action="called_shot",
        called="hero-nimble",
        ranged=True,
        entries=(typed(10),),
    )
    made = next(e for e in engine.execute(shot).events if isinstance(e, AttackMade))
    assert made.hits and made.damage_dice is not None
    # Soak: Stamina 2 // 2 + armour 6 = 7, none of the unit's Armor 4.
    assert sum(t.value for t in made.damage_dice.terms if t.key == "exalted.term.soak") == -(1 + 6)


def test_a_special_character_acting_apart_is_attacked_only_by_a_called_shot() -> None:

    from campal.core.dice.pool import PoolSpec
    from campal.core.engine import CommandRefused
    from campal.core.engine.rolls import next_roll
    from campal.core.rules import system_of
    from campal.core.rules.exalted.commands import LeaveUnit
    from campal.core.rules.play import Choice

    engine = _joined(hosts())
    engine.execute(LeaveUnit("unit-spear", "hero-tepet", apart=True))
    hero = next(c.id for c in engine.state.characters.values() if c.name == "Tepet Ejava")
    with pytest.raises(CommandRefused):
        engine.execute(Attack("unit-riders", hero))
    called = Attack("unit-riders", hero, action="called_shot")
    wanted = next_roll(engine.state, called, engine.context)
    # Half the greater of the spear's Drill 3 and Magnitude 4, rounded up: −2 dice.
    assert isinstance(wanted, PoolSpec)
    assert [t.value for t in wanted.dice.terms if t.key == "exalted.term.called_shot"] == [-2]
    play = system_of(engine.state).play
    targets = {t.token: t for t in play.targets(engine.state, PlainMap(), Choice("unit-riders", "attack"))}
    assert targets[hero].refusal is not None
    aimed = {t.token: t for t in play.targets(engine.state, PlainMap(), Choice("unit-riders", "called_shot"))}
    assert aimed[hero].refusal is None
    engine.execute(play.command(engine.state, Choice("unit-riders", "called_shot", target=hero)))


def test_a_called_shot_aims_at_the_targets_commander_or_special_character_by_kind() -> None:
    from campal.core.engine import CommandRefused
    from campal.core.rules import system_of
    from campal.core.rules.play import Choice

    engine = _joined(_battle())
    play = system_of(engine.state).play
    kinds = [k for k, _ in play.extras(engine.state, Choice("unit-riders", "called_shot"))]
    assert kinds == ["commander", "hero", "sorcerer"]
    aimed = play.command(
        engine.state, Choice("unit-riders", "called_shot", target="unit-spear", extra="hero")
    )
    assert isinstance(aimed, Attack) and aimed.called == "hero-nimble"
    nobody = play.command(
        engine.state, Choice("unit-riders", "called_shot", target="unit-spear", extra="sorcerer")
    )
    with pytest.raises(CommandRefused):  # the spear has no sorcerer
        engine.execute(nobody)


def _refusal_of(engine: Engine, command: Attack) -> str:
    """Why the engine refuses ``command`` ("" when it carries it out)."""
    from campal.core.engine import CommandRefused

    try:
        engine.execute(command)
    except CommandRefused as refused:
        return refused.reason.key
    return ""


def test_a_hero_acting_apart_attacks_only_units_fighting_his_own() -> None:
    from campal.core.rules.exalted.commands import LeaveUnit

    engine = _joined(hosts())
    engine.execute(LeaveUnit("unit-spear", "hero-tepet", apart=True))
    hero = next(c.id for c in engine.state.characters.values() if c.name == "Tepet Ejava")
    assert _refusal_of(engine, Attack(hero, "unit-riders")) == "exalted.refusal.hero_apart_target"
    engine.execute(Attack("unit-riders", "unit-spear"))  # now the spear fights the riders
    assert _refusal_of(engine, Attack(hero, "unit-riders")) != "exalted.refusal.hero_apart_target"


def test_a_sorcerer_acting_apart_reckons_his_range_as_if_in_his_unit() -> None:
    from campal.core.model import Point
    from campal.core.rules import system_of
    from campal.core.rules.exalted.commands import LeaveUnit
    from campal.core.rules.play import Choice

    from .armies import SORCERER, with_unit

    bowman = SORCERER.model_copy(update={"traits": commander(war=2, archery=3, gear=Gear(range_yards=100))})
    engine = _joined(with_unit(hosts(), "unit-bows", specials=(bowman,)))
    engine.execute(LeaveUnit("unit-bows", "sorcerer-mnemon", apart=True))
    battle = engine.state
    sorcerer = next(c for c in battle.characters.values() if c.name == "Mnemon")
    far = sorcerer.model_copy(update={"position": Point(x=900, y=900)})
    battle = battle.model_copy(update={"characters": {**battle.characters, far.id: far}})
    play = system_of(battle).play
    aimed = {t.token: t for t in play.targets(battle, PlainMap(), Choice(far.id, "ranged_attack"))}
    assert aimed["unit-foot"].refusal is None  # 21 m from the bows, whatever his own spot


def test_a_special_character_acting_apart_rolls_its_own_join_war() -> None:
    from campal.core.rules.exalted.commands import LeaveUnit

    engine = _joined(hosts())  # the best Join War: the riders' 3 successes (a 10 counts two)
    # Wits 3 + Awareness 0: three dice, one success, two ticks behind the best.
    engine.execute(LeaveUnit("unit-spear", "hero-tepet", apart=True, entry=ManualEntry(faces=(8, 2, 2))))
    hero = next(c.id for c in engine.state.characters.values() if c.name == "Tepet Ejava")
    turn = engine.state.turn
    assert turn is not None and turn.next_tick[hero] == turn.tick + 2
