"""The ruler's and the sight line's drawing: a cosmetic polyline with screen-size labels."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from ..scene.label_item import LabelItem
from ..scene.palette import Z_OVERLAY


class MeasureOverlay:
    """A path and its labels, owned by a tool and removed with it."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.line = QGraphicsPathItem()
        self.line.setZValue(Z_OVERLAY)
        self.set_colour(QColor(20, 20, 20))
        scene.addItem(self.line)
        self.labels: list[LabelItem] = []

    def set_colour(self, colour: QColor) -> None:
        self.colour = colour
        pen = QPen(colour, 3.0)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.line.setPen(pen)

    def show(self, points: list[QPointF], labels: list[tuple[QPointF, str]]) -> None:
        path = QPainterPath()
        path.addPolygon(QPolygonF(points))
        self.line.setPath(path)
        while len(self.labels) < len(labels):
            label = LabelItem()
            label.setZValue(Z_OVERLAY + 1)
            self.scene.addItem(label)
            self.labels.append(label)
        for label, (where, text) in zip(self.labels, labels, strict=False):
            label.set_text(text)
            label.setPos(where)
            label.text_colour = self.colour.darker(150)
            label.setVisible(True)
        for label in self.labels[len(labels) :]:
            label.setVisible(False)

    def label_texts(self) -> list[str]:
        return [label.text() for label in self.labels if label.isVisible()]

    def remove(self) -> None:
        for item in (self.line, *self.labels):
            if item.scene() is not None:
                self.scene.removeItem(item)
        self.labels = []
