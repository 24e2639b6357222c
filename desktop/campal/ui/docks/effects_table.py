"""The table of a feature's rule effects under the battle's rule system: one row per effect, the
value it has now, overridden rows in bold with the catalogue's value in their tooltip, and a
button that clears the override (the catalogue's value returns)."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Any

from pydantic import BaseModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHeaderView,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...core.model.features import EffectValue
from .effect_names import choice_name, effect_name

# The Defence bonus of a fortification is its own field, edited above the table.
HIDDEN = frozenset({"gm_default"})
Changed = Callable[[str, EffectValue | None], None]  # effect, new value (None clears the override)


class EffectsTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setHorizontalHeaderLabels([self.tr("Effect"), self.tr("Value"), ""])
        self.verticalHeader().setVisible(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.on_change: Changed = lambda _field, _value: None
        self.rows: dict[str, QWidget] = {}

    def show_effects(
        self, catalogue: BaseModel, current: BaseModel, overridden: set[str], hidden: frozenset[str] = HIDDEN
    ) -> None:
        self.setRowCount(0)
        self.rows = {}
        fields = [name for name in type(catalogue).model_fields if name not in hidden]
        self.setRowCount(len(fields))
        for row, name in enumerate(fields):
            base, now = getattr(catalogue, name), getattr(current, name)
            title = QTableWidgetItem(("• " if name in overridden else "") + effect_name(name))
            font = title.font()
            font.setBold(name in overridden)
            title.setFont(font)
            title.setToolTip(self.tr("Catalogue value: {0}").format(_shown(base)))
            self.setItem(row, 0, title)
            editor = self._editor(name, now, type(catalogue).model_fields[name].annotation)
            self.rows[name] = editor
            self.setCellWidget(row, 1, editor)
            clear = QPushButton(self.tr("Clear"))
            clear.setToolTip(self.tr("Return to the catalogue value"))
            clear.setEnabled(name in overridden)
            clear.clicked.connect(lambda _checked=False, field=name: self.on_change(field, None))
            self.setCellWidget(row, 2, clear)

    def _editor(self, name: str, value: Any, annotation: Any) -> QWidget:
        if isinstance(value, bool):
            box = QCheckBox()
            box.setChecked(value)
            box.toggled.connect(lambda checked, field=name: self.on_change(field, bool(checked)))
            return box
        if isinstance(value, StrEnum):
            combo = QComboBox()
            for choice in type(value):
                combo.addItem(choice_name(choice.value), choice.value)
            combo.setCurrentIndex(combo.findData(value.value))
            combo.activated.connect(
                lambda _i, field=name, c=combo: self.on_change(field, str(c.currentData()))
            )
            return combo
        if isinstance(value, int):
            spin = QSpinBox()
            spin.setRange(0, 100)
            spin.setValue(value)
            spin.editingFinished.connect(lambda field=name, s=spin: self._spun(field, s.value()))
            return spin
        number = QDoubleSpinBox()
        number.setRange(0.0, 1000.0)
        number.setValue(float(value))
        number.editingFinished.connect(lambda field=name, s=number: self._spun(field, s.value()))
        return number

    def _spun(self, field: str, value: EffectValue) -> None:
        self.on_change(field, value)


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, StrEnum):
        return choice_name(value.value)
    return str(value)
