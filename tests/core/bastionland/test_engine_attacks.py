"""Issue 14 through the engine: attacks, Deny, Gambits, damage, Scars, morale and surprise as
commands whose events keep every die, undone and replayed without rolling again."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, NextStep, PassTurn, PlainMap, StartBattle, replay
from campal.core.model import Battle, Point
from campal.core.model.bastionland import (
    ArmourKind,
    ArmourPiece,
    BastionlandCharacterStats,
    BastionlandWarbandStats,
    WarbandState,
    Weapon,
)
from campal.core.rules.bastionland import handlers  # noqa: F401  (registers the commands)
from campal.core.rules.bastionland.attack import Gambit, GambitKind, Greater, StrongChoice
from campal.core.rules.bastionland.commands import (
    Attack,
    Attacker,
    CheckMorale,
    CheckSurprise,
    Deny,
    MomentOfPeace,
    ResolveAttack,
    SideFirst,
)
from campal.core.rules.bastionland.pending import open_attacks

from .field import skirmish


def engine(battle: Battle, faces: list[int]) -> Engine:
    return Engine(battle, dice=ScriptedDice(faces), map_queries=PlainMap())


def person(battle: Battle, token: str) -> BastionlandCharacterStats:
    stats = battle.characters[token].stats
    assert isinstance(stats, BastionlandCharacterStats)
    return stats


def band(battle: Battle, token: str) -> BastionlandWarbandStats:
    stats = battle.units[token].stats
    assert isinstance(stats, BastionlandWarbandStats)
    return stats


def texts_example() -> Battle:
    """Sir Bors with a mace and shield, Edmund with two daggers; Grim in a helm and shield."""
    battle = skirmish()
    sir = battle.characters["char-sir"]
    squire = battle.characters["char-squire"]
    grim = battle.characters["char-grim"]
    mace = Weapon(name="mace", dice="d8", traits=("hefty",))
    daggers = (Weapon(name="dagger", dice="d6"), Weapon(name="dagger", dice="d6"))
    helm_and_shield = (
        ArmourPiece(name="helm", kind=ArmourKind.HELM),
        ArmourPiece(name="shield", kind=ArmourKind.SHIELD),
    )
    characters = {
        **battle.characters,
        "char-sir": sir.model_copy(
            update={"stats": person(battle, "char-sir").model_copy(update={"weapons": (mace,)})}
        ),
        "char-squire": squire.model_copy(
            update={"stats": person(battle, "char-squire").model_copy(update={"weapons": daggers})}
        ),
        "char-grim": grim.model_copy(
            update={
                "stats": person(battle, "char-grim").model_copy(
                    update={"pieces": helm_and_shield, "guard": 4, "vigour": 12}
                )
            }
        ),
    }
    return battle.model_copy(update={"characters": characters})


def test_the_texts_example_through_the_engine() -> None:
    """d8 and d4, and 2d6: 7, 3, 1 and 5; the 5 Bolsters; 7 + 1 = 8, Armour 2: 6 damage."""
    game = engine(texts_example(), [7, 3, 1, 5])
    game.execute(Attack(target="char-grim", attackers=(Attacker("char-sir"), Attacker("char-squire"))))
    rolled = open_attacks(game.state)[0]
    assert rolled.pool.faces == (7, 3, 1, 5) and rolled.armour == 2
    game.execute(ResolveAttack(gambits=(Gambit(by="char-squire", kind=GambitKind.BOLSTER, die=3),)))
    grim = person(game.state, "char-grim")
    assert (grim.guard, grim.vigour, grim.wounded) == (0, 10, True)
    assert game.state.log[-1].message.params["damage"] == 6
    assert not open_attacks(game.state)


def test_typed_dice_are_recorded_and_undo_redo_never_reroll() -> None:
    game = engine(texts_example(), [3, 2])  # the Scar's re-roll (smash) and its d6
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(6, 2)))
    )
    game.execute(ResolveAttack())
    after = game.state
    assert person(after, "char-grim").scars == ("smash",) and person(after, "char-grim").vigour == 10
    game.undo()
    game.undo()
    game.redo()
    game.redo()
    assert game.state == after


def test_typed_dice_of_the_wrong_count_are_refused_and_nothing_changes() -> None:
    game = engine(texts_example(), [])
    before = game.state
    with pytest.raises(CommandRefused) as refused:
        game.execute(
            Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(6, 2, 1)))
        )
    assert refused.value.reason.key == "dice.wrong_count"
    assert game.state == before and not game.history


def test_a_deny_discards_a_die_then_saves_spi() -> None:
    game = engine(skirmish(), [6, 2])
    game.execute(Attack(target="char-sir", attackers=(Attacker("char-grim"),)))
    assert open_attacks(game.state)[0].pool.faces == (6, 2)
    game.execute(Deny(by="char-sir", die=0, entry=ManualEntry(faces=(18,))))
    assert person(game.state, "char-sir").fatigued
    with pytest.raises(CommandRefused):
        game.execute(Deny(by="char-sir", die=1))
    game.execute(ResolveAttack())
    assert game.state.log[-1].message.params["highest"] == 2


def test_a_deny_needs_the_target_or_a_nearby_ally_who_knows_the_feat() -> None:
    game = engine(skirmish(), [3, 3])
    game.execute(Attack(target="char-squire", attackers=(Attacker("char-grim"),)))
    with pytest.raises(CommandRefused):
        game.execute(Deny(by="char-squire", die=0))  # a squire is no Knight
    game.execute(Deny(by="char-sir", die=0, entry=ManualEntry(faces=(2,))))  # Sir Bors stands by


def test_melee_needs_contact() -> None:
    game = engine(skirmish(), [])
    with pytest.raises(CommandRefused) as refused:
        game.execute(Attack(target="char-seer", attackers=(Attacker("char-sir"),)))
    assert refused.value.reason.key == "bastionland.out_of_reach"


def test_individuals_cannot_hurt_a_warband_without_blast() -> None:
    battle = skirmish()
    seer = battle.characters["char-seer"].model_copy(update={"side": "side-company"})
    battle = battle.model_copy(update={"characters": {**battle.characters, "char-seer": seer}})
    moved = battle.characters["char-sir"].model_copy(update={"position": Point(x=50, y=75.5)})
    battle = battle.model_copy(update={"characters": {**battle.characters, "char-sir": moved}})
    game = engine(battle, [1] * 30)
    with pytest.raises(CommandRefused) as refused:
        game.execute(Attack(target="unit-band", attackers=(Attacker("char-sir"),)))
    assert refused.value.reason.key == "bastionland.warband_immune"
    game.execute(Attack(target="unit-band", attackers=(Attacker("char-sir", smite=True),), blast=True))
    assert open_attacks(game.state)[0].blast


def test_a_warband_on_an_individual_adds_a_d12_and_blasts_the_area() -> None:
    battle = skirmish()
    grim = battle.characters["char-grim"].model_copy(update={"position": Point(x=50, y=76.5)})
    battle = battle.model_copy(update={"characters": {**battle.characters, "char-grim": grim}})
    game = engine(battle, [1] * 30)
    game.execute(Attack(target="char-grim", attackers=(Attacker("unit-militia"),)))
    rolled = open_attacks(game.state)
    assert rolled[0].blast and [d.size for d in rolled[0].pool.spec.dice] == [8, 12]
    assert [a.target for a in rolled] == ["char-grim", "unit-band"]
    game.execute(ResolveAttack())
    assert open_attacks(game.state)[0].target == "unit-band"


def test_scar_mortal_wound_rout_and_strong_gambit_replay_to_the_same_document() -> None:
    start = skirmish()
    game = engine(start, [])
    # Grim (axe d6, dagger d6) on Edmund (Guard 2, VIG 9, A1): 6 − 1 = 5 → Guard 0, VIG 6.
    game.execute(
        Attack(target="char-squire", attackers=(Attacker("char-grim"),), entry=ManualEntry(faces=(6, 3)))
    )
    game.execute(ResolveAttack())
    assert person(game.state, "char-squire").vigour == 6
    # Sir Bors (longsword 2d8, shield d4) on Grim (Guard 2, VIG 9, A1): the 8 is a Strong Stop
    # with no save; 3 − 1 = 2 leaves Guard at exactly 0: a Scar, its d8 re-rolled (5, rupture).
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(8, 3, 1)))
    )
    strong = Gambit(by="char-sir", kind=GambitKind.STOP, die=0, strong=StrongChoice.NO_SAVE)
    game.execute(
        ResolveAttack(
            gambits=(strong,), scar_entry=ManualEntry(faces=(5,)), scar_effect=ManualEntry(dice_total=7)
        )
    )
    grim = person(game.state, "char-grim")
    assert grim.stopped_round == 1 and grim.guard == 0 and grim.scars == ("rupture",) and grim.vigour == 2
    # Dame Ysolde (mace d8, shield d4) on Ulfa: a 3 makes no Strong Gambit.
    game.execute(
        Attack(target="char-ulfa", attackers=(Attacker("char-rider"),), entry=ManualEntry(faces=(4, 3)))
    )
    greater = Gambit(by="char-rider", die=1, strong=StrongChoice.GREATER, greater=Greater.DISARM)
    with pytest.raises(CommandRefused):
        game.execute(ResolveAttack(gambits=(greater,)))
    game.execute(ResolveAttack())
    # The levy on the Red Band (Guard 4, VIG 13, A3): 8 − 3 = 5 → Guard 0, VIG 12.
    game.execute(
        Attack(target="unit-band", attackers=(Attacker("unit-militia"),), entry=ManualEntry(faces=(8,)))
    )
    game.execute(ResolveAttack())
    assert band(game.state, "unit-band").vigour == 12
    # With two advantages: 8, 8, 6; the 6 Bolsters: 8 + 1 − 3 = 6 off VIG 12: a Mortal Wound routs it.
    two = Attacker("unit-militia", advantages=2)
    game.execute(Attack(target="unit-band", attackers=(two,), entry=ManualEntry(faces=(8, 8, 6))))
    game.execute(ResolveAttack(gambits=(Gambit(by="unit-militia", kind=GambitKind.BOLSTER, die=2),)))
    assert band(game.state, "unit-band").state is WarbandState.ROUTED
    end = game.state
    assert replay(start, end) == end


def test_a_strong_gambit_disarms_unless_the_target_saves() -> None:
    game = engine(skirmish(), [])
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(8, 1, 2)))
    )
    greater = Gambit(by="char-sir", die=0, strong=StrongChoice.GREATER, greater=Greater.DISARM, item="axe")
    game.execute(ResolveAttack(gambits=(greater,), saves=(ManualEntry(faces=(20,)),)))
    assert [w.name for w in person(game.state, "char-grim").weapons] == ["dagger"]


def test_a_repel_pushes_the_target_away() -> None:
    game = engine(skirmish(), [])
    before = game.state.characters["char-grim"].position
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(6, 1, 1)))
    )
    game.execute(
        ResolveAttack(
            gambits=(Gambit(by="char-sir", kind=GambitKind.REPEL, die=0),), saves=(ManualEntry(faces=(20,)),)
        )
    )
    after = game.state.characters["char-grim"].position
    assert before is not None and after is not None
    assert round(((after.x - before.x) ** 2 + (after.y - before.y) ** 2) ** 0.5, 6) == 3.0


def test_surprise_in_the_setup_step_then_turns() -> None:
    game = engine(skirmish(), [15])
    game.execute(StartBattle())
    game.execute(CheckSurprise(actor="char-grim"))
    grim = person(game.state, "char-grim")
    assert grim.surprised and grim.exposed
    game.execute(NextStep())
    assert game.state.turn is not None and game.state.turn.step == "turns"


def _to_sir(game: Engine) -> None:
    game.execute(StartBattle())
    game.execute(NextStep())
    game.execute(PassTurn(actor="unit-militia"))
    assert game.state.turn is not None and game.state.turn.actor == "char-sir"


def test_an_open_attack_holds_the_turn_until_it_is_resolved() -> None:
    game = engine(skirmish(), [])
    _to_sir(game)
    both = (Attacker("char-sir"), Attacker("char-squire"))
    game.execute(Attack(target="char-grim", attackers=both, entry=ManualEntry(faces=(8, 8, 4, 6, 6))))
    with pytest.raises(CommandRefused):
        game.execute(NextStep())
    game.execute(ResolveAttack())
    assert person(game.state, "char-grim").mortal_wound  # 8 − 1 = 7: Guard 2, then 5 off VIG 9
    turn = game.state.turn
    assert turn is not None and turn.awaiting is not None and turn.awaiting.kind == "morale"
    assert "char-squire" not in turn.queue  # Edmund spent his action in the attack


def test_morale_after_a_wound_and_a_moment_of_peace() -> None:
    game = engine(skirmish(), [])
    _to_sir(game)
    game.execute(
        Attack(target="char-grim", attackers=(Attacker("char-sir"),), entry=ManualEntry(faces=(5, 1, 1)))
    )
    game.execute(ResolveAttack())
    turn = game.state.turn
    assert turn is not None and turn.awaiting is not None and turn.awaiting.kind == "morale"
    with pytest.raises(CommandRefused):
        game.execute(CheckMorale(actor="char-sir"))  # a player character
    game.execute(CheckMorale(actor="char-grim", entry=ManualEntry(faces=(19,)), surrender=True))
    assert person(game.state, "char-grim").morale.value == "surrendered"
    game.execute(MomentOfPeace())
    assert person(game.state, "char-grim").guard == person(game.state, "char-grim").guard_max


def test_an_organised_warband_saves_morale_on_its_leaders_spirit() -> None:
    battle = skirmish()
    band_token = battle.units["unit-band"]
    led = band(battle, "unit-band").model_copy(update={"leader": "char-seer", "spirit": 2})
    battle = battle.model_copy(
        update={"units": {**battle.units, "unit-band": band_token.model_copy(update={"stats": led})}}
    )
    game = engine(battle, [])
    game.execute(CheckMorale(actor="unit-band", entry=ManualEntry(faces=(12,))))  # the Seer's SPI 14
    assert band(game.state, "unit-band").state is WarbandState.STEADY
    assert game.state.log[-1].message.params["virtue"] == 14


def test_a_duel_throws_both_blows_together_and_each_lands() -> None:
    """Sir Bors and Grim duel: both throws are down before either is read, so Grim, slain by the
    first, still strikes."""
    game = engine(skirmish(), [])
    game.execute(
        Attack(
            target="char-grim",
            attackers=(Attacker("char-sir"),),
            duel=True,
            entry=ManualEntry(faces=(8, 8, 4)),
            reply_entry=ManualEntry(faces=(6, 5)),
        )
    )
    duel = open_attacks(game.state)
    assert [(a.attackers, a.target) for a in duel] == [
        (("char-sir",), "char-grim"),
        (("char-grim",), "char-sir"),
    ]
    game.execute(ResolveAttack())  # 8 − 1 = 7 on Guard 2, VIG 9: 5 off, a Mortal Wound
    # 6 − 2 (helm, shield) = 4 leaves Sir Bors's Guard 4 at exactly 0: a Scar on the d6 (2,
    # disfigurement), which raises his low maximum Guard by a d6 (3).
    game.execute(ResolveAttack(scar_entry=ManualEntry(faces=(2,)), scar_effect=ManualEntry(faces=(3,))))
    assert person(game.state, "char-grim").mortal_wound
    sir = person(game.state, "char-sir")
    assert (sir.guard, sir.guard_max, sir.scars) == (0, 7, ("disfigurement",))
    with pytest.raises(CommandRefused):
        game.execute(Attack(target="unit-band", attackers=(Attacker("unit-militia"),), duel=True))


def test_players_go_first_unless_the_gm_names_another_side() -> None:
    battle = skirmish()
    sides = {"side-raiders": battle.sides["side-raiders"], "side-company": battle.sides["side-company"]}
    game = engine(battle.model_copy(update={"sides": sides}), [3])
    game.execute(StartBattle())
    game.execute(CheckSurprise(actor="char-grim"))  # ready; the order defaults to the players first
    game.execute(NextStep())
    assert game.state.turn.queue[0] == "unit-militia"  # the company holds the player characters
    again = engine(battle.model_copy(update={"sides": sides}), [])
    again.execute(StartBattle())
    again.execute(SideFirst(side="side-raiders"))
    again.execute(NextStep())
    assert again.state.turn.queue[0] == "unit-band"
    with pytest.raises(CommandRefused):
        again.execute(SideFirst(side="side-company"))  # the round has begun
