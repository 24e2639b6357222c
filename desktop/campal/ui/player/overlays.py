"""Large, plain overlays for the players' window: sides, round and step, the latest roll."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ...core.model import Side

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
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 6, 6)


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


class StepBadge(_Overlay):
    """The round and the step, in the bottom-right corner."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.text = ""

    def set_text(self, text: str) -> None:
        self.text = text
        self.setVisible(bool(text))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = _font(self, self.base_px * 1.1)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        pad = self.base_px * 0.6
        width = metrics.horizontalAdvance(self.text) + 2 * pad
        box = QRectF(
            self.width() - width - 10,
            self.height() - metrics.height() - 2 * pad - 10,
            width,
            metrics.height() + 2 * pad,
        )
        self._box(painter, box, QColor(20, 20, 20, 210))
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)
        painter.end()


class RollToast(_Overlay):
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
        self.show()
        self.raise_()
        self.update()
        self._timer.start(ROLL_SHOWN_MS)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = _font(self, self.base_px * 1.6)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        pad = self.base_px
        width = min(self.width() - 40.0, metrics.horizontalAdvance(self.text) + 2 * pad)
        box = QRectF((self.width() - width) / 2, self.height() * 0.72, width, metrics.height() * 2 + 2 * pad)
        self._box(painter, box, QColor(10, 10, 10, 225))
        painter.setPen(QColor(255, 225, 120))
        painter.drawText(
            box.adjusted(pad, pad, -pad, -pad),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.text,
        )
        painter.end()
