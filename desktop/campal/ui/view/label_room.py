"""Room at the edges of a fitted view for the labels of the tokens it shows.

A token at the field's edge hangs its name and state past it, below or beside; a view fitted to
the field alone cut them off (the demo's crossbowmen on the bottom edge, and in the players'
window, whose labels are half as large again, a lord's name placed above a crowded line). A
fit is made once to find how far the labels then reach past each edge, and again leaving that
room: the labels keep their size in pixels, so the second fit mostly holds them. Later fits make
up the pixel or two a token's body, smaller at the new zoom, moves its labels by, and, along the
side of the view with room to spare, the half of the added room that centring the field gives
the other edge; these change the zoom little or not at all, and one that keeps it lays no
label out again.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QMarginsF, QRectF
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

PAD_PX = 4.0  # between a label and the edge, once room is made for it
FITS = 6


def label_reach(view: QGraphicsView, shown: QRectF) -> tuple[float, float, float, float]:
    """How many pixels the labels of the tokens standing within ``shown`` (scene) reach past
    the view's left, top, right and bottom edges: negative where they stop short of it, minus
    infinity where no label is."""
    return labels_reach(view.scene(), view.viewportTransform(), QRectF(view.viewport().rect()), shown)


def labels_reach(
    scene: QGraphicsScene | None, to_pixels: QTransform, frame: QRectF, shown: QRectF
) -> tuple[float, float, float, float]:
    """How many pixels the labels of the tokens standing within ``shown`` reach past each edge
    of ``frame`` (pixels), the scene drawn through ``to_pixels``: a view's viewport, or an
    image the scene is rendered to."""
    reach = [-math.inf] * 4
    layer = getattr(scene, "token_layer", None)
    if layer is None:
        return (reach[0], reach[1], reach[2], reach[3])
    for badges in layer.badges.values():
        if not badges.isVisible() or not shown.contains(badges.scenePos()):
            continue
        rect = badges.label_rect()
        if rect is None:
            continue
        placed = rect.translated(to_pixels.map(badges.scenePos()))
        for side, past in enumerate(
            (
                frame.left() - placed.left(),
                frame.top() - placed.top(),
                placed.right() - frame.right(),
                placed.bottom() - frame.bottom(),
            )
        ):
            reach[side] = max(reach[side], past)
    return (reach[0], reach[1], reach[2], reach[3])


def room_for(reach: tuple[float, float, float, float], room: QMarginsF) -> QMarginsF | None:
    """``room`` with what the labels reaching ``reach`` past the edges want more, or None when
    every label already stands ``PAD_PX`` inside."""
    wanted = [past + PAD_PX for past in reach]
    if all(more <= 0 for more in wanted):
        return None
    kept = (room.left(), room.top(), room.right(), room.bottom())
    return QMarginsF(*(side + max(more, 0.0) for side, more in zip(kept, wanted, strict=True)))


def leaves_half(room: QMarginsF, width: float, height: float) -> bool:
    """Whether ``room`` leaves the field at least half of a ``width`` × ``height`` frame: labels
    as wide as a narrow map would otherwise shrink the field to nothing, fit after fit."""
    return room.left() + room.right() <= width / 2 and room.top() + room.bottom() <= height / 2


def fit_with_room(view: QGraphicsView, shown: QRectF, fit: Callable[[QMarginsF], None]) -> None:
    """Fit ``shown`` with ``fit(room)`` (room in pixels at each edge), first with none, then,
    while a label comes nearer an edge than ``PAD_PX`` or past it, with room for it, as long as
    the field keeps half the view."""
    room = QMarginsF()
    fit(room)
    frame = view.viewport().rect()
    for _ in range(FITS - 1):
        more = room_for(label_reach(view, shown), room)
        if more is None or not leaves_half(more, frame.width(), frame.height()):
            break
        room = more
        fit(room)


def with_room(rect: QRectF, room: QMarginsF, scale: float) -> QRectF:
    """``rect`` grown by ``room`` pixels at ``scale`` pixels a metre."""
    return rect.adjusted(
        -room.left() / scale, -room.top() / scale, room.right() / scale, room.bottom() / scale
    )
