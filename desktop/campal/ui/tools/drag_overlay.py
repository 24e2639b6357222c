"""Draws a ``DragFrame`` in one scene: one item for the lines and shapes, one for the charge
ring (which stays put while they move), screen-size labels.

The items are made once per drag and only refilled on each mouse move; pens and brushes are
made once, and the polygons once per frame, however often the item is painted.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ..scene.label_item import LabelItem
from ..scene.palette import Z_OVERLAY
from .charge_ring import ChargeRing, drag_pen
from .drag_frame import BEYOND, DragFrame
from .mark_stamps import MarkStamps
from .preview_stamp import PreviewStamps
from .tool_labels import ToolLabels

WAYPOINT_PX = 5.0
WAYPOINT = "waypoint"
BLOCK = "block"
MIN_PREVIEW_PX = 6.0
MARGIN_PX = 24.0
LABEL_LEAD_PX = 34.0


class _Shapes(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.frame = DragFrame()
        self.scale = 1.0
        self._bounds = QRectF()
        self._pens: dict[str, QPen] = {}
        self._casing = drag_pen("#ffffff", 7.0)
        self._outline = drag_pen("#111111", 1.5)
        self._stamps = PreviewStamps(self._outline)
        self._marks = MarkStamps()
        self._fills: dict[str, QColor] = {}
        self._white = QColor("white")

    def set_frame(self, frame: DragFrame, scale: float) -> None:
        self.prepareGeometryChange()
        self.frame, self.scale = frame, scale
        left, top, right, bottom = frame.bounds
        margin = MARGIN_PX / max(scale, 1e-6)
        self._bounds = QRectF(
            left - margin, top - margin, right - left + 2 * margin, bottom - top + 2 * margin
        )

    def pen(self, colour: str) -> QPen:
        if colour not in self._pens:
            self._pens[colour] = drag_pen(colour, 4.0)
        return self._pens[colour]

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        frame = self.frame
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()) or 1.0
        for preview, outline in zip(frame.previews, frame.outlines, strict=True):
            fill = self.fill(preview.colour)
            radius = max(preview.radius, MIN_PREVIEW_PX / scale)
            if self._stamps.draw(painter, preview.corners, preview.centre, fill, radius * scale):
                continue
            painter.setBrush(QBrush(fill))
            painter.setPen(self._outline)
            if outline is not None:
                painter.drawPolygon(outline)
            else:
                painter.drawEllipse(QPointF(*preview.centre), radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        lines = frame.lines
        painter.setPen(self._casing)
        for line in lines:
            painter.drawPolyline(line)
        for stroke, line in zip(frame.strokes, lines, strict=True):
            painter.setPen(self.pen(stroke.colour))
            painter.drawPolyline(line)
        if frame.waypoints:
            self._marks.draw(painter, frame.waypoints, WAYPOINT, self._draw_waypoint)
        if frame.blocks:
            self._marks.draw(painter, frame.blocks, BLOCK, self._draw_block)

    def fill(self, colour: str) -> QColor:
        if colour not in self._fills:
            fill = self._fills[colour] = QColor(colour)
            fill.setAlpha(150)
        return self._fills[colour]

    def _draw_waypoint(self, painter: QPainter, x: float, y: float, scale: float) -> None:
        half = WAYPOINT_PX / scale
        painter.setPen(self._outline)
        painter.setBrush(self._white)
        painter.drawEllipse(QPointF(x, y), half, half)

    def _draw_block(self, painter: QPainter, x: float, y: float, scale: float) -> None:
        arm = 2 * WAYPOINT_PX / scale
        painter.setPen(self.pen(BEYOND))
        painter.drawLine(QPointF(x - arm, y - arm), QPointF(x + arm, y + arm))
        painter.drawLine(QPointF(x - arm, y + arm), QPointF(x + arm, y - arm))


class DragOverlay:
    """The drag's drawing in one scene; ``remove`` takes it away."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.ring = ChargeRing()
        scene.addItem(self.ring)
        self.shapes = _Shapes()
        scene.addItem(self.shapes)
        self.labels: list[LabelItem] = []
        self.frame = DragFrame()
        self.placer = ToolLabels(scene)
        self._colours: dict[str, QColor] = {}

    def show(self, frame: DragFrame, scale: float) -> None:
        self.frame = frame
        self.ring.set_ring(frame.ring, scale)
        self.shapes.set_frame(frame, scale)
        while len(self.labels) < len(frame.tags):
            label = LabelItem()
            label.setZValue(Z_OVERLAY + 1)
            self.scene.addItem(label)
            self.labels.append(label)
        # The readout stands past the end of the way, clear of the token drawn there; it steps
        # aside only from the labels of the map under the drag, and the other tags (a charge,
        # a band's end) are laid out around it, never over it.
        lift = LABEL_LEAD_PX / max(scale, 1e-6)
        shown = self.labels[: len(frame.tags)]
        for label, tag in zip(shown, frame.tags, strict=True):
            if label.text() != tag.text:
                label.set_text(tag.text)
            colour = self._text_colour(tag.colour)
            if label.text_colour != colour:
                label.text_colour = colour
                label.update()
            if not label.isVisible():
                label.setVisible(True)
        self.placer.place(
            shown,
            [
                (
                    tag.at[0] + tag.lead[0] * (lift if tag.main else 0.0),
                    tag.at[1] + tag.lead[1] * (lift if tag.main else 0.0),
                )
                for tag in frame.tags
            ],
            scale,
            [1 if tag.main else -number for number, tag in enumerate(frame.tags)],
            [tag.at for tag in frame.tags],
        )
        for label in self.labels[len(frame.tags) :]:
            if label.isVisible():
                label.setVisible(False)

    def _text_colour(self, colour: str) -> QColor:
        if colour not in self._colours:
            self._colours[colour] = QColor(colour).darker(150)
        return self._colours[colour]

    def label_texts(self) -> list[str]:
        return [label.text() for label in self.labels if label.isVisible()]

    def remove(self) -> None:
        for item in (self.ring, self.shapes, *self.labels):
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.placer.remove()
        self.labels = []
