"""A token's sheet, drawn from its rule system's stats model: every field gets the editor its
shape asks for (``shapes``), records nest as headed groups of rows, lists and mappings get
add/remove (and reorder), catalogue fields offer the system's tables with free entry, and the
fields play keeps (a round's declarations, contacts) sit folded under "In play".

Each change commits one value at one path; the panel makes it one ``Override`` (one undo step,
logged). A refused value is put back and the reason shown under its field.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, cast

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QToolButton, QVBoxLayout, QWidget
from shiboken6 import isValid

from ...core.model import Battle, Character, Unit
from ...core.model.ids import new_id
from ...core.movement.units import DistanceUnit
from ...core.report import language
from ..docks.stat_lists import ChoiceChecks
from ..i18n import current_language
from ..rule_names import choice_name, known_stat, rule_name
from . import editors
from .catalogue import Entry, catalogue, in_play, pattern_of, sheet_data, sheet_word, token_kind
from .collections import ListEditor, MappingEditor, OptionalRecord
from .editors import Commit, Editor
from .shapes import Kind, Shape, fields_of

# Lengths kept in metres and shown in the battle's unit.
LENGTHS = {"frontage", "depth", "radius", "range_m", "movement_m", "speed_m"}
PLACEHOLDERS = ("new", "d6", "x")  # tried in turn for a required text a blank entry must fill


class StatsSheet:
    def __init__(
        self,
        system: str,
        commit: Commit,
        unit: DistanceUnit | None,
        choices: Callable[[str], tuple[str, ...]],
        skip: frozenset[str] = frozenset(),
        battle: Callable[[], Battle] | None = None,
    ) -> None:
        self.system, self.commit, self.unit, self.choices, self.skip = system, commit, unit, choices, skip
        self.battle = battle
        self.widgets: dict[str, QWidget] = {}
        self.play_form: QFormLayout | None = None
        self.play_box: QWidget | None = None
        self._error: QLabel | None = None

    # words
    def label(self, path: str) -> str:
        """A field's name: the sheet's word for this very field, the rule terms' word for it in
        this system, the sheet's word for the name, then the terms' shared word (a record's
        ``kind`` is not the token's kind)."""
        pattern = pattern_of(path)
        last = pattern.rsplit(".", 1)[-1]
        names = language(current_language()).names
        for found in (
            sheet_word(self.system, f"stat.{pattern}"),
            names.get(f"stat.{self.system}.{last}"),
            sheet_word(self.system, f"stat.{last}"),
            known_stat(path, self.system),
        ):
            if found is not None:
                return found
        return last.replace("_", " ").capitalize()

    def choice_label(self, field: str, value: str) -> str:
        """One of a field's choices: the rule terms named by the sheet data, its own word, or
        the terms' word for that field."""
        prefix = sheet_data(self.system).get("choice_names", {}).get(field)
        names = language(current_language()).names
        if prefix is not None and f"{prefix}.{value}" in names:
            return names[f"{prefix}.{value}"]
        word = sheet_word(self.system, f"choice.{field}.{value}")
        return word if word is not None else choice_name(field, value)

    def key_label(self, path: str, key: str) -> str:
        entry = next((e for e in self.entries(path) if e.key == key), None)
        if entry is not None:
            return entry.label
        known = known_stat(key, self.system) or sheet_word(self.system, f"stat.{key}")
        return known if known is not None else self.choice_label(path.rsplit(".", 1)[-1], key)

    def entries(self, path: str) -> tuple[Entry, ...]:
        tokens = token_kind(self.system, path)
        if tokens is not None and self.battle is not None:
            battle = self.battle()
            found: list[Unit | Character] = []
            if tokens in ("units", "tokens"):
                found += battle.units.values()
            if tokens in ("characters", "tokens"):
                found += battle.characters.values()
            return tuple(Entry(token.id, token.name, {}) for token in found)
        return catalogue(self.system, path)

    # building
    def build(self, form: QFormLayout, model: type[BaseModel], prefix: str) -> Editor:
        fields = self.record_form(form, model, prefix, top=True)
        if self.play_box is not None:
            form.addRow(self.play_box)
        return fields

    def record_form(
        self, form: QFormLayout, model: type[BaseModel], prefix: str, top: bool = False
    ) -> Editor:
        children: dict[str, Editor] = {}
        for name, shape in fields_of(model):
            path = prefix + name
            if path in self.skip:
                continue
            target = self._play_form() if top and in_play(self.system, path) else form
            children[name] = self._row(target, path, shape)

        def show(value: Any) -> None:
            for name, child in children.items():
                child.show(value.get(name) if isinstance(value, dict) else None)

        return Editor(None, show)

    def _row(self, form: QFormLayout, path: str, shape: Shape) -> Editor:
        label = self.label(path)
        if shape.kind is Kind.RECORD and not shape.optional and shape.model is not None:
            heading = QLabel(f"<b>{label}</b>")
            heading.setObjectName(path)
            self.widgets[path] = heading
            form.addRow(heading)
            return self.record_form(form, shape.model, path + ".")
        editor = self.editor(path, shape, label)
        assert editor.widget is not None  # only a record's rows have no widget of their own
        if shape.kind is Kind.FLAG and not shape.optional:
            form.addRow("", editor.widget)
        else:
            form.addRow(label, editor.widget)
        return editor

    def _play_form(self) -> QFormLayout:
        if self.play_form is None:
            holder = QWidget()
            column = QVBoxLayout(holder)
            column.setContentsMargins(0, 0, 0, 0)
            toggle = QToolButton()
            toggle.setObjectName("in-play")
            toggle.setText(QCoreApplication.translate("Sheet", "In play"))
            toggle.setToolTip(
                QCoreApplication.translate(
                    "Sheet", "Values the rules keep as the battle goes, for the GM to correct"
                )
            )
            toggle.setCheckable(True)
            toggle.setToolButtonStyle(toggle.toolButtonStyle().ToolButtonTextBesideIcon)
            toggle.setArrowType(toggle.arrowType().RightArrow)
            body = QWidget()
            body.setVisible(False)

            def fold(open_: bool) -> None:
                body.setVisible(open_)
                toggle.setArrowType(toggle.arrowType().DownArrow if open_ else toggle.arrowType().RightArrow)

            toggle.toggled.connect(fold)
            column.addWidget(toggle)
            column.addWidget(body)
            self.play_form = QFormLayout(body)
            self.play_box = holder
        return self.play_form

    def editor(self, path: str, shape: Shape, label: str) -> Editor:
        field = path.rsplit(".", 1)[-1]
        if shape.kind is Kind.LIST:
            item = shape.item
            closed = self.choices(field) if item is not None and item.kind is Kind.TEXT else ()
            if closed:
                checks = ChoiceChecks(self.commit, path, closed)
                checks.setObjectName(path)
                self.widgets[path] = checks
                return Editor(checks, lambda value: checks.show_values("sheet", tuple(value or ())))
            rows = ListEditor(self, path, shape)
            self.widgets[path] = rows
            return Editor(rows, rows.show_values)
        if shape.kind is Kind.MAPPING:
            mapping = MappingEditor(self, path, shape)
            self.widgets[path] = mapping
            return Editor(mapping, mapping.show_values)
        if shape.kind is Kind.RECORD and shape.model is not None:
            if shape.optional:
                optional = OptionalRecord(self, path, shape, label)
                self.widgets[path] = optional
                return Editor(optional, optional.show_value)
            box = QGroupBox(label)
            box.setObjectName(path)
            self.widgets[path] = box
            return Editor(box, self.record_form(QFormLayout(box), shape.model, path + ".").show)
        if shape.kind is Kind.FIXED:
            made = editors.fixed(path, lambda value: rule_name("system", str(value)))
        else:
            closed = self.choices(field) if shape.kind is Kind.TEXT else ()
            if closed:
                shape = Shape(Kind.CHOICE, shape.optional, options=closed)
            unit = self.unit if field in LENGTHS else None
            unsaid = sheet_word(self.system, f"unset.{pattern_of(path)}")
            made = editors.scalar(
                path, shape, self.commit, label, self.entries(path), unit, unsaid, self.choice_label
            )
        if made.widget is not None:
            self.widgets[path] = made.widget
        return made

    def forget(self, prefix: str) -> None:
        for path in [p for p in self.widgets if p.startswith(prefix)]:
            del self.widgets[path]

    # new entries
    def new_value(self, path: str, shape: Shape, entry: Entry | None) -> Any:
        if shape.kind is Kind.RECORD and shape.model is not None:
            return self._new_record(path, shape.model, entry)
        if shape.kind in (Kind.WHOLE, Kind.NUMBER):
            low = shape.low if shape.low is not None else 0
            high = shape.high if shape.high is not None else low
            start = min(max(low, 0), high)
            return int(start) if shape.kind is Kind.WHOLE else float(start)
        if shape.kind is Kind.FLAG:
            return False
        if shape.kind in (Kind.CHOICE, Kind.FIXED):
            return shape.options[0]
        if shape.kind is Kind.LIST:
            return []
        if shape.kind is Kind.MAPPING:
            return {}
        return entry.key if entry is not None else self._text(path, shape)

    def _new_record(self, path: str, model: type[BaseModel], entry: Entry | None) -> dict[str, Any]:
        """A record from a catalogue entry (its values, its name in the GM's language), with what
        the model requires and the entry does not say filled so the model takes it."""
        fields = dict(fields_of(model))
        made: dict[str, Any] = {}
        if entry is not None:
            made = {k: v for k, v in entry.values.items() if k in fields}
            if "name" in fields:
                made["name"] = entry.label
        for name, info in model.model_fields.items():
            if info.is_required() and name not in made:
                made[name] = self.new_value(f"{path}.{name}", fields[name], None)
        return made

    def _text(self, path: str, shape: Shape) -> str:
        field = path.rsplit(".", 1)[-1]
        if field == "name":
            return QCoreApplication.translate("Sheet", "New")
        if shape.pattern is not None and shape.admits_text(new_id("x")):
            return new_id(re.sub("[^a-z]", "", field)[:12] or "item")
        offered = self.entries(path)
        if offered:
            return offered[0].key
        return next((p for p in PLACEHOLDERS if shape.admits_text(p)), "")

    # refusals
    def show_refusal(self, path: str | None, reason: str) -> bool:
        """Say ``reason`` under the field at ``path``; False when the field is not on the sheet."""
        self.clear_refusal()
        widget = self.widgets.get(path or "")
        form = _form_of(widget)
        if widget is None or form is None:
            return False
        row = _row_of(form, _row_widget(widget, form))
        self._error = QLabel(reason)
        self._error.setObjectName("sheet-refusal")
        self._error.setWordWrap(True)
        self._error.setStyleSheet("color: #b02020;")
        form.insertRow(row + 1, self._error)
        self._error.show()
        return True

    def clear_refusal(self) -> None:
        # The label goes with its form when the sheet is rebuilt; only a live one is taken out.
        if self._error is not None and isValid(self._error):
            form = _form_of(self._error)
            if form is not None:
                form.removeRow(self._error)
        self._error = None


def _row_of(form: QFormLayout, widget: QWidget) -> int:
    position = cast(tuple[int, Any], form.getWidgetPosition(widget))
    return position[0]


def _row_widget(widget: QWidget, form: QFormLayout) -> QWidget:
    """The widget that is the row's field in ``form`` (the editor, or a row holding it)."""
    node = widget
    parent = node.parentWidget()
    while parent is not None and _row_of(form, node) < 0:
        node, parent = parent, parent.parentWidget()
    return node


def _form_of(widget: QWidget | None) -> QFormLayout | None:
    node = widget
    while node is not None:
        parent = node.parentWidget()
        layout = parent.layout() if parent is not None else None
        if isinstance(layout, QFormLayout) and _row_of(layout, node) >= 0:
            return layout
        node = parent
    return None
