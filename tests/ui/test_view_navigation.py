"""Pan and zoom driven by real mouse, wheel and key events on the battlefield view."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from campal.core.engine import ResizeField
from campal.ui.view.battle_view import CLOSEST_PX_PER_M, MAX_ZOOM, MIN_ZOOM


def scene_at(view, point):
    return view.mapToScene(point)


def wheel(view, position, steps):
    event = QWheelEvent(
        QPointF(position),
        QPointF(view.viewport().mapToGlobal(position)),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_middle_drag_pans_the_map(window, qtbot):
    view = window.view
    view.zoom_by(3.0)
    viewport = view.viewport()
    start, end = QPoint(600, 400), QPoint(450, 300)
    under_cursor = scene_at(view, start)
    QTest.mousePress(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 11):
        QTest.mouseMove(viewport, start + (end - start) * step / 10)
    QTest.mouseRelease(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, end)
    moved = scene_at(view, end)
    assert moved.x() == pytest.approx(under_cursor.x(), abs=1.0)
    assert moved.y() == pytest.approx(under_cursor.y(), abs=1.0)


def test_space_and_left_drag_pans_the_map(window, qtbot):
    view = window.view
    view.zoom_by(3.0)
    viewport = view.viewport()
    view.setFocus()
    start, end = QPoint(500, 400), QPoint(700, 450)
    under_cursor = scene_at(view, start)
    QTest.keyPress(view, Qt.Key.Key_Space)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QTest.keyRelease(view, Qt.Key.Key_Space)
    assert scene_at(view, end).x() == pytest.approx(under_cursor.x(), abs=1.0)


def test_wheel_zooms_about_the_cursor(window):
    view = window.view
    cursor = QPoint(300, 200)
    under_cursor = scene_at(view, cursor)
    before = view.scale_factor()
    wheel(view, cursor, 3)
    assert view.scale_factor() > before * 1.4
    after = scene_at(view, cursor)
    assert after.x() == pytest.approx(under_cursor.x(), abs=1.0)
    assert after.y() == pytest.approx(under_cursor.y(), abs=1.0)
    wheel(view, cursor, -3)
    assert view.scale_factor() == pytest.approx(before, rel=0.01)


def test_zoom_stays_between_ten_and_a_thousand_percent(window):
    view = window.view
    for _ in range(40):
        wheel(view, QPoint(400, 300), 3)
    assert view.zoom_percent() == pytest.approx(MAX_ZOOM * 100, rel=0.01)
    for _ in range(80):
        wheel(view, QPoint(400, 300), -3)
    assert view.zoom_percent() == pytest.approx(MIN_ZOOM * 100, rel=0.01)


def test_keys_zoom_pan_and_fit(window, qtbot):
    view = window.view
    view.setFocus()
    fit = view.scale_factor()
    QTest.keyClick(view, Qt.Key.Key_Plus)
    assert view.scale_factor() == pytest.approx(fit * 1.25, rel=0.01)
    centre = scene_at(view, view.viewport().rect().center())
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene_at(view, view.viewport().rect().center()).x() > centre.x() + 5
    QTest.keyClick(view, Qt.Key.Key_Minus)
    QTest.keyClick(view, Qt.Key.Key_F)
    assert view.scale_factor() == pytest.approx(fit, rel=0.01)


def test_the_status_bar_reads_the_cursor_in_the_rule_systems_unit(window):
    view = window.view
    field_point = view.mapFromScene(QPointF(100.0, 50.0))
    QTest.mouseMove(view.viewport(), field_point)
    text = window.cursor_label.text()
    x, y = (float(part.split()[0]) for part in text.removeprefix("x ").split("y "))
    pixel = 1.0 / view.scale_factor()
    assert x == pytest.approx(100.0, abs=pixel) and y == pytest.approx(50.0, abs=pixel)
    assert text.count(" m") == 2


def test_the_cursor_reading_keeps_its_size_so_a_move_lays_out_nothing(window):
    """A reading that resized with its text made the whole status bar lay out at every move."""
    view, label = window.view, window.cursor_label
    QTest.mouseMove(view.viewport(), view.mapFromScene(QPointF(1.0, 1.0)))
    QApplication.processEvents()
    size = label.size()
    QTest.mouseMove(view.viewport(), view.mapFromScene(QPointF(1234.5, 987.6)))
    QApplication.processEvents()
    assert label.size() == size
    widest = label.fontMetrics().horizontalAdvance("x 99999.9 varas   y 99999.9 varas")
    assert label.width() >= widest


def test_on_a_field_of_many_kilometres_the_wheel_still_zooms_in_to_a_units_detail(window):
    """Ten times the fitted zoom of a 12 km field is under a pixel to the metre, a unit a
    speck; the closest zoom is at least CLOSEST_PX_PER_M, whatever the field's size."""
    assert window.session.execute(ResizeField(12_000.0, 12_000.0))
    view = window.view
    view.fit_field()
    fit = view.scale_factor()
    assert fit * MAX_ZOOM < CLOSEST_PX_PER_M
    for _ in range(60):
        wheel(view, QPoint(400, 300), 3)
    assert view.scale_factor() == pytest.approx(CLOSEST_PX_PER_M, rel=0.01)
    for _ in range(120):
        wheel(view, QPoint(400, 300), -3)
    assert view.scale_factor() == pytest.approx(fit * MIN_ZOOM, rel=0.01)
