"""Where a scene's tokens far from its view wait until the view comes near them.

Every repaint and every round of Qt's bookkeeping after a change walks the children of the
still layer one by one, drawn or not: on a field of 4,000 tokens that walk cost a command more
than a millisecond though a view shows about a hundred of them. A token far from the region
its view's labels were laid out for (``LabelLayer._hide_far``) is moved, with its badge, under
this item, which lies outside every view and clips its children to nothing: a repaint, a hit
test and the bookkeeping pass the whole park at once, and a change to a parked token repaints
nothing. Tokens stack by their own z values, so one taken back out stacks as it did.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

# A point no view shows (a field is at most some tens of kilometres across), near enough the
# origin that the view's closest zoom keeps it within integer pixels.
_NOWHERE = QRectF(-1.0e6, -1.0e6, 0.0, 0.0)


class FarPark(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        # Its children are clipped to its shape, a point outside every view: Qt skips them
        # whenever it skips the park, and it skips the park wherever a view looks.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return _NOWHERE

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass
