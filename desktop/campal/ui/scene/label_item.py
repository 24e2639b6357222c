"""A text label that keeps its screen size at every zoom, on a pale box so it reads over any map."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .box_stamp import draw_rounded_box
from .style import GM_STYLE, SceneStyle

LABEL_PX = 12
PAD_PX = 3.0
_PLAIN = (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)
KEPT = 4096  # text widths remembered; past it the cache starts again

# A width costs a text shaping (tens of microseconds), and the same few texts come back at
# every layout of the map and every move of a drag: names, states, distances.
_widths: dict[tuple[str, str], float] = {}


def _width(font: QFont, key: str, text: str) -> float:
    width = _widths.get((key, text))
    if width is None:
        if len(_widths) >= KEPT:
            _widths.clear()
        width = _widths[(key, text)] = QFontMetricsF(font).horizontalAdvance(text)
    return width


class LabelItem(QGraphicsItem):
    """Centred on its position; drawn in screen pixels (ItemIgnoresTransformations)."""

    def __init__(self, text: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._font = QFont()
        self._font.setPixelSize(LABEL_PX)
        self._font.setBold(True)
        self.text_colour = QColor(25, 25, 25)
        self.box_colour = QColor(255, 255, 255, 200)
        self._text = ""
        self._rect = QRectF()
        self._font_key = self._font.key()
        self._line = (0.0, 0.0)  # the line's height and ascent in this font
        self._baseline = QPointF()
        # Where the label belongs, for a scene's label layout: the point it names, and how far
        # above that point (metres) its usual place ends. The layout may move it from there.
        self.anchor = QPointF()
        self.lift_m: float | None = None  # None: centred on the anchor
        self.given_way = False  # the layout found no room for it: not drawn
        self.set_text(text)

    def place_at(self, at: QPointF | None) -> None:
        """Where the label layout put it (scene), or None when it gives way."""
        given_way = at is None
        if at is not None and at != self.pos():
            self.setPos(at)
        if given_way != self.given_way:
            self.given_way = given_way
            self.update()

    def text(self) -> str:
        return self._text

    def apply_style(self, style: SceneStyle) -> None:
        """Take the label size and contrast of the scene it is shown in."""
        self._font.setPixelSize(max(6, round(style.label_px(LABEL_PX))))
        self._font_key = self._font.key()
        self._line = (0.0, 0.0)
        self.box_colour.setAlpha(255 if style.high_contrast else 200)
        self.set_text(self._text)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value is not None:
            self.apply_style(getattr(value, "style", GM_STYLE))
        return super().itemChange(change, value)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self._text = text
        if not self._line[0]:
            metrics = QFontMetricsF(self._font)
            self._line = (metrics.height(), metrics.ascent())
        line, ascent = self._line
        advance = _width(self._font, self._font_key, text)
        width, height = advance + 2 * PAD_PX, line + PAD_PX
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        # The text centred in its box, from its baseline: drawing at a point skips the layout
        # that drawing into a rectangle with an alignment does at every paint.
        self._baseline = QPointF(-advance / 2, ascent - line / 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._text or self.given_way:
            return
        draw_rounded_box(painter, self._rect, 3, self.box_colour)
        painter.setFont(self._font)
        painter.setPen(self.text_colour)
        at = self._baseline
        transform = painter.worldTransform()
        if transform.type() in _PLAIN:
            # On whole pixels, as its box is stamped: the glyphs drawn once are drawn again
            # from the cache, whatever fraction of a pixel the label stands at.
            at = QPointF(
                round(transform.dx() + at.x()) - transform.dx(),
                round(transform.dy() + at.y()) - transform.dy(),
            )
        painter.drawText(at, self._text)
