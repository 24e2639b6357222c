"""Gestures of a GM bringing their own table through the window alone: a token's sheet filled
(custom values, catalogue gear, free entries), a token sent to a file and brought into another
battle from the roster's My library menu, a house rule changed in Battle ▸ House rules."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QPushButton, QWidget

from campal.core.model import RuleSystemId
from campal.ui.dialogs.new_battle import NewBattleDialog
from campal.ui.widgets.focus import FocusComboBox, FocusSpinBox


def sheet(window, token: str):  # type: ignore[no-untyped-def]
    """The token's sheet in the properties panel, the token picked on its own."""
    window.selection.set([token])
    return window.tokens.roster.properties


def add(panel, path: str, key: str) -> None:  # type: ignore[no-untyped-def]
    """Picks ``key`` (a catalogue entry, or the blank entry) in the list's add box."""
    adder = panel.findChild(FocusComboBox, f"add-{path}")
    assert adder is not None, path
    index = adder.findData(key)
    assert index >= 0, (path, key, [adder.itemData(i) for i in range(adder.count())])
    adder.setCurrentIndex(index)
    adder.activated.emit(index)


def type_free(panel, path: str, text: str) -> None:  # type: ignore[no-untyped-def]
    """Types a free entry into a list's (or a mapping's) add box."""
    adder = panel.findChild(FocusComboBox, f"add-{path}")
    assert adder is not None and adder.lineEdit() is not None, path
    adder.lineEdit().setText(text)
    adder.lineEdit().returnPressed.emit()


def spin(panel, path: str, value: int) -> None:  # type: ignore[no-untyped-def]
    box = panel.findChild(FocusSpinBox, path)
    assert box is not None, path
    box.setValue(value)
    box.editingFinished.emit()


def text(panel, path: str, value: str) -> None:  # type: ignore[no-untyped-def]
    edit = panel.findChild(QLineEdit, path)
    assert edit is not None, path
    edit.setText(value)
    edit.editingFinished.emit()


def choose(panel, path: str, key: str) -> None:  # type: ignore[no-untyped-def]
    box = panel.findChild(FocusComboBox, path)
    assert box is not None, path
    index = box.findData(key)
    assert index >= 0, (path, key)
    box.setCurrentIndex(index)
    box.activated.emit(index)


def export(window, monkeypatch, token: str, path: Path) -> None:
    """My library ▸ Export the selected token…, the file dialog answered with ``path``."""
    window.selection.set([token])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    menu = window.tokens.roster.library_menu
    menu.aboutToShow.emit()
    assert menu.export_action.isEnabled()
    menu.export_action.trigger()
    assert path.exists()


def bring(window, monkeypatch, path: Path, side_row: int) -> set[str]:
    """My library ▸ Bring a unit or character from a file…; the new tokens' ids."""
    battle = window.session.battle
    before = {*battle.units, *battle.characters}
    window.tokens.roster.side_box.setCurrentIndex(side_row)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    window.tokens.roster.library_menu.import_action.trigger()
    battle = window.session.battle
    return {*battle.units, *battle.characters} - before


def save_as(window, monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    window.save_as_action.trigger()
    assert path.exists() and not window.session.is_modified()


def another_battle(window, system: RuleSystemId, sides: tuple[str, str], size=None) -> None:  # type: ignore[no-untyped-def]
    """File ▸ New battle… with the same rule system, the dialog answered."""

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewBattleDialog)
        dialog.system.setCurrentIndex(dialog.system.findData(system.value))
        if size is not None:
            dialog.width.setValue(size[0])
            dialog.height.setValue(size[1])
        dialog.first.name.setText(sides[0])
        dialog.second.name.setText(sides[1])
        dialog.accept()

    QTimer.singleShot(0, fill)
    window.new_action.trigger()
    assert window.session.battle.system is system


def house_rule(window, qtbot, table: str, key: str, value: object) -> None:  # type: ignore[no-untyped-def]
    """Battle ▸ House rules…: one value of a GM table set for this battle."""
    window.house_rules_action.trigger()
    dialog = next(
        w for w in QApplication.topLevelWidgets() if type(w).__name__ == "HouseRulesDialog" and w.isVisible()
    )
    dialog.tree.setCurrentItem(dialog.items[(table, key)])
    editor = dialog.findChild(QWidget, "house-rule-value")
    assert editor is not None
    if isinstance(editor, QLineEdit):
        editor.setText(str(value))
    else:
        editor.setValue(value)  # type: ignore[attr-defined]
    qtbot.mouseClick(dialog.findChild(QPushButton, "house-rule-set"), Qt.MouseButton.LeftButton)
    assert window.session.battle.house_rules.get(table, {}).get(key) == value, dialog.reason.text()
    dialog.close()


def log_text(window) -> str:  # type: ignore[no-untyped-def]
    """The Battle log dock as the GM reads it."""
    items = window.play.log.list
    return "\n".join(items.item(i).text() for i in range(items.count()))
