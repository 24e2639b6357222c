"""Clauses of the Bastionland text the engine read wrongly or in part, each proved through the
engine with typed dice."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, NextStep, PassTurn, PlainMap, StartBattle, TakeAction
from campal.core.model import Battle, Point
from campal.core.model.bastionland import BastionlandCharacterStats, Mount
from campal.core.rules.bastionland import (
    SYSTEM,
    handlers,  # noqa: F401  (registers the commands)
)
from campal.core.rules.bastionland.attack import Gambit, GambitKind
from campal.core.rules.bastionland.commands import Attack, Attacker, CheckMorale, GoesNext, ResolveAttack
from campal.core.rules.bastionland.loadout import Situation, attack_dice
from campal.core.rules.bastionland.pending import open_attacks
from campal.core.rules.bastionland.walls import armour_against

from . import people
from .field import skirmish


def engine(battle: Battle, faces: list[int] | None = None) -> Engine:
    return Engine(battle, dice=ScriptedDice(faces or []), map_queries=PlainMap())


def person(battle: Battle, token: str) -> BastionlandCharacterStats:
    stats = battle.characters[token].stats
    assert isinstance(stats, BastionlandCharacterStats)
    return stats


def with_person(battle: Battle, token: str, **changes: object) -> Battle:
    found = battle.characters[token]
    stats = person(battle, token).model_copy(update=changes)
    return battle.model_copy(
        update={"characters": {**battle.characters, token: found.model_copy(update={"stats": stats})}}
    )


def test_vig_0_not_from_damage_is_not_slain_the_person_is_struck_and_strikes() -> None:
    """Only damage Slays: at VIG 0 from a Scar a person can still be attacked, and attacks
    unless it moved first; a blow past its Guard then Slays it."""
    battle = with_person(skirmish(), "char-grim", vigour=0, guard=2)
    assert not person(battle, "char-grim").is_out_of_action
    game = engine(battle)
    game.execute(
        Attack(target="char-sir", attackers=(Attacker("char-grim"),), entry=ManualEntry(faces=(1, 1)))
    )
    game.execute(ResolveAttack())
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(5, 1, 1)))
    )
    game.execute(ResolveAttack())
    assert person(game.state, "char-grim").slain


def test_vig_0_bars_only_attacking_after_moving() -> None:
    battle = with_person(skirmish(), "char-grim", vigour=0)
    grim = battle.characters["char-grim"]
    assert grim.position is not None
    moved = grim.model_copy(update={"trail": (Point(x=grim.position.x - 1, y=grim.position.y),)})
    battle = battle.model_copy(update={"characters": {**battle.characters, "char-grim": moved}})
    with pytest.raises(CommandRefused) as refused:
        engine(battle).execute(Attack(target="char-sir", attackers=(Attacker("char-grim"),)))
    assert refused.value.reason.key == "bastionland.vigour_zero_moved"


def _to_sir(game: Engine) -> None:
    game.execute(StartBattle())
    game.execute(NextStep())
    game.execute(PassTurn(actor="unit-militia"))


def test_every_person_a_blast_wounds_owes_a_morale_save() -> None:
    """Sir Bors's Blast wounds Grim and Ulfa with one throw: each saves SPI in turn."""
    game = engine(skirmish(), [1] * 40)
    _to_sir(game)
    throws = (ManualEntry(faces=(8, 8, 4)),) * 4
    smite = Attacker("char-sir", smite=True)
    game.execute(
        Attack(target="char-grim", attackers=(smite,), blast=True, entries=(ManualEntry(faces=(1,)), *throws))
    )
    assert {a.target for a in open_attacks(game.state)} >= {"char-grim", "char-ulfa"}
    while game.state.turn is not None and game.state.turn.awaiting is not None:
        if game.state.turn.awaiting.kind != "resolve_attack":
            break
        game.execute(ResolveAttack())
    awaiting = game.state.turn.awaiting if game.state.turn is not None else None
    assert awaiting is not None and awaiting.kind == "morale"
    assert set(awaiting.actors) == {"char-grim", "char-ulfa"}
    game.execute(CheckMorale(actor="char-grim", entry=ManualEntry(faces=(1,))))
    awaiting = game.state.turn.awaiting if game.state.turn is not None else None
    assert awaiting is not None and awaiting.actors == ("char-ulfa",)
    game.execute(CheckMorale(actor="char-ulfa", entry=ManualEntry(faces=(20,))))
    assert person(game.state, "char-ulfa").morale.value == "fled"


def test_smite_gives_a_d12_or_blast_never_both_and_blast_is_a_feat() -> None:
    game = engine(skirmish(), [1] * 40)
    with pytest.raises(CommandRefused) as refused:
        game.execute(Attack(target="char-grim", attackers=(Attacker("char-sir"),), blast=True))
    assert refused.value.reason.key == "bastionland.blast_is_a_feat"
    game.execute(Attack(target="char-grim", attackers=(Attacker("char-sir", smite=True),), blast=True))
    thrown = open_attacks(game.state)
    assert len(thrown) > 1 and all(12 not in [d.size for d in a.pool.spec.dice] for a in thrown)
    game.undo()
    game.execute(Attack(target="char-grim", attackers=(Attacker("char-sir", smite=True),)))
    thrown = open_attacks(game.state)
    assert len(thrown) == 1 and [d.size for d in thrown[0].pool.spec.dice] == [8, 8, 4, 12]


def test_a_spear_wall_stops_enemies_attacking_in_the_turn_they_charge() -> None:
    with pytest.raises(CommandRefused) as refused:
        attack_dice("g", people.person(), Situation(charging=True, target_spear_wall=True), "Grim")
    assert refused.value.reason.key == "bastionland.spear_wall_charge"
    assert attack_dice("g", people.person(), Situation(target_spear_wall=True), "Grim")


def test_hands_are_counted_two_daggers_and_a_shield_do_not_all_throw() -> None:
    armed = people.person(pieces=(people.SHIELD,))
    assert [d.size for d in attack_dice("g", armed, Situation())] == [6, 6]
    assert [d.size for d in attack_dice("g", armed, Situation(weapons=("dagger", "dagger")))] == [6, 6]
    one = people.person(weapons=(people.DAGGER,), pieces=(people.SHIELD,))
    assert [d.size for d in attack_dice("g", one, Situation())] == [6, 4]
    three = people.person(weapons=(people.DAGGER, people.MACE, people.DAGGER))
    assert [d.source for d in attack_dice("g", three, Situation())] == ["dagger", "mace"]


def test_a_shields_armour_counts_only_when_a_hand_holds_it() -> None:
    spearman = people.person(weapons=(people.SPEAR,), pieces=(people.SHIELD,))
    assert armour_against(spearman, ranged=False) == 0
    swordsman = people.person(weapons=(people.MACE,), pieces=(people.SHIELD,))
    assert armour_against(swordsman, ranged=False) == 1


def test_impaired_throws_one_d4_and_nothing_else_no_smite_save() -> None:
    battle = with_person(skirmish(), "char-sir", impaired=True)
    game = engine(battle, [1] * 5)
    with pytest.raises(CommandRefused) as refused:
        game.execute(Attack(target="char-grim", attackers=(Attacker("char-sir", smite=True),)))
    assert refused.value.reason.key == "bastionland.impaired_no_smite"
    assert refused.value.reason.params["actor"] == "Sir Bors"
    assert not game.history and not person(game.state, "char-sir").fatigued


def test_refusals_of_an_attack_name_people_not_ids() -> None:
    battle = with_person(skirmish(), "char-grim", weapons=(people.LONGBOW,))
    grim = battle.characters["char-grim"]
    assert grim.position is not None
    moved = grim.model_copy(update={"trail": (Point(x=grim.position.x - 1, y=grim.position.y),)})
    battle = battle.model_copy(update={"characters": {**battle.characters, "char-grim": moved}})
    with pytest.raises(CommandRefused) as refused:
        engine(battle).execute(Attack(target="char-rider", attackers=(Attacker("char-grim"),), ranged=True))
    assert (refused.value.reason.key, refused.value.reason.params["actor"]) == (
        "bastionland.ranged_in_melee",
        "Grim",
    )


def test_no_trample_against_a_large_opponent_its_size_is_data() -> None:
    giant = with_person(skirmish(), "char-ulfa", large=True)
    game = engine(giant, [1] * 10)
    game.execute(Attack(target="char-ulfa", attackers=(Attacker("char-rider", charging=True),)))
    assert [d.source for d in open_attacks(game.state)[0].pool.spec.dice] == ["mace", "shield"]


def test_falling_when_a_mount_is_slain_deals_its_d6_and_calls_morale() -> None:
    steed = Mount(name="pony", vigour=2, guard=0, guard_max=0)
    game = engine(with_person(skirmish(), "char-grim", mounted=True, mount=steed))
    _to_sir(game)
    game.execute(
        Attack(
            target="char-grim",
            attackers=(Attacker("char-sir"),),
            on_mount=True,
            entry=ManualEntry(faces=(8, 1, 1)),
        )
    )
    game.execute(ResolveAttack(dismount_entry=ManualEntry(faces=(5,))))
    grim = person(game.state, "char-grim")
    assert grim.mount is not None and grim.mount.slain and not grim.mounted
    assert (grim.guard, grim.vigour, grim.wounded) == (0, 6, True)  # 5 on Guard 2: 3 off VIG 9
    awaiting = game.state.turn.awaiting if game.state.turn is not None else None
    assert awaiting is not None and awaiting.kind == "morale" and awaiting.actors == ("char-grim",)


def test_duellists_may_smite_on_the_reply() -> None:
    battle = with_person(skirmish(), "char-grim", knight=True)
    game = engine(battle)
    game.execute(
        Attack(
            target="char-grim",
            attackers=(Attacker("char-sir"),),
            duel=True,
            reply_smite=True,
            entries=(ManualEntry(faces=(3, 2, 1)), ManualEntry(faces=(20,)), ManualEntry(faces=(1, 1, 12))),
        )
    )
    reply = open_attacks(game.state)[1]
    assert [d.size for d in reply.pool.spec.dice] == [6, 6, 12] and reply.feats[0].face == 20
    assert person(game.state, "char-grim").fatigued


def test_typed_dice_for_a_blast_with_several_targets_are_used() -> None:
    game = engine(skirmish(), [1] * 40)
    smite = Attacker("char-sir", smite=True)
    game.execute(
        Attack(
            target="char-grim",
            attackers=(smite,),
            blast=True,
            feat_entries=(ManualEntry(faces=(1,)),),
            entry=ManualEntry(faces=(7, 6, 3)),
        )
    )
    thrown = open_attacks(game.state)
    assert len(thrown) > 1 and thrown[0].target == "char-grim" and thrown[0].pool.faces == (7, 6, 3)


def test_players_act_in_the_order_they_choose_within_their_sides_turn() -> None:
    """Dame Ysolde, a player, takes her turn before Sir Bors, listed first; not once he began."""
    game = engine(skirmish(), [1] * 10)
    _to_sir(game)
    assert game.state.turn is not None and game.state.turn.actor == "char-sir"
    offers = [o.id for o in SYSTEM.play.character_offers(game.state, PlainMap(), "char-rider")]
    assert "goes_next" in offers
    game.execute(GoesNext(actor="char-rider"))
    assert game.state.turn is not None and game.state.turn.queue[:2] == ("char-rider", "char-sir")
    game.execute(PassTurn(actor="char-rider"))
    game.execute(TakeAction(actor="char-sir", action="move"))
    with pytest.raises(CommandRefused) as refused:
        game.execute(GoesNext(actor="char-squire"))
    assert refused.value.reason.key == "bastionland.turn_begun"
    with pytest.raises(CommandRefused):
        game.execute(GoesNext(actor="char-grim"))  # not a player, nor of the side whose turn it is


def test_refusals_of_feats_and_gambits_name_people_not_ids() -> None:
    game = engine(skirmish(), [6, 2])
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(6, 2, 1)))
    )
    with pytest.raises(CommandRefused) as refused:
        game.execute(ResolveAttack(gambits=(Gambit(by="char-sir", kind=GambitKind.BOLSTER),)))
    assert refused.value.reason.params["actor"] == "Sir Bors"
    with pytest.raises(CommandRefused) as refused:
        game.execute(ResolveAttack(focus=("char-sir", "char-sir")))
    assert refused.value.reason.params["actor"] == "Sir Bors"


def test_a_group_a_blast_leaves_at_half_its_members_owes_its_morale_save() -> None:
    """The Blast slays Grim and Ulfa and goes on to Dame Ysolde: the raiders' Seer, alone of
    three, still owes the group's save once the throw is resolved."""
    battle = with_person(with_person(skirmish(), "char-grim", vigour=3), "char-ulfa", vigour=3)
    squire = battle.characters["char-squire"].model_copy(update={"position": Point(x=30, y=30)})
    battle = battle.model_copy(update={"characters": {**battle.characters, "char-squire": squire}})
    game = engine(battle, [1] * 40)
    _to_sir(game)
    throws = (ManualEntry(faces=(8, 8, 4)),) * 3
    smite = Attacker("char-sir", smite=True)
    game.execute(
        Attack(target="char-grim", attackers=(smite,), blast=True, entries=(ManualEntry(faces=(1,)), *throws))
    )
    assert [a.target for a in open_attacks(game.state)] == ["char-grim", "char-ulfa", "char-rider"]
    for _ in range(3):
        game.execute(ResolveAttack())
    awaiting = game.state.turn.awaiting if game.state.turn is not None else None
    assert awaiting is not None and awaiting.kind == "group_morale" and awaiting.actors == ("char-seer",)
