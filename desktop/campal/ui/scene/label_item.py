"""A text label that keeps its screen size at every zoom, on a pale box so it reads over any map."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .box_stamp import draw_rounded_box
from .style import GM_STYLE, SceneStyle

LABEL_PX = 12
PAD_PX = 3.0


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
        self.box_colour.setAlpha(255 if style.high_contrast else 200)
        self.set_text(self._text)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value is not None:
            self.apply_style(getattr(value, "style", GM_STYLE))
        return super().itemChange(change, value)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self._text = text
        metrics = QFontMetricsF(self._font)
        width = metrics.horizontalAdvance(text) + 2 * PAD_PX
        height = metrics.height() + PAD_PX
        self._rect = QRectF(-width / 2, -height / 2, width, height)
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
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)
