"""The tokens half of the window, installed in one call: dragging tokens with measuring (the
default tool, and the select tool's too), turning them, the roster dock and its place tool,
the trails toggle, and the drag ruler offered to the players' window.

Shortcuts: drag a token to move it; while dragging, W or a right click drops a waypoint,
Backspace takes it back, Esc cancels, Shift on release moves a refused move as the GM's
decision; [ and ] turn the selected units 15° (Shift: 45°); Ctrl+click adds to the selection;
U places a token from the roster; Ctrl+T shows or hides the trails.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ...core.model import Battle
from ..docks.roster_panel import RosterPanel
from ..player.controls import PlayerViewControls
from ..terrain.install import TerrainUi
from ..terrain.warmup import TerrainWarmup
from ..tools.move_tool import MoveTool
from ..tools.place_tool import PlaceTool
from ..tools.token_drag import TokenDrag
from ..view.drop_target import TokenDropTarget
from . import messages as token_messages  # noqa: F401  (registers the token message keys)
from .drag_preview import DragPreview

if TYPE_CHECKING:
    from ..window.host import WindowHost

STATUS_MS = 8000


@dataclass
class TokenUi:
    drag: TokenDrag
    move_tool: MoveTool
    place_tool: PlaceTool
    preview: DragPreview
    roster: RosterPanel
    trails_action: QAction
    place_action: QAction
    drop_target: TokenDropTarget


def install_token_ui(window: WindowHost, terrain: TerrainUi, players: PlayerViewControls) -> TokenUi:
    view, session, scene = window.view, window.session, window.scene
    preview = DragPreview(window)
    players.drag_preview = preview
    drag = TokenDrag(view, session, window.selection, terrain.context.index_cache, preview)
    drag.status.connect(lambda text: window.statusBar().showMessage(text, STATUS_MS))
    move_tool = MoveTool(view, drag)
    was_default = view.tool is view.default_tool
    view.default_tool = move_tool
    if was_default:
        view.set_tool(None)
    terrain.select.tokens = drag

    warmup = TerrainWarmup(window.statusBar(), terrain.context.index_cache.index_for)

    def warm_index() -> None:
        # Built beside the window after a change of ground, so neither the window nor the first
        # press on a token waits for it (on a big field that is up to a second).
        warmup.warm(session.battle)

    def ground_changed(before: Battle, after: Battle) -> None:
        if before.terrain is not after.terrain or before.fortifications is not after.fortifications:
            QTimer.singleShot(0, warm_index)

    session.replaced.connect(lambda: QTimer.singleShot(0, warm_index))
    session.changed.connect(ground_changed)
    window.selection.changed.connect(scene.token_layer.set_selection)
    scene.token_layer.set_view_scale(view.scale_factor())

    def view_moved() -> None:
        scene.token_layer.set_view(view.visible_scene_rect(), view.scale_factor())

    view.zoom_changed.connect(lambda _percent: view_moved())
    view.camera_changed.connect(view_moved)

    roster = RosterPanel(session, window.selection, window)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, roster)
    place_tool = PlaceTool(view, session, roster.blueprint)
    place_action = QAction(QCoreApplication.translate("TokenUi", "&Place token"), window)
    place_action.setCheckable(True)
    place_action.setShortcut(QKeySequence("U"))
    place_action.setStatusTip(
        QCoreApplication.translate("TokenUi", "Click the map to place the token chosen in the roster")
    )
    place_action.triggered.connect(lambda checked: view.set_tool(place_tool if checked else None))
    place_tool.finished.connect(lambda: place_action.setChecked(False))
    place_tool.status.connect(lambda text: window.statusBar().showMessage(text))
    roster.place_requested.connect(lambda: place_action.trigger() if not place_action.isChecked() else None)
    drop_target = TokenDropTarget(view, session, roster.blueprint)

    trails = QAction(QCoreApplication.translate("TokenUi", "Show &trails"), window)
    trails.setCheckable(True)
    trails.setChecked(True)
    trails.setShortcut(QKeySequence("Ctrl+T"))
    trails.setStatusTip(
        QCoreApplication.translate("TokenUi", "Show faintly the way each token went this round")
    )

    def show_trails(on: bool) -> None:
        scene.token_layer.set_trails_visible(on)
        players.set_trails(on)

    trails.toggled.connect(show_trails)
    window.view_menu.addSeparator()
    window.view_menu.addAction(trails)
    menu = QMenu(QCoreApplication.translate("TokenUi", "T&okens"), window)
    menu.addAction(place_action)
    menu.addSeparator()
    menu.addAction(trails)
    menu.addAction(roster.toggleViewAction())
    bar = window.menuBar()
    menus = bar.actions()
    # Before Settings and Help, as the Terrain menu is.
    bar.insertMenu(menus[-2], menu) if len(menus) >= 2 else bar.addMenu(menu)
    terrain.toolbar.addSeparator()
    terrain.toolbar.addAction(place_action)
    return TokenUi(drag, move_tool, place_tool, preview, roster, trails, place_action, drop_target)
