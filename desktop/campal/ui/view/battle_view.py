"""The battlefield view: pan, zoom about the cursor, the scale bar, and the active tool.

Pan: middle-drag, space + left-drag, arrow keys (and the navigate tool's left-drag).
Zoom: wheel about the cursor, + and − about the centre, 10 %–1000 % of the fit-to-field scale.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView

from ...core.rules import METRE, DistanceUnit
from ..scene.battle_scene import BattleScene
from ..tools.base import Tool
from .banner import MapBanner
from .frozen_backdrop import paint_frozen
from .label_room import fit_with_room, with_room
from .opaque_viewport import make_opaque
from .overlay import ScaleBarOverlay
from .scale_bar import scale_bar

MIN_ZOOM = 0.10
MAX_ZOOM = 10.0
# On a field of many kilometres ten times the fitted zoom still shows a unit as a speck: the
# closest zoom is at least this many pixels to the metre, whatever the field's size.
CLOSEST_PX_PER_M = 8.0
WHEEL_STEP = 1.15
KEY_PAN_FRACTION = 0.1


class BattleView(QGraphicsView):
    cursor_moved = Signal(QPointF)  # scene position under the mouse, in metres
    zoom_changed = Signal(float)  # percent of the fit-to-field scale
    camera_changed = Signal()  # the visible part of the field moved or was rescaled
    ping_requested = Signal(QPointF)  # Alt + click: show the players a point
    tool_left = Signal()  # a tool ended: its hints are stale

    def __init__(self, scene: BattleScene) -> None:
        super().__init__(scene)
        self.battle_scene = scene
        self.unit: DistanceUnit = METRE
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        make_opaque(self)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._pan_from: QPointF | None = None
        self._space_held = False
        self._fitted_once = False
        self._label_room = QMarginsF()  # pixels kept at each edge of a fit for the labels
        self.default_tool: Tool | None = None
        self.tool: Tool | None = None
        # A child of the view, not of the viewport, so scrolling the map does not drag it along.
        self.scale_overlay = ScaleBarOverlay(self)
        self.banner = MapBanner(self)
        self._hinting: Tool | None = None
        self._camera_held = 0  # while above 0, scrolls wait to be told as one camera move
        self._camera_moved = False
        self.zoom_changed.connect(lambda _percent: self._place_overlay())
        self.zoom_changed.connect(lambda _percent: self.camera_changed.emit())

    # tools
    def set_tool(self, tool: Tool | None) -> None:
        if self.tool is not None and self.tool is not tool:
            self.tool.deactivate()
            self.tool.finished.disconnect(self._tool_finished)
            if self._hinting is self.tool:
                self.tool.status.disconnect(self.banner.show_hint)
                self._hinting = None
            # The old tool's instructions go with it, on the map and in the status bar.
            self.banner.clear_hint()
            self.tool_left.emit()
        changed = self.tool is not (tool or self.default_tool)
        self.tool = tool or self.default_tool
        if self.tool is not None:
            self.tool.finished.connect(self._tool_finished)
            if changed and self.tool is not self.default_tool and self._hinting is None:
                self.tool.status.connect(self.banner.show_hint)
                self._hinting = self.tool
            self.tool.activate()

    def _tool_finished(self) -> None:
        if self.tool is not self.default_tool:
            self.set_tool(self.default_tool)

    # zoom
    def fit_scale(self) -> float:
        rect = self.battle_scene.field_rect()
        viewport = self.viewport().rect()
        room = self._label_room
        width = viewport.width() - room.left() - room.right()
        height = viewport.height() - room.top() - room.bottom()
        if rect.isEmpty() or width <= 0 or height <= 0:
            return 1.0
        margin = 0.95
        return min(width / rect.width(), height / rect.height()) * margin

    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom_percent(self) -> float:
        return 100.0 * self.scale_factor() / self.fit_scale()

    def fit_field(self) -> None:
        """The whole field, with room at its edges for the labels of the tokens there."""
        fit_with_room(self, self.battle_scene.field_rect(), self._fit_with)
        self.viewport().update()

    def _fit_with(self, room: QMarginsF) -> None:
        self._label_room = room
        scale = self.fit_scale()
        with self._one_camera_move(told=False):  # zoom_changed tells of it
            self.resetTransform()
            self.scale(scale, scale)
            self.centerOn(with_room(self.battle_scene.field_rect(), room, scale).center())
        self.zoom_changed.emit(self.zoom_percent())  # the labels are laid out at this zoom

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` keeping the scene point under ``anchor`` (viewport pixels) in place."""
        fit = self.fit_scale()
        current = self.scale_factor()
        target = min(max(current * factor, MIN_ZOOM * fit), max(MAX_ZOOM * fit, CLOSEST_PX_PER_M))
        if abs(target - current) < 1e-12:
            return
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        before = self.mapToScene(anchor.toPoint())
        step = target / current
        with self._one_camera_move(told=False):  # zoom_changed tells of it
            self.scale(step, step)
            self._scroll_scene_point_to(before, anchor)
        self.zoom_changed.emit(self.zoom_percent())
        self.viewport().update()

    def _scroll_scene_point_to(self, scene_point: QPointF, viewport_point: QPointF) -> None:
        now = self.mapFromScene(scene_point)
        offset = QPointF(now) - viewport_point
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(offset.x()))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(offset.y()))

    def wheelEvent(self, event: QWheelEvent) -> None:
        # The wheel gives the map the keyboard, as a click does: a GM zooms, then pans with the
        # arrow keys, which would otherwise turn whatever box last had them.
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(WHEEL_STEP**steps, event.position())
        event.accept()

    # pan
    def start_pan(self, position: QPointF) -> None:
        self._pan_from = position
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def pan_by(self, dx: float, dy: float) -> None:
        with self._one_camera_move():
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(dx))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(dy))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and event.modifiers() & Qt.KeyboardModifier.AltModifier
        ):
            self.ping_requested.emit(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        if event.button() == Qt.MouseButton.MiddleButton or (
            event.button() == Qt.MouseButton.LeftButton and self._space_held
        ):
            self.start_pan(event.position())
            event.accept()
            return
        if self.tool is not None and self.tool.press(event, self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        scene_pos = self.mapToScene(event.position().toPoint())
        self.cursor_moved.emit(scene_pos)
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self.pan_by(-delta.x(), -delta.y())
            event.accept()
            return
        if self.tool is not None and self.tool.move(event, scene_pos):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            if self.tool is not None:
                self.tool.activate()  # restores the tool's own cursor
            event.accept()
            return
        if self.tool is not None and self.tool.release(event, self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.tool is not None and self.tool.double_click(
            event, self.mapToScene(event.position().toPoint())
        ):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.tool is not None and self.tool.key_press(event):
            event.accept()
            return
        key = event.key()
        width, height = self.viewport().width(), self.viewport().height()
        pans = {
            Qt.Key.Key_Left: (-width * KEY_PAN_FRACTION, 0.0),
            Qt.Key.Key_Right: (width * KEY_PAN_FRACTION, 0.0),
            Qt.Key.Key_Up: (0.0, -height * KEY_PAN_FRACTION),
            Qt.Key.Key_Down: (0.0, height * KEY_PAN_FRACTION),
        }
        if key in pans:
            self.pan_by(*pans[key])
        elif key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif key == Qt.Key.Key_Escape and self.tool is not None and self.tool is not self.default_tool:
            self.tool.cancel()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = False
            self.viewport().unsetCursor()
            if self.tool is not None:
                self.tool.activate()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # geometry of the window
    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if self._camera_held:
            self._camera_moved = True
        else:
            self.camera_changed.emit()

    @contextmanager
    def _one_camera_move(self, told: bool = True) -> Iterator[None]:
        """Scrolls within the block are told as one camera move at its end (``told``), or not at
        all, when the caller tells of it: a zoom scrolls both ways after scaling, and the
        players' window following each step fitted itself three times, at 20 ms each."""
        self._camera_held += 1
        try:
            yield
        finally:
            self._camera_held -= 1
        if not self._camera_held:
            moved, self._camera_moved = self._camera_moved, False
            if moved and told:
                self.camera_changed.emit()

    def set_unit(self, unit: DistanceUnit) -> None:
        self.unit = unit
        self._place_overlay()

    def _place_overlay(self) -> None:
        self.scale_overlay.show_bar(scale_bar(self.scale_factor(), self.unit))
        viewport = self.viewport().geometry()
        size = self.scale_overlay.size()
        self.scale_overlay.move(viewport.left() + 12, viewport.bottom() - 12 - size.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_overlay()
        self.banner.reposition()
        if not self._fitted_once and not self.viewport().rect().isEmpty():
            self._fitted_once = True
            self.fit_field()
        else:
            self.zoom_changed.emit(self.zoom_percent())

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        if not paint_frozen(self, painter, rect):
            super().drawBackground(painter, rect)
