"""The first layout of the main window, before the GM has arranged it (then Qt remembers theirs).

The map is what the GM looks at most, so the docks share one tabbed column on the right and
one tabbed strip at the bottom instead of each taking its own slice of the screen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

RIGHT = ("OrdersDock", "AttackDock", "CharactersDock", "RosterPanel", "SidesDock", "TerrainPanel")
BOTTOM = ("BattleLogDock", "DiceTray")
RIGHT_WIDTH = 460
BOTTOM_HEIGHT = 180


def _docks(window: QMainWindow, names: tuple[str, ...]) -> list[QDockWidget]:
    found = (window.findChild(QDockWidget, name) for name in names)
    return [dock for dock in found if dock is not None]


def arrange_default_docks(window: QMainWindow) -> None:
    right, bottom = _docks(window, RIGHT), _docks(window, BOTTOM)
    # Taken out first: re-tabifying docks the installers already grouped leaves the old group's
    # tab bar behind, floating over the map.
    for dock in (*right, *bottom):
        window.removeDockWidget(dock)
    for area, docks in (
        (Qt.DockWidgetArea.RightDockWidgetArea, right),
        (Qt.DockWidgetArea.BottomDockWidgetArea, bottom),
    ):
        if not docks:
            continue
        window.addDockWidget(area, docks[0])
        for dock in docks[1:]:
            window.tabifyDockWidget(docks[0], dock)
        for dock in docks:
            dock.show()
        docks[0].raise_()
    if right:
        window.resizeDocks([right[0]], [RIGHT_WIDTH], Qt.Orientation.Horizontal)
    if bottom:
        window.resizeDocks([bottom[0]], [BOTTOM_HEIGHT], Qt.Orientation.Vertical)
