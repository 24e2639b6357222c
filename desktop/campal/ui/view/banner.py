"""A banner at the top of the map, where the GM is looking: the active tool's instructions for
as long as it is active, and refusals for a few seconds."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

MESSAGE_MS = 5000
HINT_STYLE = "background: rgba(30, 30, 30, 200); color: white; padding: 5px 12px; border-radius: 6px;"
REFUSAL_STYLE = "background: rgba(160, 30, 30, 225); color: white; padding: 5px 12px; border-radius: 6px;"


class MapBanner(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.hint = QLabel()
        self.message = QLabel()
        for label, style in ((self.hint, HINT_STYLE), (self.message, REFUSAL_STYLE)):
            label.setStyleSheet(style)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.hide()
            layout.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear_message)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self.clear_hint)
        self.hide()

    def show_hint(self, text: str, ms: int = 0) -> None:
        """An instruction: for as long as its tool is active, or ``ms`` when it has no tool."""
        self.hint.setText(text)
        self.hint.setVisible(bool(text))
        if ms:
            self._hint_timer.start(ms)
        else:
            self._hint_timer.stop()
        self._relayout()

    def clear_hint(self) -> None:
        self.show_hint("")

    def show_message(self, text: str, ms: int = MESSAGE_MS) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self._timer.start(ms)
        self._relayout()

    def clear_message(self) -> None:
        self.message.clear()
        self.message.hide()
        self._relayout()

    def texts(self) -> list[str]:
        return [
            label.text() for label in (self.hint, self.message) if self.isVisible() and not label.isHidden()
        ]

    def _relayout(self) -> None:
        visible = not (self.hint.isHidden() and self.message.isHidden())
        self.setVisible(visible)
        if not visible:
            return
        parent = self.parentWidget()
        width = min(720, max(parent.width() - 40, 200)) if parent is not None else 600
        for label in (self.hint, self.message):
            label.setMaximumWidth(width)
        self.adjustSize()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, 10)
        self.raise_()

    def reposition(self) -> None:
        if self.isVisible():
            self._relayout()
