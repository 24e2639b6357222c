"""Setting up a battle in the window: the new-battle dialog's sides, the Sides dock, armies as
files, deploying blocks of units, and the properties panel's words and wheel."""

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from campal.core.model import Edge
from campal.ui.dialogs.new_battle import NewBattleDialog
from campal.ui.widgets.focus import FocusComboBox, FocusDoubleSpinBox, FocusSpinBox
from tests.ui.token_helpers import LEFT, move_to, press, release

SAMPLE = Path(__file__).parents[2] / "resources" / "samples" / "sifrp-batalla.campal"


def new_battle(window, qtbot, first="Lannister", second="Stark"):
    def fill():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewBattleDialog)
        dialog.first.name.setText(first)
        dialog.second.name.setText(second)
        dialog.accept()

    QTimer.singleShot(0, fill)
    window.new_action.trigger()


def test_a_new_battle_has_two_sides_ready_to_deploy(window, qtbot):
    new_battle(window, qtbot)
    sides = list(window.session.battle.sides.values())
    assert [(s.name, s.edge) for s in sides] == [("Lannister", Edge.SOUTH), ("Stark", Edge.NORTH)]
    assert window.tokens.roster.side_box.count() == 2


def test_the_sides_dock_adds_renames_reorders_and_removes_with_one_undo(window, qtbot, answer):
    new_battle(window, qtbot)
    dock = window.sides
    qtbot.mouseClick(dock.add_button, LEFT)
    assert dock.list.count() == 3
    dock.name.setText("Tully")
    dock.name.editingFinished.emit()
    assert list(window.session.battle.sides.values())[2].name == "Tully"
    qtbot.mouseClick(dock.up_button, LEFT)
    assert [s.name for s in window.session.battle.sides.values()] == ["Lannister", "Tully", "Stark"]
    qtbot.mouseClick(dock.add_character_button, LEFT)
    assert dock.table.rowCount() == 1
    asked = answer(QMessageBox.StandardButton.Yes)
    before = window.session.battle
    qtbot.mouseClick(dock.remove_button, LEFT)
    assert asked and "1" in asked[0][2]
    assert [s.name for s in window.session.battle.sides.values()] == ["Lannister", "Stark"]
    assert not window.session.battle.characters
    window.undo_action.trigger()
    assert window.session.battle == before


def test_a_commander_is_named_in_the_chain_of_command(window, qtbot):
    new_battle(window, qtbot)
    dock = window.sides
    qtbot.mouseClick(dock.add_character_button, LEFT)
    character = next(iter(window.session.battle.characters.values()))
    role = dock.table.findChild(FocusComboBox, f"role:{character.id}")
    role.setCurrentIndex(role.findData("commander"))
    role.activated.emit(role.currentIndex())
    assert window.session.battle.sides[character.side].commander == character.id
    warfare = dock.table.findChild(object, f"stats.abilities.warfare:{character.id}")
    warfare.setValue(4)
    warfare.editingFinished.emit()
    assert window.session.battle.characters[character.id].stats.abilities.warfare == 4


def test_a_drag_with_the_place_tool_lays_a_line_of_units_facing_their_side_way(window, qtbot, answer):
    asked = answer(QMessageBox.StandardButton.Yes)
    new_battle(window, qtbot)
    roster = window.tokens.roster
    roster.templates.setCurrentRow(roster.templates.count() - 1)
    window.tokens.place_action.trigger()
    press(window, 100, 350)
    move_to(window, 400, 350, start=(100, 350))
    release(window, 400, 350)
    units = list(window.session.battle.units.values())
    assert len(units) >= 5
    assert {u.facing for u in units} == {0.0}  # the south side faces north
    assert len({u.name for u in units}) == len(units)
    assert any("drag a line" in text for text in window.view.banner.texts())  # no stale count
    assert window.session.undo_stack.count() == 1
    assert asked and str(len(units)) in asked[0][2]  # more than a few: asked, with the count


def test_properties_speak_the_rule_text_and_ignore_the_wheel_without_focus(window, qtbot):
    window.open_path(SAMPLE, ask=False)
    unit = next(iter(window.session.battle.units.values()))
    window.selection.set([unit.id])
    panel = window.tokens.roster.properties
    labels = [panel.form.itemAt(i, panel.form.ItemRole.LabelRole) for i in range(panel.form.rowCount())]
    texts = {label.widget().text() for label in labels if label is not None and label.widget() is not None}
    assert {"Discipline", "Armour rating", "Warfare", "Frontage"} <= texts
    spin = next(s for s in panel.findChildren(FocusDoubleSpinBox))
    value = spin.value()
    wheel = QWheelEvent(
        QPointF(5, 5),
        QPointF(spin.mapToGlobal(QPoint(5, 5))),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(spin, wheel)
    assert spin.value() == value
    assert window.session.undo_stack.count() == 0


def test_an_army_exported_from_the_sample_comes_back_in_a_new_battle(window, qtbot, tmp_path, answer):
    window.open_path(SAMPLE, ask=False)
    dock = window.sides
    dock.list.setCurrentRow(0)
    assert dock.export_to(tmp_path / "lannister.army.json")
    sample = window.session.battle
    window.session.undo_stack.setClean()
    new_battle(window, qtbot, "Casterly", "Norte")
    assert dock.import_from(tmp_path / "lannister.army.json", into="side-1")
    battle = window.session.battle
    names = sorted(u.name for u in battle.units.values())
    assert names == sorted(u.name for u in sample.units.values() if u.side == "side-lannister")
    asked = answer()
    broken = tmp_path / "broken.army.json"
    broken.write_text('{"format": "campal-army", "format_version": 1, "system": "sifrp", "units": 3}')
    assert not dock.import_from(broken, into=None)
    assert window.session.battle is battle
    assert asked and asked[0][0] == "warning"


def test_a_side_is_recoloured_and_moved_to_another_edge(window, qtbot, monkeypatch):
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QColorDialog

    new_battle(window, qtbot)
    dock = window.sides
    dock.list.setCurrentRow(1)
    monkeypatch.setattr(QColorDialog, "getColor", staticmethod(lambda *a, **k: QColor("#2e8b57")))
    qtbot.mouseClick(dock.colour, LEFT)
    dock.edge.setCurrentIndex(dock.edge.findData("west"))
    dock.edge.activated.emit(dock.edge.currentIndex())
    side = list(window.session.battle.sides.values())[1]
    assert (side.colour, side.edge) == ("#2e8b57", Edge.WEST)
    assert dock.list.item(1).text() == "Stark"
    window.undo_action.trigger()
    assert list(window.session.battle.sides.values())[1].edge == Edge.NORTH


def test_an_army_of_another_rule_system_is_refused_and_the_battle_untouched(window, qtbot, tmp_path, answer):
    window.open_path(SAMPLE, ask=False)
    window.sides.list.setCurrentRow(0)
    assert window.sides.export_to(tmp_path / "lannister.army.json")
    window.session.undo_stack.setClean()

    def fill():
        dialog = QApplication.activeModalWidget()
        dialog.system.setCurrentIndex(dialog.system.findData("exalted"))
        dialog.accept()

    QTimer.singleShot(0, fill)
    window.new_action.trigger()
    battle = window.session.battle
    asked = answer()
    assert not window.sides.import_from(tmp_path / "lannister.army.json", into=None)
    assert window.session.battle is battle
    assert asked and "Exalted" in asked[0][2]


def test_a_token_without_a_name_is_refused_with_the_reason(window, qtbot):
    window.open_path(SAMPLE, ask=False)
    unit = next(iter(window.session.battle.units.values()))
    window.selection.set([unit.id])
    panel = window.tokens.roster.properties
    name = panel.findChild(type(window.sides.name))
    name.setText("  ")
    name.editingFinished.emit()
    assert window.session.battle.units[unit.id].name == unit.name
    assert panel.reason.text() == "A token needs a name."
    assert window.session.undo_stack.count() == 0


def test_the_undo_menu_names_the_value_in_the_rule_texts_words(window, qtbot):
    window.open_path(SAMPLE, ask=False)
    unit = next(iter(window.session.battle.units.values()))
    window.selection.set([unit.id])
    panel = window.tokens.roster.properties
    form = panel.form
    rows = range(form.rowCount())
    labels = [form.itemAt(r, form.ItemRole.LabelRole) for r in rows]
    row = next(
        r for r, label in zip(rows, labels, strict=True) if label and label.widget().text() == "Discipline"
    )
    discipline = form.itemAt(row, form.ItemRole.FieldRole).widget()
    assert isinstance(discipline, FocusSpinBox)
    discipline.setFocus()
    discipline.setValue(unit.stats.discipline + 1)
    discipline.editingFinished.emit()
    assert "Discipline" in window.undo_action.text()


def test_sides_are_fixed_in_the_dock_once_the_battle_starts(window, qtbot):
    new_battle(window, qtbot)
    dock = window.sides
    assert dock.add_button.isEnabled() and dock.remove_button.isEnabled()
    window.play.flow.advance()  # N: the battle begins
    assert window.session.battle.turn is not None
    assert not dock.add_button.isEnabled() and not dock.remove_button.isEnabled()
    assert dock.name.isEnabled()  # renaming stays open


def test_the_chain_of_command_speaks_each_systems_values(window, qtbot):
    def exalted():
        dialog = QApplication.activeModalWidget()
        dialog.system.setCurrentIndex(dialog.system.findData("exalted"))
        dialog.accept()

    QTimer.singleShot(0, exalted)
    window.new_action.trigger()
    dock = window.sides
    qtbot.mouseClick(dock.add_character_button, LEFT)
    headers = [dock.table.horizontalHeaderItem(i).text() for i in range(dock.table.columnCount())]
    assert headers[2:] == ["Essence"]
    character = next(iter(window.session.battle.characters.values()))
    role = dock.table.findChild(FocusComboBox, f"role:{character.id}")
    role.setCurrentIndex(role.findData("commander"))
    role.activated.emit(role.currentIndex())
    assert window.session.battle.sides[character.side].commander == character.id
