"""The ruler's and the sight line's drawing: a cosmetic polyline with screen-size labels, placed
clear of the map's labels and of each other."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from ..scene.label_item import LabelItem
from ..scene.palette import Z_OVERLAY
from .tool_labels import ToolLabels


class MeasureOverlay:
    """A path and its labels, owned by a tool and removed with it."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.line = QGraphicsPathItem()
        self.line.setZValue(Z_OVERLAY)
        self.set_colour(QColor(20, 20, 20))
        scene.addItem(self.line)
        self.labels: list[LabelItem] = []
        self.placer = ToolLabels(scene)

    def set_colour(self, colour: QColor) -> None:
        self.colour = colour
        pen = QPen(colour, 3.0)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.line.setPen(pen)

    def show(self, points: list[QPointF], labels: list[tuple[QPointF, str]], scale: float) -> None:
        """The line through ``points`` and each label about its point; the last label is the
        main reading, and chooses its place first."""
        path = QPainterPath()
        path.addPolygon(QPolygonF(points))
        self.line.setPath(path)
        while len(self.labels) < len(labels):
            label = LabelItem()
            label.setZValue(Z_OVERLAY + 1)
            self.scene.addItem(label)
            self.labels.append(label)
        shown = self.labels[: len(labels)]
        for label, (_where, text) in zip(shown, labels, strict=True):
            label.set_text(text)
            label.text_colour = self.colour.darker(150)
            label.setVisible(True)
        last = len(labels) - 1
        self.placer.place(
            shown,
            [(where.x(), where.y()) for where, _text in labels],
            scale,
            [1 if number == last else -number for number in range(len(labels))],
        )
        for label in self.labels[len(labels) :]:
            label.setVisible(False)

    def label_texts(self) -> list[str]:
        return [label.text() for label in self.labels if label.isVisible()]

    def remove(self) -> None:
        for item in (self.line, *self.labels):
            if item.scene() is not None:
                self.scene.removeItem(item)
        self.placer.remove()
        self.labels = []
