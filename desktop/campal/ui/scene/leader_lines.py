"""The leader lines from fanned-out labels back to their tokens, drawn beneath the tokens.

A label pushed out of a crowd is tied to its token by a thin line. Drawn with the label, above
every token, the line crossed each body between the two; drawn here, under the bodies, it shows
only in the gaps between them and ends at its own token's edge.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .palette import Z_TOKENS
from .token_badges import TokenBadges

CASING_PX, LINE_PX = 3.0, 1.2


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCosmetic(True)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class LeaderLines(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_TOKENS - 1.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._leading: list[TokenBadges] = []
        self._bounds = QRectF()
        self._boxes: dict[tuple[float, float, float, float], QRectF] = {}  # each leader drawn
        # Opaque: a translucent wide stroke is the raster engine's slow path, and the casing
        # lies on the field, not over a token.
        self._casing = _pen(QColor(255, 255, 255), CASING_PX)
        self._line = _pen(QColor(30, 30, 30), LINE_PX)

    def set_leading(self, badges: Iterable[TokenBadges], scale: float | None) -> None:
        """The tokens whose labels stand off with a leader, after a layout at ``scale``; only
        the ground of the leaders that changed is painted again."""
        self._leading = [badge for badge in badges if badge.leader and badge.placed is not None]
        boxes: dict[tuple[float, float, float, float], QRectF] = {}
        if scale:
            margin = CASING_PX / scale
            for line in self.lines(scale):
                end = (line.x1(), line.y1(), line.x2(), line.y2())
                box = QRectF(line.p1(), line.p2()).normalized()
                boxes[end] = box.adjusted(-margin, -margin, margin, margin)
        bounds = QRectF()
        for box in boxes.values():
            bounds = bounds.united(box)
        dirty = QRectF()
        for end in self._boxes.keys() ^ boxes.keys():
            dirty = dirty.united(self._boxes.get(end) or boxes[end])
        if bounds != self._bounds:
            self.prepareGeometryChange()
        self._bounds, self._boxes = bounds, boxes
        if not dirty.isEmpty():
            self.update(dirty)

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
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        lines = self.lines(scale) if scale > 0 else []
        if not lines:
            return
        painter.setPen(self._casing)
        painter.drawLines(lines)
        painter.setPen(self._line)
        painter.drawLines(lines)
