"""Editors the token sheet shares with the troop box: a list of choices from a fixed set such
as the equipment a unit carries (one check box each), a yes/no that may be unsaid (a garrison's
home ground), and a field's bounds from its model's constraints.

Every edit is one ``Override`` of the whole value: one undo step, logged as the GM's decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import annotated_types
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QVBoxLayout,
    QWidget,
)

from ..rule_names import choice_name
from ..widgets.focus import FocusComboBox

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
