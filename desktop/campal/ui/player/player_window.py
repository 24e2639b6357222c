"""The players' window: the battle as players may see it, for sharing in a video call.

It has its own scene, built with ``gm_view=False``, so what the GM hides never exists in it — no
item to draw, hover or show a tooltip for. It subscribes to the same session as the GM's window
and redraws from the same document: in the GM's process, or in a process of its own, where a
mirror of the session and of the GM's camera stand in for them (``players_end``).
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QEvent, QMarginsF, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QShortcut,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QVBoxLayout, QWidget

from ...core.engine.turn import plan_of
from ...core.model import Battle
from ...core.report import hidden_ids, mentions
from ..document.session import BattleSession
from ..messages import tr_message
from ..scene.battle_scene import BattleScene
from ..scene.style import SceneStyle
from ..view.battle_view import BattleView
from ..view.frozen_backdrop import paint_frozen
from ..view.label_room import fit_with_room, with_room
from ..view.opaque_viewport import make_opaque
from .gm_camera import GmCamera
from .labels import step_name
from .mirror_session import MirrorSession
from .overlays import RollToast, SideBanners, StepBadge

BASE_LABEL_PX = 18.0
TOGGLE_KEY = "Ctrl+Shift+P"  # the GM's Show player view
FIT_MARGIN_PX = 2  # QGraphicsView.fitInView keeps this much at each edge


class CameraMode(StrEnum):
    FOLLOW = "follow"  # show at least what the GM's view shows
    FIT = "fit"  # the whole field
    FREE = "free"  # panned and zoomed in this window


class PlayerView(QGraphicsView):
    """No tools and no tooltips; in free mode the wheel zooms and a drag pans."""

    scaled = Signal(float)  # the view's zoom, so items can pick what is legible at it

    def __init__(self, scene: BattleScene) -> None:
        super().__init__(scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setInteractive(False)
        make_opaque(self)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.viewport().installEventFilter(self)
        self.free = False
        self._drag_from: QPointF | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The GM's pointer may rest on this window while it is shared: never pop anything up.
        return event.type() in (QEvent.Type.ToolTip, QEvent.Type.WhatsThis) or super().eventFilter(
            watched, event
        )

    def show_rect(self, rect: QRectF, room: QMarginsF | None = None) -> None:
        """Fit ``rect``, keeping ``room`` pixels at each edge beside it."""
        if rect.isEmpty():
            return
        if room is not None and not room.isNull():
            viewport = self.viewport().rect()
            width = viewport.width() - 2 * FIT_MARGIN_PX - room.left() - room.right()
            height = viewport.height() - 2 * FIT_MARGIN_PX - room.top() - room.bottom()
            if width > 0 and height > 0:
                rect = with_room(rect, room, min(width / rect.width(), height / rect.height()))
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.scaled.emit(self.transform().m11())

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.free:
            factor = 1.15 ** (event.angleDelta().y() / 120.0)
            self.scale(factor, factor)
            self.scaled.emit(self.transform().m11())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.free:
            self._drag_from = event.position()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None:
            delta = event.position() - self._drag_from
            self._drag_from = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(delta.y()))
            self.scaled.emit(self.transform().m11())  # labels are laid out for what comes into view
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._drag_from = None
        event.accept()

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        if not paint_frozen(self, painter, rect):
            super().drawBackground(painter, rect)


class PlayerWindow(QWidget):
    closed = Signal()  # by the GM, the menu or the window manager

    def __init__(
        self,
        session: BattleSession | MirrorSession,
        gm_view: BattleView | GmCamera,
        label_scale: float = 1.5,
        high_contrast: bool = False,
        camera: CameraMode = CameraMode.FOLLOW,
    ) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._closed = False
        self.setWindowTitle(self.tr("Player view — Campal"))
        self.setObjectName("PlayerWindow")
        self._session = session
        self._gm_view = gm_view
        self.scene = BattleScene(gm_view=False, style=SceneStyle(label_scale, high_contrast), parent=self)
        self.view = PlayerView(self.scene)
        self.view.scaled.connect(self._scaled)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        # The side banners get a strip of their own above the map, so they never cover the field.
        self.banners = SideBanners(self)
        layout.addWidget(self.banners)
        layout.addWidget(self.view, 1)
        self.step_badge = StepBadge(self.view)
        self.roll_toast = RollToast(self.view)
        self._set_label_px(label_scale)
        self.camera = camera
        session.changed.connect(self._changed)
        session.replaced.connect(self._replaced)
        gm_view.camera_changed.connect(self._gm_camera_moved)
        self._replaced()
        self.resize(1280, 720)
        # The GM's key to open and close this window closes it from here too: pressed while it
        # has the focus (as it does once opened), the GM's own menu never saw the key.
        QShortcut(QKeySequence(TOGGLE_KEY), self, self.close)

    def _scaled(self, scale: float) -> None:
        self.scene.token_layer.set_view(self.view.visible_scene_rect(), scale)

    # the document
    def _replaced(self) -> None:
        self.scene.clear_battle()
        self.scene.show_battle(self._session.battle, self._session.assets)
        self._overlays(self._session.battle)
        self.apply_camera()

    def _changed(self, before: Battle, after: Battle) -> None:
        self.scene.show_battle(after, self._session.assets)
        self._overlays(after)
        if len(after.log) > len(before.log):
            self._announce(after, after.log[len(before.log) :])
        if before.field.size != after.field.size and self.camera is CameraMode.FIT:
            self.apply_camera()

    def show_state(self, battle: Battle) -> None:
        """Show ``battle`` instead of the session's (a step of the replay) until told otherwise."""
        self.scene.show_battle(battle, self._session.assets)
        self._overlays(battle)

    def _overlays(self, battle: Battle) -> None:
        self.banners.set_sides(list(battle.sides.values()))
        self.step_badge.set_text(self.badge_text(battle))

    def badge_text(self, battle: Battle) -> str:
        """Round and step, and whose turn it is when the step goes one actor at a time."""
        turn = battle.turn
        if turn is None or turn.finished:
            return ""
        if turn.stage == "round":
            text = self.tr("Round {0} · {1}").format(turn.round, step_name(turn.step))
        else:
            text = self.tr("Before the battle · {0}").format(step_name(turn.step))
        actor = (
            turn.queue[0]
            if turn.queue
            and plan_of(battle).step(turn.stage, turn.step).mode.value
            in (
                "alternate",
                "sequence",
                "timeline",
            )
            else None
        )
        who = (
            battle.sides.get(actor or "")
            or battle.characters.get(actor or "")
            or battle.units.get(actor or "")
        )
        if who is not None and not getattr(who, "hidden", False):
            text += " · " + self.tr("{0}'s turn").format(who.name)
        return text

    def _announce(self, battle: Battle, entries: tuple) -> None:  # type: ignore[type-arg]
        secret = hidden_ids(battle)
        for entry in reversed(entries):
            rolled = any("roll" in event for event in entry.events)
            if rolled and not mentions(list(entry.events), secret):
                self.roll_toast.show_roll(tr_message(entry.message))
                return

    # the camera
    def set_camera(self, mode: CameraMode) -> None:
        self.camera = mode
        self.view.free = mode is CameraMode.FREE
        self.apply_camera()

    def apply_camera(self) -> None:
        if self.camera is CameraMode.FOLLOW:
            self._show(self._gm_view.visible_scene_rect())
        elif self.camera is CameraMode.FIT:
            self._show(self.scene.field_rect().adjusted(-5, -5, 5, 5))

    def _gm_camera_moved(self) -> None:
        if self.camera is CameraMode.FOLLOW:
            self._show(self._gm_view.visible_scene_rect())

    def _show(self, rect: QRectF) -> None:
        if not rect.contains(self.scene.field_rect()):
            self.view.show_rect(rect)  # zoomed in: tokens at the edges are cut by design
            return
        # The whole field in view: room at its edges for the labels of the tokens there. The
        # players' labels are half as large again as the GM's, so they may need more room
        # than the GM's view keeps.
        fit_with_room(self.view, rect, lambda room: self.view.show_rect(rect, room))

    # looks
    def set_style(self, label_scale: float, high_contrast: bool) -> None:
        self.scene.set_style(SceneStyle(label_scale, high_contrast))
        self._set_label_px(label_scale)

    def _set_label_px(self, label_scale: float) -> None:
        for overlay in (self.banners, self.step_badge, self.roll_toast):
            overlay.base_px = BASE_LABEL_PX * label_scale / 1.5
            overlay.update()
        for floating in (self.step_badge, self.roll_toast):
            floating.fit()
        self.banners.setFixedHeight(round(self.banners.base_px * 2.4) + 16)

    def ping(self, at: QPointF) -> None:
        self.scene.ping(at)

    def full_screen_on(self, index: int) -> None:
        """Fill screen ``index`` of the application's screens (none when there is no such screen)."""
        screens = QGuiApplication.screens()
        if not 0 <= index < len(screens):
            return
        handle = self.windowHandle()
        if handle is not None:
            handle.setScreen(screens[index])
        self.setGeometry(screens[index].geometry())
        self.showFullScreen()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for overlay in (self.step_badge, self.roll_toast):
            overlay.set_area(QRectF(self.view.rect()))
        self.apply_camera()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Closed is gone for good (the window deletes itself): a hidden, disconnected window
        # brought back later would show players a stale board.
        if not self._closed:
            self._closed = True
            self._session.changed.disconnect(self._changed)
            self._session.replaced.disconnect(self._replaced)
            self._gm_view.camera_changed.disconnect(self._gm_camera_moved)
            self.closed.emit()
        super().closeEvent(event)
