"""The parts of a token that keep their size on screen: a character's marker, the kind icon, and
the block of labels (name and marks, health bar, state) where the scene's label layout put it.

A separate top-level item above every token body, so a neighbour never covers a name. Details
appear once the token is large enough on screen to carry them (or when it is selected or under
the mouse); a field of a thousand tokens seen whole shows only their shapes. Where the layout
moved the block away from the token, a short leader line leads back to it.

Each view keeps the item's picture (Qt's device cache), which Qt itself drops only when asked
to: the badge keeps what the picture was drawn from and asks whenever any of it changes. A new
health or state leaves the block's size and place as they were, so following the geometry
alone would show the old ones until a zoom or a pan moved the block.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...core.labels import LabelRequest
from ...core.model import Battle, Character
from .palette import Z_TOKENS
from .style import GM_STYLE, SceneStyle
from .token_icons import draw_icon
from .token_item import ENGAGED, TokenItem
from .token_label_block import LabelBlock
from .token_look import attached_names, facing_of, health_of, icon_kind, state_badge

MARKER_PX = 7.0  # a character's marker radius
DETAIL_PX = 22.0  # a unit this wide on screen shows its icon, name and bars
CHARACTER_DETAIL_SCALE = 0.6  # pixels per metre from which characters show their names
ICON_PX = 16.0
MAX_CLEAR_PX = 60.0  # how far side spots step around a token's own body, at most
Z_BADGES = Z_TOKENS + 50.0


def placement_anchor(extent: tuple[float, float, float, float], scale: float) -> tuple[float, float]:
    """Where a token's labels are anchored, in the scene's pixels: its body's centre."""
    left, top, right, bottom = extent
    return (left + right) / 2 * scale, (top + bottom) / 2 * scale


def view_scale(widget: QWidget | None, fallback: float) -> float:
    """Pixels per metre of the view being painted (a render to an image has no view)."""
    view = widget.parentWidget() if widget is not None else None
    return view.transform().m11() if isinstance(view, QGraphicsView) else fallback


class TokenBadges(QGraphicsRectItem):
    def __init__(self, body: TokenItem) -> None:
        super().__init__()
        self.body = body
        body.badges = self
        self.forgot: Callable[[TokenBadges], None] | None = None  # its label table reads it again
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        # Drawn at one size at every zoom: the cached pixmap outlives zooming and panning, and
        # nothing else: it is dropped whenever what it was drawn from changes (``_follow``).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._drawn_from: tuple[object, ...] | None = None
        self.setZValue(Z_BADGES)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.style = GM_STYLE
        self.block = LabelBlock()
        self.icon = "infantry"
        # Its rectangle is its bounds, read by Qt without calling into Python: a repaint asks
        # every item of the scene for its bounds.
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self._icon_bounds = QRectF()
        self._marker = QPainterPath()
        # Where the layout put the block (None: it gave way), in the item's pixels.
        self.placed: QRectF | None = None
        self.form = 0
        self.leader = False
        # The zoom of the one view that shows this scene, when known: a badge with nothing to
        # show at that zoom is hidden, so repainting a field of a thousand tokens skips it.
        self.scale_hint: float | None = None
        self._drop = 0.0
        self._least_clear = 0.0
        self.facing: float | None = None  # a character's, drawn as a notch on its marker
        # What the label layout needs to know of this token, kept until the token changes.
        self._facts: tuple[float, ...] | None = None
        # Its token stands well outside the region its view's labels were laid out for, so
        # nothing of it can show there: hidden, a repaint passes it (see LabelLayer.relayout).
        self.far = False
        self.park: QGraphicsItem | None = None  # where it waits while far, beside its home

    @property
    def name(self) -> str:
        return self.block.text.name

    @property
    def attached(self) -> tuple[str, ...]:
        return self.block.text.attached

    @property
    def health(self) -> tuple[int, int] | None:
        return self.block.text.health

    @property
    def state(self) -> tuple[str, bool] | None:
        return self.block.text.state

    def refresh_visibility(self) -> None:
        hint = self.scale_hint
        shown = hint is None or isinstance(self.body.token, Character) or self.shows_details(hint)
        self.setVisible(not self.far and (shown or self.placed is not None))

    def set_far(self, far: bool) -> None:
        """Its token stands far from the view, or no longer: its badge and body are passed,
        and wait in the scene's park (see ``FarPark``) when it has one."""
        if far != self.far:
            self.far = far
            self.body.set_drawing(far=far)
            self.refresh_visibility()
            park = self.park
            if park is not None:
                parent = park if far else park.parentItem()
                self.body.setParentItem(parent)
                self.setParentItem(parent)

    def set_token(self, battle: Battle, style: SceneStyle) -> None:
        token = self.body.token
        self.style = style
        self.block.set_style(style)
        text = self.block.text
        text.name = token.name
        text.health = health_of(token)
        badge = state_badge(token)
        text.state = (badge.text, badge.calm) if badge else None
        text.attached = attached_names(battle, token.id) if not isinstance(token, Character) else ()
        text.hidden = token.hidden
        self.block.changed()
        self.icon = icon_kind(token)
        self.facing = facing_of(token) if isinstance(token, Character) else None
        self.setPos(self.body.pos())
        self._marker = QPainterPath()
        if isinstance(token, Character):
            self._marker.addEllipse(QPointF(0, 0), self._px(MARKER_PX), self._px(MARKER_PX))
        self._drop = self.drop()
        least = self._px(MARKER_PX) if isinstance(token, Character) else 0.0
        self._least_clear = max(least, self._px(ICON_PX) / 2)
        icon = self._px(ICON_PX)
        self._icon_bounds = QRectF(-icon, -icon, 2 * icon, 2 * icon)
        self.place(self.usual(0))
        self.forget_facts()
        self.refresh_visibility()
        self._follow()

    def _px(self, base: float) -> float:
        return self.style.label_px(base)

    # layout
    def drop(self) -> float:
        """From the token's centre to the top of the block in its usual place, in pixels."""
        if isinstance(self.body.token, Character):
            return self._px(MARKER_PX + 4)
        return self._px(ICON_PX) * 0.45

    def usual(self, form: int) -> QRectF:
        width, height = self.block.sizes()[form]
        return QRectF(-width / 2, self.drop(), width, height)

    def forget_facts(self) -> None:
        """The token's text, place, looks or shape changed: the layout asks again."""
        self._facts = None
        if self.forgot is not None:
            self.forgot(self)

    def facts(self) -> tuple[float, ...]:
        """The token's box in metres, looks, kind and label sizes, for the layout's columns
        (``label_table.FACTS`` names them); the same at every zoom."""
        known = self._facts
        if known is None:
            body = self.body
            self.block.text.engaged = body.engaged
            sizes = self.block.sizes()
            short = sizes[1] if len(sizes) > 1 else (math.nan, math.nan)
            token = body.token
            character = isinstance(token, Character)
            known = self._facts = (
                *body.extent,
                *body.drawn_extent,
                body.selected,
                body.hovered,
                body.engaged,
                body.ghost,
                character,
                0.0 if character else token.frontage,
                *sizes[0],
                *short,
                self._drop,
                self._least_clear,
            )
        return known

    def request(self, scale: float, priority: int) -> LabelRequest:
        """What the layout is asked to place for this token at ``scale`` pixels per metre."""
        body = self.body
        self.block.text.engaged = body.engaged
        left, top, right, bottom = body.extent
        clear = math.ceil(min(max(right - left, bottom - top) * scale / 2, MAX_CLEAR_PX))
        return LabelRequest(
            body.token_id,
            placement_anchor(body.extent, scale),
            self.block.sizes(),
            self._drop,
            max(clear, self._least_clear),
            priority,
            body.selected,
            False,
            body.token_id,
        )

    def place(self, rect: QRectF | None, form: int = 0, leader: bool = False) -> None:
        if rect == self.placed and form == self.form and leader == self.leader:
            return
        self.prepareGeometryChange()
        self.placed, self.form, self.leader = rect, form, leader
        # A zoom moves tens of blocks at once: the icon's box is kept with the style.
        bounds = self._icon_bounds
        if rect is not None:
            bounds = bounds.united(rect.adjusted(-2, -2, 2, 2))
        self.setRect(bounds)
        self.refresh_visibility()
        self._follow()

    def label_rect(self) -> QRectF | None:
        """The block as drawn, in the item's pixels (None when it gave way or is not shown)."""
        if not self.isVisible() or self.body.ghost or self.placed is None:
            return None
        return self.placed  # a small token's block shows when the layout found it room

    # drawing
    def _picture_source(self) -> tuple[object, ...]:
        """Everything the badge's picture is drawn from, but the zoom (Qt's device cache keeps
        a picture per zoom of its own): the block's texts and marks, where the layout put it,
        the icon, facing and marker, the style, and the body's looks."""
        text, body = self.block.text, self.body
        return (
            text.name,
            text.health,
            text.state,
            text.attached,
            text.hidden,
            self.icon,
            self.facing,
            self.style,
            body.colour.rgba(),
            body.selected,
            body.hovered,
            body.engaged,
            body.ghost,
            self.placed,
            self.form,
            self.leader,
        )

    def _follow(self) -> None:
        """Drop the cached picture when what it was drawn from changed since; only then, so a
        command redraws the badges of the tokens it changed and no other."""
        source = self._picture_source()
        if source != self._drawn_from:
            self._drawn_from = source
            self.update()

    def looks_changed(self) -> None:
        """The body's selected, hovered, engaged or ghost look changed."""
        self.forget_facts()
        self.refresh_visibility()
        self._follow()

    def shape(self) -> QPainterPath:
        return self._marker

    def shows_details(self, scale: float) -> bool:
        body = self.body
        if body.selected or body.hovered:
            return True
        token = body.token
        if isinstance(token, Character):
            return scale >= CHARACTER_DETAIL_SCALE
        return token.frontage * scale >= DETAIL_PX

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.body.ghost:
            return
        scale = view_scale(widget, self.scale_hint or 100.0)
        is_character = isinstance(self.body.token, Character)
        if is_character:
            self._paint_marker(painter)
        details = self.shows_details(scale)
        if details and not is_character:
            painter.setPen(QPen(QColor(255, 255, 255, 235), max(1.2, self._px(1.6))))
            draw_icon(painter, self.icon, self._px(ICON_PX))
        # Too small for its icon, a token still shows the block the layout found room for.
        if self.placed is None:
            return
        # A fanned-out block's leader line is drawn beneath the tokens (``leader_lines``).
        self.block.paint(painter, self.placed, self.form)

    def _paint_facing(self, painter: QPainter, radius: float, facing: float) -> None:
        # A dark wedge on the rim where the person looks (clockwise from the map's up).
        turn = math.radians(facing)
        ahead, across = QPointF(math.sin(turn), -math.cos(turn)), QPointF(math.cos(turn), math.sin(turn))
        # Past the selection ring, so it reads on a picked token too; inside the item's bounds.
        tip = ahead * (radius + self._px(8.5))
        half = self._px(4.5)
        base = ahead * (radius - 1.0)
        wedge = QPolygonF([tip, base + across * half, base - across * half])
        painter.setPen(QPen(QColor("white"), 1.0))
        painter.setBrush(QColor(20, 20, 20))
        painter.drawPolygon(wedge)

    def _paint_marker(self, painter: QPainter) -> None:
        radius = self._px(MARKER_PX)
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(self.body.colour)
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        painter.setPen(QPen(QColor("white"), 1.2))
        draw_icon(painter, "character", radius * 1.5)
        if self.body.selected or self.body.hovered or self.body.engaged:
            colour = ENGAGED if self.body.engaged and not self.body.selected else QColor(20, 110, 255)
            painter.setPen(QPen(colour, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), radius + 2.5, radius + 2.5)
        if self.facing is not None:
            self._paint_facing(painter, radius, self.facing)
