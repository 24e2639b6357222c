"""The parent of the terrain's items, which a repaint passes at once while none of them draws.

The scene's raster draws the ground; a feature's item draws only its label, when it has a name
to show, or itself while a tool moves or turns it. Thousands of unnamed features otherwise cost
every repaint, and every change anywhere in the scene, a look at each. While none draws, the
group tells Qt its children lie within an empty box (``ItemContainsChildrenInShape``), and
paints and searches skip them all; as soon as one draws, the box is the whole plane.

Qt's searches (``QGraphicsScene.items``) skip them too: a tool that looks for a feature under
the pointer asks ``feature_at``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from .palette import Z_TERRAIN

EVERYWHERE = QRectF(-1e9, -1e9, 2e9, 2e9)


class TerrainGroup(QGraphicsRectItem):
    def __init__(self) -> None:
        super().__init__()
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(Z_TERRAIN)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemContainsChildrenInShape)
        self._named = False
        self._live: set[QGraphicsItem] = set()

    def set_named(self, named: bool) -> None:
        """Whether some feature shows a label."""
        self._named = named
        self._fit()

    def set_live(self, item: QGraphicsItem, live: bool) -> None:
        """Whether ``item`` draws itself (a tool moves or turns it)."""
        if live:
            self._live.add(item)
        else:
            self._live.discard(item)
        self._fit()

    def forget(self, item: QGraphicsItem) -> None:
        self.set_live(item, False)

    def _fit(self) -> None:
        rect = EVERYWHERE if self._named or self._live else QRectF()
        if rect != self.rect():
            self.setRect(rect)

    def feature_at(self, point: QPointF) -> QGraphicsItem | None:
        """The topmost child whose shape holds ``point`` (scene)."""
        hits = [
            item for item in self.childItems() if item.isVisible() and item.contains(item.mapFromScene(point))
        ]
        return max(hits, key=lambda item: item.zValue(), default=None)
