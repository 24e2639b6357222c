"""The map has the keyboard from the start and again after the wheel: the arrow keys pan it, where
they turned the terrain kind box (and with it the drawing tool) that held the focus at start."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox


def _left(window) -> None:  # type: ignore[no-untyped-def]
    focused = window.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, Qt.Key.Key_Left)
    QApplication.processEvents()


def test_the_arrow_keys_pan_the_map_from_the_start(window) -> None:
    view = window.view
    assert window.focusWidget() is view
    view.zoom_by(3.0)
    tool, centre = view.tool, view.visible_scene_rect().center()
    _left(window)
    assert view.tool is tool
    assert view.visible_scene_rect().center().x() < centre.x() - 1.0


def test_a_wheel_over_the_map_gives_it_the_keys(window) -> None:
    view = window.view
    box = window.findChild(QComboBox)
    assert box is not None
    box.setFocus()
    assert window.focusWidget() is box
    at = QPointF(view.viewport().rect().center())
    wheel = QWheelEvent(
        at,
        QPointF(view.viewport().mapToGlobal(at.toPoint())),
        QPoint(),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), wheel)
    assert window.focusWidget() is view
    tool, centre = view.tool, view.visible_scene_rect().center()
    _left(window)
    assert view.tool is tool and view.visible_scene_rect().center().x() < centre.x() - 1.0
