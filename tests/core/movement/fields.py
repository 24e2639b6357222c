"""Small battles for the movement tests: a forest strip, a river, and two sides."""

from __future__ import annotations

from campal.core.model import (
    Battle,
    Character,
    Point,
    RuleSystemId,
    Side,
    TerrainFeature,
    Training,
    Unit,
    UnitType,
)
from campal.core.rules.sifrp.templates import unit_stats
from tests.core.geometry_fixtures import box, terrain

RED, BLUE = "side-red", "side-blue"


def sides() -> dict[str, Side]:
    return {RED: Side(id=RED, name="Rojo"), BLUE: Side(id=BLUE, name="Azul", colour="#cc3333")}


def forest_strip() -> dict[str, TerrainFeature]:
    forest = terrain("forest", "forest", box(100, 0, 300, 400))
    return {forest.id: forest}


def foot(uid: str, x: float, y: float, side: str = RED, facing: float = 90.0, **more: object) -> Unit:
    stats = unit_stats(UnitType.INFANTRY, Training.TRAINED)
    if more:
        stats = stats.model_copy(update=more)
    return Unit(id=uid, name=uid, side=side, position=Point(x=x, y=y), facing=facing, stats=stats)


def sifrp_battle(*units: Unit, terrain_features: dict[str, TerrainFeature] | None = None) -> Battle:
    return Battle(
        system=RuleSystemId.SIFRP,
        sides=sides(),
        terrain=forest_strip() if terrain_features is None else terrain_features,
        units={u.id: u for u in units},
    )


def person(cid: str, x: float, y: float, side: str = RED, **stats: object) -> Character:
    return Character.model_validate(
        {
            "id": cid,
            "name": cid,
            "side": side,
            "position": {"x": x, "y": y},
            "radius": 0.5,
            "stats": stats or None,
        }
    )
