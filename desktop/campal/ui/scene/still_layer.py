"""The parent of everything that stays put under a drag: the field, grid, terrain, trails and
tokens with their labels.

A drag shows a frozen picture of these and makes them clear; clear as one parent, a repaint
skips its thousands of children at once, where hiding each of them still left every repaint
walking past them all. It draws nothing itself and sits below the tools' drawings, which are
kept above it by their z values (Z_OVERLAY and up); among themselves the children stack by
their own z values as before.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget


class StillLayer(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass


def add_still(scene: QGraphicsScene, item: QGraphicsItem) -> None:
    """Put ``item`` in the scene under its still layer (a plain scene has none)."""
    layer = getattr(scene, "still_layer", None)
    if isinstance(layer, StillLayer):
        item.setParentItem(layer)
    else:
        scene.addItem(item)
