"""The parts of a token that keep their size on screen: a character's marker, the kind icon, the
name, the health bar, the state, the attached characters, and the hidden and engaged marks.

A separate top-level item above every token body, so a neighbour never covers a name. Details
appear once the token is large enough on screen to carry them (or when it is selected or under
the mouse); a field of a thousand tokens seen whole shows only their shapes.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from ...core.model import Battle, Character
from .palette import Z_TOKENS
from .style import GM_STYLE, SceneStyle
from .token_icons import crossed_swords, draw_icon, eye_slash
from .token_item import ENGAGED, TokenItem
from .token_look import attached_names, health_of, icon_kind, state_badge

LABEL_PX = 12.0
MARKER_PX = 7.0  # a character's marker radius
DETAIL_PX = 22.0  # a unit this wide on screen shows its icon, name and bars
CHARACTER_DETAIL_SCALE = 0.6  # pixels per metre from which characters show their names
BAR_W, BAR_H = 40.0, 5.0
Z_BADGES = Z_TOKENS + 50.0


def view_scale(widget: QWidget | None, fallback: float) -> float:
    """Pixels per metre of the view being painted (a render to an image has no view)."""
    view = widget.parentWidget() if widget is not None else None
    return view.transform().m11() if isinstance(view, QGraphicsView) else fallback


class TokenBadges(QGraphicsItem):
    def __init__(self, body: TokenItem) -> None:
        super().__init__()
        self.body = body
        body.badges = self
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_BADGES)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.style = GM_STYLE
        self.font = QFont()
        self.small = QFont()
        self.name = ""
        self.icon = "infantry"
        self.health: tuple[int, int] | None = None
        self.state: tuple[str, bool] | None = None
        self.attached: tuple[str, ...] = ()
        self._bounds = QRectF()
        self._marker = QPainterPath()
        # The zoom of the one view that shows this scene, when known: a badge with nothing to
        # show at that zoom is hidden, so repainting a field of a thousand tokens skips it.
        self.scale_hint: float | None = None

    def refresh_visibility(self) -> None:
        hint = self.scale_hint
        self.setVisible(hint is None or isinstance(self.body.token, Character) or self.shows_details(hint))

    def set_token(self, battle: Battle, style: SceneStyle) -> None:
        self.prepareGeometryChange()
        token = self.body.token
        self.style = style
        self.font.setPixelSize(max(6, round(style.label_px(LABEL_PX))))
        self.font.setBold(True)
        self.small.setPixelSize(max(6, round(style.label_px(LABEL_PX * 0.8))))
        self.name = token.name
        self.icon = icon_kind(token)
        self.health = health_of(token)
        badge = state_badge(token)
        self.state = (badge.text, badge.calm) if badge else None
        self.attached = attached_names(battle, token.id) if not isinstance(token, Character) else ()
        self.setPos(self.body.pos())
        unit_px = self._px(1.0)
        # Marks sit either side of the name: room for them on both sides keeps it centred.
        marks = 40 + 20 * len(self.attached)
        width = QFontMetricsF(self.font).horizontalAdvance(self.name) + 2 * marks * unit_px
        height = 90 * unit_px
        self._bounds = QRectF(-width / 2, -height * 0.45, width, height)
        self._marker = QPainterPath()
        if isinstance(token, Character):
            self._marker.addEllipse(QPointF(0, 0), self._px(MARKER_PX), self._px(MARKER_PX))
        self.refresh_visibility()
        self.update()

    def _px(self, base: float) -> float:
        return self.style.label_px(base)

    def boundingRect(self) -> QRectF:
        return self._bounds

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
        scale = view_scale(widget, 100.0)
        is_character = isinstance(self.body.token, Character)
        if is_character:
            self._paint_marker(painter)
        if not self.shows_details(scale):
            return
        icon_px = self._px(16.0)
        if not is_character:
            painter.setPen(QPen(QColor(255, 255, 255, 235), max(1.2, self._px(1.6))))
            draw_icon(painter, self.icon, icon_px)
        y = self._px(MARKER_PX + 4) if is_character else icon_px * 0.45
        label = self._paint_name(painter, y)
        y = label.bottom() + self._px(2)
        if self.health is not None:
            self._paint_health(painter, y)
            y += self._px(BAR_H + 2)
        if self.state is not None:
            self._paint_state(painter, y)
        self._paint_marks(painter, label)

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

    def _paint_name(self, painter: QPainter, top: float) -> QRectF:
        metrics = QFontMetricsF(self.font)
        pad = self._px(3)
        width = metrics.horizontalAdvance(self.name) + 2 * pad
        box = QRectF(-width / 2, top, width, metrics.height() + pad * 0.6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 255 if self.style.high_contrast else 215))
        painter.drawRoundedRect(box, 3, 3)
        painter.setFont(self.font)
        painter.setPen(QColor(20, 20, 20))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.name)
        return box

    def _paint_health(self, painter: QPainter, top: float) -> None:
        assert self.health is not None
        current, full = self.health
        share = min(max(current / full, 0.0), 1.0)
        width, height = self._px(BAR_W), self._px(BAR_H)
        back = QRectF(-width / 2, top, width, height)
        painter.setPen(QPen(QColor(20, 20, 20), 1))
        painter.setBrush(QColor(60, 60, 60, 200))
        painter.drawRect(back)
        colour = QColor(60, 170, 60) if share > 0.5 else QColor(230, 170, 30) if share > 0.25 else ENGAGED
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRect(QRectF(back.left(), back.top(), width * share, height))

    def _paint_state(self, painter: QPainter, top: float) -> None:
        assert self.state is not None
        text, calm = self.state
        metrics = QFontMetricsF(self.small)
        pad = self._px(3)
        width = metrics.horizontalAdvance(text) + 2 * pad
        box = QRectF(-width / 2, top, width, metrics.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(50, 50, 50, 170) if calm else QColor(190, 60, 20, 235))
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.setFont(self.small)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_marks(self, painter: QPainter, label: QRectF) -> None:
        """Hidden on the left of the name; engaged and attached characters on its right."""
        size = self._px(12)
        mid = label.center().y()
        if self.body.token.hidden:
            painter.save()
            painter.translate(label.left() - size * 0.8, mid)
            painter.setPen(QPen(QColor(20, 20, 20), 1.6))
            painter.setBrush(QColor(255, 255, 255, 220))
            painter.drawEllipse(QPointF(0, 0), size * 0.7, size * 0.7)
            eye_slash(painter, size)
            painter.restore()
        x = label.right() + size * 0.8
        if self.body.engaged:
            painter.save()
            painter.translate(x, mid)
            painter.setPen(QPen(ENGAGED, 2.2))
            crossed_swords(painter, size)
            painter.restore()
            x += size * 1.3
        for name in self.attached:
            painter.setPen(QPen(QColor("white"), 1.2))
            painter.setBrush(QColor(120, 80, 20))
            painter.drawEllipse(QPointF(x, mid), size * 0.65, size * 0.65)
            painter.setFont(self.small)
            initial = QRectF(x - size, mid - size, 2 * size, 2 * size)
            painter.drawText(initial, Qt.AlignmentFlag.AlignCenter, name[:1].upper())
            x += size * 1.4
