"""Ask the real length of the line the GM drew over the map image."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from ...core.rules import DistanceUnit
from .buttons import ok_cancel


class CalibrationDialog(QDialog):
    def __init__(self, current_length: float, unit: DistanceUnit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Calibrate map image"))
        self._unit = unit
        layout = QFormLayout(self)
        explanation = QLabel(
            self.tr(
                "The line you drew measures {0} on the map as it is scaled now. How long is it really?"
            ).format(f"{current_length:.1f} {unit.symbol}")
        )
        explanation.setWordWrap(True)
        layout.addRow(explanation)
        self.length = QDoubleSpinBox()
        self.length.setRange(0.01, 100_000.0)
        self.length.setDecimals(2)
        self.length.setSuffix(f" {unit.symbol}")
        self.length.setValue(max(current_length, 0.01))
        self.length.selectAll()
        layout.addRow(self.tr("Real length:"), self.length)
        self.fit_field = QCheckBox(self.tr("Make the field the size of the image"))
        self.fit_field.setChecked(True)
        layout.addRow(self.fit_field)
        layout.addRow(ok_cancel(self))

    def metres(self) -> float:
        return self._unit.to_metres(self.length.value())
