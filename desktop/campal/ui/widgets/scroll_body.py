"""A dock's body inside a scroll area.

A dock's least height is its body's, and the window's least height is the sum of what stands
in a column: a long panel (an attack builder, a terrain editor, a table with its buttons) made
the window taller than a laptop's screen. In a scroll area the panel keeps its own size and the
dock scrolls instead, so the window always fits.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


def scrolling(body: QWidget) -> QScrollArea:
    scroll = QScrollArea()
    scroll.setObjectName("DockScroll")
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(body)
    return scroll
