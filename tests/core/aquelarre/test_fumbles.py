"""Pifias en combate: the 1D10 severity looked up in the GM's fumble table and its effect applied
by the engine, logged, for an attack and for a defence; replayed without rolling."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import Engine, NextStep, PlainMap, StartBattle, replay
from campal.core.model import Battle, Character, Point
from campal.core.rules.aquelarre.commands import CarryOut, Declare, Defend, RollInitiative
from campal.core.rules.aquelarre.fumbles import fumble_table

from .skirmish import duel
from .test_round import stats

FUMBLE = ManualEntry(faces=(100,))  # 00: always a pifia


def lope_attacks(battle: Battle, lope_second: str = "walk") -> Engine:
    engine = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap())
    engine.execute(StartBattle())
    for who in battle.characters:
        engine.execute(RollInitiative(who, ManualEntry(faces=(9 if who == "char-lope" else 1,))))
    engine.execute(NextStep())
    plans = {"char-ignotus": ("walk", "dodge"), "char-lope": ("melee", "dodge")}
    while engine.state.turn.queue:  # type: ignore[union-attr]
        who = engine.state.turn.queue[0]  # type: ignore[union-attr]
        for action in plans.get(who, ("dodge", "dodge")):
            engine.execute(Declare(who, action, ("char-ignotus",) if action == "melee" else ()))
    engine.execute(NextStep())
    engine.execute(CarryOut("char-lope", 0))
    return engine


def effect_line(engine: Engine) -> str:
    keys = [e.get("message", {}).get("key", "") for e in engine.state.log[-1].events]
    return next(k for k in keys if k.startswith("aquelarre.log.fumble."))


def test_the_default_table_covers_every_face() -> None:
    table = fumble_table()
    assert [table.effect(face) for face in range(1, 11)] == [
        "none", "none", "lose_action", "lose_action", "drop_weapon", "drop_weapon",
        "fall", "fall", "hit_ally", "weapon_breaks",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("face", "effect"),
    [(1, "none"), (3, "lose_action"), (5, "drop_weapon"), (7, "fall"), (10, "weapon_breaks")],
)
def test_an_attack_fumble_applies_the_tables_effect(face: int, effect: str) -> None:
    engine = lope_attacks(duel())
    engine.execute(Defend("char-ignotus", None, (FUMBLE, ManualEntry(faces=(face,)))))
    lope = stats(engine.state, "char-lope")
    assert effect_line(engine) == f"aquelarre.log.fumble.{effect}"
    assert (lope.drawn == ()) is (effect in ("drop_weapon", "weapon_breaks"))
    # A dropped sword lies at his feet, no longer carried, until picked up; a broken one is gone.
    assert ("espada_de_mano" in lope.weapons) is (effect not in ("drop_weapon", "weapon_breaks"))
    assert ("espada_de_mano" in lope.dropped) is (effect == "drop_weapon")
    assert lope.prone is (effect == "fall")
    assert (lope.declared[1].state == "lost") is (effect == "lose_action")
    assert replay(duel(), engine.state) == engine.state


def test_a_blow_on_an_ally_lands_on_the_nearest_one_within_reach_else_on_oneself() -> None:
    alone = lope_attacks(duel())
    # 1D8+1 = 4 on the chest (location 5), the gambesón stops 2.
    rolls = (FUMBLE, ManualEntry(faces=(9,)), ManualEntry(faces=(3,)), ManualEntry(faces=(5,)))
    alone.execute(Defend("char-ignotus", None, rolls))
    assert effect_line(alone) == "aquelarre.log.fumble.hurt_self"
    assert stats(alone.state, "char-lope").health == 14 - 2
    battle = duel()
    friend = battle.characters["char-ignotus"].model_copy(
        update={"id": "char-friend", "name": "Friend", "side": "side-lope", "position": Point(x=-1.0, y=0.0)}
    )
    battle = battle.model_copy(update={"characters": {**battle.characters, friend.id: friend}})
    engine = lope_attacks(battle)
    engine.execute(Defend("char-ignotus", None, rolls))
    assert effect_line(engine) == "aquelarre.log.fumble.hit_ally"
    assert stats(engine.state, "char-friend").health < 16
    assert stats(engine.state, "char-lope").health == 14


def test_a_defence_fumble_uses_the_same_table() -> None:
    engine = lope_attacks(duel())
    # Lope hits (10), Ignotus's Esquivar fumbles (00) and he falls (7); then the blow lands.
    engine.execute(
        Defend(
            "char-ignotus",
            1,
            (
                ManualEntry(faces=(10,)),
                FUMBLE,
                ManualEntry(faces=(7,)),
                ManualEntry(faces=(5,)),
                ManualEntry(faces=(5,)),
            ),
        )
    )
    assert stats(engine.state, "char-ignotus").prone
    assert effect_line(engine) == "aquelarre.log.fumble.fall"


def test_a_d100_corrected_by_the_gm_makes_the_action_again_from_the_new_face() -> None:
    import dataclasses

    from campal.core.engine.rewind import corrections, rolls_of

    engine = lope_attacks(duel())
    # Lope hits (10) for 1D8+1 = 6 on the chest (5); Ignotus declared no defence that answers.
    engine.execute(
        Defend(
            "char-ignotus", None, (ManualEntry(faces=(10,)), ManualEntry(faces=(5,)), ManualEntry(faces=(5,)))
        )
    )
    hit = stats(engine.state, "char-ignotus").health
    assert hit < 16
    position = len(engine.history) - 1
    recorded = rolls_of(engine.history[position])
    assert [r.spec.dice_sizes() for r in recorded] == [(100,), (8,), (10,)]
    # The GM says the d100 was 00: a pifia, whose 1D10 (3) loses Lope's next action.
    engine.context = dataclasses.replace(engine.context, dice=ScriptedDice([3]))
    commands = corrections(engine.history, position, 0, ManualEntry(faces=(100,)))
    engine.undo()
    for command in commands:
        engine.execute(command)
    assert stats(engine.state, "char-ignotus").health == 16
    assert stats(engine.state, "char-lope").declared[1].state == "lost"
    assert engine.state.log[-1].gm_decision
    assert replay(duel(), engine.state) == engine.state


def test_the_ally_struck_is_the_nearest_edge_to_edge_whatever_the_sizes() -> None:
    battle = duel()
    ignotus = battle.characters["char-ignotus"]

    def ally(ally_id: str, x: float, y: float, radius: float) -> Character:
        update = {
            "id": ally_id,
            "name": ally_id,
            "side": "side-lope",
            "position": Point(x=x, y=y),
            "radius": radius,
        }
        return ignotus.model_copy(update=update)

    # Lope (0.4 m) at the origin. The small one's centre is nearer (1.5 m, a gap of 0.9 m), the
    # big one's farther (1.9 m) but its edge nearer (a gap of 0.5 m); the third's gap is 1.3 m,
    # past 1.5 varas (1.25 m) though its centre is only 2.7 m away.
    people = [
        ally("char-small", -1.5, 0.0, 0.2),
        ally("char-big", 0.0, 1.9, 1.0),
        ally("char-huge", 0.0, -2.7, 1.0),
    ]
    battle = battle.model_copy(update={"characters": {**battle.characters, **{p.id: p for p in people}}})
    rolls = (FUMBLE, ManualEntry(faces=(9,)), ManualEntry(faces=(3,)), ManualEntry(faces=(5,)))
    engine = lope_attacks(battle)
    engine.execute(Defend("char-ignotus", None, rolls))
    assert effect_line(engine) == "aquelarre.log.fumble.hit_ally"
    assert stats(engine.state, "char-big").health < 16
    assert stats(engine.state, "char-small").health == 16
    far = battle.model_copy(
        update={
            "characters": {
                k: v for k, v in battle.characters.items() if k in ("char-lope", "char-ignotus", "char-huge")
            }
        }
    )
    engine = lope_attacks(far)
    engine.execute(Defend("char-ignotus", None, rolls))
    assert effect_line(engine) == "aquelarre.log.fumble.hurt_self"
