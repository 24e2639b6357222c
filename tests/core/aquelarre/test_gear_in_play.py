"""Gear in play, by the text: an attack is made with the weapon it names (the main hand's, the
other hand's at −25 %, bare hands with Pelea, a knife thrown from either hand); a weapon dropped
or struck from the hand lies at the character's feet until picked up, which the text makes a
Desenvainar; a blow is aimed at one location at most."""

from __future__ import annotations

import pytest

from campal.core.engine import CommandRefused, Engine, NextStep, PlainMap
from campal.core.rules import system_of
from campal.core.rules.aquelarre.commands import CarryOut, Declare
from campal.core.rules.play import Choice

from .test_combat_fidelity import typed
from .test_manoeuvres_played import act, declare_all, fight, stats

SWORD_AND_DAGGER = {
    "strength": 12,
    "drawn": ("espada_de_mano", "daga"),
    "weapons": ("espada_de_mano", "daga"),
    "skills": {"espadas": 60, "cuchillos": 70, "pelea": 40, "lanzar": 50},
}
STILL = (("walk", ()), ("walk", ()))


def _attack_terms(engine: Engine) -> dict[str, int]:
    rolls = [e for entry in engine.state.log for e in entry.events if e.get("kind") == "attack"]
    return {t["key"]: t["value"] for t in rolls[-1]["breakdown"]["terms"]}


def _skill(engine: Engine) -> str:
    rolls = [e for entry in engine.state.log for e in entry.events if e.get("kind") == "attack"]
    return str(rolls[-1]["breakdown"]["terms"][0]["params"]["skill"])


def test_an_attack_with_the_off_hand_names_its_weapon_and_takes_minus_25() -> None:
    engine = fight(SWORD_AND_DAGGER, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-a", "melee", ("char-t1",), weapon="daga"))
    engine.execute(Declare("char-a", "dodge"))
    act(engine, 80)
    assert _skill(engine) == "cuchillos"
    assert _attack_terms(engine)["aquelarre.mod.off_hand"] == -25
    rolls = [e for entry in engine.state.log for e in entry.events if e.get("kind") == "attack"]
    assert rolls[-1]["message"]["params"]["weapon"] == "aquelarre.daga"  # the log names it


def test_an_attack_with_bare_hands_rolls_pelea_with_a_sword_in_hand() -> None:
    engine = fight(SWORD_AND_DAGGER, {})
    declare_all(engine, {"char-t1": STILL, "char-a": (("melee", ("char-t1",)), ("dodge", ()))})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(80)))
    assert _skill(engine) == "espadas"  # named nothing: the main hand's sword
    bare = fight(SWORD_AND_DAGGER, {})
    bare.execute(Declare("char-t1", "walk"))
    bare.execute(Declare("char-t1", "walk"))
    bare.execute(Declare("char-a", "melee", ("char-t1",), weapon="bare_hands"))
    bare.execute(Declare("char-a", "dodge"))
    act(bare, 80)
    assert _skill(bare) == "pelea"
    assert "aquelarre.mod.off_hand" not in _attack_terms(bare)


def test_an_attack_cannot_name_a_weapon_not_in_hand() -> None:
    engine = fight({**SWORD_AND_DAGGER, "weapons": (*SWORD_AND_DAGGER["weapons"], "maza")}, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused) as refused:
        engine.execute(Declare("char-a", "melee", ("char-t1",), weapon="maza"))  # sheathed
    assert refused.value.reason.key == "aquelarre.refuse.not_in_hand"


def test_a_knife_thrown_from_the_off_hand_leaves_that_hand() -> None:
    hands = ("espada_de_mano", "cuchillo")
    knives = {**SWORD_AND_DAGGER, "drawn": hands, "weapons": hands}
    engine = fight(knives, {}, at={"char-t1": (4.0, 0.0, 0.4)})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused):
        engine.execute(Declare("char-a", "ranged", ("char-t1",)))  # the sword is no missile
    engine.execute(Declare("char-a", "ranged", ("char-t1",), weapon="cuchillo"))
    engine.execute(Declare("char-a", "dodge"))
    act(engine, 80)
    assert _skill(engine) == "lanzar"
    assert stats(engine, "char-a").drawn == ("espada_de_mano",)
    assert stats(engine, "char-a").weapons == ("espada_de_mano",)


def test_a_disarmed_weapon_lies_at_the_feet_until_picked_up_as_a_desenvainar() -> None:
    engine = fight(
        {"strength": 12, "drawn": ("espada_de_mano",), "skills": {"espadas": 60}},
        {"drawn": ("daga",), "weapons": ("daga",)},
    )
    declare_all(engine, {"char-t1": STILL, "char-a": (("disarm", ("char-t1",)), ("dodge", ()))})
    act(engine, 10, 20, 60)  # the defender fails its FUE×3: the dagger falls
    foe = stats(engine, "char-t1")
    assert (foe.drawn, foe.weapons, foe.dropped) == ((), (), ("daga",))
    play = system_of(engine.state).play
    assert play.extras(engine.state, Choice("char-t1", "draw")) == ()  # not sheathed: on the ground
    engine.execute(NextStep())  # conclusion
    from campal.core.rules.aquelarre.commands import ConcludeRound, RollInitiative

    engine.execute(ConcludeRound())
    engine.execute(NextStep())
    for who in ("char-a", "char-t1"):
        engine.execute(RollInitiative(who, typed(10 if who == "char-a" else 1)[0]))
    engine.execute(NextStep())
    offers = {o.id: o for o in play.character_offers(engine.state, PlainMap(), "char-t1")}
    assert offers["pick_up"].is_allowed
    assert [key for key, _ in play.extras(engine.state, Choice("char-t1", "pick_up"))] == ["daga"]
    engine.execute(play.command(engine.state, Choice("char-t1", "pick_up", extra="daga")))
    engine.execute(Declare("char-t1", "melee", ("char-a",)))  # the dagger in hand by then
    engine.execute(Declare("char-a", "dodge"))
    engine.execute(Declare("char-a", "dodge"))
    engine.execute(NextStep())
    engine.execute(CarryOut("char-t1", 0))
    foe = stats(engine, "char-t1")
    assert (foe.drawn, foe.weapons, foe.dropped) == (("daga",), ("daga",), ())
    keys = [e.get("message", {}).get("key") for entry in engine.state.log for e in entry.events]
    assert "aquelarre.log.picked_up" in keys


def test_picking_up_what_is_not_on_the_ground_is_refused() -> None:
    engine = fight({"weapons": ("daga",)}, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused):
        engine.execute(Declare("char-a", "pick_up", weapon="daga"))


def test_a_fumbled_blow_drops_the_weapon_to_the_ground() -> None:
    engine = fight({"drawn": ("espada_de_mano",), "weapons": ("espada_de_mano",), "strength": 12}, {})
    declare_all(engine, {"char-t1": STILL, "char-a": (("melee", ("char-t1",)), ("dodge", ()))})
    act(engine, 100, 5)  # a fumble; 5 on the fumbles table drops the weapon
    mine = stats(engine, "char-a")
    assert (mine.drawn, mine.weapons, mine.dropped) == ((), (), ("espada_de_mano",))


def test_a_blow_is_aimed_at_one_location_only() -> None:
    engine = fight({"drawn": ("espada_de_mano",), "strength": 12, "skills": {"espadas": 60}}, {})
    declare_all(engine, {"char-t1": STILL, "char-a": (("melee", ("char-t1",)), ("dodge", ()))})
    engine.execute(NextStep())
    with pytest.raises(CommandRefused) as refused:
        engine.execute(CarryOut("char-a", 0, extra=("aim_head", "aim_chest")))
    assert refused.value.reason.key == "aquelarre.refuse.one_aim"


def test_a_shield_on_the_arm_leaves_one_hand_for_a_weapon() -> None:
    both = {"weapons": ("espada_de_mano", "daga"), "shield": "rodela", "shield_ready": True}
    engine = fight(both, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused):
        engine.execute(Declare("char-a", "draw_both"))  # one hand holds the rodela
    readying = fight({**SWORD_AND_DAGGER, "shield": "rodela", "shield_ready": False}, {})
    declare_all(readying, {"char-t1": STILL, "char-a": (("draw", ()), ("dodge", ()))})
    readying.execute(NextStep())
    readying.execute(CarryOut("char-a", 0))
    mine = stats(readying, "char-a")
    assert mine.shield_ready and mine.drawn == ("espada_de_mano",)  # the dagger goes back


def test_an_attack_recorded_before_attacks_named_their_weapon_reads_without_a_placeholder():
    from campal.core.model import msg
    from campal.core.report.prose import render

    old = msg(
        "aquelarre.log.attack",
        actor="Ignotus",
        action="Ataque",
        target="Bandido tuerto",
        percentage=65,
        band="",
        face=35,
        outcome="éxito",
    )
    line = render(old, "es", "aquelarre")
    assert "{" not in line and "()" not in line
    assert line.startswith("Ignotus: Ataque contra Bandido tuerto")
