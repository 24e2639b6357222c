"""Fatigue and injuries taken to lessen an attached character's damage ("puede ser reducido
mediante fatiga, heridas leves o graves") weigh on the character's later tests, as the SIFRP core
rules have it (GM data, warfare.json hurt_penalties): −1D per fatigue, −1 per injury (herida
leve), −1D per wound (herida grave); the order roll's breakdown names them."""

import pytest

from campal.core.engine import Override
from campal.core.rules.sifrp.commands import CarryOutOrder, IssueOrder, LessenDamage, OrderParams
from campal.core.rules.sifrp.events import OrderIssued

from .armies import engine_for, feed, run, to_orders


def _tywin_hurt_and_lessened(kind: str):  # type: ignore[no-untyped-def]
    engine = engine_for()
    run(engine, Override("char-tywin", "attached_to", "unit-lspear", "test"))
    run(engine, Override("unit-sfoot", "stats.melee_damage", 5, "test"))
    before = engine.state.characters["char-tywin"].stats.health  # type: ignore[union-attr]
    feed(engine, [6] * 6)
    run(engine, CarryOutOrder("unit-sfoot", OrderParams(targets=("unit-lspear",)), order="attack"))
    hurt = before - engine.state.characters["char-tywin"].stats.health  # type: ignore[union-attr]
    assert hurt >= 1
    run(engine, LessenDamage("char-tywin", kind, hurt))
    run(engine, Override("char-tywin", "attached_to", None, "he leaves the unit to command"))
    to_orders(engine)
    feed(engine, [4] * 8)
    run(engine, IssueOrder("char-tywin", "attack", "unit-lbow", targets=("unit-sbow",)))
    return next(e for e in engine.history[-1].events if isinstance(e, OrderIssued)).roll


@pytest.mark.parametrize(
    ("kind", "dice", "modifier", "term"),
    [("fatigue", -1, 0, "term.fatigue"), ("injury", 0, -1, "term.injuries"), ("wound", -1, 0, "term.wounds")],
)
def test_lessened_damage_penalises_the_characters_later_tests(
    kind: str, dice: int, modifier: int, term: str
) -> None:
    roll = _tywin_hurt_and_lessened(kind)
    spec = roll.spec
    penalties = [t for t in (*spec.test_dice.terms, *spec.modifiers.terms) if t.key == term]
    assert [t.value for t in penalties] == [dice or modifier]
    assert spec.kept_count == 4 + dice  # Tywin's Guerra 4
    assert roll.total == 4 * spec.kept_count + modifier
