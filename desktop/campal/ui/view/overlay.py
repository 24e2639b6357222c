"""Widgets that float over the map at fixed screen positions."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from .scale_bar import ScaleBar, paint_scale_bar, scale_bar_size


class ScaleBarOverlay(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._bar = ScaleBar(0.0, 0.0, "")
        # Repainted with the map under it on every frame of a drag: drawn once per bar, then blitted.
        self._picture: QPixmap | None = None

    def show_bar(self, bar: ScaleBar) -> None:
        if bar != self._bar:
            self._picture = None
        self._bar = bar
        self.resize(self._measure(bar))
        self.setVisible(bar.value > 0)
        self.update()

    def _measure(self, bar: ScaleBar) -> QSize:
        # The application's font, which a painter on the picture starts from, as paintEvent's does.
        size = scale_bar_size(bar, QFont(), self._font_px())
        return QSize(int(size.width()) + 2, int(size.height()) + 2)

    def _font_px(self) -> float:
        return max(12.0, self.font().pixelSize() if self.font().pixelSize() > 0 else 13.0)

    def paintEvent(self, event: QPaintEvent) -> None:
        ratio = self.devicePixelRatioF()
        if self._picture is None or self._picture.size() != self.size() * ratio:
            picture = QPixmap(self.size() * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            paint_scale_bar(painter, QPointF(0, self.height() - 1), self._bar, self._font_px())
            painter.end()
            self._picture = picture
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.end()
