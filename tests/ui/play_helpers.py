"""Driving the play docks as a GM would: clicks on rows, buttons and the map, keys, and typed
rolls answered in the roll dialog."""

from __future__ import annotations

import time
from importlib.resources import as_file, files

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from campal.ui.play.order_preview import OrderPreview
from campal.ui.play.roll_dialog import RollDialog

SAMPLE = files("campal.resources") / "samples" / "sifrp-batalla.campal"


def open_sample(window, sample=SAMPLE) -> None:
    with as_file(sample) as path:
        assert window.open_path(path, ask=False)
    wait_for_lists(window)


def wait_for_lists(window) -> None:
    """Wait, as the GM does, for the units' rows and the log a battle put in the window writes
    a turn after its map."""
    deadline = time.monotonic() + 5
    while window.play.orders.has_rows_to_write() or window.play.log.has_rows_to_write():
        assert time.monotonic() < deadline, "the docks never wrote the battle's rows"
        QTest.qWait(1)


class RollAnswers:
    """Answers every roll dialog that opens: types a total (by default five per kept die, a
    sure success) and presses Enter. ``typed`` keeps what each dialog showed. An order shown
    before its roll is confirmed with Enter."""

    def __init__(self, qtbot, total=None, per_die: list[int] | None = None) -> None:
        self.qtbot = qtbot
        self.per_die = list(per_die or [])  # the first rolls: this much per kept die
        self.total = total or (lambda spec: spec.kept_count * (self.per_die.pop(0) if self.per_die else 5))
        self.shown: list[tuple[str, str]] = []
        self.previews: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def _answer(self) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, OrderPreview) and not dialog.property("answered"):
            dialog.setProperty("answered", True)
            self.previews.append(dialog.windowTitle())
            self.qtbot.keyClick(dialog, Qt.Key.Key_Return)
            return
        if not isinstance(dialog, RollDialog) or dialog.property("answered"):
            return
        dialog.setProperty("answered", True)
        self.shown.append((dialog.windowTitle(), dialog.pool_label.text()))
        self.qtbot.keyClicks(dialog.input, str(self.total(dialog.spec)))
        self.qtbot.keyClick(dialog.input, Qt.Key.Key_Return)

    def stop(self) -> None:
        self.timer.stop()


def click_row(qtbot, table, row: int) -> None:
    rect = table.visualItemRect(table.item(row, 1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def click_unit(qtbot, dock, unit_id: str) -> None:
    # A battle just put in the window writes the units' rows a turn after its map.
    qtbot.waitUntil(lambda: dock.row_of(unit_id) >= 0)
    row = dock.row_of(unit_id)
    table = dock.table
    table.scrollToItem(table.item(row, 1))
    click_row(qtbot, table, row)


def click_on_map(qtbot, window, x: float, y: float) -> None:
    view = window.view
    view.centerOn(QPointF(x, y))
    point = view.mapFromScene(QPointF(x, y))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def press(qtbot, window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    window.activateWindow()  # a closed dialog leaves no window active, and shortcuts need one
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, key, modifier)
