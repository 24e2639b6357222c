"""A GM fills a token's sheet through its widgets: catalogue gear and free entries, skills,
a commander's Virtues, special characters, weapons and a steed; each change is one undo step,
and a value the rules refuse is put back with the reason under its field."""

from __future__ import annotations

from importlib.resources import as_file, files

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QToolButton

from campal.core.engine import Override
from campal.core.engine.tokens import MoveToken
from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Point
from campal.core.rules import system_of
from campal.ui.play.unit_stats import term_text
from campal.ui.rule_names import rule_name, system_name
from campal.ui.sheet.collections import NEW
from campal.ui.sheet.window import SheetWindow
from campal.ui.widgets.focus import FocusComboBox, FocusSpinBox

from .test_every_system import battle_of
from .test_sheet_covers_every_field import RuleSystemId


def _open(window, sample: str, token: str):  # type: ignore[no-untyped-def]
    with as_file(files("campal.resources").joinpath(f"samples/{sample}")) as path:
        assert window.open_path(path, ask=False)
    window.selection.set([token])
    return window.tokens.roster.properties


def _stats(window, token: str):  # type: ignore[no-untyped-def]
    battle = window.session.battle
    return (battle.units.get(token) or battle.characters[token]).stats


def _add(panel, path: str, key: str) -> None:  # type: ignore[no-untyped-def]
    adder = panel.findChild(FocusComboBox, f"add-{path}")
    assert adder is not None, path
    index = adder.findData(key)
    assert index >= 0, (path, key)
    adder.setCurrentIndex(index)
    adder.activated.emit(index)


def _type_spin(panel, path: str, value: int) -> None:  # type: ignore[no-untyped-def]
    spin = panel.findChild(FocusSpinBox, path)
    assert spin is not None, path
    spin.setValue(value)
    spin.editingFinished.emit()


def test_an_aquelarre_skill_and_a_catalogue_weapon_are_entered_and_undone_one_step_each(window):
    panel = _open(window, "aquelarre-emboscada.campal", "char-bandido1")
    steps = window.session.undo_stack.count()
    _add(panel, "stats.skills", "espadas")
    _type_spin(panel, "stats.skills.espadas", 40)  # the text's example: Lope's Espadas 40
    assert _stats(window, "char-bandido1").skills["espadas"] == 40
    _add(panel, "stats.weapons", "montante")
    assert _stats(window, "char-bandido1").weapons == ("clava", "cuchillo", "montante")
    row = panel.findChild(FocusComboBox, "stats.weapons.2")
    assert row is not None and row.currentText() == rule_name("weapon.aquelarre", "montante")
    assert window.session.undo_stack.count() == steps + 3
    window.session.undo_stack.undo()
    assert "montante" not in _stats(window, "char-bandido1").weapons
    window.session.undo_stack.undo()
    assert _stats(window, "char-bandido1").skills["espadas"] == 0


def test_weapons_are_reordered_and_removed_from_the_sheet(window, qtbot):
    panel = _open(window, "aquelarre-emboscada.campal", "char-lope")
    qtbot.mouseClick(panel.findChild(QToolButton, "down-stats.weapons.0"), Qt.MouseButton.LeftButton)
    assert _stats(window, "char-lope").weapons == ("daga", "espada_de_mano")
    qtbot.mouseClick(panel.findChild(QToolButton, "remove-stats.weapons.1"), Qt.MouseButton.LeftButton)
    assert _stats(window, "char-lope").weapons == ("daga",)
    window.session.undo_stack.undo()
    window.session.undo_stack.undo()
    assert _stats(window, "char-lope").weapons == ("espada_de_mano", "daga")


def test_a_free_entry_the_rules_refuse_is_put_back_with_the_reason_under_its_field(window, qtbot):
    panel = _open(window, "aquelarre-emboscada.campal", "char-lope")
    adder = panel.findChild(FocusComboBox, "add-stats.weapons")
    adder.lineEdit().setText("Hacha Rara!")
    adder.lineEdit().returnPressed.emit()
    assert _stats(window, "char-lope").weapons == ("espada_de_mano", "daga")
    refusal = panel.findChild(QLabel, "sheet-refusal")
    assert refusal is not None and not refusal.isHidden() and refusal.text()
    rows = panel.sheet.widgets["stats.weapons"].parentWidget().layout()
    row, _role = rows.getWidgetPosition(panel.sheet.widgets["stats.weapons"])
    assert rows.getWidgetPosition(refusal)[0] == row + 1  # right under the list it belongs to
    adder = panel.findChild(FocusComboBox, "add-stats.weapons")
    adder.lineEdit().setText("hacha_rara")
    adder.lineEdit().returnPressed.emit()
    assert _stats(window, "char-lope").weapons[-1] == "hacha_rara"
    assert panel.findChild(QLabel, "sheet-refusal") is None


def test_an_exalted_commanders_virtues_and_a_new_special_character_are_edited(window):
    battle = battle_of(RuleSystemId.EXALTED)
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    unit = next(iter(battle.units))
    window.selection.set([unit])
    panel = window.tokens.roster.properties
    _type_spin(panel, "stats.commander.virtues.valor", 4)
    assert _stats(window, unit).commander.virtues["valor"] == 4
    _add(panel, "stats.commander.abilities", "occult")
    _type_spin(panel, "stats.commander.abilities.occult", 3)
    assert _stats(window, unit).commander.abilities["occult"] == 3
    _add(panel, "stats.specials", NEW)
    (special,) = _stats(window, unit).specials
    assert special.kind.value == "hero" and special.name
    assert panel.findChild(QLabel, "sheet-refusal") is None
    _type_spin(panel, "stats.specials.0.traits.essence", 3)
    assert _stats(window, unit).specials[0].traits.essence == 3
    window.session.undo_stack.undo()
    window.session.undo_stack.undo()
    assert _stats(window, unit).specials == ()


def test_a_bastionland_weapon_and_steed_come_from_the_gear_table(window):
    battle = battle_of(RuleSystemId.BASTIONLAND)
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    who = next(iter(battle.characters))
    window.selection.set([who])
    panel = window.tokens.roster.properties
    before = _stats(window, who).weapons
    _add(panel, "stats.weapons", "lance")
    lance = _stats(window, who).weapons[-1]
    assert (lance.name, lance.dice) == ("Lance", "d10") and len(_stats(window, who).weapons) == len(
        before
    ) + 1
    _add(panel, "stats.weapons", NEW)
    assert _stats(window, who).weapons[-1].dice == "d6"
    last = len(before) + 1
    dice = panel.findChild(QLineEdit, f"stats.weapons.{last}.dice")
    dice.setText("d12")
    dice.editingFinished.emit()
    assert _stats(window, who).weapons[-1].dice == "d12"
    assert window.undo_action.text().replace("&", "") == "Undo Change Weapons · Dice"
    for _step in range(3):
        window.session.undo_stack.undo()
    assert _stats(window, who).weapons == before


def test_a_steed_is_added_from_the_gear_table_and_removed(window, qtbot):
    battle = battle_of(RuleSystemId.BASTIONLAND)
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    who = next(c for c in battle.characters.values() if c.stats.mount is None).id
    window.selection.set([who])
    panel = window.tokens.roster.properties
    _add(panel, "stats.mount", "charger")
    mount = _stats(window, who).mount
    assert (mount.name, mount.vigour, mount.trample) == ("Charger", 14, "d8")
    _type_spin(panel, "stats.mount.guard", 2)
    assert _stats(window, who).mount.guard == 2
    remove = panel.findChild(QPushButton, "remove-stats.mount")
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert _stats(window, who).mount is None
    window.session.undo_stack.undo()
    assert _stats(window, who).mount.guard == 2


def test_the_whole_sheet_opens_in_a_window_that_fits_the_screen(window, qtbot):
    panel = _open(window, "exalted-batalla.campal", "unit-spear")
    qtbot.mouseClick(panel.findChild(QPushButton, "open-sheet"), Qt.MouseButton.LeftButton)
    sheet = window.findChild(SheetWindow)
    assert sheet is not None and sheet.isVisible()
    assert sheet.height() <= sheet.screen().availableGeometry().height()
    assert sheet.properties.findChild(QPushButton, "open-sheet") is None
    _type_spin(sheet.properties, "stats.drill", 2)
    assert _stats(window, "unit-spear").drill == 2
    assert panel.findChild(FocusSpinBox, "stats.drill").value() == 2  # the dock follows
    window.session.undo_stack.undo()
    assert sheet.properties.findChild(FocusSpinBox, "stats.drill").value() == 3
    sheet.close()


def test_a_warbands_leader_is_picked_from_the_battles_characters(window):
    battle = battle_of(RuleSystemId.BASTIONLAND)
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    band = next(iter(battle.units))
    knight = next(iter(battle.characters.values()))
    window.selection.set([band])
    leader = window.tokens.roster.properties.findChild(FocusComboBox, "stats.leader")
    index = leader.findData(knight.id)
    assert index >= 0 and leader.itemText(index) == knight.name
    leader.setCurrentIndex(index)
    leader.activated.emit(index)
    assert _stats(window, band).leader == knight.id
    window.session.undo_stack.undo()
    assert _stats(window, band).leader is None


def test_what_the_rules_work_out_is_shown_read_only_with_its_source_and_follows_the_sheet(window):
    panel = _open(window, "sifrp-batalla.campal", "unit-lspear")
    name = f"derived-{term_text('column.sifrp.discipline')}"
    shown = panel.derived.findChild(QLabel, name)
    system = system_name(system_of(window.session.battle))
    assert system in shown.toolTip() and "read-only" in shown.toolTip()
    before = shown.text()
    _type_spin(panel, "stats.discipline", _stats(window, "unit-lspear").discipline + 2)
    assert panel.derived.findChild(QLabel, name).text() != before


def test_the_sheet_is_filled_again_only_when_a_change_touches_its_token(window, monkeypatch):
    panel = _open(window, "sifrp-batalla.campal", "unit-lspear")
    fills: list[str] = []
    fill = type(panel)._fill
    monkeypatch.setattr(type(panel), "_fill", lambda self, token: (fills.append(token.id), fill(self, token)))
    session = window.session
    other = session.battle.units["unit-sfoot"]
    session.execute(MoveToken(other.id, Point(x=other.position.x + 3, y=other.position.y)))
    session.execute(Override("char-robb", "name", "Robb el Joven"))  # attached to no one here
    assert fills == []  # another unit moved, a character elsewhere renamed: the sheet stands
    spin = panel.findChild(FocusSpinBox, "stats.discipline")
    session.execute(Override("unit-lspear", "stats.discipline", spin.value() + 1))
    assert fills == ["unit-lspear"] and spin.value() == _stats(window, "unit-lspear").discipline
    session.execute(Override("char-jaime", "name", "Ser Jaime"))  # rides with it: its values read him
    session.undo_stack.undo()  # and the undo of a change to it
    assert fills == ["unit-lspear"] * 3
    assert (
        panel.findChild(FocusSpinBox, "stats.discipline").value() == _stats(window, "unit-lspear").discipline
    )
