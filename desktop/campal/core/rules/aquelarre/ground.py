"""What the ground gives a fighter: standing higher than the foe, and cover within a dive.
The kinds and the distance are the GM's (``resources/rules/aquelarre/ground.json``)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from pydantic import BaseModel, ConfigDict, Field
from shapely.geometry import Point as ShapelyPoint
from shapely.geometry import Polygon

from ...model import Battle, Point
from ...terrain import load_catalogue
from ...terrain.catalogue import CoverLevel
from ..distance import VARA
from ..tables import read_table


class GroundTable(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    gm_default: bool = True
    note: str = ""
    high_ground: tuple[str, ...] = ()
    cover_within_varas: float = Field(3.0, ge=0)


@cache
def ground_table() -> GroundTable:
    return GroundTable.model_validate(read_table("aquelarre", "ground"))


def _ring(points: tuple[Point, ...]) -> list[tuple[float, float]]:
    return [(p.x, p.y) for p in points]


def _features(battle: Battle) -> Iterator[tuple[str, Polygon]]:
    for feature in battle.terrain.values():
        yield feature.kind, Polygon(_ring(feature.outline), [_ring(h) for h in feature.holes])
    for fort in battle.fortifications.values():
        yield fort.kind, Polygon(_ring(fort.outline))


def _where(battle: Battle, token_id: str) -> ShapelyPoint | None:
    token = battle.characters.get(token_id)
    if token is None or token.position is None:
        return None
    return ShapelyPoint(token.position.x, token.position.y)


def elevated(battle: Battle, token_id: str) -> bool:
    """Standing on a hill, a wall, a tower… (the GM's list)."""
    spot = _where(battle, token_id)
    high = set(ground_table().high_ground)
    return spot is not None and any(kind in high and shape.covers(spot) for kind, shape in _features(battle))


def cover_near(battle: Battle, token_id: str) -> bool:
    """Some cover within a dive of the token: what Buscar cobertura needs."""
    spot = _where(battle, token_id)
    if spot is None:
        return False
    catalogue = load_catalogue()
    reach = VARA.to_metres(ground_table().cover_within_varas)
    for kind, shape in _features(battle):
        found = catalogue.terrain.get(kind) or catalogue.fortifications.get(kind)
        covers = found is not None and found.effects.aquelarre.cover is not CoverLevel.NONE
        if covers and shape.distance(spot) <= reach:
            return True
    return False
