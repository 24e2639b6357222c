"""Escalar muro against the wall's own difficulty and only at its foot; ground that negates siege
engines; navigable water, which boats cross and nothing else does."""

import pytest

from campal.core.engine import CommandRefused, Engine, GeometryMap, Override
from campal.core.engine.rewind import rolls_of
from campal.core.engine.terrain import CLIMB_BY_RULES, EditFortification
from campal.core.model import Fortification, Point, SiegeEngine, TerrainFeature, Training, UnitType
from campal.core.rules.sifrp.commands import (
    CarryOutOrder,
    FireSiegeEngines,
    IssueOrder,
    OrderParams,
    SiegeShot,
)

from .armies import LANNISTER, engine_for, feed, run, to_orders, two_armies, unit
from .test_steps import at

WALL = (Point(x=80, y=60), Point(x=120, y=60), Point(x=120, y=95), Point(x=80, y=95))  # at the spears' front


def _walled(climb: int | None = None, outline: tuple[Point, ...] = WALL) -> Engine:
    fort = Fortification(
        id="fort-keep", kind="castle", outline=outline, defence_bonus=4, climb_difficulty=climb
    )
    return engine_for(battle=two_armies().model_copy(update={"fortifications": {fort.id: fort}}))


def _climb_difficulty(engine: Engine, fortification: str | None = "fort-keep") -> int:
    feed(engine, [1] * 10)
    run(engine, CarryOutOrder("unit-lspear", OrderParams(fortification=fortification), order="scale_wall"))
    (climb,) = rolls_of(engine.history[-1])
    return climb.difficulty  # type: ignore[union-attr,return-value]


def test_escalar_muro_rolls_against_the_walls_own_difficulty() -> None:
    assert _climb_difficulty(_walled(climb=15)) == 15
    assert _climb_difficulty(_walled(climb=15), fortification=None) == 15  # the wall at its feet


def test_escalar_muro_without_a_height_given_uses_the_gms_default_of_twelve() -> None:
    assert _climb_difficulty(_walled()) == 12


def test_a_walls_climbing_difficulty_is_edited_saved_and_read_from_older_files() -> None:
    engine = _walled()
    run(engine, EditFortification("fort-keep", climb_difficulty=18))
    saved = engine.state.fortifications["fort-keep"]
    assert Fortification.model_validate_json(saved.model_dump_json()).climb_difficulty == 18
    run(engine, EditFortification("fort-keep", climb_difficulty=CLIMB_BY_RULES))
    assert engine.state.fortifications["fort-keep"].climb_difficulty is None
    older = saved.model_dump(mode="json")
    del older["climb_difficulty"]
    assert Fortification.model_validate(older).climb_difficulty is None


def test_escalar_muro_only_climbs_the_wall_the_unit_stands_at() -> None:
    far = tuple(Point(x=p.x + 300, y=p.y - 40) for p in WALL)
    engine = _walled(outline=far)
    before = engine.state
    with pytest.raises(CommandRefused) as named:
        _climb_difficulty(engine)
    assert named.value.reason.key == "order.not_beside_fortification"
    with pytest.raises(CommandRefused) as anywhere:
        _climb_difficulty(engine, fortification=None)
    assert anywhere.value.reason.key == "order.no_wall_here"
    assert engine.state == before


def test_escalar_muro_is_not_ordered_to_a_unit_at_no_wall() -> None:
    engine = engine_for()
    to_orders(engine)
    with pytest.raises(CommandRefused) as refused:
        run(engine, IssueOrder("char-tywin", "scale_wall", "unit-lspear"))
    assert refused.value.reason.key == "order.requires_at_wall"
    engine = _walled()
    to_orders(engine)
    feed(engine, [6] * 5)
    run(engine, IssueOrder("char-tywin", "scale_wall", "unit-lspear"))


def _rect(fid: str, kind: str, x0: float, y0: float, x1: float, y1: float) -> TerrainFeature:
    ring = (Point(x=x0, y=y0), Point(x=x1, y=y0), Point(x=x1, y=y1), Point(x=x0, y=y1))
    return TerrainFeature(id=fid, kind=kind, outline=ring)


def test_ground_that_negates_siege_engines_stops_them_firing() -> None:
    sappers = unit("unit-lsap", "Ingenieros", LANNISTER, UnitType.ENGINEERS, Training.TRAINED, 100, 20)
    sappers = sappers.model_copy(
        update={"stats": sappers.stats.model_copy(update={"siege_engines": (SiegeEngine(kind="catapult"),)})}  # type: ignore[union-attr]
    )
    battle = two_armies()
    wood = _rect("terrain-wood", "forest", 60, 0, 140, 40)
    battle = battle.model_copy(
        update={"units": {**battle.units, sappers.id: sappers}, "terrain": {wood.id: wood}}
    )
    engine = Engine(battle, map_queries=GeometryMap())
    at(engine, "siege")
    feed(engine, [6] * 5)
    with pytest.raises(CommandRefused) as refused:
        run(engine, FireSiegeEngines(LANNISTER, (SiegeShot("unit-lsap", 0, "unit-sfoot"),)))
    assert refused.value.reason.key == "siege.ground_denies"
    run(engine, Override("unit-lsap", "position", {"x": 100.0, "y": 60.0}, "test"))  # out of the wood
    run(engine, FireSiegeEngines(LANNISTER, (SiegeShot("unit-lsap", 0, "unit-sfoot"),)))


@pytest.mark.parametrize(("equipment", "crosses"), [(["boats"], True), ([], False)])
def test_navigable_water_is_crossed_by_boats_and_by_nothing_else(equipment: list[str], crosses: bool) -> None:
    battle = two_armies()
    lake = _rect("terrain-lake", "lake", 440, 60, 700, 140)
    battle = battle.model_copy(update={"terrain": {lake.id: lake}})
    engine = Engine(battle, map_queries=GeometryMap())
    run(engine, Override("unit-llevy", "position", {"x": 480.0, "y": 100.0}, "test"))
    run(engine, Override("unit-llevy", "stats.equipment", equipment, "test"))
    feed(engine, [6] * 5)
    move = CarryOutOrder("unit-llevy", OrderParams(destination=Point(x=500.0, y=100.0)), order="move")
    if crosses:
        run(engine, move)
        assert engine.state.units["unit-llevy"].position.x == pytest.approx(500.0)
    else:
        with pytest.raises(CommandRefused) as refused:
            run(engine, move)
        assert refused.value.reason.key == "order.way_blocked"


def test_boats_do_not_sail_over_dry_land() -> None:
    battle = two_armies()
    road = _rect("terrain-road", "road", 380, 60, 700, 140)
    battle = battle.model_copy(update={"terrain": {road.id: road}})
    engine = Engine(battle, map_queries=GeometryMap())
    run(engine, Override("unit-llevy", "stats.equipment", ["boats"], "test"))
    feed(engine, [6] * 5)
    with pytest.raises(CommandRefused):
        run(
            engine,
            CarryOutOrder("unit-llevy", OrderParams(destination=Point(x=420.0, y=100.0)), order="move"),
        )
