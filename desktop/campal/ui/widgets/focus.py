"""Spin boxes and choice boxes that change only when they have the focus.

In a long panel the mouse wheel is for scrolling; a box under the pointer must not silently
edit a value (and push an undo step) as the panel scrolls past. An ignored wheel event goes on
to the scroll area around the box.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QSpinBox


class _WheelWhenFocused:
    """Mixed in before a Qt box: the wheel edits only the box that has the focus."""

    def _take_focus_on_click(self) -> None:
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # type: ignore[attr-defined]

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():  # type: ignore[attr-defined]
            super().wheelEvent(event)  # type: ignore[misc]
        else:
            event.ignore()


class FocusSpinBox(_WheelWhenFocused, QSpinBox):
    def __init__(self) -> None:
        super().__init__()
        self._take_focus_on_click()


class FocusDoubleSpinBox(_WheelWhenFocused, QDoubleSpinBox):
    def __init__(self) -> None:
        super().__init__()
        self._take_focus_on_click()


class FocusComboBox(_WheelWhenFocused, QComboBox):
    def __init__(self) -> None:
        super().__init__()
        self._take_focus_on_click()
