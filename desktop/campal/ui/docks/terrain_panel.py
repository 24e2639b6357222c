"""The features on the field, listed, and the properties of the selected one: kind, name,
GM-only, label, Defence bonus, and the rule effects under the battle's system with their
overrides.

The panel shows the document; every edit is one command (EditTerrain or EditFortification) and
one step of Edit ▸ Undo, and the panel redraws from the document that results.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.engine import Command
from ...core.engine.terrain import CLIMB_BY_RULES, EditFortification, EditTerrain
from ...core.geometry import GeometryRefused, feature_kind
from ...core.model import Fortification, TerrainFeature
from ...core.model.features import EffectValue
from ...core.rules import system_of
from ...core.terrain import load_catalogue
from ..document.session import BattleSession
from ..rule_names import system_name
from ..terrain.kinds import drawing_kinds, kind_of
from ..terrain.selection import TerrainSelection
from ..widgets.scroll_body import scrolling
from .effects_table import HIDDEN, EffectsTable
from .feature_list import FeatureList

Feature = TerrainFeature | Fortification


class TerrainPanel(QDockWidget):
    def __init__(self, session: BattleSession, selection: TerrainSelection, parent: QWidget | None = None):
        super().__init__(self.tr("Terrain"), parent)
        self.setObjectName("TerrainPanel")
        self.session, self.selection = session, selection
        body = QWidget()
        layout = QVBoxLayout(body)
        self.features = FeatureList(session, selection)
        layout.addWidget(self.features)
        self.empty = QLabel(self.tr("Select a terrain feature or fortification to see its properties."))
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.form_host = QWidget()
        form = QFormLayout(self.form_host)
        self.kind = QComboBox()
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("(the kind's name)"))
        self.gm_only = QCheckBox(self.tr("Only the GM sees it"))
        self.show_label = QCheckBox(self.tr("Show its name on the map"))
        self.defence = QSpinBox()
        self.defence.setRange(0, 50)
        self.defence_label = QLabel(self.tr("Defence bonus"))
        # A wall's height as a difficulty to climb; the lowest entry hands it back to the rules.
        self.climb = QSpinBox()
        self.climb.setRange(CLIMB_BY_RULES, 50)
        self.climb.setSpecialValueText(self.tr("The rules' value"))
        self.climb.setToolTip(self.tr("Difficulty of climbing this wall (GM value)"))
        self.climb_label = QLabel(self.tr("Climbing difficulty"))
        form.addRow(self.tr("Kind"), self.kind)
        form.addRow(self.tr("Name"), self.name)
        form.addRow("", self.gm_only)
        form.addRow("", self.show_label)
        form.addRow(self.defence_label, self.defence)
        form.addRow(self.climb_label, self.climb)
        self.effects_title = QLabel()
        self.effects_title.setWordWrap(True)
        form.addRow(self.effects_title)
        self.effects = EffectsTable()
        form.addRow(self.effects)
        layout.addWidget(self.form_host)
        layout.addStretch(1)
        self.setWidget(scrolling(body))
        self.setMinimumWidth(320)
        self.effects.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.kind.activated.connect(lambda _i: self._edit(kind=str(self.kind.currentData())))
        self.name.editingFinished.connect(lambda: self._edit(name=self.name.text().strip()))
        self.gm_only.toggled.connect(lambda on: self._edit(gm_only=bool(on)))
        self.show_label.toggled.connect(lambda on: self._edit(show_label=bool(on)))
        self.defence.editingFinished.connect(lambda: self._edit(defence_bonus=self.defence.value()))
        self.climb.editingFinished.connect(self._edit_climb)
        self.effects.on_change = self._override
        selection.changed.connect(self.refresh)
        session.changed.connect(lambda _before, _after: self.refresh())
        session.replaced.connect(self.refresh)
        self._shown: Feature | None = None
        self._shown_system = ""
        self.refresh()

    def feature(self) -> Feature | None:
        return self.selection.feature(self.session.battle)

    def refresh(self) -> None:
        feature = self.feature()
        system = self.session.battle.system.value
        # The form stays in place, only disabled, so selecting never resizes the dock and
        # shifts the map under the mouse.
        self.empty.setVisible(feature is None)
        self.form_host.setEnabled(feature is not None)
        if feature is None:
            self._shown = None
            self.name.clear()
            self.effects.setRowCount(0)
            return
        if feature is self._shown and system == self._shown_system:
            return
        self._shown, self._shown_system = feature, system
        fortification = isinstance(feature, Fortification)
        widgets: list[Any] = [self.kind, self.name, self.gm_only, self.show_label, self.defence, self.climb]
        for widget in widgets:
            widget.blockSignals(True)
        self._fill_kinds(feature)
        self.name.setText(feature.name)
        self.gm_only.setChecked(feature.gm_only)
        self.show_label.setVisible(not fortification)
        self.show_label.setChecked(isinstance(feature, TerrainFeature) and feature.show_label)
        self.defence.setVisible(fortification)
        self.defence_label.setVisible(fortification)
        self.defence.setValue(feature.defence_bonus if isinstance(feature, Fortification) else 0)
        self.climb.setVisible(fortification)
        self.climb_label.setVisible(fortification)
        climb = feature.climb_difficulty if isinstance(feature, Fortification) else None
        self.climb.setValue(CLIMB_BY_RULES if climb is None else climb)
        for widget in widgets:
            widget.blockSignals(False)
        self._fill_effects(feature, system)

    def _fill_kinds(self, feature: Feature) -> None:
        collection = "fortifications" if isinstance(feature, Fortification) else "terrain"
        base = kind_of(collection, feature.kind)
        # Only kinds drawn the same way: turning a road into a forest would misread its points.
        line = base.style.line if base is not None else False
        self.kind.clear()
        for entry in drawing_kinds():
            if entry.collection == collection and entry.is_line == line:
                self.kind.addItem(entry.label(), entry.name)
        self.kind.setCurrentIndex(self.kind.findData(feature.kind))

    def _fill_effects(self, feature: Feature, system: str) -> None:
        collection = "fortifications" if isinstance(feature, Fortification) else "terrain"
        base = kind_of(collection, feature.kind)
        try:
            current = feature_kind(feature, load_catalogue())
        except GeometryRefused:
            current = base
        if base is None or current is None:
            self.effects.setRowCount(0)
            return
        self.effects_title.setText(
            self.tr("Effects under {0} (• changed in this battle)").format(system_name(system_of(system)))
        )
        prefix = system + "."
        overridden = {key.removeprefix(prefix) for key in feature.overrides if key.startswith(prefix)}
        hidden = HIDDEN | {"defence_bonus"} if isinstance(feature, Fortification) else HIDDEN
        self.effects.show_effects(
            getattr(base.effects, system), getattr(current.effects, system), overridden, hidden
        )

    # edits
    def _edit(self, **changes: Any) -> None:
        feature = self.feature()
        if feature is None:
            return
        if all(getattr(feature, name) == value for name, value in changes.items()):
            return
        command: Command
        if isinstance(feature, Fortification):
            command = EditFortification(feature.id, **changes)
        else:
            command = EditTerrain(feature.id, **changes)
        if not self.session.execute(command):
            self._shown = None
            self.refresh()

    def _edit_climb(self) -> None:
        feature = self.feature()
        if not isinstance(feature, Fortification):
            return
        value = self.climb.value()
        if (
            feature.climb_difficulty is None and value == CLIMB_BY_RULES
        ) or feature.climb_difficulty == value:
            return
        if not self.session.execute(EditFortification(feature.id, climb_difficulty=value)):
            self._shown = None
            self.refresh()

    def _override(self, field: str, value: EffectValue | None) -> None:
        feature = self.feature()
        if feature is None:
            return
        key = f"{self.session.battle.system.value}.{field}"
        overrides = dict(feature.overrides)
        collection = "fortifications" if isinstance(feature, Fortification) else "terrain"
        base = kind_of(collection, feature.kind)
        catalogue_value = (
            getattr(getattr(base.effects, self.session.battle.system.value), field) if base else None
        )
        if value is None or value == catalogue_value:
            overrides.pop(key, None)
        else:
            overrides[key] = value
        self._edit(overrides=overrides)
