"""What a part of the window may reach of it.

The docks, tools and menus that ``install_*`` functions add are built by the main window, so
they cannot import it back; they take this base instead. It names the window's shared state
(the session, the map, the selection, the journal keeper) and the menus a part may add to, and
nothing of the window's own behaviour: a part that needs another part is handed it.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from ..document.session import BattleSession
from ..journal.keeper import JournalKeeper
from ..scene.battle_scene import BattleScene
from ..view.battle_view import BattleView
from .selection import Selection
from .settings import AppSettings


class WindowHost(QMainWindow):
    session: BattleSession
    settings: AppSettings
    view: BattleView
    scene: BattleScene
    selection: Selection
    keeper: JournalKeeper | None
    view_menu: QMenu
    battle_menu: QMenu
    quit_action: QAction
    undo_action: QAction
    redo_action: QAction
