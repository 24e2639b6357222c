"""Desarmar and Aturdir ask something of the foe they are aimed at: a weapon no bigger than the
attacker's; a foe taken by surprise (from behind, or the first round of an ambush) with no metal
helmet. A declaration that fails it is refused in the GM's language, the battle untouched, and
the dock greys that foe with the same reason."""

import pytest

from campal.core.engine import CommandRefused, Engine
from campal.core.model import Message
from campal.core.report.templates import language
from campal.core.rules.aquelarre.commands import Declare, FaceCharacter
from campal.core.rules.play import Choice
from campal.core.rules.system import system_of

from .test_manoeuvres_played import fight

DAGGER = {"drawn": ("daga",), "weapons": ("daga",), "skills": {"cuchillos": 50}}
SWORD = {"drawn": ("espada_de_mano",), "weapons": ("espada_de_mano",), "skills": {"espadas": 60}}
MACE = {"strength": 12, "drawn": ("maza",), "skills": {"mazas": 60}}


def refused(engine: Engine, action: str) -> Message:
    """The foe declares first; the attacker's ``action`` on it is refused."""
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    before = engine.state
    with pytest.raises(CommandRefused) as refusal:
        engine.execute(Declare("char-a", action, ("char-t1",)))
    assert engine.state is before
    return refusal.value.reason


def greyed(engine: Engine, action: str) -> Message | None:
    play = system_of(engine.state).play
    maps = engine.context.map
    choices = play.targets(engine.state, maps, Choice("char-a", action))
    return next(t.refusal for t in choices if t.token == "char-t1")


def test_desarmar_needs_a_weapon_as_big_as_the_foes() -> None:
    engine = fight(DAGGER, SWORD)
    assert greyed(engine, "disarm") == refused(engine, "disarm")
    reason = refused(fight(DAGGER, SWORD), "disarm")
    assert reason.key == "aquelarre.refuse.disarm_bigger" and reason.params["target"] == "T1"
    assert greyed(fight(SWORD, DAGGER), "disarm") is None
    assert greyed(fight(SWORD, SWORD), "disarm") is None  # the same size will do


def test_aturdir_needs_a_foe_taken_by_surprise() -> None:
    engine = fight(MACE, {})
    assert refused(engine, "stun").key == "aquelarre.refuse.stun_unawares"
    behind = fight(MACE, {})
    behind.execute(FaceCharacter("char-t1", 90.0))  # the attacker stands west of it, at its back
    assert greyed(behind, "stun") is None
    ambushed = fight(MACE, {"surprised": True})  # the first round of an ambush
    assert greyed(ambushed, "stun") is None


def test_aturdir_cannot_get_through_a_metal_helmet_even_from_behind() -> None:
    engine = fight(MACE, {"helmet": "capacete"})
    engine.execute(FaceCharacter("char-t1", 90.0))
    assert greyed(engine, "stun") == refused(engine, "stun")
    assert refused(fight(MACE, {"helmet": "capacete", "surprised": True}), "stun").key == (
        "aquelarre.refuse.stun_helmet"
    )


@pytest.mark.parametrize("code", ["es", "en"])
def test_the_refusals_are_written_in_both_languages(code: str) -> None:
    words = language(code).messages
    for key in ("disarm_bigger", "stun_helmet", "stun_unawares"):
        assert "{target}" in words[f"aquelarre.refuse.{key}"]
