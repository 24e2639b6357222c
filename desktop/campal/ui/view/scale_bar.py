"""The scale bar: a round length in the rule system's unit, drawn in screen pixels."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ...core.frozen import frozen
from ...core.rules import DistanceUnit


@frozen
class ScaleBar:
    value: float  # in the display unit
    pixels: float
    label: str


def nice_length(maximum: float) -> float:
    """The largest 1, 2 or 5 × 10ⁿ not above ``maximum``."""
    if maximum <= 0 or not math.isfinite(maximum):
        return 0.0
    power = 10.0 ** math.floor(math.log10(maximum))
    for step in (5.0, 2.0, 1.0):
        if step * power <= maximum:
            return step * power
    return power


def format_length(value: float, unit: DistanceUnit) -> str:
    if value >= 100 or value == int(value):
        return f"{value:,.0f} {unit.symbol}".replace(",", " ")
    return f"{value:.1f} {unit.symbol}"


def scale_bar(pixels_per_metre: float, unit: DistanceUnit, max_pixels: float = 180.0) -> ScaleBar:
    pixels_per_unit = pixels_per_metre * unit.metres
    value = nice_length(max_pixels / pixels_per_unit) if pixels_per_unit > 0 else 0.0
    return ScaleBar(value, value * pixels_per_unit, format_length(value, unit))


PAD_PX = 6.0
BAR_PX = 14.0  # the bar's line and ticks, below the length


def _font(base: QFont, font_px: float) -> QFont:
    font = QFont(base)
    font.setPixelSize(round(font_px))
    font.setBold(True)
    return font


def scale_bar_size(bar: ScaleBar, font: QFont, font_px: float = 13.0) -> QSizeF:
    """The box ``paint_scale_bar`` draws ``bar`` in, with labels in ``font`` at ``font_px``."""
    return _size(bar, QFontMetricsF(_font(font, font_px)))


def _size(bar: ScaleBar, metrics: QFontMetricsF) -> QSizeF:
    return QSizeF(
        max(bar.pixels, metrics.horizontalAdvance(bar.label)) + 2 * PAD_PX,
        metrics.height() + BAR_PX + 2 * PAD_PX,
    )


def paint_scale_bar(painter: QPainter, anchor: QPointF, bar: ScaleBar, font_px: float = 13.0) -> QRectF:
    """Draw ``bar`` with its bottom-left corner at ``anchor`` (screen pixels); return its box."""
    font = _font(painter.font(), font_px)
    metrics = QFontMetricsF(font)
    pad = PAD_PX
    size = _size(bar, metrics)
    width, height = size.width(), size.height()
    box = QRectF(anchor.x(), anchor.y() - height, width, height)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 215))
    painter.drawRoundedRect(box, 4, 4)
    painter.setFont(font)
    painter.setPen(QColor(20, 20, 20))
    painter.drawText(
        QRectF(box.left() + pad, box.top() + pad, width - 2 * pad, metrics.height()),
        Qt.AlignmentFlag.AlignLeft,
        bar.label,
    )
    y = box.bottom() - pad - 4.0
    x0, x1 = box.left() + pad, box.left() + pad + bar.pixels
    pen = QPen(QColor(20, 20, 20), 2.0)
    painter.setPen(pen)
    painter.drawLine(QPointF(x0, y), QPointF(x1, y))
    for x in (x0, (x0 + x1) / 2.0, x1):
        tick = 8.0 if x != (x0 + x1) / 2.0 else 5.0
        painter.drawLine(QPointF(x, y - tick), QPointF(x, y))
    painter.restore()
    return box
