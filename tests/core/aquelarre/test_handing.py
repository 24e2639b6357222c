"""Dar objeto moves the weapon or shield in hand to a companion within reach (lost if out of
reach or the hands are full); Desenvainar makes the drawn weapon the one wielded."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, NextStep, PlainMap, StartBattle, replay
from campal.core.model import Battle, Point
from campal.core.rules.aquelarre.commands import CarryOut, Declare, RollInitiative
from campal.core.rules.play import Choice
from campal.core.rules.system import system_of

from .skirmish import duel
from .test_round import stats


def companions(gap_m: float = 1.0, **squire: object) -> Battle:
    """Lope and a squire of his side ``gap_m`` apart; Ignotus far off."""
    battle = duel({"char-lope": (0.0, 0.0), "char-ignotus": (40.0, 0.0)})
    lope = battle.characters["char-lope"]
    values = {"drawn": (), "weapons": ("daga",), "shield": None, "shield_ready": False, **squire}
    friend = lope.model_copy(
        update={
            "id": "char-squire",
            "name": "Squire",
            "position": Point(x=gap_m, y=0.0),
            "stats": lope.stats.model_copy(update=values),
        }
    )
    lope = lope.model_copy(
        update={
            "stats": lope.stats.model_copy(
                update={"weapons": ("espada_de_mano", "daga"), "shield": "rodela", "shield_ready": True}
            )
        }
    )
    return battle.model_copy(update={"characters": {**battle.characters, lope.id: lope, friend.id: friend}})


def declared(battle: Battle, plans: dict[str, tuple[Declare, ...]]) -> Engine:
    engine = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap())
    engine.execute(StartBattle())
    for who in battle.characters:
        engine.execute(RollInitiative(who, ManualEntry(faces=(9 if who == "char-lope" else 1,))))
    engine.execute(NextStep())
    while engine.state.turn.queue:  # type: ignore[union-attr]
        who = engine.state.turn.queue[0]  # type: ignore[union-attr]
        for command in plans.get(who, ()):
            engine.execute(command)
        while engine.state.turn.queue[:1] == (who,):  # type: ignore[union-attr]
            engine.execute(Declare(who, "dodge"))  # the rest of the round spent on guard
    engine.execute(NextStep())
    return engine


def test_the_sword_in_hand_goes_to_the_squires_hand_and_kit() -> None:
    battle = companions()
    play = system_of(battle).play
    start = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap()).state
    assert [key for key, _ in play.extras(start, Choice("char-lope", "give"))] == ["espada_de_mano", "rodela"]
    give = play.command(start, Choice("char-lope", "give", target="char-squire", extra="espada_de_mano"))
    assert give == Declare("char-lope", "give", ("char-squire",), weapon="espada_de_mano")
    engine = declared(battle, {"char-lope": (give, Declare("char-lope", "dodge"))})
    engine.execute(CarryOut("char-lope", 0))
    lope, squire = stats(engine.state, "char-lope"), stats(engine.state, "char-squire")
    assert lope.drawn == () and lope.weapons == ("daga",)
    assert squire.drawn == ("espada_de_mano",) and squire.weapons == ("daga", "espada_de_mano")
    assert replay(battle, engine.state) == engine.state


def test_a_shield_passes_ready_and_a_full_pair_of_hands_or_a_distance_loses_the_action() -> None:
    engine = declared(
        companions(), {"char-lope": (Declare("char-lope", "give", ("char-squire",), weapon="rodela"),)}
    )
    engine.execute(CarryOut("char-lope", 0))
    assert (
        stats(engine.state, "char-squire").shield == "rodela"
        and stats(engine.state, "char-squire").shield_ready
    )
    assert stats(engine.state, "char-lope").shield is None
    full = companions(drawn=("daga", "daga"))
    engine = declared(
        full, {"char-lope": (Declare("char-lope", "give", ("char-squire",), weapon="espada_de_mano"),)}
    )
    engine.execute(CarryOut("char-lope", 0))
    assert stats(engine.state, "char-lope").declared[0].state == "lost"
    beyond = companions(gap_m=15.0)  # 18 varas: farther than Lope's FUE 12 can toss it
    engine = declared(
        beyond, {"char-lope": (Declare("char-lope", "give", ("char-squire",), weapon="espada_de_mano"),)}
    )
    engine.execute(CarryOut("char-lope", 0))
    assert stats(engine.state, "char-lope").declared[0].state == "lost"
    assert stats(engine.state, "char-lope").drawn == ("espada_de_mano",)


@pytest.mark.parametrize(
    ("throw", "catch", "squire_hand", "squire_kit", "line"),
    [
        (10, 10, ("espada_de_mano",), ("daga", "espada_de_mano"), "aquelarre.log.given"),
        (10, 100, (), ("daga",), "aquelarre.log.catch_dropped"),  # AGI 20: 00 misses; at his feet
        (95, None, (), ("daga",), "aquelarre.log.throw_missed"),
    ],
)
def test_farther_than_hand_to_hand_it_is_thrown_and_caught(
    throw: int, catch: int | None, squire_hand: tuple[str, ...], squire_kit: tuple[str, ...], line: str
) -> None:
    # 5 m apart (about 6 varas): Lanzar for Lope, then AGI×5 for the squire.
    engine = declared(
        companions(gap_m=5.0),
        {"char-lope": (Declare("char-lope", "give", ("char-squire",), weapon="espada_de_mano"),)},
    )
    dice = tuple(ManualEntry(faces=(face,)) for face in (throw, catch) if face is not None)
    engine.execute(CarryOut("char-lope", 0, entries=dice))
    squire = stats(engine.state, "char-squire")
    assert (squire.drawn, squire.weapons) == (squire_hand, squire_kit)
    assert stats(engine.state, "char-lope").drawn == ()
    assert squire.dropped == (("espada_de_mano",) if line == "aquelarre.log.catch_dropped" else ())
    keys = [e.get("message", {}).get("key") for e in engine.state.log[-1].events]
    assert line in keys


def test_only_what_is_in_hand_is_given_and_only_what_is_not_is_drawn() -> None:
    with pytest.raises(CommandRefused) as refused:
        declared(
            companions(), {"char-lope": (Declare("char-lope", "give", ("char-squire",), weapon="daga"),)}
        )
    assert refused.value.reason.key == "aquelarre.refuse.not_in_hand"
    with pytest.raises(CommandRefused):
        declared(companions(), {"char-lope": (Declare("char-lope", "draw", weapon="espada_de_mano"),)})


def test_the_weapon_drawn_is_the_one_wielded() -> None:
    engine = declared(companions(), {"char-lope": (Declare("char-lope", "draw", weapon="daga"),)})
    engine.execute(CarryOut("char-lope", 0))
    # His rodela on the arm leaves one hand for a weapon: the sword goes back in its sheath.
    assert stats(engine.state, "char-lope").drawn == ("daga",)
    assert stats(engine.state, "char-lope").weapons == ("espada_de_mano", "daga")
