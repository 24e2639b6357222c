"""The labels a view shows, as boxes in its pixels: for counting overlaps in tests and benchmarks.

Read from the items as they will be drawn (a token's block where the layout put it, a tool's or
a terrain feature's label where it stands), not from the layout's own answer, so a label the
layout forgot is still counted.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsView

from ...core.labels import Box
from ..scene.label_item import LabelItem
from ..scene.token_badges import TokenBadges


def drawn_label_boxes(view: QGraphicsView) -> list[Box]:
    scene = view.scene()
    transform = view.viewportTransform()
    screen = QRectF(view.viewport().rect())
    boxes: list[Box] = []
    for item in scene.items():
        if not item.isVisible() or item.effectiveOpacity() == 0.0:  # not drawn (a frozen map's)
            continue
        if isinstance(item, TokenBadges):
            rect = item.label_rect()
        elif isinstance(item, LabelItem) and item.text() and not item.given_way:
            rect = item.boundingRect()
        else:
            continue
        if rect is None:
            continue
        at = transform.map(item.scenePos())
        placed = rect.translated(at)
        if placed.intersects(screen):
            boxes.append(Box(placed.left(), placed.top(), placed.right(), placed.bottom()))
    return boxes
