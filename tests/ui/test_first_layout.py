"""The first layout leaves the map most of a small window, whatever the docks hold."""

import pytest
from PySide6.QtWidgets import QDockWidget

from campal.ui.layout import RIGHT

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
