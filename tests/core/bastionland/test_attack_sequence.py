"""Issue 14, item 4: the attack sequence in the text's order, with scripted or typed dice."""

import pytest

from campal.core.dice import ScriptedDice
from campal.core.dice.attack_pool import AttackPoolSpec, roll_attack_pool
from campal.core.dice.saves import roll_save
from campal.core.engine.base import CommandRefused
from campal.core.rules.bastionland.attack import (
    Denial,
    Gambit,
    GambitKind,
    Greater,
    StrongChoice,
    check_denials,
    check_gambits,
    damage,
)
from campal.core.rules.bastionland.feats import Feat, after_feat, feat_refusal, feat_save
from campal.core.rules.bastionland.loadout import Situation, attack_dice

from .people import DAGGER, knight, person, warband

NONE: frozenset[int] = frozenset()


def pool_of(*parts: tuple[str, object, Situation], faces: list[int]):  # type: ignore[no-untyped-def]
    dice = tuple(die for actor, stats, situation in parts for die in attack_dice(actor, stats, situation))  # type: ignore[arg-type]
    return roll_attack_pool(AttackPoolSpec(dice=dice), ScriptedDice(faces))


def test_the_texts_example_mace_shield_and_two_daggers_deal_6() -> None:
    """d8 and d4, and 2d6: 7, 3, 1 and 5; the 5 Bolsters; 7 + 1 = 8, Armour 2, 6 damage."""
    pool = pool_of(("knight", knight(), Situation()), ("ally", person(), Situation()), faces=[7, 3, 1, 5])
    assert pool.spec.sizes == (8, 4, 6, 6)
    bolster = (Gambit(by="ally", kind=GambitKind.BOLSTER, die=3),)
    check_gambits(pool, NONE, bolster, frozenset())
    target = knight(pieces=())
    result = damage(pool, NONE, bolster, armour=2)
    assert (result.highest, result.bolster, result.damage, pool.faces[result.kept or 0]) == (7, 1, 6, 7)
    assert target.total_armour == 0


def test_everyone_attacking_one_target_rolls_together_with_their_own_dice() -> None:
    pool = pool_of(("a", knight(), Situation()), ("b", person(), Situation()), faces=[2, 4, 6, 6])
    assert [die.owner for die in pool.spec.dice] == ["a", "a", "b", "b"]
    assert [die.source for die in pool.spec.dice] == ["mace", "shield", "dagger", "dagger"]


def test_deny_discards_one_die_before_the_gambits() -> None:
    pool = pool_of(("a", knight(), Situation()), faces=[8, 3])
    denials = (Denial(by="target", die=0),)
    check_denials(pool, denials)
    assert damage(pool, frozenset({0}), (), armour=0).damage == 3
    with pytest.raises(CommandRefused):
        check_gambits(pool, frozenset({0}), (Gambit(by="a", kind=GambitKind.BOLSTER, die=0),), frozenset())
    with pytest.raises(CommandRefused):
        check_denials(pool, (Denial(by="target", die=0), Denial(by="target", die=1)))


def test_gambits_need_a_die_of_4_or_more_spent_once() -> None:
    pool = pool_of(("a", person(), Situation()), faces=[3, 6])
    with pytest.raises(CommandRefused) as low:
        check_gambits(pool, NONE, (Gambit(by="a", kind=GambitKind.STOP, die=0),), frozenset())
    assert low.value.reason.key == "bastionland.die_too_low"
    twice = (Gambit(by="a", kind=GambitKind.STOP, die=1), Gambit(by="a", kind=GambitKind.REPEL, die=1))
    with pytest.raises(CommandRefused):
        check_gambits(pool, NONE, twice, frozenset())


def test_the_target_saves_vig_against_all_gambits_but_bolster_and_move() -> None:
    assert not Gambit(by="a", kind=GambitKind.BOLSTER, die=0).allows_save
    assert not Gambit(by="a", kind=GambitKind.MOVE, die=0).allows_save
    for kind in (
        GambitKind.REPEL,
        GambitKind.STOP,
        GambitKind.IMPAIR,
        GambitKind.TRAP_SHIELD,
        GambitKind.DISMOUNT,
    ):
        assert Gambit(by="a", kind=kind, die=0).allows_save


def test_a_melee_die_of_8_or_more_is_a_strong_gambit() -> None:
    pool = pool_of(("a", knight(), Situation()), faces=[8, 4])
    strong = Gambit(by="a", kind=GambitKind.STOP, die=0, strong=StrongChoice.NO_SAVE)
    check_gambits(pool, NONE, (strong,), frozenset())
    assert not strong.allows_save
    greater = Gambit(by="a", die=0, strong=StrongChoice.GREATER, greater=Greater.DISARM)
    check_gambits(pool, NONE, (greater,), frozenset())
    assert greater.allows_save
    with pytest.raises(CommandRefused):
        check_gambits(
            pool,
            NONE,
            (Gambit(by="a", kind=GambitKind.STOP, die=1, strong=StrongChoice.NO_SAVE),),
            frozenset(),
        )


def test_a_ranged_die_of_8_is_not_strong() -> None:
    from .people import LONGBOW

    archer = person(weapons=(LONGBOW,))
    pool = pool_of(("a", archer, Situation(ranged=True)), faces=[8])
    with pytest.raises(CommandRefused) as refused:
        check_gambits(
            pool,
            NONE,
            (Gambit(by="a", kind=GambitKind.STOP, die=0, strong=StrongChoice.NO_SAVE),),
            frozenset(),
        )
    assert refused.value.reason.key == "bastionland.not_strong"


def test_armour_can_leave_no_damage() -> None:
    pool = pool_of(("a", person(), Situation()), faces=[2, 1])
    assert damage(pool, NONE, (), armour=3).damage == 0


def test_impaired_rolls_only_a_d4() -> None:
    assert [d.size for d in attack_dice("a", knight(impaired=True), Situation())] == [4]
    assert [d.size for d in attack_dice("a", knight(spirit=0), Situation())] == [4]
    assert [d.size for d in attack_dice("a", person(weapons=()), Situation())] == [4]


def test_advantages_add_a_d8_each() -> None:
    sizes = [d.size for d in attack_dice("a", person(weapons=(DAGGER,)), Situation(advantages=2))]
    assert sizes == [6, 8, 8]


def test_smite_adds_a_d12_in_melee_only() -> None:
    sizes = [d.size for d in attack_dice("a", knight(), Situation(smite=True))]
    assert sizes == [8, 4, 12]


def test_feats_once_per_attack_then_their_save_or_fatigue() -> None:
    stats = knight(vigour=10)
    feat_refusal("k", stats, Feat.SMITE, frozenset())
    with pytest.raises(CommandRefused):
        feat_refusal("k", stats, Feat.SMITE, frozenset({("k", Feat.SMITE)}))
    with pytest.raises(CommandRefused):
        feat_refusal("p", person(), Feat.DENY, frozenset())
    failed = roll_save(feat_save("k", stats, Feat.SMITE), ScriptedDice([11]))
    tired = after_feat(stats, failed)
    assert tired.fatigued
    with pytest.raises(CommandRefused):
        feat_refusal("k", tired, Feat.FOCUS, frozenset())
    assert feat_save("k", stats, Feat.DENY).virtue == "spirit"
    assert feat_save("k", stats, Feat.FOCUS).virtue == "clarity"


def test_focus_pays_one_gambit_without_a_die() -> None:
    pool = pool_of(("a", knight(), Situation()), faces=[2, 1])
    focused = (Gambit(by="a", kind=GambitKind.IMPAIR),)
    check_gambits(pool, NONE, focused, frozenset({"a"}))
    with pytest.raises(CommandRefused):
        check_gambits(pool, NONE, focused, frozenset())
    with pytest.raises(CommandRefused):
        check_gambits(pool, NONE, focused * 2, frozenset({"a"}))


def test_warbands_add_a_d12_against_individuals() -> None:
    sizes = [d.size for d in attack_dice("w", warband(), Situation())]
    assert sizes == [8, 12]
    assert [d.size for d in attack_dice("w", warband(), Situation(target_is_individual=False))] == [8]
