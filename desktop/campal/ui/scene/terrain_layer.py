"""The scene's terrain and fortification items, kept in step with the document by diffing.

Only features whose value changed are touched; a restack only sets z-values. Features the GM
hides are left out of a player view, and a feature of an unknown kind is left out everywhere
(the index skips it too) rather than drawn wrongly.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from ...core.geometry import GeometryRefused, feature_kind
from ...core.model import Battle, Fortification, TerrainFeature
from ...core.terrain import load_catalogue
from ..terrain.kinds import kind_label
from .fortification_item import FortificationItem
from .label_item import LabelItem
from .palette import Z_TERRAIN
from .still_layer import add_still
from .terrain_group import TerrainGroup
from .terrain_item import TerrainItem
from .terrain_raster import TerrainRaster

# Fortifications stand above all terrain; within each collection, later is higher.
Z_FORTIFICATIONS = Z_TERRAIN + 50.0
Z_STEP = 1e-4

Feature = TerrainFeature | Fortification


def label_text(feature: Feature, language: str | None = None) -> str:
    """What a feature's label says: its name, or its kind's; a fortification adds its bonus."""
    if isinstance(feature, Fortification):
        kind = load_catalogue().fortification_kind(feature.kind)
        name = feature.name or (kind_label(kind, language) if kind else feature.kind)
        return f"{name} +{feature.defence_bonus}" if feature.defence_bonus else name
    if not feature.show_label:
        return ""
    kind = load_catalogue().terrain_kind(feature.kind)
    return feature.name or (kind_label(kind, language) if kind else feature.kind)


class TerrainLayer:
    def __init__(self, scene: QGraphicsScene, gm_view: bool) -> None:
        self.scene = scene
        self.gm_view = gm_view
        self.items: dict[str, TerrainItem] = {}
        self._shown: dict[str, Feature] = {}
        # The labels that have a name to show, kept at each sync: the label layout asks for
        # them at every zoom, and most features of a crowded field have none.
        self.named: list[LabelItem] = []
        self.raster = TerrainRaster()
        add_still(scene, self.raster)
        self.group = TerrainGroup()
        add_still(scene, self.group)

    def sync(self, battle: Battle) -> None:
        wanted = self._visible(battle)
        for feature_id in [key for key in self.items if key not in wanted]:
            self._remove(self.items.pop(feature_id))
            self._shown.pop(feature_id, None)
        for feature_id, feature in wanted.items():
            shown = self._shown.get(feature_id)
            if shown is feature or shown == feature:
                continue
            self._show(feature)
        self._stack(battle, QRectF(0.0, 0.0, battle.field.size.width, battle.field.size.height))
        self.named = [item.label for item in self.items.values() if item.label.text()]
        self.group.set_named(bool(self.named))

    def _visible(self, battle: Battle) -> dict[str, Feature]:
        features: dict[str, Feature] = {**battle.terrain, **battle.fortifications}
        return {key: f for key, f in features.items() if self.gm_view or not f.gm_only}

    def _show(self, feature: Feature) -> None:
        try:
            kind = feature_kind(feature, load_catalogue())
        except GeometryRefused:
            old = self.items.pop(feature.id, None)
            if old is not None:
                self._remove(old)
            self._shown.pop(feature.id, None)
            return
        item = self.items.get(feature.id)
        if item is not None and isinstance(item, FortificationItem) != isinstance(feature, Fortification):
            self._remove(self.items.pop(feature.id))
            item = None
        if item is None:
            maker = FortificationItem if isinstance(feature, Fortification) else TerrainItem
            item = maker(feature, kind, label_text(feature))
            self.items[feature.id] = item
            item.setParentItem(self.group)
        else:
            item.set_feature(feature, kind, label_text(feature))
        self._shown[feature.id] = feature

    def _remove(self, item: TerrainItem) -> None:
        self.group.forget(item)
        self.scene.removeItem(item)

    def feature_at(self, point: QPointF) -> TerrainItem | None:
        """The topmost feature whose shape holds ``point`` (scene)."""
        found = self.group.feature_at(point)
        return found if isinstance(found, TerrainItem) else None

    def _stack(self, battle: Battle, field: QRectF) -> None:
        for base, ids in ((Z_TERRAIN, battle.terrain), (Z_FORTIFICATIONS, battle.fortifications)):
            for position, feature_id in enumerate(ids):
                item = self.items.get(feature_id)
                if item is not None:
                    item.setZValue(base + position * Z_STEP)
        drawn = sorted(self.items.values(), key=lambda item: item.zValue())
        bounds = QRectF()
        for item in drawn:
            bounds = bounds.united(item.ground_rect())
        # The ground ends at the field's edge, as the map does: a road or a wood drawn on past
        # it (a file from elsewhere, a field made smaller) is not painted in the margin.
        self.raster.set_features(drawn, bounds.intersected(field))
