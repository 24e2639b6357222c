"""The replay's bar under the map: play and pause, the speed, a slider over every step with
the rounds marked beneath it, the step's log line, and the way out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ..messages import tr_message
from ..player.labels import step_name

if TYPE_CHECKING:
    from ...core.timeline import Timeline

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)


class RoundMarks(QWidget):
    """Under the slider, where each round begins, lined up with the slider's handle."""

    def __init__(self, slider: QSlider) -> None:
        super().__init__()
        self.slider = slider
        self.marks: list[tuple[int, int]] = []
        self.setMinimumHeight(self.fontMetrics().height() + 6)

    def set_marks(self, marks: list[tuple[int, int]]) -> None:
        self.marks = marks
        self.update()

    def x_of(self, step: int) -> float:
        option = QStyleOptionSlider()
        self.slider.initStyleOption(option)
        style = self.slider.style()
        groove = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, self.slider
        )
        handle = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self.slider
        )
        span = max(1, self.slider.maximum() - self.slider.minimum())
        room = groove.width() - handle.width()
        return groove.left() + handle.width() / 2 + room * (step - self.slider.minimum()) / span

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(QColor(70, 70, 70))
        height = self.fontMetrics().height()
        for _number, step in self.marks:
            x = round(self.x_of(step))
            painter.drawLine(x, 0, x, 4)
        for left, room, text in self.names():
            painter.drawText(QRectF(left, 4, room, height), Qt.AlignmentFlag.AlignLeft, text)
        painter.end()

    def names(self) -> list[tuple[float, float, str]]:
        """Each round's name to write (left edge, width, text). Where two would overlap (a short
        setup before the first round), the earlier one gives way: its tick stays."""
        placed: list[tuple[float, float, str]] = []
        limit = float("inf")  # the left edge of the next name written
        for number, step in reversed(self.marks):
            x = self.x_of(step)
            text = (
                QCoreApplication.translate("Replay", "Round {0}").format(number)
                if number
                else QCoreApplication.translate("Replay", "Setup")
            )
            room = self.fontMetrics().horizontalAdvance(text) + 4
            left = x + 2 if x + room <= self.width() else x - room  # the last round's name turns back
            if left + room <= limit:
                placed.append((left, room, text))
                limit = left
        return placed[::-1]


class ReplayBar(QFrame):
    seek_asked = Signal(int)
    play_asked = Signal(bool)  # True: play, False: pause
    speed_asked = Signal(float)
    leave_asked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.timeline: Timeline | None = None
        rows = QVBoxLayout(self)
        rows.setContentsMargins(6, 4, 6, 4)
        rows.setSpacing(2)
        controls = QHBoxLayout()
        self.play_button = QToolButton()
        self.play_button.setCheckable(True)
        self.play_button.toggled.connect(self.play_asked)
        self.play_button.toggled.connect(self._show_playing)
        self.speed_box = QComboBox()
        for speed in SPEEDS:
            self.speed_box.addItem(f"{speed:g}×", speed)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.setToolTip(QCoreApplication.translate("Replay", "Speed of the replay"))
        self.speed_box.activated.connect(
            lambda _i: self.speed_asked.emit(float(self.speed_box.currentData()))
        )
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self._slid)
        self.slider.setMouseTracking(True)
        self.slider.installEventFilter(self)
        self.step_label = QLabel()
        leave = QPushButton(QCoreApplication.translate("Replay", "Leave replay"))
        leave.clicked.connect(self.leave_asked)
        controls.addWidget(self.play_button)
        controls.addWidget(self.speed_box)
        slider_column = QVBoxLayout()
        slider_column.setSpacing(0)
        slider_column.addWidget(self.slider)
        self.marks = RoundMarks(self.slider)
        slider_column.addWidget(self.marks)
        controls.addLayout(slider_column, 1)
        controls.addWidget(self.step_label)
        controls.addWidget(leave)
        rows.addLayout(controls)
        self.entry_label = QLabel()
        self.entry_label.setWordWrap(True)
        rows.addWidget(self.entry_label)
        self.gap_label = QLabel(
            QCoreApplication.translate(
                "Replay",
                "Some changes of this battle left no line in the log (terrain drawn during play): "
                "the replay shows the battle without them.",
            )
        )
        self.gap_label.setWordWrap(True)
        self.gap_label.setStyleSheet("color:#7a3b00;")
        self.gap_label.hide()
        rows.addWidget(self.gap_label)
        self._quiet = False
        self._show_playing(False)

    def step_at(self, x: float) -> int:
        """The step the slider's point ``x`` (in its own pixels) stands for."""
        lowest, highest = self.slider.minimum(), self.slider.maximum()
        left, right = self.marks.x_of(lowest), self.marks.x_of(highest)
        if right <= left:
            return lowest
        return round(lowest + (highest - lowest) * min(max((x - left) / (right - left), 0.0), 1.0))

    def entry_text(self, step: int) -> str:
        """The round, the step and the log's line of ``step``."""
        entry = self.timeline.entry(step) if self.timeline is not None else None
        if entry is None:
            return QCoreApplication.translate("Replay", "Before the first step of the log")
        where = (
            QCoreApplication.translate("Replay", "Round {0}").format(entry.round)
            if entry.round
            else QCoreApplication.translate("Replay", "Setup")
        )
        return f"{where} · {step_name(entry.step)} — {tr_message(entry.message)}"

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Over the slider, the log entry under the cursor, before the GM jumps to it.
        if watched is self.slider and event.type() == QEvent.Type.MouseMove and self.timeline is not None:
            assert isinstance(event, QMouseEvent)
            step = self.step_at(event.position().x())
            QToolTip.showText(
                event.globalPosition().toPoint(), f"{step}: {self.entry_text(step)}", self.slider
            )
        return super().eventFilter(watched, event)

    def set_timeline(self, timeline: Timeline) -> None:
        self.timeline = timeline
        self._quiet = True
        self.slider.setRange(0, timeline.last)
        self._quiet = False
        self.marks.set_marks(timeline.round_starts())
        self.gap_label.setVisible(not timeline.reaches_the_battle())

    def show_step(self, step: int) -> None:
        """Where the film stands: the slider, the step and its log line (no seek is asked)."""
        self._quiet = True
        self.slider.setValue(step)
        self._quiet = False
        timeline = self.timeline
        if timeline is None:
            return
        self.step_label.setText(
            QCoreApplication.translate("Replay", "Step {0} of {1}").format(step, timeline.last)
        )
        self.entry_label.setText(self.entry_text(step))

    def set_playing(self, on: bool) -> None:
        if self.play_button.isChecked() != on:
            self.play_button.blockSignals(True)
            self.play_button.setChecked(on)
            self.play_button.blockSignals(False)
            self._show_playing(on)

    def _show_playing(self, on: bool) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if on else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(icon))
        self.play_button.setToolTip(
            QCoreApplication.translate("Replay", "Pause")
            if on
            else QCoreApplication.translate("Replay", "Play")
        )

    def _slid(self, value: int) -> None:
        if not self._quiet:
            self.seek_asked.emit(value)
