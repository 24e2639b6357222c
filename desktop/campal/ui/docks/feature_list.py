"""Every terrain feature and fortification on the field, in drawing order: a click selects one
(on the map too), its name is edited in place, and its box says whether the players see it.
Each edit is one command, as in the properties below it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ...core.engine import Command
from ...core.engine.terrain import EditFortification, EditTerrain
from ...core.model import Battle, Fortification, TerrainFeature
from ..document.session import BattleSession
from ..terrain.kinds import kind_label, kind_of
from ..terrain.selection import TerrainSelection

ID_ROLE = Qt.ItemDataRole.UserRole


def kind_text(feature: TerrainFeature | Fortification) -> str:
    collection = "fortifications" if isinstance(feature, Fortification) else "terrain"
    kind = kind_of(collection, feature.kind)
    label = kind_label(kind) if kind is not None else feature.kind
    if isinstance(feature, Fortification) and feature.defence_bonus:
        label += f" +{feature.defence_bonus}"
    return label


def feature_text(feature: TerrainFeature | Fortification) -> str:
    """Its name, or its kind while it has none (what the GM renames in place)."""
    return feature.name or kind_text(feature)


class FeatureList(QListWidget):
    def __init__(self, session: BattleSession, selection: TerrainSelection, parent: QWidget | None = None):
        super().__init__(parent)
        self.session, self.selection = session, selection
        self.setToolTip(
            QCoreApplication.translate(
                "FeatureList", "Click to select; double-click to rename; the box: the players see it"
            )
        )
        self.setMinimumHeight(80)
        self.setMaximumHeight(160)
        self._filling = False
        self._shown: tuple[object, object] | None = None
        self.currentItemChanged.connect(self._chosen)
        self.itemChanged.connect(self._changed)
        selection.changed.connect(self._follow)
        session.changed.connect(lambda _before, _after: self.refresh())
        session.replaced.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        battle = self.session.battle
        key = (battle.terrain, battle.fortifications)
        if self._shown is not None and all(a is b for a, b in zip(self._shown, key, strict=True)):
            return
        self._shown = key
        self._filling = True
        self.clear()
        for feature in (*battle.terrain.values(), *battle.fortifications.values()):
            item = QListWidgetItem(feature_text(feature))
            item.setData(ID_ROLE, feature.id)
            item.setToolTip(kind_text(feature))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked if feature.gm_only else Qt.CheckState.Checked)
            self.addItem(item)
        self._filling = False
        self._follow()

    def _feature(self, battle: Battle, feature_id: str) -> TerrainFeature | Fortification | None:
        return battle.terrain.get(feature_id) or battle.fortifications.get(feature_id)

    def _follow(self) -> None:
        self._filling = True
        wanted = self.selection.feature_id
        for row in range(self.count()):
            if self.item(row).data(ID_ROLE) == wanted:
                self.setCurrentRow(row)
                break
        else:
            self.setCurrentRow(-1)
        self._filling = False

    def _chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if not self._filling and item is not None:
            self.selection.select(item.data(ID_ROLE))

    def _changed(self, item: QListWidgetItem) -> None:
        if self._filling:
            return
        battle = self.session.battle
        feature = self._feature(battle, item.data(ID_ROLE))
        if feature is None:
            return
        gm_only = item.checkState() != Qt.CheckState.Checked
        text = item.text().strip()
        name = ("" if text == kind_text(feature) else text) if text != feature_text(feature) else None
        hide = gm_only if gm_only != feature.gm_only else None
        if name is None and hide is None:
            return
        command: Command
        if isinstance(feature, Fortification):
            command = EditFortification(feature.id, name=name, gm_only=hide)
        else:
            command = EditTerrain(feature.id, name=name, gm_only=hide)
        if not self.session.execute(command):
            self._shown = None
            self.refresh()
