"""A group of people (a side's non-player characters) that loses half its members saves SPI or
flees or surrenders: an organised group once on its leader's SPI, otherwise each member; player
characters are no member and never asked. And Scars come only from real, deadly combat."""

import pytest

from campal.core.dice import ManualEntry
from campal.core.engine import CommandRefused
from campal.core.model import Battle
from campal.core.model.bastionland import Morale
from campal.core.rules import system_of
from campal.core.rules.bastionland.commands import (
    Attack,
    Attacker,
    CheckGroupMorale,
    CheckMorale,
    ResolveAttack,
)
from campal.core.rules.bastionland.group_morale import EACH, GROUP_AWAIT, ORGANISED, group_wavers, members

from .field import skirmish
from .test_engine_attacks import _to_sir, engine, person


def _raiders(commander: str | None = None) -> Battle:
    """Ulfa already slain: two of the three raiders stand; Grim on his last point of VIG."""
    battle = skirmish()
    people = dict(battle.characters)
    for token, update in (
        ("char-ulfa", {"slain": True, "vigour": 0}),
        ("char-grim", {"vigour": 1, "guard": 0}),
    ):
        people[token] = people[token].model_copy(
            update={"stats": person(battle, token).model_copy(update=update)}
        )
    sides = dict(battle.sides)
    sides["side-raiders"] = sides["side-raiders"].model_copy(update={"commander": commander})
    return battle.model_copy(update={"characters": people, "sides": sides})


def _grim_slain(battle: Battle):
    game = engine(battle, [])
    _to_sir(game)
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(6, 1, 1)))
    )
    game.execute(ResolveAttack())
    assert person(game.state, "char-grim").slain
    return game


def test_the_group_is_the_sides_non_player_characters() -> None:
    battle = _raiders()
    assert sorted(members(battle, "side-raiders")) == ["char-grim", "char-seer", "char-ulfa"]
    assert members(battle, "side-company") == []  # the company: player characters, exempt
    grim_down = _grim_slain(battle).state
    assert group_wavers(battle, grim_down, "side-raiders")
    assert not group_wavers(grim_down, grim_down, "side-raiders")  # asked once, when it happens


def test_an_organised_group_saves_once_on_its_leaders_spi_and_flees_together() -> None:
    game = _grim_slain(_raiders(commander="char-seer"))
    awaiting = game.state.turn.awaiting
    assert (awaiting.kind, awaiting.subject, awaiting.detail) == (GROUP_AWAIT, "side-raiders", ORGANISED)
    assert awaiting.actors == ("char-seer",)
    play = system_of(game.state).play
    assert play.awaited(game.state) == (CheckGroupMorale(side="side-raiders"),)
    (reaction,) = play.reactions(game.state, game.context.map)
    assert [o.id for o in reaction.offers] == ["group_morale", "group_surrender"]
    spirit = person(game.state, "char-seer").spirit
    game.execute(
        CheckGroupMorale(side="side-raiders", entry=ManualEntry(faces=(spirit + 1,)), surrender=True)
    )
    assert person(game.state, "char-seer").morale is Morale.SURRENDERED
    assert game.state.turn.awaiting is None
    assert game.state.log[-1].message.params["virtue"] == spirit
    with pytest.raises(CommandRefused):  # nothing waits for it any more
        game.execute(CheckGroupMorale(side="side-raiders"))


def test_a_disorganised_group_saves_each_on_its_own() -> None:
    game = _grim_slain(_raiders())
    awaiting = game.state.turn.awaiting
    assert (awaiting.detail, awaiting.actors) == (EACH, ("char-seer",))
    with pytest.raises(CommandRefused):  # no leader: no single save for all
        game.execute(CheckGroupMorale(side="side-raiders"))
    game.execute(CheckMorale(actor="char-seer", entry=ManualEntry(faces=(1,))))
    assert person(game.state, "char-seer").morale is Morale.STEADY and game.state.turn.awaiting is None


def test_a_wounded_person_who_flees_can_leave_its_group_at_half() -> None:
    """Grim wounded, not slain, saves and fails: his flight leaves the raiders at one of three."""
    battle = _raiders()
    grim = person(battle, "char-grim").model_copy(update={"vigour": 9, "guard": 0})
    battle = battle.model_copy(
        update={
            "characters": {
                **battle.characters,
                "char-grim": battle.characters["char-grim"].model_copy(update={"stats": grim}),
            }
        }
    )
    game = engine(battle, [])
    _to_sir(game)
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(3, 1, 1)))
    )
    game.execute(ResolveAttack())
    assert game.state.turn.awaiting.kind == "morale"
    game.execute(CheckMorale(actor="char-grim", entry=ManualEntry(faces=(20,))))
    awaiting = game.state.turn.awaiting
    assert awaiting is not None and awaiting.kind == GROUP_AWAIT and awaiting.actors == ("char-seer",)


def test_training_and_bloodless_duels_leave_no_scar() -> None:
    """Guard brought to exactly 0 gives a Scar in real, deadly combat only."""
    from .test_engine_attacks import texts_example

    game = engine(texts_example(), [])
    game.execute(
        Attack(
            target="char-grim",
            attackers=(Attacker("char-sir"),),
            entry=ManualEntry(faces=(6, 2)),
            bloodless=True,  # a training bout
        )
    )
    game.execute(ResolveAttack())  # 6 − 2 = 4: Grim's Guard 4 to exactly 0
    grim = person(game.state, "char-grim")
    resolved = next(e for e in game.state.log[-1].events if e["type"] == "bastionland.attack_resolved")
    assert grim.guard == 0 and grim.scars == () and resolved["scar"] is None


def test_a_remedy_restores_a_virtue_at_zero_for_the_whole_company_present() -> None:
    from campal.core.rules.bastionland.commands import UseRemedy

    battle = skirmish()
    people = dict(battle.characters)
    for token, update in (
        ("char-sir", {"clarity": 0}),
        ("char-squire", {"clarity": 0}),
        ("char-rider", {"clarity": 0, "slain": True, "vigour": 0}),
    ):
        people[token] = people[token].model_copy(
            update={"stats": person(battle, token).model_copy(update=update)}
        )
    game = engine(battle.model_copy(update={"characters": people}), [])
    with pytest.raises(CommandRefused):
        game.execute(UseRemedy(side="side-company", virtue="spirit"))  # no one's SPI is at 0
    with pytest.raises(CommandRefused):
        game.execute(UseRemedy(side="side-company", virtue="clarity", value=21))
    game.execute(UseRemedy(side="side-company", virtue="clarity"))
    assert person(game.state, "char-sir").clarity == 10 == person(game.state, "char-squire").clarity
    assert person(game.state, "char-rider").clarity == 0  # the slain are past remedies
    assert game.state.log[-1].message.params["value"] == 10
    game.undo()
    game.execute(UseRemedy(side="side-company", virtue="clarity", value=7))
    assert person(game.state, "char-sir").clarity == 7
