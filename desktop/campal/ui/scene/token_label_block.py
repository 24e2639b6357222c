"""A token's block of labels: the name with its marks, the health bar and the state pill, stacked.

The block is measured apart from where it is drawn, so the label layout can place it (or its
smaller form, the name row alone) before anything is painted. Sizes are screen pixels.

On screen the block is drawn once into an image and stamped from it on whole pixels until its
text, form or style change: a zoom moves most blocks of the map, and each moved token's cached
picture is drawn again; stamping the block is a tenth of shaping its texts and filling its
boxes anew.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen

from .box_stamp import clear_image, draw_rounded_box, pixel_ratio, shifts_only, stamp_image
from .style import SceneStyle
from .token_icons import crossed_swords, eye_slash
from .token_item import ENGAGED

LABEL_PX = 12.0
BAR_W, BAR_H = 40.0, 5.0
FULL, NAME_ONLY = 0, 1
STAMP_MARGIN_PX = 2  # marks reach a little past the block's box


@dataclass
class BlockText:
    name: str = ""
    health: tuple[int, int] | None = None
    state: tuple[str, bool] | None = None  # the text, and whether the state is a calm one
    attached: tuple[str, ...] = ()
    hidden: bool = False
    engaged: bool = False


class LabelBlock:
    def __init__(self) -> None:
        self.font = QFont()
        self.small = QFont()
        self.text = BlockText()
        self.style = SceneStyle()
        # Measuring text is the layout's dearest step: sizes are kept until text or style change.
        self._sizes: dict[bool, tuple[tuple[float, float], ...]] = {}
        # The block as last stamped, and what it showed: drawn again when any of that changes.
        self._stamp: tuple[tuple[object, ...], QImage] | None = None

    def changed(self) -> None:
        """The text changed: measure again."""
        self._sizes = {}

    def set_style(self, style: SceneStyle) -> None:
        self._sizes = {}
        self.style = style
        self.font.setPixelSize(max(6, round(style.label_px(LABEL_PX))))
        self.font.setBold(True)
        self.small.setPixelSize(max(6, round(style.label_px(LABEL_PX * 0.8))))

    def px(self, base: float) -> float:
        return self.style.label_px(base)

    # measuring
    def _mark(self) -> float:
        return self.px(12)

    def _marks(self) -> tuple[float, float]:
        """Room taken left and right of the name by the hidden, engaged and attached marks."""
        size = self._mark()
        left = size * 1.5 if self.text.hidden else 0.0
        right = (size * 1.3 if self.text.engaged else 0.0) + size * 1.4 * len(self.text.attached)
        return left, right + (size * 0.2 if right else 0.0)

    def _name_size(self) -> tuple[float, float]:
        metrics = QFontMetricsF(self.font)
        pad = self.px(3)
        return metrics.horizontalAdvance(self.text.name) + 2 * pad, metrics.height() + pad * 0.6

    def sizes(self) -> tuple[tuple[float, float], ...]:
        """The full block and the name row alone, in pixels; the second only when it differs."""
        known = self._sizes.get(self.text.engaged)
        if known is None:
            known = self._sizes[self.text.engaged] = self._measure()
        return known

    def _measure(self) -> tuple[tuple[float, float], ...]:
        name_w, name_h = self._name_size()
        left, right = self._marks()
        # The name stays centred on the block, so the wider side's marks count twice.
        row_w = name_w + 2 * max(left, right)
        width, height = row_w, name_h
        if self.text.health is not None:
            width = max(width, self.px(BAR_W))
            height += self.px(BAR_H + 4)
        if self.text.state is not None:
            width = max(width, QFontMetricsF(self.small).horizontalAdvance(self.text.state[0]) + self.px(6))
            height += QFontMetricsF(self.small).height()
        if (width, height) == (row_w, name_h):
            return ((width, height),)
        return ((width, height), (row_w, name_h))

    # painting
    def paint(self, painter: QPainter, box: QRectF, form: int) -> None:
        """The block in ``box`` (the painter's pixels): stamped when the painter only shifts,
        drawn plainly when it scales (an export)."""
        if not shifts_only(painter):
            self.draw(painter, box, form)
            return
        ratio = pixel_ratio(painter)
        text = self.text
        key = (
            text.name,
            text.health,
            text.state,
            text.attached,
            text.hidden,
            text.engaged,
            form,
            math.ceil(box.width()),
            math.ceil(box.height()),
            self.style,
            ratio,
        )
        stamp = self._stamp
        if stamp is None or stamp[0] != key:
            stamp = self._stamp = (key, self._render(box, form, ratio))
        stamp_image(painter, stamp[1], box.left() - STAMP_MARGIN_PX, box.top() - STAMP_MARGIN_PX)

    def _render(self, box: QRectF, form: int, ratio: float) -> QImage:
        margin = STAMP_MARGIN_PX
        image = clear_image(math.ceil(box.width()) + 2 * margin, math.ceil(box.height()) + 2 * margin, ratio)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.draw(painter, QRectF(margin, margin, box.width(), box.height()), form)
        painter.end()
        return image

    def draw(self, painter: QPainter, box: QRectF, form: int) -> None:
        name_w, name_h = self._name_size()
        name = QRectF(box.center().x() - name_w / 2, box.top(), name_w, name_h)
        self._paint_name(painter, name)
        self._paint_marks(painter, name)
        if form != FULL:
            return
        y = name.bottom() + self.px(2)
        if self.text.health is not None:
            self._paint_health(painter, box.center().x(), y)
            y += self.px(BAR_H + 4)
        if self.text.state is not None:
            self._paint_state(painter, box.center().x(), y)

    def _paint_name(self, painter: QPainter, box: QRectF) -> None:
        draw_rounded_box(painter, box, 3, QColor(255, 255, 255, 255 if self.style.high_contrast else 225))
        painter.setFont(self.font)
        painter.setPen(QColor(20, 20, 20))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text.name)

    def _paint_health(self, painter: QPainter, centre: float, top: float) -> None:
        assert self.text.health is not None
        current, full = self.text.health
        share = min(max(current / full, 0.0), 1.0)
        width, height = self.px(BAR_W), self.px(BAR_H)
        back = QRectF(centre - width / 2, top, width, height)
        painter.setPen(QPen(QColor(20, 20, 20), 1))
        painter.setBrush(QColor(60, 60, 60, 200))
        painter.drawRect(back)
        colour = QColor(60, 170, 60) if share > 0.5 else QColor(230, 170, 30) if share > 0.25 else ENGAGED
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRect(QRectF(back.left(), back.top(), width * share, height))

    def _paint_state(self, painter: QPainter, centre: float, top: float) -> None:
        assert self.text.state is not None
        text, calm = self.text.state
        metrics = QFontMetricsF(self.small)
        width = metrics.horizontalAdvance(text) + self.px(6)
        box = QRectF(centre - width / 2, top, width, metrics.height())
        draw_rounded_box(
            painter, box, box.height() / 2, QColor(50, 50, 50, 190) if calm else QColor(190, 60, 20, 235)
        )
        painter.setFont(self.small)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_marks(self, painter: QPainter, label: QRectF) -> None:
        """Hidden on the left of the name; engaged and attached characters on its right."""
        size = self._mark()
        mid = label.center().y()
        if self.text.hidden:
            painter.save()
            painter.translate(label.left() - size * 0.8, mid)
            painter.setPen(QPen(QColor(20, 20, 20), 1.6))
            painter.setBrush(QColor(255, 255, 255, 220))
            painter.drawEllipse(QPointF(0, 0), size * 0.7, size * 0.7)
            eye_slash(painter, size)
            painter.restore()
        x = label.right() + size * 0.8
        if self.text.engaged:
            painter.save()
            painter.translate(x, mid)
            painter.setPen(QPen(ENGAGED, 2.2))
            crossed_swords(painter, size)
            painter.restore()
            x += size * 1.3
        for name in self.text.attached:
            painter.setPen(QPen(QColor("white"), 1.2))
            painter.setBrush(QColor(120, 80, 20))
            painter.drawEllipse(QPointF(x, mid), size * 0.65, size * 0.65)
            painter.setFont(self.small)
            initial = QRectF(x - size, mid - size, 2 * size, 2 * size)
            painter.drawText(initial, Qt.AlignmentFlag.AlignCenter, name[:1].upper())
            x += size * 1.4
