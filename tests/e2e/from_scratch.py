"""Gestures shared by the from-scratch runs: the New battle dialog answered from the start panel,
a side renamed in the Sides dock, a roster template placed with clicks on the map."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from campal.core.model import RuleSystemId
from campal.ui.dialogs.new_battle import NewBattleDialog
from tests.ui.terrain_helpers import LEFT, click, key


def start_new_battle(
    window,
    qtbot,
    title: str,
    system: RuleSystemId,
    sides: tuple[str, str],
    size: tuple[float, float] | None = None,
) -> None:
    assert window.start_panel.isVisible()

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewBattleDialog)
        dialog.title.setText(title)
        dialog.system.setCurrentIndex(dialog.system.findData(system.value))
        if size is not None:
            dialog.width.setValue(size[0])
            dialog.height.setValue(size[1])
        dialog.first.name.setText(sides[0])
        dialog.second.name.setText(sides[1])
        qtbot.keyClick(dialog.title, Qt.Key.Key_Return)

    QTimer.singleShot(0, fill)
    qtbot.mouseClick(window.start_panel.new_button, LEFT)
    assert not window.start_panel.isVisible()


def rename_side(window, qtbot, row: int, name: str) -> None:
    dock = window.sides
    dock.list.setCurrentRow(row)
    dock.name.setFocus()
    dock.name.selectAll()
    qtbot.keyClicks(dock.name, name)
    qtbot.keyClick(dock.name, Qt.Key.Key_Return)


def choose_template(window, side_row: int, template: str) -> None:
    roster = window.tokens.roster
    roster.side_box.setCurrentIndex(side_row)
    row = next(
        i
        for i in range(roster.templates.count())
        if roster.templates.item(i).data(Qt.ItemDataRole.UserRole) == template
    )
    roster.templates.setCurrentRow(row)


def place_at(window, qtbot, side_row: int, template: str, *spots: tuple[float, float]) -> list[str]:
    """Places the template at each spot with the place tool; returns the new tokens' ids."""
    battle = window.session.battle
    before = {*battle.units, *battle.characters}
    choose_template(window, side_row, template)
    qtbot.mouseClick(window.tokens.roster.place_button, LEFT)
    for x, y in spots:
        click(window, x, y)
    key(window, Qt.Key.Key_Escape)
    battle = window.session.battle
    placed = [t for t in (*battle.units, *battle.characters) if t not in before]
    assert len(placed) == len(spots)
    return placed


def save_and_reopen(window, monkeypatch, path: Path) -> None:
    """Save as… then Open… from the File menu's actions; the reopened battle is the one played."""
    played = window.session.battle
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    window.save_as_action.trigger()
    assert path.exists() and not window.session.is_modified()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    window.open_action.trigger()
    assert window.session.battle == played
    assert window.session.path == path
