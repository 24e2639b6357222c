"""A lieutenant gives orders only while the army has two complete units for its post ("por
cada dos unidades completas"): when the post lapses, the order it can no longer give says why
where the GM picks it, rather than a bare "no orders left"."""

from __future__ import annotations

from campal.core.engine import Override
from campal.core.report import render
from campal.core.rules.sifrp.chain import why_no_orders

from .armies import engine_for, run


def test_a_lieutenant_without_a_post_is_told_why_it_gives_no_order() -> None:
    engine = engine_for()
    for uid in ("unit-lspear", "unit-lbow", "unit-lhorse"):
        run(engine, Override(uid, "stats.state", "destroyed", "test"))
    reason = why_no_orders(engine.state, "char-kevan")
    assert reason.key == "order.lieutenant_without_post"
    text = render(reason, "en")
    assert "1 complete units" in text and "one lieutenant for every two (0)" in text


def test_a_lieutenant_with_a_post_has_only_spent_its_order() -> None:
    assert why_no_orders(engine_for().state, "char-kevan").key == "order.no_orders_left"
