"""The window waits for a save or an open on the worker with a progress bar over the map's
corner, answering the GM all the while (the wait runs the window's own events).

The bar floats over the map rather than sitting in the status bar: a widget added to a layout
resizes the map and the docks, and laying a window of a thousand tokens out again froze it for
longer than the save itself."""

from __future__ import annotations

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QMainWindow, QProgressBar

from .background import FileJob


def wait_for(job: FileJob, window: QMainWindow, what: str) -> None:
    """Return once ``job`` has finished or failed; ``what`` names it on the bar."""
    if job.done:
        return
    over = window.centralWidget() or window
    bar = QProgressBar(over)
    bar.setRange(0, 1000)
    bar.setFormat(f"{what} %p%")
    bar.setGeometry(12, max(0, over.height() - 40), 300, 26)
    bar.show()
    job.progress.connect(lambda share: bar.setValue(round(1000 * float(share))))
    loop = QEventLoop()
    job.settled.connect(loop.quit)
    if not job.done:  # ``done`` is set on this thread only: no end slips between
        loop.exec()
    bar.hide()
    bar.deleteLater()
