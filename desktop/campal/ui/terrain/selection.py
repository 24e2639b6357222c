"""Which terrain feature or fortification the GM has selected, shared by the select tool and the
properties panel. It holds an id, never an item: the document says what that id is now."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...core.model import Battle, Fortification, TerrainFeature


class TerrainSelection(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._id: str | None = None

    @property
    def feature_id(self) -> str | None:
        return self._id

    def select(self, feature_id: str | None) -> None:
        if feature_id != self._id:
            self._id = feature_id
            self.changed.emit()

    def feature(self, battle: Battle) -> TerrainFeature | Fortification | None:
        if self._id is None:
            return None
        return battle.terrain.get(self._id) or battle.fortifications.get(self._id)

    def follow(self, battle: Battle) -> None:
        """Drop the selection when its feature is gone (deleted, undone, another battle opened)."""
        if self._id is not None and self.feature(battle) is None:
            self.select(None)
