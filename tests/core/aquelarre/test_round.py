"""The asalto through the engine: Iniciativa, Declaración, Acción with a delayed attack and a
defence declared when attacked, Conclusión; the whole replays from its log."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, NextStep, Override, PlainMap, StartBattle, replay
from campal.core.model import AquelarreCharacterStats, Battle
from campal.core.rules.aquelarre.commands import (
    CarryOut,
    ConcludeRound,
    Declare,
    Defend,
    Delay,
    RollInitiative,
)
from campal.core.rules.system import system_of

from .skirmish import duel


def stats(battle: Battle, who: str) -> AquelarreCharacterStats:
    value = battle.characters[who].stats
    assert isinstance(value, AquelarreCharacterStats)
    return value


def started(dice: list[int]) -> Engine:
    engine = Engine(duel(), dice=ScriptedDice(dice), map_queries=PlainMap())
    engine.execute(StartBattle())
    return engine


def test_lope_and_ignotus_round_with_a_delayed_attack() -> None:
    engine = started([])
    engine.execute(RollInitiative("char-lope", ManualEntry(faces=(2,))))
    engine.execute(RollInitiative("char-ignotus", ManualEntry(faces=(8,))))
    turn = engine.state.turn
    assert turn is not None and turn.initiative == {"char-lope": 22, "char-ignotus": 23}
    engine.execute(NextStep())
    assert engine.state.turn.queue == ("char-lope", "char-ignotus")  # type: ignore[union-attr]
    with pytest.raises(CommandRefused):
        engine.execute(Declare("char-ignotus", "melee", ("char-lope",)))
    engine.execute(Declare("char-lope", "melee", ("char-ignotus",)))
    engine.execute(Declare("char-lope", "melee", ("char-ignotus",)))
    engine.execute(Declare("char-ignotus", "melee", ("char-lope",)))
    engine.execute(Declare("char-ignotus", "shield_parry"))
    engine.execute(NextStep())
    assert engine.state.turn.queue[0] == "char-ignotus"  # type: ignore[union-attr]
    engine.execute(Delay("char-ignotus", 0))
    assert engine.state.turn.queue == ("char-lope",)  # type: ignore[union-attr]
    engine.execute(CarryOut("char-lope", 0))
    awaiting = engine.state.turn.awaiting  # type: ignore[union-attr]
    assert awaiting is not None and awaiting.actors == ("char-ignotus",)
    play = system_of(engine.state).play
    (reaction,) = play.reactions(engine.state, PlainMap())
    assert [o.id for o in reaction.offers] == ["defend:1", "defend:none"]
    # Lope hits (30 of 60), Ignotus stops it with the shield (40 of 70); the shield takes 1D8+1 = 6.
    engine.execute(
        Defend(
            "char-ignotus", 1, (ManualEntry(faces=(30,)), ManualEntry(faces=(40,)), ManualEntry(faces=(5,)))
        )
    )
    assert stats(engine.state, "char-lope").health == 14
    assert stats(engine.state, "char-ignotus").wear == {"escudo_de_madera": 3}
    # Ignotus inserts the delayed attack before Lope's second: Lope declared no defence.
    engine.execute(
        CarryOut(
            "char-ignotus",
            0,
            entries=(ManualEntry(faces=(20,)), ManualEntry(faces=(6,)), ManualEntry(faces=(5,))),
        )
    )
    lope = stats(engine.state, "char-lope")
    assert lope.health == 14 - (7 - 2)  # 1D8+1 = 7 on the chest, gambesón stops 2
    assert lope.wear == {"gambeson": 2}
    # Lope's second attack: Ignotus's parry already answered him, so it cannot defend again.
    engine.execute(
        CarryOut(
            "char-lope",
            1,
            entries=(ManualEntry(faces=(10,)), ManualEntry(faces=(3,)), ManualEntry(faces=(9,))),
        )
    )
    assert engine.state.turn.awaiting is None  # type: ignore[union-attr]
    assert stats(engine.state, "char-ignotus").health == 16 - 2  # 4 PD on the right leg, halved
    engine.execute(NextStep())
    assert play.awaited(engine.state) == (ConcludeRound(),)
    engine.execute(ConcludeRound())
    engine.execute(NextStep())
    assert engine.state.turn.round == 2 and stats(engine.state, "char-lope").declared == ()  # type: ignore[union-attr]
    assert replay(duel(), engine.state) == engine.state


def test_only_the_current_declarer_declares_and_illegal_plans_are_refused() -> None:
    engine = started([5, 5])
    for who in ("char-lope", "char-ignotus"):
        engine.execute(RollInitiative(who))
    engine.execute(NextStep())
    engine.execute(
        Declare("char-ignotus" if engine.state.turn.queue[0] == "char-ignotus" else "char-lope", "melee", ())
    )  # type: ignore[union-attr]
    first = engine.state.turn.queue[0]  # type: ignore[union-attr]
    with pytest.raises(CommandRefused):
        engine.execute(Declare(first, "sweep", ()))


def test_quick_attack_raises_initiative_and_reorders() -> None:
    engine = started([])
    engine.execute(RollInitiative("char-lope", ManualEntry(faces=(2,))))
    engine.execute(RollInitiative("char-ignotus", ManualEntry(faces=(8,))))
    engine.execute(NextStep())
    engine.execute(Declare("char-lope", "quick", ("char-ignotus",)))
    turn = engine.state.turn
    assert turn is not None and turn.initiative["char-lope"] == 27
    assert turn.order == ("char-lope", "char-ignotus")


def test_a_dead_target_makes_the_attack_lost() -> None:
    engine = Engine(duel(), dice=ScriptedDice([]), map_queries=PlainMap())
    engine.execute(StartBattle())
    engine.execute(RollInitiative("char-lope", ManualEntry(faces=(9,))))
    engine.execute(RollInitiative("char-ignotus", ManualEntry(faces=(1,))))
    engine.execute(NextStep())
    engine.execute(Declare("char-ignotus", "melee", ("char-lope",)))
    engine.execute(Declare("char-ignotus", "melee", ("char-lope",)))
    engine.execute(Declare("char-lope", "melee", ("char-ignotus",)))
    engine.execute(Declare("char-lope", "dodge"))
    engine.execute(NextStep())
    engine.execute(Delay("char-lope", 0))
    engine.execute(Override("char-ignotus", "stats.health", -16, "struck by lightning"))
    engine.execute(CarryOut("char-lope", 0))
    assert stats(engine.state, "char-lope").declared[0].state == "lost"


def with_stats(battle: Battle, who: str, **values: object) -> Battle:
    token = battle.characters[who]
    changed = token.model_copy(update={"stats": stats(battle, who).model_copy(update=values)})
    return battle.model_copy(update={"characters": {**battle.characters, who: changed}})


def test_guardia_completa_is_left_as_a_free_action() -> None:
    from campal.core.rules.aquelarre.commands import LeaveGuard

    battle = with_stats(duel(), "char-ignotus", full_guard=True)
    engine = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap())
    offers = system_of(battle).play.character_offers
    engine.execute(StartBattle())
    assert any(o.id == "free:leave_guard" for o in offers(engine.state, PlainMap(), "char-ignotus"))
    engine.execute(LeaveGuard("char-ignotus"))
    assert not stats(engine.state, "char-ignotus").full_guard
    with pytest.raises(CommandRefused):
        engine.execute(LeaveGuard("char-ignotus"))


def test_a_hold_kept_squeezes_1d3_plus_the_fuerza_bonus() -> None:
    battle = with_stats(duel(), "char-lope", held_by="char-ignotus", mele_with=("char-ignotus",))
    battle = with_stats(battle, "char-ignotus", mele_with=("char-lope",), strength=15)
    engine = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap())
    engine.execute(StartBattle())
    engine.execute(RollInitiative("char-lope", ManualEntry(faces=(1,))))
    engine.execute(RollInitiative("char-ignotus", ManualEntry(faces=(9,))))
    engine.execute(NextStep())
    engine.execute(Declare("char-lope", "break_free"))
    engine.execute(Declare("char-ignotus", "immobilize", ("char-lope",)))
    engine.execute(NextStep())
    # 1D3 shows 2, the +1D4 of FUE 15 shows 3: 5 PD off the PV, no armour, no location.
    engine.execute(CarryOut("char-ignotus", 0, entries=(ManualEntry(faces=(2, 3)),)))
    assert stats(engine.state, "char-lope").health == 14 - 5
    assert stats(engine.state, "char-lope").held_by == "char-ignotus"


@pytest.mark.parametrize(("varas", "asked"), [(10.0, False), (30.0, True)])
def test_serpentear_answers_only_shots_at_normal_or_long_range(varas: float, asked: bool) -> None:
    from campal.core.rules.distance import VARA

    far = VARA.to_metres(varas) + 0.8  # edge to edge, past both radii
    battle = duel({"char-lope": (0.0, 0.0), "char-ignotus": (far, 0.0)})
    battle = with_stats(
        battle, "char-lope", drawn=("arco_corto",), weapons=("arco_corto",), skills={"arcos": 60}
    )
    engine = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap())
    engine.execute(StartBattle())
    engine.execute(RollInitiative("char-lope", ManualEntry(faces=(9,))))
    engine.execute(RollInitiative("char-ignotus", ManualEntry(faces=(1,))))
    engine.execute(NextStep())
    engine.execute(Declare("char-ignotus", "weave"))
    engine.execute(Declare("char-lope", "ranged", ("char-ignotus",)))
    engine.execute(Declare("char-lope", "dodge"))
    engine.execute(NextStep())
    entries = (ManualEntry(faces=(90,)),)  # a miss, if it is rolled now
    engine.execute(CarryOut("char-lope", 0, entries=entries))
    awaiting = engine.state.turn.awaiting  # type: ignore[union-attr]
    assert (awaiting is not None) == asked
