"""PJ or PNJ, per character: ticked in the properties panel (one undoable command), shown in the
Characters dock's PJ/PNJ column, and deciding initiative ties."""

from __future__ import annotations

from importlib.resources import as_file

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox

from .test_aquelarre_play import SAMPLE, pick, stats


def column_of(dock, header: str) -> int:
    for column in range(dock.table.columnCount()):
        if dock.table.horizontalHeaderItem(column).text() == header:
            return column
    raise AssertionError(header)


def cell(dock, who: str, column: int) -> str:
    for row in range(dock.table.rowCount()):
        if dock.table.item(row, 0).data(Qt.ItemDataRole.UserRole) == who:
            return dock.table.item(row, column).text()
    raise AssertionError(who)


def test_the_pj_flag_is_ticked_in_the_properties_and_shown_in_the_characters_dock(qtbot, window):
    with as_file(SAMPLE) as path:
        assert window.open_path(path, ask=False)
    battle = window.session.battle
    who = next(c.id for c in battle.characters.values() if not stats(window, c.id).player)
    dock = window.play.characters
    pj = column_of(dock, "PC/NPC")
    assert cell(dock, who, pj) == "NPC"
    pick(qtbot, window, who)
    panel = window.tokens.roster.properties
    box = next(b for b in panel.findChildren(QCheckBox) if b.text().startswith("Player character"))
    assert not box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert stats(window, who).player
    assert cell(dock, who, pj) == "PC"
    window.session.undo_stack.undo()
    assert not stats(window, who).player and cell(dock, who, pj) == "NPC"
