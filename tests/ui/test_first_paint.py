"""Work put off until the window's first frame runs once, after that frame, or after a time limit
when the window never paints; the core's records are built in the idle time after it."""

from PySide6.QtWidgets import QWidget

from campal.ui.startup.first_paint import AfterFirstPaint
from tests.fresh_python import run_fresh


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
    # Far beyond the 20 ms waited below, even on a loaded machine.
    AfterFirstPaint(widget, lambda: calls.append("ran"), at_most_ms=400)
    qtbot.wait(20)
    assert calls == []
    qtbot.waitUntil(lambda: calls == ["ran"], timeout=4000)
    qtbot.wait(100)
    assert calls == ["ran"]


WARMUP_SCRIPT = """
from PySide6.QtCore import QDeadlineTimer
from campal.core.frozen import waiting_inits
from campal.core.records import unbuilt
from campal.ui.app import after_first_paint, application, build_window
from campal.ui.startup.first_paint import AfterFirstPaint
from campal.ui.startup.record_warmup import RecordWarmup

app = application()
window = build_window(None)
AfterFirstPaint(window.view.viewport(), lambda: after_first_paint(window), 60_000)
window.resize(900, 600)
window.show()
before, inits = len(unbuilt()), len(waiting_inits())
deadline = QDeadlineTimer(20_000)
while not deadline.hasExpired():
    app.processEvents()
    warmup = window.findChild(RecordWarmup)
    if warmup is not None and warmup.is_done():
        break
print(before, len(unbuilt()), inits, len(waiting_inits()))
"""


def test_the_cores_records_are_readied_after_the_first_frame_while_the_window_is_idle():
    # A process of its own: in this one, earlier tests have built most records already.
    printed = " ".join(run_fresh(WARMUP_SCRIPT)).split()
    before, after, inits_before, inits_after = (int(word) for word in printed[-4:])
    assert before >= 30  # the demo opened without them
    assert after == 0
    assert inits_before >= 50  # the @frozen records the demo never made
    assert inits_after == 0


def test_the_demos_map_is_decoded_beside_the_window_being_built_and_only_once(qapp, settings, monkeypatch):
    import threading

    from campal.ui.app import build_window
    from campal.ui.document import map_image

    threads = []
    decode = map_image._decode
    monkeypatch.setattr(
        map_image, "_decode", lambda data: threads.append(threading.current_thread()) or decode(data)
    )
    window = build_window(None, settings)
    try:
        assert window.session.battle.field.background is not None  # the demo has a map
        assert window.scene.field_item._pixmap is not None
        assert len(threads) == 1 and threads[0] is not threading.main_thread()
    finally:
        window.session.undo_stack.setClean()
        window.keeper.close()
        window.deleteLater()
