"""The terrain index the tools measure on: the engine's own, so the ground is indexed once.

The ruler, the line-of-sight tool and the drag ask here; the engine's map queries use the same
cache, and a new document brings a new engine, so the session is asked each time.
"""

from __future__ import annotations

from ...core.geometry import TerrainIndex
from ...core.model import Battle
from ..document.session import BattleSession


class TerrainIndexCache:
    def __init__(self, session: BattleSession) -> None:
        self._session = session

    def index_for(self, battle: Battle) -> TerrainIndex:
        return self._session.engine.context.terrain.index(battle)

    @property
    def builds(self) -> int:
        """How many indexes the current engine has built, for tests and curiosity."""
        return self._session.engine.context.terrain.builds
