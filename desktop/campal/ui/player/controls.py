"""The View ▸ Player view menu, the players' window's life, pings and the frame in the GM's view.

The players' window runs in a process of its own (``players_process``), so drawing it never
takes time from the GM's map; should that process fail to start, it opens in this one instead.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu
from shiboken6 import isValid

from ...core.model import Battle
from ..scene.frame_item import PlayerFrameItem
from ..scene.style import SceneStyle
from ..tokens.drag_preview import DragPreview
from ..widgets.parting import keep_until_deleted
from .drag_mirror import DragMirror
from .player_window import TOGGLE_KEY, CameraMode, PlayerWindow

if TYPE_CHECKING:
    from ..window.host import WindowHost
    from .players_process import PlayersProcess

LABEL_SCALES = (1.0, 1.5, 2.0, 2.5)


class PlayerViewControls(QObject):
    # A players' window is showing the session's battle (just opened, or its process connected).
    ready = Signal()

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self.window = window
        self.player: PlayerWindow | None = None  # the players' window, when in this process
        self.apart: PlayersProcess | None = None  # the players' window in a process of its own
        self.in_own_process = True  # where the next players' window opens
        self.camera = CameraMode.FOLLOW
        self.label_scale = 1.5
        self.high_contrast = False
        self.trails = True
        self.drag_preview: DragPreview | None = None  # set by the tokens' UI
        self.frame = PlayerFrameItem()
        self.frame.setVisible(False)
        window.scene.addItem(self.frame)
        window.view.ping_requested.connect(self.ping)
        window.view.camera_changed.connect(self._update_frame)
        self.menu = self._build_menu()

    def _build_menu(self) -> QMenu:
        w = self.window
        menu = QMenu(self.tr("&Player view"), w)
        self.toggle_action = QAction(self.tr("&Show player view"), w, checkable=True)
        self.toggle_action.setShortcut(QKeySequence(TOGGLE_KEY))
        self.toggle_action.toggled.connect(self.set_open)
        menu.addAction(self.toggle_action)
        self.fullscreen_menu = menu.addMenu(self.tr("Full screen &on"))
        self.fullscreen_menu.aboutToShow.connect(self._fill_screens)
        menu.addSeparator()
        cameras = QActionGroup(w)
        for mode, text in (
            (CameraMode.FOLLOW, self.tr("Camera &follows the GM")),
            (CameraMode.FIT, self.tr("Camera shows the &whole field")),
            (CameraMode.FREE, self.tr("Camera &moves freely")),
        ):
            action = QAction(text, w, checkable=True)
            action.setChecked(mode is self.camera)
            action.triggered.connect(lambda _checked=False, m=mode: self.set_camera(m))
            cameras.addAction(action)
            menu.addAction(action)
        menu.addSeparator()
        sizes = menu.addMenu(self.tr("&Label size"))
        size_group = QActionGroup(w)
        for scale in LABEL_SCALES:
            action = QAction(f"{round(scale * 100)} %", w, checkable=True)
            action.setChecked(scale == self.label_scale)
            action.triggered.connect(lambda _checked=False, s=scale: self.set_style(s, self.high_contrast))
            size_group.addAction(action)
            sizes.addAction(action)
        self.contrast_action = QAction(self.tr("&High contrast"), w, checkable=True)
        self.contrast_action.toggled.connect(lambda on: self.set_style(self.label_scale, on))
        menu.addAction(self.contrast_action)
        self.frame_action = QAction(self.tr("Show the players' frame in my &view"), w, checkable=True)
        self.frame_action.toggled.connect(self._show_frame)
        menu.addAction(self.frame_action)
        return menu

    # the window
    @property
    def is_open(self) -> bool:
        return self.player is not None or self.apart is not None

    def set_open(self, on: bool) -> None:
        if on and not self.is_open:
            if self.in_own_process:
                self._open_apart()
            else:
                self._open_here()
        elif not on and self.player is not None:
            self.player.close()  # emits closed, which forgets it
        elif not on and self.apart is not None:
            self.apart.close()  # likewise
        if self.toggle_action.isChecked() != on:
            self.toggle_action.setChecked(on)
        self._update_frame()

    def _open_here(self) -> None:
        self.player = PlayerWindow(
            self.window.session, self.window.view, self.label_scale, self.high_contrast, self.camera
        )
        self.player.closed.connect(self._closed)
        self.player.scene.token_layer.set_trails_visible(self.trails)
        if self.drag_preview is not None:
            DragMirror(self.player, self.drag_preview)
        self.player.show()
        self.player.set_camera(self.camera)
        self.ready.emit()

    def _open_apart(self) -> None:
        # Imported when the players first get their window: the local socket and its wire
        # (QtNetwork among them) cost every start about 10 ms that most sessions never use.
        from .players_process import PlayersProcess

        settings = {
            "scale": self.label_scale,
            "contrast": self.high_contrast,
            "mode": self.camera.value,
            "trails": self.trails,
        }
        apart = PlayersProcess(self.window.session, self.window.view, self.drag_preview, settings, self)
        apart.closed.connect(self._closed)
        apart.failed.connect(self._apart_failed)
        apart.lost.connect(self._apart_lost)
        apart.shown_changed.connect(self._update_frame)
        apart.connected.connect(self.window.statusBar().clearMessage)
        apart.connected.connect(self.ready)
        self.apart = apart
        self.window.statusBar().showMessage(self.tr("Opening the player view…"), 10_000)
        apart.start()

    def _apart_failed(self, why: str) -> None:
        # The players still get their window: in this process, as it always could be.
        print(f"campal: {why}; the player view opens in the main process", file=sys.stderr)
        self.apart = None
        self._open_here()
        if not self.toggle_action.isChecked():
            self.toggle_action.setChecked(True)
        self._update_frame()

    def _apart_lost(self) -> None:
        self.window.statusBar().showMessage(
            self.tr("The player view ended unexpectedly; Ctrl+Shift+P opens it again."), 15_000
        )

    def _closed(self) -> None:
        if self.player is not None:
            keep_until_deleted(self.player)  # it deletes itself on close (WA_DeleteOnClose)
        self.player = None
        self.apart = None
        self.toggle_action.setChecked(False)
        self._update_frame()

    def _fill_screens(self) -> None:
        self.fullscreen_menu.clear()
        for index, screen in enumerate(QGuiApplication.screens()):
            size = screen.geometry()
            action = self.fullscreen_menu.addAction(
                f"{index + 1}: {screen.name()} ({size.width()} × {size.height()})"
            )
            action.triggered.connect(lambda _checked=False, i=index: self.fullscreen_on(i))

    def fullscreen_on(self, index: int) -> None:
        self.set_open(True)
        if self.apart is not None:
            self.apart.full_screen_on(index)
        elif self.player is not None:
            self.player.full_screen_on(index)

    # settings
    def set_camera(self, mode: CameraMode) -> None:
        self.camera = mode
        if self.player is not None:
            self.player.set_camera(mode)
        if self.apart is not None:
            self.apart.set_setting("mode", mode.value)
        self._update_frame()

    def set_style(self, label_scale: float, high_contrast: bool) -> None:
        self.label_scale, self.high_contrast = label_scale, high_contrast
        if self.player is not None:
            self.player.set_style(label_scale, high_contrast)
        if self.apart is not None:
            self.apart.set_setting("scale", label_scale)
            self.apart.set_setting("contrast", high_contrast)

    def set_trails(self, on: bool) -> None:
        self.trails = on
        if self.player is not None:
            self.player.scene.token_layer.set_trails_visible(on)
        if self.apart is not None:
            self.apart.set_setting("trails", on)

    def shown(self) -> tuple[Mapping[str, int], SceneStyle] | None:
        """The label slots and style of the open players' window, for an image that repeats it."""
        if self.player is not None:
            return self.player.scene.token_layer.labels.slots(), self.player.scene.style
        if self.apart is not None:
            reply = self.apart.request("slots")
            slots = reply.fields.get("slots") if reply is not None else None
            valid = isinstance(slots, dict) and all(isinstance(v, int) for v in slots.values())
            return (slots if valid else {}), SceneStyle(self.label_scale, self.high_contrast)
        return None

    def show_state(self, battle: Battle) -> None:
        """The players see ``battle`` (a step of the replay) until the session changes again."""
        if self.player is not None:
            self.player.show_state(battle)
        if self.apart is not None:
            self.apart.show_state(battle)

    def visible_rect(self) -> QRectF:
        if self.player is not None:
            return self.player.view.visible_scene_rect()
        if self.apart is not None:
            return QRectF(self.apart.shown)
        return QRectF()

    # pings and the frame
    def ping(self, at: QPointF) -> None:
        self.window.scene.ping(at)
        if self.player is not None:
            self.player.ping(at)
        if self.apart is not None:
            self.apart.ping(at)

    def _show_frame(self, on: bool) -> None:
        self._update_frame()

    def _update_frame(self) -> None:
        if not isValid(self.frame):
            return  # the GM's window is being torn down and its scene with it
        rect = self.visible_rect()
        shown = self.frame_action.isChecked() and self.is_open and not rect.isEmpty()
        self.frame.setVisible(shown)
        if shown:
            self.frame.set_rect(rect)


def install_player_view(window: WindowHost) -> PlayerViewControls:
    controls = PlayerViewControls(window)
    window.view_menu.addSeparator()
    window.view_menu.addMenu(controls.menu)
    return controls
