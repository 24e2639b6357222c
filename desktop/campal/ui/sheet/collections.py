"""The sheet's lists (skills, weapons, armour pieces, special characters, scars), mappings
(attributes, abilities, Virtues, skills) and records that may be absent (a horse): each with
add, remove and, for lists, moving an entry up or down.

Adding, removing or moving commits the whole list or mapping at its path (one command); a
value inside one commits at its own path (``stats.weapons.1.dice``). Rows are rebuilt only
when the number or keys of the entries change, so an edit keeps its box and its focus.
"""

from __future__ import annotations

from typing import Any, Protocol

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..widgets.focus import FocusComboBox
from .catalogue import Entry
from .editors import Commit, Editor
from .shapes import Kind, Shape

NEW = "\x00new"  # the adder's "blank entry" item, apart from any catalogue key


class Builder(Protocol):
    commit: Commit

    def editor(self, path: str, shape: Shape, label: str) -> Editor: ...
    def record_form(self, form: QFormLayout, model: type[BaseModel], prefix: str) -> Editor: ...
    def forget(self, prefix: str) -> None: ...
    def entries(self, path: str) -> tuple[Entry, ...]: ...
    def new_value(self, path: str, shape: Shape, entry: Entry | None) -> Any: ...
    def label(self, path: str) -> str: ...
    def key_label(self, path: str, key: str) -> str: ...


def _button(text: str, name: str, tip: str) -> QToolButton:
    button = QToolButton()
    button.setText(text)
    button.setObjectName(name)
    button.setToolTip(tip)
    button.setAutoRaise(True)
    return button


def adder(path: str, entries: tuple[Entry, ...], free: bool, blank: bool) -> FocusComboBox:
    """A choice box that adds: a catalogue entry, a blank entry, or (``free``) a typed key."""
    box = FocusComboBox()
    box.setObjectName(f"add-{path}")
    box.addItem(QCoreApplication.translate("Sheet", "Add…"), None)
    if blank:
        box.addItem(QCoreApplication.translate("Sheet", "New (blank)"), NEW)
    for entry in entries:
        box.addItem(entry.label, entry.key)
    if free:
        box.setEditable(True)
        box.setInsertPolicy(FocusComboBox.InsertPolicy.NoInsert)
        line = box.lineEdit()
        if line is not None:
            line.setPlaceholderText(QCoreApplication.translate("Sheet", "Add… (pick or type)"))
        box.setCurrentIndex(-1)
    box.setToolTip(
        QCoreApplication.translate("Sheet", "Adds an entry from the rules' tables, or one typed here.")
    )
    return box


def _picked(box: FocusComboBox) -> str | None:
    """What the adder names now: an item's key, or text typed in an editable adder."""
    data = box.currentData()
    text = box.currentText().strip()
    if box.isEditable() and box.findText(text) < 0:
        return text or None
    return str(data) if data is not None else None


class ListEditor(QWidget):
    def __init__(self, builder: Builder, path: str, shape: Shape) -> None:
        super().__init__()
        self.setObjectName(path)
        self.builder, self.path, self.shape = builder, path, shape
        self.values: list[Any] = []
        self.items: list[Editor] = []
        self.rows: list[QWidget] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.column = layout
        item = shape.item
        assert item is not None
        self.entries = builder.entries(path)
        free = item.kind is Kind.TEXT
        self.add = adder(path, self.entries, free, blank=not free)
        self.add.activated.connect(lambda _i: self._add(_picked(self.add)))
        if free and self.add.lineEdit() is not None:
            self.add.lineEdit().returnPressed.connect(lambda: self._add(_picked(self.add)))  # type: ignore[union-attr]
        layout.addWidget(self.add)

    def show_values(self, values: Any) -> None:
        values = list(values or [])
        if len(values) != len(self.rows):
            self._rebuild(len(values))
        self.values = values
        for editor, value in zip(self.items, values, strict=True):
            editor.show(value)
        for shown, value in zip(self.rows, values, strict=True):
            if isinstance(shown, QGroupBox) and isinstance(value, dict):
                shown.setTitle(str(value.get("name") or ""))

    def _rebuild(self, count: int) -> None:
        for old in self.rows:
            old.deleteLater()
        self.builder.forget(self.path + ".")
        self.rows, self.items = [], []
        item = self.shape.item
        assert item is not None
        for index in range(count):
            here = f"{self.path}.{index}"
            moves = self._moves(index, count)
            row: QWidget
            if item.kind is Kind.RECORD and item.model is not None:
                box = QGroupBox()
                box.setObjectName(f"box-{here}")
                form = QFormLayout(box)
                self.items.append(self.builder.record_form(form, item.model, here + "."))
                form.addRow(moves)
                row = box
            else:
                row = QWidget()
                line = QHBoxLayout(row)
                line.setContentsMargins(0, 0, 0, 0)
                editor = self.builder.editor(here, item, "")
                self.items.append(editor)
                if editor.widget is not None:
                    line.addWidget(editor.widget, 1)
                line.addWidget(moves)
            self.rows.append(row)
            self.column.insertWidget(self.column.count() - 1, row)

    def _moves(self, index: int, count: int) -> QWidget:
        holder = QWidget()
        line = QHBoxLayout(holder)
        line.setContentsMargins(0, 0, 0, 0)
        here = f"{self.path}.{index}"
        up = _button("↑", f"up-{here}", QCoreApplication.translate("Sheet", "Move up"))
        down = _button("↓", f"down-{here}", QCoreApplication.translate("Sheet", "Move down"))
        remove = _button("✕", f"remove-{here}", QCoreApplication.translate("Sheet", "Remove"))
        up.setEnabled(index > 0)
        down.setEnabled(index < count - 1)
        up.clicked.connect(lambda _c=False: self._move(index, -1))
        down.clicked.connect(lambda _c=False: self._move(index, 1))
        remove.clicked.connect(lambda _c=False: self._remove(index))
        line.addStretch(1)
        for button in (up, down, remove):
            line.addWidget(button)
        return holder

    def _move(self, index: int, step: int) -> None:
        values = list(self.values)
        values[index], values[index + step] = values[index + step], values[index]
        self.builder.commit(self.path, values)

    def _remove(self, index: int) -> None:
        self.builder.commit(self.path, self.values[:index] + self.values[index + 1 :])

    def _add(self, key: str | None) -> None:
        self.add.blockSignals(True)
        self.add.setCurrentIndex(-1 if self.add.isEditable() else 0)
        self.add.blockSignals(False)
        if key is None:
            return
        item = self.shape.item
        assert item is not None
        entry = next((e for e in self.entries if e.key == key), None)
        if item.kind is Kind.TEXT:
            value: Any = key
        else:
            value = self.builder.new_value(f"{self.path}.{len(self.values)}", item, entry)
        self.builder.commit(self.path, [*self.values, value])


class MappingEditor(QWidget):
    """Keys with a value each: an enum's members or a catalogue's keys (free keys typed in)."""

    def __init__(self, builder: Builder, path: str, shape: Shape) -> None:
        super().__init__()
        self.setObjectName(path)
        self.builder, self.path, self.shape = builder, path, shape
        self.values: dict[str, Any] = {}
        self.items: dict[str, Editor] = {}
        self.rows: list[QWidget] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.form = QFormLayout()
        self.form.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.form)
        key = shape.key
        assert key is not None
        self.entries = builder.entries(path)
        self.free = key.kind is Kind.TEXT
        self.add = adder(path, (), self.free, blank=False)
        self.add.activated.connect(lambda _i: self._add(_picked(self.add)))
        if self.free and self.add.lineEdit() is not None:
            self.add.lineEdit().returnPressed.connect(lambda: self._add(_picked(self.add)))  # type: ignore[union-attr]
        layout.addWidget(self.add)
        self._rebuild()

    def _offered(self) -> list[tuple[str, str]]:
        key = self.shape.key
        assert key is not None
        keys = [(e.key, e.label) for e in self.entries] or [
            (k, self.builder.key_label(self.path, k)) for k in key.options
        ]
        return [(k, label) for k, label in keys if k not in self.values]

    def show_values(self, values: Any) -> None:
        values = dict(values or {})
        if list(values) != list(self.values):
            self.values = values
            self._rebuild()
        self.values = values
        for key, editor in self.items.items():
            editor.show(values.get(key))

    def _rebuild(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.builder.forget(self.path + ".")
        self.items, self.rows = {}, []
        item = self.shape.item
        assert item is not None
        for key in self.values:
            here = f"{self.path}.{key}"
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            editor = self.builder.editor(here, item, "")
            self.items[key] = editor
            if editor.widget is not None:
                line.addWidget(editor.widget, 1)
            remove = _button("✕", f"remove-{here}", QCoreApplication.translate("Sheet", "Remove"))
            remove.clicked.connect(lambda _c=False, k=key: self._remove(k))
            line.addWidget(remove)
            self.rows.append(row)
            self.form.addRow(self.builder.key_label(self.path, key), row)
        self.add.blockSignals(True)
        self.add.clear()
        self.add.addItem(QCoreApplication.translate("Sheet", "Add…"), None)
        for key, label in self._offered():
            self.add.addItem(label, key)
        self.add.setCurrentIndex(-1 if self.free else 0)
        self.add.blockSignals(False)

    def _remove(self, key: str) -> None:
        self.builder.commit(self.path, {k: v for k, v in self.values.items() if k != key})

    def _add(self, key: str | None) -> None:
        if key is None or key in self.values:
            return
        item = self.shape.item
        assert item is not None
        value = self.builder.new_value(f"{self.path}.{key}", item, None)
        self.builder.commit(self.path, {**self.values, key: value})


class OptionalRecord(QWidget):
    """A record that may be absent (a rider's horse): added blank or from the catalogue."""

    def __init__(self, builder: Builder, path: str, shape: Shape, label: str) -> None:
        super().__init__()
        self.setObjectName(path)
        self.builder, self.path, self.shape = builder, path, shape
        self.present: bool | None = None
        self.fields: Editor | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.column = layout
        self.entries = builder.entries(path)
        self.add = adder(path, self.entries, free=False, blank=True)
        self.add.activated.connect(lambda _i: self._add(_picked(self.add)))
        layout.addWidget(self.add)
        self.box = QGroupBox(label)
        self.box.setObjectName(f"box-{path}")
        self.form = QFormLayout(self.box)
        layout.addWidget(self.box)

    def show_value(self, value: Any) -> None:
        present = value is not None
        if present != self.present:
            self.present = present
            self.add.setVisible(not present)
            self.box.setVisible(present)
            while self.form.rowCount():
                self.form.removeRow(0)
            self.builder.forget(self.path + ".")
            self.fields = None
            if present and self.shape.model is not None:
                self.fields = self.builder.record_form(self.form, self.shape.model, self.path + ".")
                remove = QPushButton(QCoreApplication.translate("Sheet", "Remove"))
                remove.setObjectName(f"remove-{self.path}")
                remove.clicked.connect(lambda _c=False: self.builder.commit(self.path, None))
                self.form.addRow(remove)
        if self.fields is not None:
            self.fields.show(value)

    def _add(self, key: str | None) -> None:
        self.add.blockSignals(True)
        self.add.setCurrentIndex(0)
        self.add.blockSignals(False)
        if key is None:
            return
        entry = next((e for e in self.entries if e.key == key), None)
        self.builder.commit(self.path, self.builder.new_value(self.path, self.shape, entry))
