"""Small editors every side form uses: its colour and the edge it deploys from."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QColorDialog, QPushButton, QWidget

from ...core.model import Edge
from ..widgets.focus import FocusComboBox

# Colours a GM can tell apart on a busy map and in a shared video call.
SIDE_COLOURS = ("#3366cc", "#cc3333", "#2e8b57", "#d4a017", "#7b3fa0", "#e07020", "#333333", "#20a0b0")


def edge_names() -> dict[Edge | None, str]:
    return {
        None: QCoreApplication.translate("SideWidgets", "anywhere"),
        Edge.SOUTH: QCoreApplication.translate("SideWidgets", "south edge (bottom)"),
        Edge.NORTH: QCoreApplication.translate("SideWidgets", "north edge (top)"),
        Edge.WEST: QCoreApplication.translate("SideWidgets", "west edge (left)"),
        Edge.EAST: QCoreApplication.translate("SideWidgets", "east edge (right)"),
    }


def chip(colour: str, size: int = 14) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class EdgeBox(FocusComboBox):
    def __init__(self) -> None:
        super().__init__()
        for edge, name in edge_names().items():
            self.addItem(name, edge.value if edge else "")

    def edge(self) -> Edge | None:
        value = self.currentData()
        return Edge(value) if value else None

    def set_edge(self, edge: Edge | None) -> None:
        self.setCurrentIndex(max(self.findData(edge.value if edge else ""), 0))


class ColourButton(QPushButton):
    colour_chosen = Signal(str)

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clicked.connect(self._choose)
        self.set_colour(colour)

    def colour(self) -> str:
        return self._colour

    def set_colour(self, colour: str) -> None:
        self._colour = colour
        self.setIcon(chip(colour, 16))
        self.setText(colour)

    def _choose(self) -> None:
        picked = QColorDialog.getColor(
            QColor(self._colour), self, QCoreApplication.translate("SideWidgets", "Colour of the side")
        )
        if picked.isValid():
            self.set_colour(picked.name())
            self.colour_chosen.emit(picked.name())
