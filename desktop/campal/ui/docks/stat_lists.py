"""The stats that are lists or may be left unsaid, edited in the properties panel: a unit's
custom tags (each field with its own editor, what it modifies picked from the values the rules
know), a list of choices such as the equipment it carries (one check box each), and a yes/no
that may be unsaid (a garrison's home ground).

Every edit is one ``Override`` of the whole value: one undo step, logged as the GM's decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import annotated_types
from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..focus_widgets import FocusComboBox, FocusSpinBox
from ..rule_names import choice_name, stat_name

Choices = Callable[[str], tuple[str, ...]]
Edit = Callable[[str, Any], None]  # the properties panel's: execute an Override, or show why not


def bounds(metadata: list[Any], low: float, high: float) -> tuple[float, float]:
    """A field's range from its model's constraints, else ``low`` and ``high``."""
    for item in metadata:
        if isinstance(item, annotated_types.Ge | annotated_types.Gt):
            low = float(item.ge if isinstance(item, annotated_types.Ge) else item.gt)
        if isinstance(item, annotated_types.Le | annotated_types.Lt):
            high = float(item.le if isinstance(item, annotated_types.Le) else item.lt)
    return low, high


class RecordRows(QWidget):
    """A list of records (a unit's custom tags): one box per record with an editor per field,
    a button to remove it and one to add a new record."""

    def __init__(
        self,
        edit: Edit,
        path: str,
        model: type[BaseModel],
        choices: Choices,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.edit, self.path, self.model, self.choices = edit, path, model, choices
        self.token_id: str | None = None
        self.records: list[dict[str, Any]] = []
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.add_button = QPushButton(QCoreApplication.translate("StatLists", "Add tag"))
        self.add_button.setObjectName(f"add-{path}")
        self.add_button.clicked.connect(self._add)
        self.boxes: list[QGroupBox] = []
        self.layout_.addWidget(self.add_button)

    def show_records(self, token_id: str, records: tuple[BaseModel, ...]) -> None:
        self.token_id = token_id
        self.records = [r.model_dump(mode="json") for r in records]
        for box in self.boxes:
            box.deleteLater()
        self.boxes = [self._box(index, record) for index, record in enumerate(self.records)]
        for box in self.boxes:
            self.layout_.insertWidget(self.layout_.count() - 1, box)

    def _box(self, index: int, record: dict[str, Any]) -> QGroupBox:
        box = QGroupBox(str(record.get("name", "")))
        box.setObjectName(f"{self.path}-{index}")
        form = QFormLayout(box)
        for name, info in self.model.model_fields.items():
            editor = self._editor(index, name, info.annotation, list(info.metadata), record.get(name))
            editor.setObjectName(f"{self.path}-{index}-{name}")
            form.addRow(stat_name(name), editor)
        remove = QPushButton(QCoreApplication.translate("StatLists", "Remove tag"))
        remove.setObjectName(f"{self.path}-{index}-remove")
        remove.clicked.connect(lambda _c=False, i=index: self._remove(i))
        form.addRow(remove)
        return box

    def _editor(self, index: int, name: str, kind: Any, metadata: list[Any], value: Any) -> QWidget:
        options = self.choices(name)
        if options:
            combo = FocusComboBox()
            for option in options:
                combo.addItem(choice_name(name, option) if option else "—", option)
            if combo.findData(value) < 0:  # a value the rules do not know: shown, never applied
                combo.addItem(str(value), value)
            combo.setCurrentIndex(combo.findData(value))
            combo.activated.connect(lambda _i: self._set(index, name, combo.currentData()))
            return combo
        if kind is int:
            spin = FocusSpinBox()
            low, high = bounds(metadata, -1_000_000, 1_000_000)
            spin.setRange(int(low), int(high))
            spin.setValue(int(value or 0))
            spin.editingFinished.connect(lambda: self._set(index, name, spin.value()))
            return spin
        edit = QLineEdit(str(value or ""))
        edit.editingFinished.connect(lambda: self._set(index, name, edit.text().strip()))
        return edit

    def _set(self, index: int, name: str, value: Any) -> None:
        if self.records[index].get(name) == value:
            return
        changed = [dict(r) for r in self.records]
        changed[index][name] = value
        self._commit(changed)

    def _remove(self, index: int) -> None:
        self._commit(self.records[:index] + self.records[index + 1 :])

    def _add(self) -> None:
        fresh = {"name": QCoreApplication.translate("StatLists", "New tag")}
        self._commit([*self.records, fresh])

    def _commit(self, records: list[dict[str, Any]]) -> None:
        # Through the panel's own edit: a refusal is shown there and the rows shown again as they were.
        if self.token_id is not None:
            self.edit(self.path, records)


class ChoiceChecks(QWidget):
    """A list of values from a fixed set (the equipment a unit carries): one check box each."""

    def __init__(self, edit: Edit, path: str, options: tuple[str, ...]) -> None:
        super().__init__()
        self.edit, self.path = edit, path
        self.token_id: str | None = None
        field = path.rsplit(".", 1)[-1]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.checks: dict[str, QCheckBox] = {}
        for option in options:
            check = QCheckBox(choice_name(field, option))
            check.setObjectName(f"{path}-{option}")
            check.toggled.connect(lambda _on: self._commit())
            self.checks[option] = check
            layout.addWidget(check)

    def show_values(self, token_id: str, values: tuple[str, ...]) -> None:
        self.token_id = token_id
        for option, check in self.checks.items():
            check.blockSignals(True)
            check.setChecked(option in values)
            check.blockSignals(False)

    def _commit(self) -> None:
        if self.token_id is not None:
            chosen = [option for option, check in self.checks.items() if check.isChecked()]
            self.edit(self.path, chosen)


MAYBE = {"unsaid": None, "yes": True, "no": False}


def maybe_flag(on_change: Callable[[bool | None], None]) -> tuple[FocusComboBox, Callable[[Any], None]]:
    """A yes/no that may be left unsaid: a choice box of the three, and how to show a value."""
    box = FocusComboBox()
    box.addItem(QCoreApplication.translate("StatLists", "Not said"), "unsaid")
    box.addItem(QCoreApplication.translate("StatLists", "Yes"), "yes")
    box.addItem(QCoreApplication.translate("StatLists", "No"), "no")
    box.activated.connect(lambda _i: on_change(MAYBE[str(box.currentData())]))

    def show(value: Any) -> None:
        key = next(k for k, v in MAYBE.items() if v is value or (v is not None and v == value))
        box.setCurrentIndex(box.findData(key))

    return box, show
