"""Work put off until the window's first frame runs once, after that frame, or after a time limit
when the window never paints."""

from PySide6.QtWidgets import QWidget

from campal.ui.first_paint import AfterFirstPaint


def test_runs_once_after_the_first_paint_and_not_before(qtbot):
    calls = []
    widget = QWidget()
    qtbot.addWidget(widget)
    AfterFirstPaint(widget, lambda: calls.append("ran"), at_most_ms=60_000)
    assert calls == []
    widget.resize(200, 100)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: calls == ["ran"])
    widget.repaint()
    qtbot.wait(50)
    assert calls == ["ran"]


def test_runs_after_the_time_limit_when_nothing_paints(qtbot):
    calls = []
    widget = QWidget()  # never shown
    qtbot.addWidget(widget)
    AfterFirstPaint(widget, lambda: calls.append("ran"), at_most_ms=50)
    qtbot.wait(20)
    assert calls == []
    qtbot.waitUntil(lambda: calls == ["ran"], timeout=2000)
    qtbot.wait(100)
    assert calls == ["ran"]
