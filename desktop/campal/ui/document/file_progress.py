"""The window waits for a save or an open on the worker with a progress bar in its status bar,
answering the GM all the while (the wait runs the window's own events)."""

from __future__ import annotations

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QMainWindow, QProgressBar

from .background import FileJob


def wait_for(job: FileJob, window: QMainWindow, what: str) -> None:
    """Return once ``job`` has finished or failed; ``what`` names it beside the bar."""
    if job.done:
        return
    bar = QProgressBar()
    bar.setRange(0, 1000)
    bar.setFormat(f"{what} %p%")
    bar.setMaximumWidth(260)
    window.statusBar().addPermanentWidget(bar)
    job.progress.connect(lambda share: bar.setValue(round(1000 * float(share))))
    loop = QEventLoop()
    job.settled.connect(loop.quit)
    if not job.done:  # ``done`` is set on this thread only: no end slips between
        loop.exec()
    window.statusBar().removeWidget(bar)
    bar.deleteLater()
