"""The rule options of a battle, as the rule system declares them: a tick for an on/off option,
a list for a choice. Shown in the New battle dialog and in Field settings."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QWidget

from ...core.rules import RuleSystem
from ..rule_names import rule_name

OptionValue = bool | str


class RuleOptionsBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Rule options"))
        self._form = QFormLayout(self)
        self._editors: dict[str, QCheckBox | QComboBox] = {}
        self._system: RuleSystem | None = None

    def show_system(self, system: RuleSystem, chosen: Mapping[str, object]) -> None:
        """Lay out ``system``'s options holding ``chosen`` (its defaults where none is chosen)."""
        while self._form.rowCount():
            self._form.removeRow(0)
        self._editors.clear()
        self._system = system
        group = f"option.{system.id.value}"
        for option in system.declared_options.values():
            value = chosen.get(option.key, option.default)
            label = rule_name(group, option.key)
            if option.choices:
                combo = QComboBox()
                combo.setObjectName(f"option-{option.key}")
                for choice in option.choices:
                    combo.addItem(rule_name(f"{group}.{option.key}", choice), choice)
                combo.setCurrentIndex(max(combo.findData(value), 0))
                self._form.addRow(label + ":", combo)
                self._editors[option.key] = combo
            else:
                tick = QCheckBox(label)
                tick.setObjectName(f"option-{option.key}")
                tick.setChecked(bool(value))
                self._form.addRow(tick)
                self._editors[option.key] = tick
        self.setVisible(bool(self._editors))

    def values(self) -> dict[str, OptionValue]:
        """Every option's value, so the file records the choice even where it is the default."""
        chosen: dict[str, OptionValue] = {}
        for key, editor in self._editors.items():
            chosen[key] = editor.isChecked() if isinstance(editor, QCheckBox) else str(editor.currentData())
        return chosen

    def defaults(self) -> dict[str, OptionValue]:
        return {o.key: o.default for o in self._system.declared_options.values()} if self._system else {}
