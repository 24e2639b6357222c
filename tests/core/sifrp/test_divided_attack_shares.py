"""Ataque dividido: "dividir sus dados de Combate c/c o Puntería para atacar a dos o más
adversarios". The bonus dice belong to the pool it divides, so they are shared between the parts
(all to the first part unless the GM gives some to the others), and a divided attack kept as the
standing order is carried out again in step 9 with the same split."""

import pytest

from campal.core.engine import CommandRefused, NextStep, Override
from campal.core.rules.sifrp.commands import (
    CarryOutOrder,
    IssueOrder,
    OrderParams,
    ResolveStandingOrder,
)
from campal.core.rules.sifrp.events import AttackResolved

from .armies import engine_for, feed, run, to_orders

BOTH = ("unit-sfoot", "unit-slevy")
VETERANS = [{"name": "Veteranos", "applies_to": "bonus:fighting", "modifier": 2}]


def _beside_two(engine) -> None:  # type: ignore[no-untyped-def]
    run(engine, Override("unit-slevy", "position", {"x": 140.0, "y": 100.0}, "test"))
    run(engine, Override("unit-lspear", "stats.tags", VETERANS, "test"))


def _hits(engine) -> list[AttackResolved]:  # type: ignore[no-untyped-def]
    return [e for e in engine.history[-1].events if isinstance(e, AttackResolved)]


def _split(engine, bonus=()) -> list[AttackResolved]:  # type: ignore[no-untyped-def]
    feed(engine, [1] * 12)
    params = OrderParams(targets=BOTH, dice_split=(2, 1), bonus_split=bonus)
    run(engine, CarryOutOrder("unit-lspear", params, order="split_attack"))
    return _hits(engine)


def test_divided_attack_shares_its_bonus_dice_all_to_the_first_part_by_default() -> None:
    engine = engine_for()
    _beside_two(engine)
    hits = _split(engine)
    assert [h.roll.spec.rank for h in hits] == [2, 1]
    assert [h.roll.spec.bonus for h in hits] == [2, 0]  # copied, it was [2, 2]


def test_divided_attack_gives_the_bonus_dice_as_the_gm_shares_them() -> None:
    engine = engine_for()
    _beside_two(engine)
    assert [h.roll.spec.bonus for h in _split(engine, bonus=(1, 1))] == [1, 1]
    assert [h.roll.spec.bonus for h in _split(engine, bonus=(0, 1))] == [1, 1]  # the rest: the first
    with pytest.raises(CommandRefused):
        _split(engine, bonus=(2, 1))  # three bonus dice given out of two


def test_divided_attack_as_standing_order_is_carried_out_again_with_its_split() -> None:
    engine = engine_for()
    to_orders(engine)
    _beside_two(engine)
    feed(engine, [6] * 6)
    params = OrderParams(targets=BOTH, dice_split=(2, 1), bonus_split=(1, 1))
    run(engine, IssueOrder("char-tywin", "split_attack", "unit-lspear", targets=BOTH, params=params))
    standing = engine.state.units["unit-lspear"].stats.standing_order
    assert standing is not None and standing.order == "split_attack"
    assert standing.dice_split == (2, 1) and standing.bonus_split == (1, 1)
    feed(engine, [1] * 12)
    run(engine, CarryOutOrder("unit-lspear", params))
    for _ in range(12):
        turn = engine.state.turn
        if turn.round == 2 and turn.step == "standing_orders":
            break
        feed(engine, [6] * 20)
        run(engine, NextStep(force=True))
    feed(engine, [1] * 12)
    run(engine, ResolveStandingOrder("unit-lspear"))
    hits = _hits(engine)
    assert [h.target for h in hits] == list(BOTH)
    assert [(h.roll.spec.rank, h.roll.spec.bonus) for h in hits] == [(2, 1), (1, 1)]


def test_divided_attack_on_three_enemies_is_offered_and_asks_for_a_third_pick() -> None:
    from campal.core.rules.play import Choice, more_picks_of
    from campal.core.rules.sifrp.play import SifrpPlay

    engine = engine_for()
    play, battle = SifrpPlay(), engine.state
    choice = Choice("unit-lspear", "split_attack", issuer="char-tywin", target="unit-sfoot")
    splits = [key for key, _label in play.extras(battle, choice)]
    assert "1+1+1" in splits and "2+1" in splits
    three = Choice("unit-lspear", "split_attack", "char-tywin", "unit-sfoot", "unit-slevy", extra="1+1+1")
    assert more_picks_of(play, battle, three) == 1
    done = Choice(**{**three.__dict__, "more": ("unit-shorse",)})
    assert more_picks_of(play, battle, done) == 0
    command = play.command(battle, done)
    assert command.targets == ("unit-sfoot", "unit-slevy", "unit-shorse")  # type: ignore[attr-defined]
    assert command.params.dice_split == (1, 1, 1)  # type: ignore[attr-defined]
