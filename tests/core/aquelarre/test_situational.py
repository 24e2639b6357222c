"""The GM's situational modifiers on an attack: checked against the modifiers table, kept on the
declared attack through the defence, shown in its breakdown, undone and replayed with it."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, NextStep, PlainMap, StartBattle, replay
from campal.core.rules.aquelarre.commands import CarryOut, Declare, Defend, RollInitiative
from campal.core.rules.play import Choice
from campal.core.rules.system import system_of

from .skirmish import duel
from .test_round import stats


def in_action() -> Engine:
    engine = Engine(duel(), dice=ScriptedDice([]), map_queries=PlainMap())
    engine.execute(StartBattle())
    engine.execute(RollInitiative("char-lope", ManualEntry(faces=(9,))))
    engine.execute(RollInitiative("char-ignotus", ManualEntry(faces=(1,))))
    engine.execute(NextStep())
    engine.execute(Declare("char-ignotus", "walk"))
    engine.execute(Declare("char-ignotus", "dodge"))
    engine.execute(Declare("char-lope", "melee", ("char-ignotus",)))
    engine.execute(Declare("char-lope", "dodge"))
    engine.execute(NextStep())
    return engine


def test_only_an_attack_takes_them_and_only_keys_of_the_table() -> None:
    engine = in_action()
    with pytest.raises(CommandRefused) as refused:
        engine.execute(CarryOut("char-lope", 0, extra=("rain",)))
    assert refused.value.reason.key == "aquelarre.refuse.unknown_modifier"
    engine.execute(CarryOut("char-lope", 0))
    engine.execute(Defend("char-ignotus", None, (ManualEntry(faces=(80,)),)))
    with pytest.raises(CommandRefused) as refused:
        engine.execute(CarryOut("char-ignotus", 0, extra=("fog",)))
    assert refused.value.reason.key == "aquelarre.refuse.modifiers_need_attack"


def test_ticked_fog_and_fleeing_target_reach_the_roll_after_the_defence() -> None:
    engine = in_action()
    play = system_of(engine.state).play
    assert [key for key, _ in play.situational(engine.state, "char-lope")] == ["fog", "fleeing_target"]
    assert play.situational(engine.state, "char-ignotus") == ()  # no attack of its own waits
    command = play.command(engine.state, Choice("char-lope", "do:0", extra="fog;fleeing_target"))
    assert command == CarryOut("char-lope", 0, extra=("fog", "fleeing_target"))
    engine.execute(command)
    assert stats(engine.state, "char-lope").declared[0].situational == ("fog", "fleeing_target")
    engine.execute(Defend("char-ignotus", 1, (ManualEntry(faces=(80,)),)))
    attack = next(e for e in engine.state.log[-1].events if e.get("kind") == "attack")
    values = {t["key"]: t["value"] for t in attack["breakdown"]["terms"]}
    assert values["aquelarre.mod.fog"] == -20 and values["aquelarre.mod.fleeing_target"] == 25
    assert replay(duel(), engine.state) == engine.state


def test_one_leaving_a_mele_by_plain_movement_is_struck_at_plus_25_once() -> None:
    from campal.core.model import AquelarreDeclared
    from campal.core.rules.aquelarre.kit import kit
    from campal.core.rules.aquelarre.percentages import actions, percentage
    from campal.core.rules.aquelarre.situation import attack_situation

    battle = duel()
    lope, ignotus = battle.characters["char-lope"], battle.characters["char-ignotus"]
    walking = (AquelarreDeclared(action="walk"), AquelarreDeclared(action="dodge"))
    lope = lope.model_copy(update={"stats": lope.stats.model_copy(update={"mele_with": ("char-ignotus",)})})
    sword, rule = kit().weapon("espada_de_mano"), actions()["melee"]
    attack = AquelarreDeclared(action="melee", targets=("char-ignotus",))

    def mods(ticked: tuple[str, ...] = (), **ignotus_values: object) -> list[int]:
        values = {"mele_with": ("char-lope",), "declared": walking, **ignotus_values}
        target = ignotus.model_copy(update={"stats": ignotus.stats.model_copy(update=values)})
        state = battle.model_copy(update={"characters": {lope.id: lope, target.id: target}})
        situation = attack_situation(state, PlainMap(), lope.id, target.id, rule, sword, attack, ticked)
        terms = percentage(lope.stats, "melee", "espadas", sword, situation).terms
        return [t.value for t in terms if t.key == "aquelarre.mod.fleeing_target"]

    assert mods() == [25]
    assert mods(("fleeing_target",)) == [25]  # ticked as well: counted once
    assert mods(escape_ready=True) == []  # a Huida prepared: it leaves without lowering its guard
    assert mods(declared=(AquelarreDeclared(action="dodge"),)) == []  # standing its ground
