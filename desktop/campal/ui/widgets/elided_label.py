"""A label of a fixed number of lines: a longer text is cut with an ellipsis on its last line and
is whole in the tooltip.

A wrapping label grows with its text, and whatever stands under it moves: the difficulty under
the order buttons changed height as the pointer passed over them (a click meant for one order
landed on the next), and the phase bar grew to four lines and pushed the map down. A label
that keeps its height keeps everything around it still.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent, QTextLayout
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


def fit_lines(text: str, label: QLabel, width: int, lines: int) -> tuple[str, bool]:
    """``text`` broken into at most ``lines`` lines of ``width`` px, the last one elided; and
    whether anything was cut."""
    metrics = label.fontMetrics()
    broken: list[str] = []
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, label.font())
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            broken.append(paragraph[line.textStart() : line.textStart() + line.textLength()])
        layout.endLayout()
    if len(broken) <= lines:
        return "\n".join(part.rstrip() for part in broken), False
    rest = " ".join(part.strip() for part in broken[lines - 1 :])
    last = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return "\n".join([*(part.rstrip() for part in broken[: lines - 1]), last]), True


class ElidedLabel(QLabel):
    def __init__(self, lines: int = 2, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = lines
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(False)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    # ``text`` and ``setText`` deal in the whole text, as a QLabel's callers expect; what is
    # painted is the fitted text set through the base class.
    def text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._fit()

    def _height(self) -> int:
        margins = self.contentsMargins()
        return self.fontMetrics().lineSpacing() * self.lines + margins.top() + margins.bottom() + 2

    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self._full) + margins.left() + margins.right() + 2
        return QSize(min(width, self.maximumWidth()), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(min(60, self.maximumWidth()), self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.updateGeometry()
            self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width() - 2
        if width <= 0:
            width = min(self.sizeHint().width(), self.maximumWidth())
        shown, _cut = fit_lines(self._full, self, max(width, 10), self.lines)
        super().setText(shown)
