"""What the ground gives a fighter: standing higher than the foe, and cover within a dive.
The kinds and the distance are the GM's (``resources/rules/aquelarre/ground.json``); the map
answers what lies where from its terrain index, built once per terrain change."""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, Field

from ...engine.map_queries import MapQueries
from ...model import Battle, HitLocation
from ...records import RECORD
from ...terrain import load_catalogue
from ...terrain.catalogue import CoverLevel
from ..distance import VARA
from ..tables import read_table


class GroundTable(BaseModel):
    model_config = RECORD

    gm_default: bool = True
    note: str = ""
    high_ground: tuple[str, ...] = ()
    cover_within_varas: float = Field(3.0, ge=0)
    cover_hides: dict[CoverLevel, tuple[HitLocation, ...]] = {}

    def hidden_by(self, level: CoverLevel) -> frozenset[HitLocation]:
        return frozenset(self.cover_hides.get(level, ()))


@cache
def ground_table() -> GroundTable:
    return GroundTable.model_validate(read_table("aquelarre", "ground"))


def _placed(battle: Battle, token_id: str) -> bool:
    token = battle.characters.get(token_id)
    return token is not None and token.position is not None


def elevated(battle: Battle, maps: MapQueries, token_id: str) -> bool:
    """Standing on a hill, a wall, a tower… (the GM's list)."""
    high = set(ground_table().high_ground)
    return _placed(battle, token_id) and any(kind in high for kind in maps.ground_near(battle, token_id, 0.0))


def cover_near(battle: Battle, maps: MapQueries, token_id: str) -> bool:
    """Some cover within a dive of the token: what Buscar cobertura needs."""
    return best_cover_near(battle, maps, token_id) is not CoverLevel.NONE


def best_cover_near(battle: Battle, maps: MapQueries, token_id: str) -> CoverLevel:
    """The best cover within a dive: total (a house's corner) before partial (a low wall)."""
    if not _placed(battle, token_id):
        return CoverLevel.NONE
    catalogue = load_catalogue()
    reach = VARA.to_metres(ground_table().cover_within_varas)
    levels = set()
    for kind in maps.ground_near(battle, token_id, reach):
        found = catalogue.terrain.get(kind) or catalogue.fortifications.get(kind)
        if found is not None:
            levels.add(found.effects.aquelarre.cover)
    for level in (CoverLevel.TOTAL, CoverLevel.PARTIAL):
        if level in levels:
            return level
    return CoverLevel.NONE
