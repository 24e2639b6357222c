"""One terrain index per terrain change, shared by the ruler and the line-of-sight tools.

The document is immutable and the engine replaces the terrain collections only when they change,
so the key is checked by identity first: a mouse move never rebuilds the index.
"""

from __future__ import annotations

from ..core.geometry import TerrainIndex
from ..core.model import Battle, Fortification, RuleSystemId, TerrainFeature


class TerrainIndexCache:
    def __init__(self) -> None:
        self._key: tuple[dict[str, TerrainFeature], dict[str, Fortification], RuleSystemId] | None = None
        self._index: TerrainIndex | None = None
        self.builds = 0  # how many indexes were built, for tests and curiosity

    def index_for(self, battle: Battle) -> TerrainIndex:
        key = (battle.terrain, battle.fortifications, battle.system)
        if self._index is None or not self._same(key):
            self._index = TerrainIndex.from_battle(battle)
            self._key = key
            self.builds += 1
        return self._index

    def _same(self, key: tuple[dict[str, TerrainFeature], dict[str, Fortification], RuleSystemId]) -> bool:
        if self._key is None:
            return False
        return all(a is b or a == b for a, b in zip(self._key, key, strict=True))
