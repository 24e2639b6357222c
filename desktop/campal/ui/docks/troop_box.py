"""The record a unit's ratings are computed from (Exalted's troop), edited in the properties
panel: one number box per trait, within the model's bounds, a line for each weapon's name,
whether the unit rested before the battle, and a button that sets the unit's ratings from it.
A unit with no record yet shows the rules' defaults; the first trait the GM changes writes the
whole record, the later ones one trait each.

Every edit goes through the panel's own edit (one ``Override``); the button through the
system's derive command. Both are one undo step each, and a refusal is said under the form.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLineEdit, QPushButton, QWidget

from ..rule_names import stat_name
from ..widgets.focus import FocusSpinBox
from .stat_lists import Edit, bounds

UNSAID = -1  # an optional trait's box shows "—" below its lowest value: not said


def _number_bounds(info: FieldInfo) -> tuple[int, int, bool]:
    """A trait's range, and whether it may be left unsaid (``Small | None``)."""
    annotation, metadata = info.annotation, list(info.metadata)
    optional = typing.get_origin(annotation) in (typing.Union, types.UnionType)
    if optional:
        inner = next(a for a in typing.get_args(annotation) if a is not type(None))
        for item in typing.get_args(inner)[1:]:
            metadata.extend(item.metadata if isinstance(item, FieldInfo) else [item])
    low, high = bounds(metadata, -1_000, 1_000)
    return int(low), int(high), optional


def _max_length(info: FieldInfo) -> int:
    return next((int(item.max_length) for item in info.metadata if getattr(item, "max_length", None)), 200)


class TroopBox(QGroupBox):
    def __init__(
        self,
        edit: Edit,
        path: str,
        model: type[BaseModel],
        derive: Callable[[bool], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(stat_name(path), parent)
        self.setObjectName(path)
        self.edit, self.path, self.model = edit, path, model
        self.record: BaseModel | None = None
        self.spins: dict[str, FocusSpinBox] = {}
        self.lines: dict[str, QLineEdit] = {}
        form = QFormLayout(self)
        for name, info in model.model_fields.items():
            if info.annotation is str:  # a weapon's name, in the GM's words
                line = QLineEdit()
                line.setObjectName(f"{path}.{name}")
                line.setMaxLength(_max_length(info))
                line.editingFinished.connect(lambda n=name, e=line: self._changed(n, e.text().strip(), False))
                self.lines[name] = line
                form.addRow(stat_name(name), line)
                continue
            low, high, optional = _number_bounds(info)
            spin = FocusSpinBox()
            spin.setObjectName(f"{path}.{name}")
            spin.setRange(UNSAID if optional else low, high)
            if optional:
                spin.setSpecialValueText("—")
            spin.editingFinished.connect(lambda n=name, s=spin, o=optional: self._changed(n, s.value(), o))
            self.spins[name] = spin
            form.addRow(stat_name(name), spin)
        self.rested = QCheckBox(QCoreApplication.translate("TroopBox", "Rested before the battle"))
        self.rested.setObjectName(f"rested-{path}")
        self.rested.setChecked(True)
        self.rested.setToolTip(
            QCoreApplication.translate(
                "TroopBox", "A unit that did not rest loses its armour fatigue from its Endurance."
            )
        )
        form.addRow("", self.rested)
        self.derive_button = QPushButton(
            QCoreApplication.translate("TroopBox", "Derive ratings from the troop")
        )
        self.derive_button.setObjectName(f"derive-{path}")
        self.derive_button.setToolTip(
            QCoreApplication.translate(
                "TroopBox",
                "Sets the unit's attacks, damage, armour, hardness, armour fatigue, speed and "
                "Endurance by the mass combat formulas from these traits (one step of Edit ▸ Undo).",
            )
        )
        self.derive_button.clicked.connect(lambda _c=False: derive(self.rested.isChecked()))
        form.addRow(self.derive_button)

    def show_record(self, record: BaseModel | None) -> None:
        self.record = record
        shown = record if record is not None else self.model()
        for name, spin in self.spins.items():
            value = getattr(shown, name)
            spin.blockSignals(True)
            spin.setValue(UNSAID if value is None else int(value))
            spin.blockSignals(False)
        for name, line in self.lines.items():
            if not line.hasFocus():
                line.setText(str(getattr(shown, name)))

    def _changed(self, name: str, typed: int | str, optional: bool) -> None:
        value: Any = None if optional and typed == UNSAID else typed
        shown = self.record if self.record is not None else self.model()
        if getattr(shown, name) == value:
            return
        # A unit with no troop yet gets one from the defaults with this trait (the engine
        # starts an unwritten record from its model), logged as this one trait.
        self.edit(f"{self.path}.{name}", value)
