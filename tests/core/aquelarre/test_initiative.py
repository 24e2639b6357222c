"""Fase 1: Iniciativa and the order of declaration and action."""

import pytest

from campal.core.dice import DiceEntryError, ManualEntry, ScriptedDice
from campal.core.rules.aquelarre.initiative import (
    Standing,
    action_order,
    initiative_modifiers,
    roll_initiative,
)

from .people import person


def test_lope_and_ignotus_initiative_and_who_acts_first() -> None:
    # The text adds only the die and AGI here; Lope gets FUE 12 so his sword costs him nothing.
    lope = roll_initiative(
        "lope", person(agility=20, strength=12, drawn=("espada_de_mano",)), ScriptedDice([2])
    )
    ignotus = roll_initiative(
        "ignotus", person(agility=15, strength=12, drawn=("espada_de_mano",)), ScriptedDice([8])
    )
    assert (lope.total, ignotus.total) == (22, 23)
    standings = [Standing(actor=r.actor, total=r.total, player=True, perception=10) for r in (lope, ignotus)]
    assert action_order(standings) == (("ignotus",), ("lope",))


def test_ties_go_to_the_pj_then_perception_then_simultaneous() -> None:
    standings = [
        Standing(actor="pnj", total=15, player=False, perception=20),
        Standing(actor="pj", total=15, player=True, perception=5),
        Standing(actor="pj_sharp", total=15, player=True, perception=12),
        Standing(actor="twin_a", total=12, player=False, perception=10),
        Standing(actor="twin_b", total=12, player=False, perception=10),
    ]
    assert action_order(standings) == (("pj_sharp",), ("pj",), ("pnj",), ("twin_a", "twin_b"))


def test_strength_short_of_the_weapon_costs_one_per_point() -> None:
    lope = person(agility=12, strength=10, drawn=("espada_de_mano",))
    assert initiative_modifiers(lope).total == 12 - 2


def test_quick_attack_adds_five_and_armour_takes_away() -> None:
    knight = person(agility=12, strength=12, armour="loriga_de_malla")
    assert initiative_modifiers(knight).total == 10
    assert initiative_modifiers(knight, quick=True).total == 15


def test_armour_below_its_strength_doubles_its_penalty() -> None:
    weak = person(agility=12, strength=10, armour="loriga_de_malla")
    assert initiative_modifiers(weak).total == 12 - 4


def test_spells_change_initiative() -> None:
    assert initiative_modifiers(person(agility=12, spell_initiative=-3)).total == 9


def test_ambushed_roll_1d5() -> None:
    roll = roll_initiative("x", person(agility=10), ScriptedDice([5]), ambushed=True)
    assert (roll.die, roll.total) == (5, 15)
    with pytest.raises(DiceEntryError):
        roll_initiative("x", person(agility=10), ScriptedDice([]), ManualEntry(faces=(6,)), ambushed=True)


def test_typed_initiative_is_manual() -> None:
    roll = roll_initiative("x", person(agility=10), ScriptedDice([]), ManualEntry(dice_total=7))
    assert (roll.total, roll.manual) == (17, True)


def test_an_initiative_tie_goes_to_the_pj_through_the_engine() -> None:
    from campal.core.dice import ManualEntry, ScriptedDice
    from campal.core.engine import Engine, PlainMap, StartBattle
    from campal.core.rules.aquelarre.commands import RollInitiative

    from .skirmish import duel

    # Lope (PER 12) and Ignotus (PER 14) tie at 23; both PJs, Ignotus's keener eye wins, until
    # the GM marks Ignotus a PNJ.
    for ignotus_pj, first in ((True, "char-ignotus"), (False, "char-lope")):
        battle = duel()
        ignotus = battle.characters["char-ignotus"]
        marked = ignotus.model_copy(update={"stats": ignotus.stats.model_copy(update={"player": ignotus_pj})})
        battle = battle.model_copy(update={"characters": {**battle.characters, marked.id: marked}})
        engine = Engine(battle, dice=ScriptedDice([]), map_queries=PlainMap())
        engine.execute(StartBattle())
        engine.execute(RollInitiative("char-lope", ManualEntry(faces=(3,))))
        engine.execute(RollInitiative("char-ignotus", ManualEntry(faces=(8,))))
        assert engine.state.turn.order[0] == first  # type: ignore[union-attr]
