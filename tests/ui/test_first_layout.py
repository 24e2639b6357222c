"""The first layout leaves the map most of a small window, whatever the docks hold."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDockWidget

from campal.ui.window.layout import RIGHT

from .play_helpers import open_sample


@pytest.mark.parametrize("dock", ["OrdersDock", "CharactersDock", "RosterPanel", "SidesDock", "TerrainPanel"])
def test_on_a_1280_window_each_right_dock_leaves_the_map_more_than_half(qtbot, window, dock):
    open_sample(window)  # a battle in play: the docks' longest hints and widest tables
    window.resize(1280, 720)
    target = window.findChild(QDockWidget, dock)
    assert target is not None and dock in RIGHT
    target.raise_()
    qtbot.wait(50)
    assert target.minimumSizeHint().width() <= 1280 - 700
    assert window.view.width() > 1280 // 2


def test_the_orders_dock_narrows_to_420_px_and_its_table_scrolls_to_every_column(qtbot, window):
    open_sample(window)
    window.resize(1280, 720)
    dock = window.findChild(QDockWidget, "OrdersDock")
    dock.raise_()
    qtbot.wait(50)
    assert dock.minimumSizeHint().width() <= 420 and dock.minimumWidth() <= 420
    window.resizeDocks([dock], [420], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: dock.width() <= 430)
    assert window.view.width() > 1280 - 440
    table = dock.table
    last = table.columnCount() - 1
    shown = table.viewport().width()
    bar = table.horizontalScrollBar()
    assert bar.maximum() > 0, "the stats that do not fit are reached by scrolling, never cut off"
    while bar.value() < bar.maximum():  # the GM clicks the bar's right end until it stops
        before = bar.value()
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(bar.width() - 4, bar.height() // 2))
        assert bar.value() > before
    assert table.columnViewportPosition(last) + table.columnWidth(last) <= shown + 1
    names = [table.item(row, 1) for row in range(table.rowCount())]
    assert all(item.toolTip() == item.text() for item in names)  # a wrapped name whole in its tooltip
