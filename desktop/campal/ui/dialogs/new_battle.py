"""A new battle: its title, rule system, field size (in the rule system's unit) and its first two
sides, ready to deploy: each with a name, a colour and the edge it comes from."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QWidget,
)

from ...core.engine.field import MAX_FIELD_M, MIN_FIELD_M
from ...core.model import Battle, BattleField, Conditions, Edge, Light, RuleSystemId, Side, Size
from ...core.rules import DistanceUnit, all_systems, system_of
from ..rule_names import choice_name, system_name
from ..sides.side_widgets import SIDE_COLOURS, ColourButton, EdgeBox
from .buttons import ok_cancel
from .rule_options import RuleOptionsBox


class _SideRow(QWidget):
    def __init__(self, name: str, colour: str, edge: Edge) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit(name)
        self.name.setMaxLength(200)
        self.colour = ColourButton(colour)
        self.edge = EdgeBox()
        self.edge.set_edge(edge)
        row.addWidget(self.name, 2)
        row.addWidget(self.colour)
        row.addWidget(self.edge, 1)

    def side(self, side_id: str, fallback: str) -> Side:
        return Side(
            id=side_id,
            name=self.name.text().strip() or fallback,
            colour=self.colour.colour(),
            edge=self.edge.edge(),
        )


class NewBattleDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New battle"))
        self.setMinimumWidth(520)
        layout = QFormLayout(self)
        self.title = QLineEdit(self.tr("New battle"))
        self.title.setMaxLength(200)
        self.title.selectAll()
        layout.addRow(self.tr("Title:"), self.title)
        self.system = QComboBox()
        for system in all_systems():
            self.system.addItem(system_name(system), system.id.value)
        layout.addRow(self.tr("Rule system:"), self.system)
        self.width = QDoubleSpinBox()
        self.height = QDoubleSpinBox()
        for box, metres in ((self.width, 600.0), (self.height, 400.0)):
            box.setDecimals(0)
            box.setRange(MIN_FIELD_M, MAX_FIELD_M)
            box.setValue(metres)
        layout.addRow(self.tr("Field width:"), self.width)
        layout.addRow(self.tr("Field height:"), self.height)
        self.light = QComboBox()
        self.light.setToolTip(self.tr("Day or night, as the rules read it (sight, ranged attacks, surprise)"))
        layout.addRow(self.tr("Light:"), self.light)
        self.first = _SideRow(self.tr("Blue army"), SIDE_COLOURS[0], Edge.SOUTH)
        self.second = _SideRow(self.tr("Red army"), SIDE_COLOURS[1], Edge.NORTH)
        layout.addRow(self.tr("First side:"), self.first)
        layout.addRow(self.tr("Second side:"), self.second)
        self.rule_options = RuleOptionsBox()
        layout.addRow(self.rule_options)
        layout.addRow(ok_cancel(self))
        self._unit = self._selected_unit()
        self.system.currentIndexChanged.connect(self._system_changed)
        self._system_changed()

    def _selected_unit(self) -> DistanceUnit:
        return system_of(self.system.currentData()).distance_unit

    def _system_changed(self) -> None:
        """Keep the sizes the same on the ground when the unit changes."""
        new = self._selected_unit()
        for box in (self.width, self.height):
            metres = self._unit.to_metres(box.value())
            box.setRange(new.from_metres(MIN_FIELD_M), new.from_metres(MAX_FIELD_M))
            box.setSuffix(f" {new.symbol}")
            box.setValue(new.from_metres(metres))
        self._unit = new
        self._fill_light(self.system.currentData())
        self.rule_options.show_system(system_of(self.system.currentData()), {})

    def _fill_light(self, system: str) -> None:
        """The light in the rule text's words of the chosen system (Aquelarre's night)."""
        chosen = self.light.currentData() or Light.DAYLIGHT.value
        self.light.clear()
        for light in Light:
            word = choice_name("light", light.value, system)
            self.light.addItem(word[:1].upper() + word[1:], light.value)
        self.light.setCurrentIndex(max(self.light.findData(chosen), 0))

    def battle(self) -> Battle:
        unit = self._selected_unit()
        title = self.title.text().strip() or self.tr("New battle")
        size = Size(width=unit.to_metres(self.width.value()), height=unit.to_metres(self.height.value()))
        sides = (
            self.first.side("side-1", self.tr("Blue army")),
            self.second.side("side-2", self.tr("Red army")),
        )
        return Battle(
            title=title,
            system=RuleSystemId(self.system.currentData()),
            field=BattleField(size=size, conditions=Conditions(light=Light(self.light.currentData()))),
            sides={side.id: side for side in sides},
            rule_options=self.rule_options.values(),
        )
