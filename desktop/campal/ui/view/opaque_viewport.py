"""Views whose scene paints every pixel of the map, so the viewport need not fill it first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView


def make_opaque(view: QGraphicsView) -> None:
    """Skip the viewport's own fill under each repaint: the scene's background brush (the
    colour outside the field) already covers every pixel a repaint exposes, and during a drag
    that fill is most of a small repaint's work."""
    viewport = view.viewport()
    viewport.setAutoFillBackground(False)
    viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
