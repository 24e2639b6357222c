"""Templates for all four systems, a battle of mixed stats through save and load, and the
geometry map the SIFRP rules ask."""

from __future__ import annotations

from pathlib import Path

import pytest

from campal.core.engine import Engine, GeometryMap, MoveUnit, PlainMap
from campal.core.io import load_battle, save_battle
from campal.core.model import (
    AquelarreCharacterStats,
    AssetStore,
    BastionlandWarbandStats,
    Battle,
    Character,
    ExaltedUnitStats,
    Point,
    RuleSystemId,
    SifrpUnitStats,
    Unit,
)
from campal.core.templates import UnknownTemplate, create_from_template, templates_for
from tests.core.geometry_fixtures import box, fortification, terrain

from .fields import BLUE, RED, foot, sides, sifrp_battle


@pytest.mark.parametrize("system", list(RuleSystemId))
def test_every_template_makes_a_valid_token_that_can_move(system: RuleSystemId) -> None:
    entries = templates_for(system)
    assert entries
    for entry in entries:
        token = create_from_template(system, entry.id, RED, Point(x=100, y=100))
        assert isinstance(token, Unit if entry.kind == "unit" else Character)
        battle = Battle(system=system, sides=sides())
        battle = battle.model_copy(
            update={"units" if isinstance(token, Unit) else "characters": {token.id: token}}
        )
        engine = Engine(Battle.model_validate(battle.model_dump()))
        engine.execute(MoveUnit(token.id, (Point(x=101, y=100),)))


def test_a_hundred_men_in_battle_order_stand_forty_by_ten() -> None:
    unit = create_from_template("sifrp", "infantry/veteran", RED, Point(x=0, y=0))
    assert isinstance(unit, Unit) and (unit.frontage, unit.depth) == (40.0, 10.0)
    horse = create_from_template("sifrp", "cavalry", RED, Point(x=0, y=0))
    assert isinstance(horse, Unit) and horse.kind == "cavalry" and horse.frontage == 80.0
    with pytest.raises(UnknownTemplate):
        create_from_template("sifrp", "dragons/elite", RED, Point(x=0, y=0))


def test_a_battle_with_mixed_stats_round_trips_through_save_and_load(tmp_path: Path) -> None:
    made = [
        create_from_template("sifrp", "archers/green", RED, Point(x=10, y=10)),
        create_from_template("exalted", "cavalry", RED, Point(x=100, y=10)),
        create_from_template("bastionland", "mercenaries", BLUE, Point(x=200, y=10)),
        create_from_template("aquelarre", "ballestero", BLUE, Point(x=300, y=10)),
        create_from_template("bastionland", "knight", BLUE, Point(x=320, y=10)),
    ]
    units = {t.id: t for t in made if isinstance(t, Unit)}
    characters = {t.id: t for t in made if isinstance(t, Character)}
    trailed = next(iter(units.values())).model_copy(update={"trail": (Point(x=0, y=0), Point(x=10, y=10))})
    battle = Battle(sides=sides(), units={**units, trailed.id: trailed}, characters=characters)
    path = tmp_path / "mixed.campal"
    save_battle(path, battle, AssetStore())
    loaded = load_battle(path).battle
    assert loaded == battle
    kinds = {type(u.stats) for u in loaded.units.values()} | {
        type(c.stats) for c in loaded.characters.values()
    }
    assert {SifrpUnitStats, ExaltedUnitStats, BastionlandWarbandStats, AquelarreCharacterStats} <= kinds


def test_stats_written_before_the_system_tag_read_as_sifrp() -> None:
    data = foot("unit-a", 1, 1).model_dump(mode="json")
    del data["stats"]["system"]
    assert isinstance(Unit.model_validate(data).stats, SifrpUnitStats)


def test_the_geometry_map_answers_from_footprints_terrain_and_fortifications() -> None:
    wall = fortification("keep", "earthwork", box(180, 150, 260, 250), 5)
    wood = terrain("wood", "forest", box(100, 0, 160, 400))
    battle = sifrp_battle(
        foot("unit-a", 50, 200), foot("unit-b", 60, 200, side=BLUE), foot("unit-c", 220, 200, side=BLUE),
        terrain_features={wood.id: wood},
    ).model_copy(update={"fortifications": {wall.id: wall}})  # fmt: skip
    maps = GeometryMap()
    assert maps.in_contact(battle, "unit-a", "unit-b")
    assert maps.distance(battle, "unit-a", "unit-c") == pytest.approx(220 - 5 - 50 - 5)
    assert maps.fortification_bonus(battle, "unit-c") == 5
    assert maps.fortification_bonus(battle, "unit-a") == 0
    assert maps.path_length(battle, "unit-a", Point(x=130, y=200)) == pytest.approx(50 + 30 * 2)
    assert maps.cover(battle, "unit-a", "unit-c") == 5
    assert maps.adjacent(battle, "unit-a") == ("unit-b",)
    assert maps.nearest_enemy_unit(battle, "unit-a") == "unit-b"
    assert maps.ground_near(battle, "unit-c", 0.0) == ("earthwork",)
    assert maps.ground_near(battle, "unit-a", 0.0) == ()
    assert maps.ground_near(battle, "unit-a", 50.0) == ("forest",)
    assert maps.cache.builds == 1


def test_the_plain_map_finds_fortifications_near_by_their_outlines_and_no_terrain() -> None:
    wall = fortification("keep", "earthwork", box(180, 150, 260, 250), 5)
    wood = terrain("wood", "forest", box(100, 0, 160, 400))
    battle = sifrp_battle(
        foot("unit-a", 50, 200), foot("unit-c", 220, 200, side=BLUE), terrain_features={wood.id: wood}
    ).model_copy(update={"fortifications": {wall.id: wall}})
    maps = PlainMap()
    assert maps.ground_near(battle, "unit-c", 0.0) == ("earthwork",)
    assert maps.ground_near(battle, "unit-a", 129.0) == ()
    assert maps.ground_near(battle, "unit-a", 130.0) == ("earthwork",)


def test_the_index_is_built_once_per_terrain_change() -> None:
    engine = Engine(sifrp_battle(foot("unit-a", 50, 200), foot("unit-b", 50, 300)))
    for x in (60, 70, 80):
        engine.execute(MoveUnit("unit-a", (Point(x=x, y=200),)))
    engine.undo()
    assert engine.context.terrain.builds == 1
