"""Small hand-made fields shared by the geometry tests."""

from __future__ import annotations

from collections.abc import Sequence

from campal.core.geometry import TerrainIndex
from campal.core.model import Fortification, Point, RuleSystemId, TerrainFeature


def ring(*xy: tuple[float, float]) -> tuple[Point, ...]:
    return tuple(Point(x=x, y=y) for x, y in xy)


def box(x0: float, y0: float, x1: float, y1: float) -> tuple[Point, ...]:
    return ring((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def terrain(feature_id: str, kind: str, outline: tuple[Point, ...], **extra: object) -> TerrainFeature:
    data = {"id": f"terrain-{feature_id}", "kind": kind, "outline": outline, **extra}
    return TerrainFeature.model_validate(data)


def fortification(feature_id: str, kind: str, outline: tuple[Point, ...], bonus: int) -> Fortification:
    return Fortification(id=f"fort-{feature_id}", kind=kind, outline=outline, defence_bonus=bonus)


def index_of(
    features: Sequence[TerrainFeature],
    forts: Sequence[Fortification] = (),
    system: RuleSystemId = RuleSystemId.SIFRP,
) -> TerrainIndex:
    return TerrainIndex.build(features, forts, system)
