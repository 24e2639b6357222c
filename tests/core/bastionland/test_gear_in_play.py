"""Gear in play: the attack builder picks each attacker's weapons within two hands (one Hefty
thing, a Long weapon alone, a shield from a hand left free), a change of weapon is a minor
action, a disarmed weapon lies on the ground until picked up, and the log names the weapon."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, PlainMap, replay
from campal.core.model import Battle
from campal.core.model.bastionland import BastionlandCharacterStats, Weapon
from campal.core.rules import system_of
from campal.core.rules.bastionland import handlers  # noqa: F401  (registers the commands)
from campal.core.rules.bastionland.attack import Gambit, Greater, StrongChoice
from campal.core.rules.bastionland.commands import Attack, Attacker, PickUpWeapon, ResolveAttack, TakeWeapons
from campal.core.rules.bastionland.loadout import Situation, attack_dice
from campal.core.rules.bastionland.pending import open_attacks
from campal.core.rules.play import Choice

from . import people
from .field import skirmish

LANCE = Weapon(name="lance", dice="d10", traits=("long", "spear", "wooden"))
MAPS = PlainMap()


def _stats(battle: Battle, token: str) -> BastionlandCharacterStats:
    stats = battle.characters[token].stats
    assert isinstance(stats, BastionlandCharacterStats)
    return stats


def _armed(battle: Battle, token: str, **changes: object) -> Battle:
    character = battle.characters[token]
    stats = _stats(battle, token).model_copy(update=changes)
    return battle.model_copy(
        update={"characters": {**battle.characters, token: character.model_copy(update={"stats": stats})}}
    )


def _knight_with_sword_and_lance() -> Battle:
    return _armed(skirmish(), "char-sir", weapons=(people.LONGSWORD, LANCE), pieces=(people.SHIELD,))


def test_hefty_long_and_shield_the_builder_offers_each_grip_within_two_hands() -> None:
    battle = _knight_with_sword_and_lance()
    play = system_of(battle).play
    grips = dict(play.weapon_choices(battle, "char-sir", "attack"))
    assert list(grips) == ["0", "1"]  # the longsword first (as it is held), or the lance alone
    assert "lance (d10)" in grips["1"].params["weapons"]
    both = _armed(battle, "char-sir", weapons=(people.LONGSWORD, people.MACE, people.DAGGER))
    codes = [code for code, _ in play.weapon_choices(both, "char-sir", "attack")]
    assert "0+1" not in codes  # two Hefty weapons are never held together
    assert "0+2" in codes and "1+2" in codes


def test_a_knight_with_a_sword_and_a_lance_attacks_with_the_lance_the_builder_picked() -> None:
    battle = _knight_with_sword_and_lance()
    play = system_of(battle).play
    command = play.command(battle, Choice("char-sir", "attack", target="char-grim", extra="arms.char-sir=1"))
    assert isinstance(command, Attack) and command.attackers[0].weapons == ("lance",)
    game = Engine(battle, dice=ScriptedDice([]), map_queries=MAPS)
    game.execute(Attack(target="char-grim", attackers=command.attackers, entry=ManualEntry(faces=(9,))))
    rolled = open_attacks(game.state)[0]
    # The lance takes both hands: no shield d4 beside it.
    assert [d.size for d in rolled.pool.spec.dice] == [10]
    assert "9 (d10 lance)" in rolled.message.params["faces"]


def test_the_log_line_of_an_attack_names_each_weapon_thrown() -> None:
    game = Engine(_knight_with_sword_and_lance(), dice=ScriptedDice([]), map_queries=MAPS)
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(7, 2, 3)))
    )
    assert open_attacks(game.state)[0].message.params["faces"] == "7 (d8 longsword), 2 (d8 longsword), 3 (d4)"


def test_naming_a_weapon_once_takes_one_of_two_alike() -> None:
    armed = people.person(pieces=(people.SHIELD,))
    assert [d.size for d in attack_dice("g", armed, Situation(weapons=("dagger",)))] == [6, 4]
    assert [d.size for d in attack_dice("g", armed, Situation(weapons=("dagger", "dagger")))] == [6, 6]


def test_changing_weapon_is_a_minor_action_that_takes_no_turn() -> None:
    game = Engine(_knight_with_sword_and_lance(), dice=ScriptedDice([]), map_queries=MAPS)
    play = system_of(game.state).play
    game.execute(play.command(game.state, Choice("char-sir", "take_weapons", extra="1")))
    assert _stats(game.state, "char-sir").wielded == ("lance",)
    turn = game.state.turn
    assert turn is None or "act" not in turn.taken.get("char-sir", ())
    # The next attack throws what is in hand, unasked; the shield is left without a free hand.
    game.execute(Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(5,))))
    assert [d.source for d in open_attacks(game.state)[0].pool.spec.dice] == ["lance"]
    with pytest.raises(CommandRefused) as refused:
        game.execute(TakeWeapons("char-sir", ("longsword", "lance")))
    assert refused.value.reason.key == "bastionland.long_two_hands"


def test_a_disarmed_weapon_lies_on_the_ground_until_picked_up() -> None:
    game = Engine(skirmish(), dice=ScriptedDice([]), map_queries=MAPS)
    start = game.state
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(8, 1, 2)))
    )
    disarm = Gambit(by="char-sir", die=0, strong=StrongChoice.GREATER, greater=Greater.DISARM, item="axe")
    game.execute(ResolveAttack(gambits=(disarm,), saves=(ManualEntry(faces=(20,)),)))
    grim = _stats(game.state, "char-grim")
    assert [w.name for w in grim.weapons] == ["dagger"] and [w.name for w in grim.on_ground] == ["axe"]
    play = system_of(game.state).play
    offers = play._gear_offers(game.state, "char-grim")
    assert [o.id for o in offers][-1] == "pick_up.0"
    game.execute(play.command(game.state, Choice("char-grim", "pick_up.0")))
    grim = _stats(game.state, "char-grim")
    assert [w.name for w in grim.weapons] == ["dagger", "axe"] and grim.on_ground == ()
    with pytest.raises(CommandRefused):
        game.execute(PickUpWeapon("char-grim", "axe"))
    assert replay(start, game.state) == game.state
