"""The leader lines from fanned-out labels back to their tokens, drawn beneath the tokens.

A label pushed out of a crowd is tied to its token by a thin line. Drawn with the label, above
every token, the line crossed each body between the two; drawn here, under the bodies, it shows
only in the gaps between them and ends at its own token's edge.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QStyleOptionGraphicsItem, QWidget

from .palette import Z_TOKENS
from .token_badges import TokenBadges

CASING_PX, LINE_PX = 3.0, 1.2


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCosmetic(True)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class LeaderLines(QGraphicsItem):
    """Draws nothing itself: each leader is a casing and a line of its own, plain Qt items
    under this one. A leader that comes or goes repaints its own ground only (one item over
    every leader had Qt repaint the span of them all, often the whole view, whenever one
    changed), and Qt draws them without calling into Python, which a file's worker may hold."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_TOKENS - 1.0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._leading: list[TokenBadges] = []
        self._drawn: dict[tuple[float, float, float, float], tuple[QGraphicsLineItem, ...]] = {}
        # Opaque: a translucent wide stroke is the raster engine's slow path, and the casing
        # lies on the field, not over a token.
        self._casing = _pen(QColor(255, 255, 255), CASING_PX)
        self._line = _pen(QColor(30, 30, 30), LINE_PX)

    def set_leading(self, badges: Iterable[TokenBadges], scale: float | None) -> None:
        """The tokens whose labels stand off with a leader, after a layout at ``scale``; only
        the leaders that changed are drawn again."""
        self._leading = [badge for badge in badges if badge.leader and badge.placed is not None]
        wanted = (
            {(line.x1(), line.y1(), line.x2(), line.y2()): line for line in self.lines(scale)}
            if scale
            else {}
        )
        scene = self.scene()
        for end in [end for end in self._drawn if end not in wanted]:
            for item in self._drawn.pop(end):
                if scene is not None:
                    scene.removeItem(item)
                else:
                    item.setParentItem(None)
        for end, line in wanted.items():
            if end not in self._drawn:
                # Every casing beneath every line, where two leaders cross.
                self._drawn[end] = (self._part(line, self._casing, 0.0), self._part(line, self._line, 1.0))

    def _part(self, line: QLineF, pen: QPen, z: float) -> QGraphicsLineItem:
        item = QGraphicsLineItem(line, self)
        item.setPen(pen)
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return item

    def drawn(self) -> list[QLineF]:
        """The leaders on the map, as their lines (scene)."""
        return [parts[1].line() for parts in self._drawn.values()]

    def lines(self, scale: float) -> list[QLineF]:
        """From each leading token's centre to its label's nearest edge (scene), at ``scale``."""
        lines = []
        for badge in self._leading:
            box = badge.label_rect()
            if box is None or not badge.leader:
                continue
            near = QPointF(min(max(0.0, box.left()), box.right()), min(max(0.0, box.top()), box.bottom()))
            anchor = badge.pos()
            lines.append(QLineF(anchor, anchor + near / scale))
        return lines

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass
