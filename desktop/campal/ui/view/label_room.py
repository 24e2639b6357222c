"""Room at the edges of a fitted view for the labels of the tokens it shows.

A token at the field's edge hangs its name and state past it, below or beside; a view fitted to
the field alone cut them off (the demo's crossbowmen on the bottom edge, and in the players'
window, whose labels are half as large again, a lord's name placed above a crowded line). A
fit is made once to find how far the labels then reach past each edge, and again leaving that
room: the labels keep their size in pixels, so the second fit mostly holds them, and a third
makes up the pixel or two a token's body, smaller at the new zoom, moves its labels by.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QMarginsF, QRectF
from PySide6.QtWidgets import QGraphicsView

PAD_PX = 4.0  # between a label and the edge, once room is made for it
FITS = 3


def label_spill(view: QGraphicsView, shown: QRectF) -> QMarginsF:
    """How many pixels the labels of the tokens standing within ``shown`` (scene) reach past
    each edge of the view."""
    layer = getattr(view.scene(), "token_layer", None)
    spill = QMarginsF()
    if layer is None:
        return spill
    screen = QRectF(view.viewport().rect())
    transform = view.viewportTransform()
    for badges in layer.badges.values():
        if not badges.isVisible() or not shown.contains(badges.scenePos()):
            continue
        rect = badges.label_rect()
        if rect is None:
            continue
        placed = rect.translated(transform.map(badges.scenePos()))
        spill.setLeft(max(spill.left(), screen.left() - placed.left()))
        spill.setTop(max(spill.top(), screen.top() - placed.top()))
        spill.setRight(max(spill.right(), placed.right() - screen.right()))
        spill.setBottom(max(spill.bottom(), placed.bottom() - screen.bottom()))
    return spill


def fit_with_room(view: QGraphicsView, shown: QRectF, fit: Callable[[QMarginsF], None]) -> None:
    """Fit ``shown`` with ``fit(room)`` (room in pixels at each edge), first with none, then,
    while its labels reach past an edge, with room for them."""
    room = QMarginsF()
    fit(room)
    for _ in range(FITS - 1):
        spill = label_spill(view, shown)
        if not any(side > 0 for side in _sides(spill)):
            break
        room = QMarginsF(
            *(
                kept + (PAD_PX + more if more > 0 else 0.0)
                for kept, more in zip(_sides(room), _sides(spill), strict=True)
            )
        )
        fit(room)


def with_room(rect: QRectF, room: QMarginsF, scale: float) -> QRectF:
    """``rect`` grown by ``room`` pixels at ``scale`` pixels a metre."""
    return rect.adjusted(
        -room.left() / scale, -room.top() / scale, room.right() / scale, room.bottom() / scale
    )


def _sides(margins: QMarginsF) -> tuple[float, float, float, float]:
    return margins.left(), margins.top(), margins.right(), margins.bottom()
