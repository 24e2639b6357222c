"""Colours and z-order of the battlefield, in one place so both views and renders agree."""

from PySide6.QtGui import QColor

FIELD_FILL = QColor("#d9d2b6")
FIELD_BORDER = QColor("#3b3325")
OUTSIDE = QColor("#5a5a55")
GRID = QColor(30, 30, 30, 70)
GRID_MAJOR = QColor(30, 30, 30, 120)
CALIBRATION = QColor("#d0202a")

Z_BACKGROUND = -100.0
Z_GRID = -50.0
Z_TERRAIN = 0.0
Z_LIGHTS = 50.0  # over the terrain, under the tokens
Z_TOKENS = 100.0
Z_OVERLAY = 1000.0
