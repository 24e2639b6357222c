"""File ▸ Export recap…: which steps, how wide, how many frames a second, whose version; then
where, with a progress bar the GM may stop."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QMessageBox,
    QProgressDialog,
    QSpinBox,
    QWidget,
)

from ...core.timeline import Timeline
from ..dialogs.buttons import ok_cancel
from ..document.session import BattleSession
from ..i18n import current_language
from ..render import MAX_WIDTH, MIN_WIDTH
from .encoding import can_write_video
from .recap import MAX_FPS, MIN_FPS, RecapOptions, RecapRefused, RecapStopped, timeline_of, write_recap


class ExportRecapDialog(QDialog):
    def __init__(self, timeline: Timeline, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Recap", "Export recap"))
        layout = QFormLayout(self)
        self._steps = QComboBox()
        self._steps.addItem(QCoreApplication.translate("Recap", "The whole battle"), None)
        for number, _ in timeline.round_starts():
            if number:
                self._steps.addItem(QCoreApplication.translate("Recap", "Round {0}").format(number), number)
        self._steps.addItem(QCoreApplication.translate("Recap", "Steps…"), -1)
        layout.addRow(QCoreApplication.translate("Recap", "Show:"), self._steps)
        self._first, self._last = QSpinBox(), QSpinBox()
        for box, value in ((self._first, 1), (self._last, timeline.last)):
            box.setRange(1, max(1, timeline.last))
            box.setValue(value)
        layout.addRow(QCoreApplication.translate("Recap", "From step:"), self._first)
        layout.addRow(QCoreApplication.translate("Recap", "To step:"), self._last)
        self._steps.currentIndexChanged.connect(self._steps_chosen)
        self._width = QSpinBox()
        self._width.setRange(MIN_WIDTH, MAX_WIDTH)
        self._width.setValue(960)
        self._width.setSuffix(QCoreApplication.translate("Recap", " px"))
        layout.addRow(QCoreApplication.translate("Recap", "Width:"), self._width)
        self._fps = QSpinBox()
        self._fps.setRange(MIN_FPS, MAX_FPS)
        self._fps.setValue(12)
        layout.addRow(QCoreApplication.translate("Recap", "Frames a second:"), self._fps)
        self._version = QComboBox()
        self._version.addItem(
            QCoreApplication.translate("Recap", "Players' version (hides what the GM hides)"), True
        )
        self._version.addItem(QCoreApplication.translate("Recap", "GM's version (everything)"), False)
        layout.addRow(QCoreApplication.translate("Recap", "Version:"), self._version)
        layout.addRow(ok_cancel(self))
        self._steps_chosen()

    def _steps_chosen(self) -> None:
        by_step = self._steps.currentData() == -1
        self._first.setEnabled(by_step)
        self._last.setEnabled(by_step)

    def options(self) -> RecapOptions:
        chosen = self._steps.currentData()
        return RecapOptions(
            width=self._width.value(),
            fps=self._fps.value(),
            first=self._first.value() if chosen == -1 else None,
            last=self._last.value() if chosen == -1 else None,
            round_number=chosen if isinstance(chosen, int) and chosen > 0 else None,
            player_view=bool(self._version.currentData()),
            language=current_language(),
        )


def file_filters() -> str:
    filters = [
        QCoreApplication.translate("Recap", "Animated GIF (*.gif)"),
        QCoreApplication.translate("Recap", "Animated PNG (*.png)"),
    ]
    if can_write_video():
        filters += [
            QCoreApplication.translate("Recap", "MP4 video (*.mp4)"),
            QCoreApplication.translate("Recap", "WebM video (*.webm)"),
        ]
    return ";;".join(filters)


def export_recap(parent: QWidget, session: BattleSession, options: RecapOptions, out: Path) -> bool:
    """Write the recap to ``out`` with a progress bar; False when refused, stopped or not written."""
    progress = QProgressDialog(
        QCoreApplication.translate("Recap", "Drawing the recap…"),
        QCoreApplication.translate("Recap", "Stop"),
        0,
        100,
        parent,
    )
    progress.setWindowTitle(QCoreApplication.translate("Recap", "Export recap"))
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(300)

    def advance(done: int, total: int) -> bool:
        progress.setMaximum(total)
        progress.setValue(done)
        progress.setLabelText(
            QCoreApplication.translate("Recap", "Drawing the recap: frame {0} of {1}").format(done, total)
        )
        QApplication.processEvents()
        return not progress.wasCanceled()

    try:
        _, data = write_recap(session.battle, session.assets, out, options, advance)
        if data is not None:
            out.write_bytes(data)
    except RecapStopped:
        return False
    except RecapRefused as refusal:
        QMessageBox.warning(parent, QCoreApplication.translate("Recap", "Export recap"), str(refusal))
        return False
    except OSError as error:
        QMessageBox.critical(
            parent,
            QCoreApplication.translate("Recap", "Export recap"),
            QCoreApplication.translate("Recap", "Cannot write {0}: {1}.").format(
                out.name, error.strerror or error
            ),
        )
        return False
    finally:
        progress.close()
    return True


def ask_and_export(parent: QWidget, session: BattleSession) -> bool:
    try:
        timeline = timeline_of(session.battle)
    except RecapRefused as refusal:
        QMessageBox.information(parent, QCoreApplication.translate("Recap", "Export recap"), str(refusal))
        return False
    if timeline.last == 0:
        QMessageBox.information(
            parent,
            QCoreApplication.translate("Recap", "Export recap"),
            QCoreApplication.translate("Recap", "The battle has not begun: its log is empty."),
        )
        return False
    dialog = ExportRecapDialog(timeline, parent)
    if not dialog.exec():
        return False
    base = session.path.with_suffix(".gif") if session.path else Path.home() / "recap.gif"
    name, chosen = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("Recap", "Export recap"), str(base), file_filters()
    )
    if not name:
        return False
    out = Path(name)
    if out.suffix.lower() not in (".gif", ".png", ".apng", ".mp4", ".webm"):
        suffix = chosen[chosen.rfind("*.") + 1 : -1] if "*." in chosen else ".gif"
        out = out.with_name(out.name + suffix)
    return export_recap(parent, session, dialog.options(), out)
