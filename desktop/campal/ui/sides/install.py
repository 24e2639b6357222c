"""The Sides dock in the window, and its way in from the Battle menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from .sides_dock import SidesDock

if TYPE_CHECKING:
    from ..window.host import WindowHost


def install_sides_ui(window: WindowHost) -> SidesDock:
    dock = SidesDock(window.session, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    menu = window.battle_menu
    menu.addSeparator()
    toggle = dock.toggleViewAction()
    toggle.setText(QCoreApplication.translate("SidesDock", "&Sides and armies"))
    menu.addAction(toggle)

    def shown(then: Callable[[], None]) -> Callable[[], None]:
        # The dock comes forward first, so the GM sees which side an army leaves or joins.
        def run() -> None:
            dock.show()
            dock.raise_()
            then()

        return run

    export = menu.addAction(QCoreApplication.translate("SidesDock", "E&xport army…"), shown(dock.export_army))
    bring = menu.addAction(QCoreApplication.translate("SidesDock", "Im&port army…"), shown(dock.import_army))
    export.setStatusTip(QCoreApplication.translate("SidesDock", "Write the chosen side's roster to a file"))
    bring.setStatusTip(QCoreApplication.translate("SidesDock", "Bring an army from a file onto the field"))
    return dock
