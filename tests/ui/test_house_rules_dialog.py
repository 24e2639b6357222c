"""Battle ▸ House rules: a GM table's value changed for this battle beside the shipped one, read
by the rules, one undo step, and taken back to the shipped value."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDoubleSpinBox, QPushButton

from campal.core.house_rules import use_rules
from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle, RuleSystemId
from campal.core.rules.aquelarre.movement import movement_table


def _pick(dialog, table: str, key: str):  # type: ignore[no-untyped-def]
    row = dialog.items[(table, key)]
    dialog.tree.setCurrentItem(row)
    return row


@pytest.fixture(autouse=True)
def _shipped_tables_after():
    """The house rules in play are the process's: the next test reads the shipped tables."""
    yield
    use_rules("", {})


def test_a_house_rule_is_set_beside_the_shipped_value_and_undone(window, qtbot):
    window.session.replace(LoadedBattle(Battle(system=RuleSystemId.AQUELARRE), AssetStore()), None)
    assert window.house_rules_action.text().replace("&", "") == "House rules…"
    dialog = window.house_rules()
    row = _pick(dialog, "movement", "run_varas")
    assert (row.text(1), row.text(2)) == ("12.0", "")
    spin = dialog.findChild(QDoubleSpinBox, "house-rule-value")
    spin.setValue(15.0)
    qtbot.mouseClick(dialog.findChild(QPushButton, "house-rule-set"), Qt.MouseButton.LeftButton)
    assert window.session.battle.house_rules == {"movement": {"run_varas": 15.0}}
    assert (row.text(1), row.text(2)) == ("12.0", "15.0")
    assert movement_table().run_varas == 15.0
    window.session.undo_stack.undo()
    assert window.session.battle.house_rules == {} and row.text(2) == ""
    assert movement_table().run_varas == 12.0
    window.session.undo_stack.redo()
    qtbot.mouseClick(dialog.findChild(QPushButton, "house-rule-reset"), Qt.MouseButton.LeftButton)
    assert window.session.battle.house_rules == {}
    dialog.close()


def test_a_value_the_rules_cannot_read_is_refused_with_the_reason(window, qtbot):
    window.session.replace(LoadedBattle(Battle(system=RuleSystemId.AQUELARRE), AssetStore()), None)
    dialog = window.house_rules()
    _pick(dialog, "movement", "wounded_factor")
    dialog.findChild(QDoubleSpinBox, "house-rule-value").setValue(2.0)
    qtbot.mouseClick(dialog.findChild(QPushButton, "house-rule-set"), Qt.MouseButton.LeftButton)
    assert window.session.battle.house_rules == {}
    assert "wounded_factor" in dialog.reason.text() or "movement" in dialog.reason.text()
    assert movement_table().wounded_factor == 0.5
    dialog.close()
