"""Which token is under a point of the view, for the tools that pick tokens."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt

from ..scene.token_badges import TokenBadges
from ..scene.token_item import TokenItem
from ..view.battle_view import BattleView

# A token thinner than this on screen is still picked within this reach of its shape.
PICK_PX = 4.0


def token_at(view: BattleView, scene_pos: QPointF) -> str | None:
    """The topmost token whose shape (or character marker) is under ``scene_pos``; failing
    that, the nearest one within a few pixels, so small tokens can be grabbed at any zoom."""
    scene = view.battle_scene
    transform = view.transform()
    for item in scene.items(
        scene_pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder, transform
    ):
        if isinstance(item, TokenItem) and item.isVisible():
            return item.token_id
        if isinstance(item, TokenBadges) and item.isVisible():
            return item.body.token_id
    reach = PICK_PX / max(view.scale_factor(), 1e-9)
    area = QRectF(scene_pos.x() - reach, scene_pos.y() - reach, 2 * reach, 2 * reach)
    for item in scene.items(
        area, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder, transform
    ):
        if isinstance(item, TokenItem) and item.isVisible():
            return item.token_id
    return None
