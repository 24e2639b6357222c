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
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem


class FarPark(QGraphicsRectItem):
    def __init__(self) -> None:
        super().__init__(QRectF(-1.0e4, -1.0e4, 0.0, 0.0))
        # Its children are clipped to its shape, a point outside the views: Qt skips them
        # whenever it skips the park, and it skips the park wherever a view looks. A plain
        # rectangle with no pen: Qt reads its bounds and draws it (nothing) without calling
        # into Python, which a file's worker may be holding while the window repaints.
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_reach(self, working: QRectF) -> None:
        """Wait a field's breadth beyond ``working``, the part of the scene a view scrolls
        over: seen only from far out, when nothing is far and the park is empty. Not farther:
        Qt rounds the park's place on screen to whole pixels, and a point millions of pixels
        out at a close zoom would overflow them."""
        at = QRectF(working.left() - working.width(), working.top() - working.height(), 0.0, 0.0)
        if at != self.rect():
            self.setRect(at)
