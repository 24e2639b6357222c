"""One terrain index per terrain change, shared by every query on the same ground.

Battles are immutable and keep the very same terrain and fortification dicts until one of them
changes, so the dicts' identity is the key. The entry holds the dicts themselves, which keeps
them alive and their identity from being reused. Undo often returns to a recent ground, so a
few entries are kept.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from ..model import Battle, Fortification, RuleSystemId, TerrainFeature
from .index import TerrainIndex

KEPT = 4

_Key = tuple[RuleSystemId, int, int]
_Entry = tuple[dict[str, TerrainFeature], dict[str, Fortification], TerrainIndex]


class IndexCache:
    def __init__(self, kept: int = KEPT) -> None:
        self.kept = kept
        self._entries: OrderedDict[_Key, _Entry] = OrderedDict()
        self.builds = 0
        # The window builds the index of a newly opened battle on a worker thread; a query that
        # comes meanwhile waits for that build instead of making a second one.
        self._lock = threading.Lock()

    def index(self, battle: Battle) -> TerrainIndex:
        with self._lock:
            return self._index(battle)

    def _index(self, battle: Battle) -> TerrainIndex:
        key = (battle.system, id(battle.terrain), id(battle.fortifications))
        entry = self._entries.get(key)
        if entry is not None and entry[0] is battle.terrain and entry[1] is battle.fortifications:
            self._entries.move_to_end(key)
            return entry[2]
        built = TerrainIndex.from_battle(battle)
        self.builds += 1
        self._entries[key] = (battle.terrain, battle.fortifications, built)
        while len(self._entries) > self.kept:
            self._entries.popitem(last=False)
        return built
