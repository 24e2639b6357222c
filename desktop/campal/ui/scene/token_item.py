"""What unit and character items share: the side's colours, the selected, hovered, engaged,
hidden and ghost looks, and the tooltip. The shape itself is the subclass's.

The body is drawn in metres and cached as a pixmap per view (tokens change far less often than
the map is repainted); everything that must keep its size on screen is in ``TokenBadges``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...core.model import Battle, Character, Unit
from .token_look import tooltip_text

if TYPE_CHECKING:
    from .token_badges import TokenBadges

Token = Unit | Character

SELECTED = QColor(255, 255, 255)
SELECTED_RIM = QColor(20, 110, 255)
HOVERED = QColor(255, 235, 140)
ENGAGED = QColor(215, 30, 30)
GHOST_OPACITY = 0.35
SMALL_PX = 16.0  # a token smaller than this on screen is drawn as a patch of its side's colour
HIDDEN_OPACITY = 0.7
FILL_ALPHA = 215  # the map shows faintly through a token's body


class TokenItem(QGraphicsRectItem):
    def __init__(self, token: Token) -> None:
        super().__init__()
        self.token: Token = token
        self.colour = QColor("#3366cc")
        self.selected = False
        self.hovered = False
        self.engaged = False
        self.ghost = False
        self.picture: QImage | None = None
        self.path = QPainterPath()
        self.span = 0.0  # the longer side of the path's bounds, in metres (see is_patch)
        # Its rectangle is its bounds, read by Qt without calling into Python: a repaint asks
        # every item of the scene for its bounds.
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.extent = (0.0, 0.0, 0.0, 0.0)
        self.drawn_extent = (0.0, 0.0, 0.0, 0.0)  # all it paints, rims included, in scene metres
        # It draws nothing itself while drawn among the patches, or while it stands far from
        # the view (see LabelLayer.relayout): a repaint then passes it at once.
        self.patch = False
        self.far = False
        # Whether ItemHasNoContents is set, kept here: reading flags() back makes Python enums,
        # and a zoom asks every token of the field (some 10 ms at 4,000 tokens).
        self._quiet = False
        self.badges: TokenBadges | None = None
        self.looks_changed: Callable[[TokenItem], None] | None = None  # the scene lays its labels out again
        # The scene notes the item is to be looked at again at its next refresh (a ghost's look).
        self.looks_marked: Callable[[TokenItem], None] | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    @property
    def token_id(self) -> str:
        return self.token.id

    def set_token(
        self, token: Token, colour: str, battle: Battle, gm_view: bool, picture: QImage | None = None
    ) -> None:
        self.prepareGeometryChange()
        self.token = token
        self.colour = QColor(colour)
        self.picture = picture
        self.path = self.outline()
        outline = self.path.boundingRect()
        self.span = max(outline.width(), outline.height())
        # Cosmetic rims reach past the shape by a few pixels; at small zooms a pixel is metres.
        drawn = self.drawn_rect()
        grow = max(drawn.width(), drawn.height()) * 0.1 + 2.0
        self.setRect(drawn.adjusted(-grow, -grow, grow, grow))
        self.setToolTip(tooltip_text(battle, token) if gm_view else "")
        self.setOpacity(GHOST_OPACITY if self.ghost else HIDDEN_OPACITY if token.hidden else 1.0)
        self.place()
        body = outline.translated(self.pos())
        # The body's box in scene metres, for the label layout to keep labels off it.
        self.extent = (body.left(), body.top(), body.right(), body.bottom())
        drawn = self.sceneBoundingRect()
        self.drawn_extent = (drawn.left(), drawn.top(), drawn.right(), drawn.bottom())
        if self.badges is not None:
            self.badges.forget_facts()
        self.update()

    def outline(self) -> QPainterPath:
        raise NotImplementedError

    def place(self) -> None:
        raise NotImplementedError

    def drawn_rect(self) -> QRectF:
        """What the body paints, in item coordinates."""
        return self.path.boundingRect()

    def set_looks(self, *, selected: bool | None = None, engaged: bool | None = None) -> None:
        changed = False
        if selected is not None and selected != self.selected:
            self.selected, changed = selected, True
        if engaged is not None and engaged != self.engaged:
            self.engaged, changed = engaged, True
        if changed:
            self._refresh_badges()

    def set_drawing(self, *, patch: bool | None = None, far: bool | None = None) -> None:
        """Whether it is drawn among the patches, and whether it stands far from the view."""
        if patch is not None:
            self.patch = patch
        if far is not None:
            self.far = far
        quiet = self.patch or self.far
        if quiet != self._quiet:
            self._quiet = quiet
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, quiet)

    def set_ghost(self, ghost: bool) -> None:
        """The drag leaves a faint copy at the start."""
        self.ghost = ghost
        if self.badges is not None:
            self.badges.looks_changed()
        if self.looks_marked is not None:
            self.looks_marked(self)
        self.setOpacity(GHOST_OPACITY if ghost else HIDDEN_OPACITY if self.token.hidden else 1.0)

    def shape(self) -> QPainterPath:
        return self.path

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self._refresh_badges()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self._refresh_badges()

    def _refresh_badges(self) -> None:
        self.update()
        if self.badges is not None:
            self.badges.looks_changed()
        if self.looks_changed is not None:
            self.looks_changed(self)

    def rim_pen(self) -> QPen:
        pen = QPen(self.colour.darker(170), 1.5)
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        if self.token.hidden or self.ghost:
            pen.setStyle(Qt.PenStyle.DashLine)
        return pen

    def paint_rims(self, painter: QPainter) -> None:
        """Engaged, hovered and selected rims over the body, outermost first."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for on, colour, width in (
            (self.engaged, ENGAGED, 4.0),
            (self.selected, SELECTED_RIM, 4.5),
            (self.selected, SELECTED, 2.0),
            (self.hovered and not self.selected, HOVERED, 2.5),
        ):
            if on:
                pen = QPen(colour, width)
                pen.setCosmetic(True)
                pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
                painter.setPen(pen)
                painter.drawPath(self.path)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        fill = QColor(self.colour)
        fill.setAlpha(FILL_ALPHA)
        rect = self.path.boundingRect()
        size_px = max(rect.width(), rect.height()) * painter.worldTransform().m11()
        self.paint_body(painter, fill)
        if size_px < SMALL_PX and not (self.selected or self.hovered or self.engaged):
            return  # a few pixels across, the side's colour is all that reads
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self.rim_pen())
        painter.drawPath(self.path)
        self.paint_extras(painter)
        self.paint_rims(painter)

    def paint_body(self, painter: QPainter, fill: QColor) -> None:
        """The body's translucent fill. Into the item's own cached picture, which starts
        transparent, the fill replaces what is there rather than blending with it: the same
        pixels, and Qt's raster engine fills an anti-aliased translucent shape some ten times
        faster so. A zoom draws every token in view again."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(fill))
        if not self._into_own_picture(painter):
            painter.drawPath(self.path)
            return
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        painter.drawPath(self.path)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)

    def _into_own_picture(self, painter: QPainter) -> bool:
        """Whether the painter draws into this item's cached picture: a pixmap of the item's
        own size on screen (a view's window, a grab or an export is something larger)."""
        device = painter.device()
        if not isinstance(device, QPixmap) or self.cacheMode() == QGraphicsItem.CacheMode.NoCache:
            return False
        ratio = device.devicePixelRatioF() or 1.0
        drawn = painter.worldTransform().mapRect(self.boundingRect())
        return device.width() / ratio <= drawn.width() + 2 and device.height() / ratio <= drawn.height() + 2

    def paint_extras(self, painter: QPainter) -> None:
        pass
