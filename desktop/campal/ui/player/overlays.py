"""Large, plain overlays for the players' window: sides, round and step, the latest roll."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ...core.model import Side
from ..scene.box_stamp import draw_rounded_box

ROLL_SHOWN_MS = 5000


def _font(widget: QWidget, px: float, bold: bool = True) -> QFont:
    font = QFont(widget.font())
    font.setPixelSize(max(8, round(px)))
    font.setBold(bold)
    return font


class _Overlay(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.base_px = 20.0

    def _box(self, painter: QPainter, rect: QRectF, fill: QColor) -> None:
        draw_rounded_box(painter, rect, 6, fill)


class SideBanners(_Overlay):
    """One banner a side along the top: its colour and its name."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._sides: list[Side] = []

    def set_sides(self, sides: list[Side]) -> None:
        self._sides = sides
        self.setVisible(bool(sides))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(40, 40, 38))  # the strip above the map
        font = _font(self, self.base_px)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        x, pad = 10.0, self.base_px * 0.5
        for side in self._sides:
            width = metrics.horizontalAdvance(side.name) + 3 * pad + self.base_px
            box = QRectF(x, 8, width, metrics.height() + pad)
            self._box(painter, box, QColor(20, 20, 20, 200))
            chip = QRectF(box.left() + pad, box.center().y() - self.base_px / 2, self.base_px, self.base_px)
            painter.setBrush(QColor(side.colour))
            painter.setPen(QColor("white"))
            painter.drawRect(chip)
            painter.setPen(QColor("white"))
            painter.drawText(
                box.adjusted(2 * pad + self.base_px, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, side.name
            )
            x += width + 10
        painter.end()


class _Floating(_Overlay):
    """An overlay over the map that covers only its own box: a widget spread over the whole map
    would be repainted (in Python) at every change of the map beneath it, a drag's every move."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._area = QRectF()

    def set_area(self, area: QRectF) -> None:
        """The part of the parent it floats over."""
        self._area = area
        self.fit()

    def fit(self) -> None:
        box = self.box(self._area)
        if box.isEmpty():
            return
        self.setGeometry(box.toAlignedRect().adjusted(-1, -1, 1, 1))
        self.update()

    def box(self, area: QRectF) -> QRectF:
        raise NotImplementedError

    def _local(self) -> QRectF:
        return self.box(self._area).translated(-self.x(), -self.y())


class StepBadge(_Floating):
    """The round and the step, in the bottom-right corner."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.text = ""

    def set_text(self, text: str) -> None:
        self.text = text
        self.setVisible(bool(text))
        self.fit()

    def _font(self) -> QFont:
        return _font(self, self.base_px * 1.1)

    def box(self, area: QRectF) -> QRectF:
        metrics = QFontMetricsF(self._font())
        pad = self.base_px * 0.6
        width = metrics.horizontalAdvance(self.text) + 2 * pad
        height = metrics.height() + 2 * pad
        return QRectF(area.right() - width - 10, area.bottom() - height - 10, width, height)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font())
        box = self._local()
        self._box(painter, box, QColor(20, 20, 20, 210))
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)
        painter.end()


class RollToast(_Floating):
    """The latest roll and its result, large, for a few seconds."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.text = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_roll(self, text: str) -> None:
        self.text = text
        self.fit()
        self.show()
        self.raise_()
        self._timer.start(ROLL_SHOWN_MS)

    def _font(self) -> QFont:
        return _font(self, self.base_px * 1.6)

    def box(self, area: QRectF) -> QRectF:
        metrics = QFontMetricsF(self._font())
        pad = self.base_px
        width = min(area.width() - 40.0, metrics.horizontalAdvance(self.text) + 2 * pad)
        return QRectF(
            area.left() + (area.width() - width) / 2,
            area.top() + area.height() * 0.72,
            width,
            metrics.height() * 2 + 2 * pad,
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font())
        box = self._local()
        self._box(painter, box, QColor(10, 10, 10, 225))
        painter.setPen(QColor(255, 225, 120))
        painter.drawText(
            box.adjusted(self.base_px, self.base_px, -self.base_px, -self.base_px),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.text,
        )
        painter.end()
