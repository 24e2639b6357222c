"""Battle ▸ Field settings: title, field size and grid, applied as one undoable step."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from ...core.engine import Command, ResizeField, RetitleBattle, SetGrid, SetRuleOptions
from ...core.engine.field import MAX_FIELD_M, MIN_FIELD_M
from ...core.model import Battle, Grid, GridKind
from ...core.rules import DistanceUnit, system_of
from .buttons import ok_cancel
from .rule_options import RuleOptionsBox


class FieldSettingsDialog(QDialog):
    def __init__(self, battle: Battle, unit: DistanceUnit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Field settings"))
        self._battle, self._unit = battle, unit
        layout = QFormLayout(self)
        self.title = QLineEdit(battle.title)
        self.title.setMaxLength(200)
        layout.addRow(self.tr("Title:"), self.title)
        self.width = self._length_box(battle.field.size.width, MIN_FIELD_M, MAX_FIELD_M)
        self.height = self._length_box(battle.field.size.height, MIN_FIELD_M, MAX_FIELD_M)
        layout.addRow(self.tr("Field width:"), self.width)
        layout.addRow(self.tr("Field height:"), self.height)
        self.grid_kind = QComboBox()
        self.grid_kind.addItem(self.tr("No grid"), GridKind.NONE.value)
        self.grid_kind.addItem(self.tr("Squares"), GridKind.SQUARE.value)
        self.grid_kind.addItem(self.tr("Hexagons"), GridKind.HEX.value)
        self.grid_kind.setCurrentIndex(self.grid_kind.findData(battle.field.grid.kind.value))
        layout.addRow(self.tr("Grid:"), self.grid_kind)
        self.grid_size = self._length_box(battle.field.grid.size, 0.2, 10_000.0)
        self.grid_size.setDecimals(1)
        layout.addRow(self.tr("Cell size:"), self.grid_size)
        self.rule_options = RuleOptionsBox()
        self.rule_options.show_system(system_of(battle), battle.rule_options)
        layout.addRow(self.rule_options)
        layout.addRow(ok_cancel(self))

    def _length_box(self, metres: float, low: float, high: float) -> QDoubleSpinBox:
        box = QDoubleSpinBox()
        box.setDecimals(0)
        box.setRange(self._unit.from_metres(low), self._unit.from_metres(high))
        box.setSuffix(f" {self._unit.symbol}")
        box.setValue(self._unit.from_metres(metres))
        return box

    def commands(self) -> list[Command]:
        """Only what the GM changed, so an untouched dialog adds nothing to the history."""
        battle, unit = self._battle, self._unit
        commands: list[Command] = []
        if self.title.text().strip() != battle.title:
            commands.append(RetitleBattle(self.title.text()))
        width, height = unit.to_metres(self.width.value()), unit.to_metres(self.height.value())
        size = battle.field.size
        if abs(width - size.width) > 1e-6 or abs(height - size.height) > 1e-6:
            commands.append(ResizeField(width, height))
        grid = Grid(kind=GridKind(self.grid_kind.currentData()), size=unit.to_metres(self.grid_size.value()))
        if grid.kind != battle.field.grid.kind or abs(grid.size - battle.field.grid.size) > 1e-6:
            commands.append(SetGrid(grid))
        chosen = self.rule_options.values()
        if chosen != {**self.rule_options.defaults(), **battle.rule_options}:
            commands.append(SetRuleOptions(chosen))
        return commands
