"""One editor per single value of a sheet: a yes/no, a whole number or a length within the
model's bounds, one of a set of words, a catalogue key with free entry, or free text. A value
that may be left unsaid shows "—" (or the sheet data's word for what the rules use instead).

Every editor is named by its field's path (``stats.mount.kind``) and commits the JSON value at
that path; showing a value never commits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit, QWidget

from ...core.movement.units import DistanceUnit
from ..docks.stat_lists import maybe_flag
from ..rule_names import choice_name
from ..widgets.focus import FocusComboBox, FocusDoubleSpinBox, FocusSpinBox
from .catalogue import Entry
from .shapes import Kind, Shape

Commit = Callable[[str, Any], None]
WIDE = 1_000_000


class Editor:
    """A value's widget and how to show a value in it."""

    def __init__(self, widget: QWidget | None, show: Callable[[Any], None]) -> None:
        self.widget = widget
        self._show = show

    def show(self, value: Any) -> None:
        if self.widget is not None:
            self.widget.blockSignals(True)
        try:
            self._show(value)
        finally:
            if self.widget is not None:
                self.widget.blockSignals(False)


def _unsaid_text(unsaid: str | None) -> str:
    return unsaid or "—"


def flag(path: str, shape: Shape, label: str, commit: Commit) -> Editor:
    if shape.optional:
        box, show = maybe_flag(lambda value: commit(path, value))
        box.setObjectName(path)
        return Editor(box, show)
    check = QCheckBox(label)
    check.setObjectName(path)
    check.toggled.connect(lambda on: commit(path, bool(on)))
    return Editor(check, lambda value: check.setChecked(bool(value)))


def whole(path: str, shape: Shape, commit: Commit, unsaid: str | None = None) -> Editor:
    spin = FocusSpinBox()
    spin.setObjectName(path)
    low = int(shape.low) if shape.low is not None else -WIDE
    high = int(shape.high) if shape.high is not None else WIDE
    # A value that may be unsaid sits one below the lowest: the box shows "—" there.
    spin.setRange(low - 1 if shape.optional else low, high)
    if shape.optional:
        spin.setSpecialValueText(_unsaid_text(unsaid))

    def edited() -> None:
        value = spin.value()
        commit(path, None if shape.optional and value == low - 1 else value)

    spin.editingFinished.connect(edited)
    return Editor(spin, lambda value: spin.setValue(low - 1 if value is None else int(value)))


def number(
    path: str, shape: Shape, commit: Commit, unit: DistanceUnit | None, unsaid: str | None = None
) -> Editor:
    spin = FocusDoubleSpinBox()
    spin.setObjectName(path)
    spin.setDecimals(1)
    low = float(shape.low) if shape.low is not None else -1e9
    high = float(shape.high) if shape.high is not None else 1e9
    if unit is not None:
        low, high = unit.from_metres(low), unit.from_metres(high)
        spin.setSuffix(f" {unit.symbol}")
    floor = low - 1.0 if shape.optional else low
    spin.setRange(floor, high)
    if shape.optional:
        spin.setSpecialValueText(_unsaid_text(unsaid))

    def edited() -> None:
        shown = spin.value()
        if shape.optional and shown <= floor:
            commit(path, None)
            return
        commit(path, round(shown if unit is None else unit.to_metres(shown), 4))

    def show(value: Any) -> None:
        if value is None:
            spin.setValue(floor)
        else:
            spin.setValue(float(value) if unit is None else unit.from_metres(float(value)))

    spin.editingFinished.connect(edited)
    return Editor(spin, show)


Words = Callable[[str, str], str]  # a field's choice by its rule text's name


def choice(path: str, shape: Shape, commit: Commit, words: Words, unsaid: str | None = None) -> Editor:
    box = FocusComboBox()
    box.setObjectName(path)
    field = path.rsplit(".", 1)[-1]
    if shape.optional:
        box.addItem(_unsaid_text(unsaid), None)
    for option in shape.options:
        box.addItem(words(field, option) if option else "—", option)
    box.activated.connect(lambda _i: commit(path, box.currentData()))

    def show(value: Any) -> None:
        if box.findData(value) < 0 and value is not None:
            box.addItem(str(value), value)  # a word the rules do not know: shown as it is
        box.setCurrentIndex(box.findData(value))

    return Editor(box, show)


def keyed(path: str, shape: Shape, commit: Commit, entries: tuple[Entry, ...], unsaid: str | None) -> Editor:
    """A catalogue key (a weapon, an armour, a horse) picked from the table or typed freely."""
    box = FocusComboBox()
    box.setObjectName(path)
    box.setEditable(True)
    box.setInsertPolicy(FocusComboBox.InsertPolicy.NoInsert)
    if shape.optional:
        box.addItem(_unsaid_text(unsaid), None)
    for entry in entries:
        box.addItem(entry.label, entry.key)

    def chosen() -> None:
        text = box.currentText().strip()
        index = box.findText(text)
        value = box.itemData(index) if index >= 0 else text
        commit(path, None if shape.optional and value in (None, "") else value)

    box.activated.connect(lambda _i: chosen())
    line = box.lineEdit()
    if line is not None:
        line.editingFinished.connect(chosen)

    def show(value: Any) -> None:
        index = box.findData(value)
        if index < 0 and value is not None:
            box.addItem(str(value), value)
            index = box.findData(value)
        box.setCurrentIndex(index)

    return Editor(box, show)


def text(path: str, shape: Shape, commit: Commit) -> Editor:
    edit = QLineEdit()
    edit.setObjectName(path)
    if shape.max_length is not None:
        edit.setMaxLength(shape.max_length)
    if shape.optional:
        edit.setPlaceholderText("—")
    edit.editingFinished.connect(
        lambda: commit(path, None if shape.optional and not edit.text().strip() else edit.text().strip())
    )
    return Editor(edit, lambda value: edit.setText("" if value is None else str(value)))


def fixed(path: str, shown: Callable[[Any], str]) -> Editor:
    """A value the sheet shows and never changes (the stats' rule system)."""
    label = QLabel()
    label.setObjectName(path)
    label.setToolTip(QCoreApplication.translate("Sheet", "Set by the battle's rule system."))
    return Editor(label, lambda value: label.setText(shown(value)))


def scalar(
    path: str,
    shape: Shape,
    commit: Commit,
    label: str,
    entries: tuple[Entry, ...],
    unit: DistanceUnit | None,
    unsaid: str | None,
    words: Words = choice_name,
) -> Editor:
    if shape.kind is Kind.FLAG:
        return flag(path, shape, label, commit)
    if entries and shape.kind is Kind.TEXT:
        return keyed(path, shape, commit, entries, unsaid)
    if shape.kind is Kind.WHOLE:
        return whole(path, shape, commit, unsaid)
    if shape.kind is Kind.NUMBER:
        return number(path, shape, commit, unit, unsaid)
    if shape.kind is Kind.CHOICE:
        return choice(path, shape, commit, words, unsaid)
    return text(path, shape, commit)
