"""A unit's custom tags, special equipment and a garrison's home ground, edited in the properties
panel: what a tag modifies is picked from the values the rules know, and a file whose tag names
something unknown opens with repairs, the tag kept without effect and fixed in the panel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QLineEdit, QMessageBox, QToolButton

from campal.core.engine import Override
from campal.core.io import load_battle
from campal.core.rules.sifrp.values import discipline
from campal.ui.widgets.focus import FocusComboBox, FocusSpinBox
from tests.core.sifrp.test_unreadable_tags import unreadable_battle

SAMPLE = Path(__file__).parents[2] / "resources" / "samples" / "sifrp-batalla.campal"
SPEAR = "unit-lspear"


def _panel(window, unit_id: str):  # type: ignore[no-untyped-def]
    window.selection.set([unit_id])
    return window.tokens.roster.properties


def _child(panel, kind, name: str):  # type: ignore[no-untyped-def]
    found = panel.findChild(kind, name)
    assert found is not None, name
    return found


def _labelled(panel, text: str):  # type: ignore[no-untyped-def]
    rows = panel.form
    for row in range(rows.rowCount()):
        label = rows.itemAt(row, rows.ItemRole.LabelRole)
        if label is not None and label.widget() is not None and label.widget().text() == text:
            return rows.itemAt(row, rows.ItemRole.FieldRole).widget()
    raise AssertionError(text)


def _choose(qtbot, combo, steps: int) -> None:
    combo.setFocus()
    for _ in range(steps):
        qtbot.keyClick(combo, Qt.Key.Key_Down)


def test_a_custom_tag_picks_what_it_modifies_from_the_values_the_rules_know(window, qtbot):
    window.open_path(SAMPLE, ask=False)
    before = discipline(window.session.battle, window.session.battle.units[SPEAR]).total
    panel = _panel(window, SPEAR)
    adder = _child(panel, FocusComboBox, "add-stats.tags")
    adder.setCurrentIndex(1)  # a blank tag
    adder.activated.emit(1)
    panel = _panel(window, SPEAR)
    target = _child(panel, FocusComboBox, "stats.tags.0.applies_to")
    values = [target.itemData(i) for i in range(target.count())]
    assert values[:3] == ["", "defence", "discipline"] and "bonus:fighting" in values
    assert target.itemText(2) == "Discipline"
    _choose(qtbot, target, 2)
    modifier = _child(_panel(window, SPEAR), FocusSpinBox, "stats.tags.0.modifier")
    modifier.setFocus()
    modifier.selectAll()
    qtbot.keyClicks(modifier, "-3")
    qtbot.keyClick(modifier, Qt.Key.Key_Return)
    unit = window.session.battle.units[SPEAR]
    (tag,) = unit.stats.tags
    assert (tag.applies_to, tag.modifier) == ("discipline", -3)
    assert discipline(window.session.battle, unit).total == before - 3
    qtbot.mouseClick(
        _child(_panel(window, SPEAR), QToolButton, "remove-stats.tags.0"), Qt.MouseButton.LeftButton
    )
    assert window.session.battle.units[SPEAR].stats.tags == ()


def test_equipment_and_a_garrisons_home_ground_are_set_and_shown_in_the_panel(window, qtbot):
    window.open_path(SAMPLE, ask=False)
    window.session.execute(Override(SPEAR, "stats.unit_type", "garrison", "test"))
    before = discipline(window.session.battle, window.session.battle.units[SPEAR]).total
    panel = _panel(window, SPEAR)
    ram = _child(panel, QCheckBox, "stats.equipment-ram")
    assert ram.text() == "Ram" and not ram.isChecked()
    qtbot.mouseClick(ram, Qt.MouseButton.LeftButton, pos=QPoint(8, ram.height() // 2))
    assert window.session.battle.units[SPEAR].stats.equipment == ("ram",)
    home = _labelled(panel, "Garrison on home ground")
    assert home.currentText() == "Not said"
    _choose(qtbot, home, 1)
    unit = window.session.battle.units[SPEAR]
    assert unit.stats.home_ground is True
    assert discipline(window.session.battle, unit).total == before - 3  # NOTES.md: −3 at home
    window.selection.set([])
    panel = _panel(window, SPEAR)
    assert _labelled(panel, "Garrison on home ground").currentText() == "Yes"
    assert _child(panel, QCheckBox, "stats.equipment-ram").isChecked()


def test_a_file_with_an_unreadable_tag_opens_with_repairs_names_it_and_is_fixed(
    window, qtbot, tmp_path, answer
):
    path = unreadable_battle(tmp_path)
    asked = answer(QMessageBox.StandardButton.Open)
    assert window.open_path(path, ask=False)
    kind, _title, text = asked[0]
    assert kind == "question" and "Dormidos" in text and "Lanzas de Lannisport" in text
    assert "dicipline" in text
    panel = _panel(window, SPEAR)
    target = _child(panel, FocusComboBox, "stats.tags.1.applies_to")
    assert target.currentData() == "" and target.currentText() == "—"
    assert "dicipline" in _child(panel, QLineEdit, "stats.tags.1.note").text()
    _choose(qtbot, target, 2)
    assert window.session.battle.units[SPEAR].stats.tags[1].applies_to == "discipline"
    again = tmp_path / "arreglada.campal"
    window.session.save(again)
    assert load_battle(again).battle.units[SPEAR].stats.tags[1].applies_to == "discipline"
