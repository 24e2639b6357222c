"""Attacks on one target are rolled together: when the GM types them in, each attacker's dice
are named with whose they are, in the order they are typed."""

from campal.core.report import render
from campal.core.rules.bastionland.asks import pool_ask


def test_a_grouped_attack_names_each_attackers_dice():
    ask = pool_ask(
        (8, 6, 10), "Sir Bors, Leva de Harrow → Banda Roja", ("Sir Bors", "Sir Bors", "Leva de Harrow")
    )
    pool = render(ask.pool(), "en", "bastionland")
    assert "Sir Bors: 1D8 + 1D6" in pool and "Leva de Harrow: 1D10" in pool
    hint = render(ask.entry_hint(), "en", "bastionland")
    assert "d8 d6 (Sir Bors), d10 (Leva de Harrow)" in hint


def test_one_attackers_dice_read_as_before():
    ask = pool_ask((8, 6), "Sir Bors → Banda Roja", ("Sir Bors", "Sir Bors"))
    assert render(ask.pool(), "en", "bastionland") == "Sir Bors → Banda Roja: 1D8 + 1D6"
