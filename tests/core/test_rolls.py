"""Probing a command for its next roll, and the GM's correction of a recorded roll."""

from __future__ import annotations

from campal.core.dice import ManualEntry
from campal.core.engine import AmendRoll
from campal.core.engine.rolls import entry_rolls, next_roll, with_entries
from campal.core.report import export_report
from campal.core.rules.sifrp.commands import IssueOrder

from .sifrp.armies import engine_for, feed, to_orders

ORDER = IssueOrder("char-tywin", "attack", "unit-lspear", targets=("unit-sfoot",))


def test_the_probe_shows_the_pool_before_any_dice_are_rolled() -> None:
    engine = engine_for()
    to_orders(engine)
    spec = next_roll(engine.state, ORDER, engine.context)
    assert spec is not None and spec.ability == "warfare"
    assert (spec.rank, spec.bonus) == (4, 1)  # Tywin: Warfare 4, Command 1
    assert spec.difficulty is not None and spec.difficulty.total >= 3
    typed = with_entries(ORDER, [ManualEntry(dice_total=20)])
    assert next_roll(engine.state, typed, engine.context) is None
    assert engine.state.log == engine.state.log  # nothing executed


def test_a_typed_roll_is_manual_and_a_corrected_roll_is_a_logged_override() -> None:
    engine = engine_for()
    to_orders(engine)
    engine.execute(with_entries(ORDER, [ManualEntry(dice_total=5)]))
    entry = engine.state.log[-1]
    (roll,) = entry_rolls(entry)
    assert roll.manual and roll.total == 5 and not roll.is_success
    engine.undo()
    feed(engine, [])
    engine.execute(AmendRoll(ORDER, (roll,), 0, ManualEntry(dice_total=20), reason="typo"))
    last = engine.state.log[-1]
    (fixed,) = entry_rolls(last)
    assert fixed.total == 20 and fixed.is_success and last.gm_decision
    report = export_report(engine.state, "es")
    assert "corrige la tirada que dio 5: typo" in report and "(decisión del DJ)" in report


def test_a_rerolled_roll_keeps_the_earlier_rolls_and_marks_app_dice_as_not_manual() -> None:
    engine = engine_for()
    to_orders(engine)
    feed(engine, [1, 1, 1, 1, 1])
    engine.execute(ORDER)
    (roll,) = entry_rolls(engine.state.log[-1])
    assert not roll.manual
    engine.undo()
    feed(engine, [6, 6, 6, 6, 6])
    engine.execute(AmendRoll(ORDER, (roll,), 0, None))
    (again,) = entry_rolls(engine.state.log[-1])
    assert again.total == 24 and not again.manual
