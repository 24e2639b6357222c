"""The shipped terrain catalogue: complete, valid, and tunable per feature."""

from __future__ import annotations

import math

import pytest

from campal.core.model import RuleSystemId
from campal.core.terrain import (
    CoverLevel,
    MoverKind,
    OverrideRefused,
    cover_value,
    load_catalogue,
    movement_multiplier,
    with_overrides,
)

CATALOGUE = load_catalogue()
TERRAIN_KINDS = {
    "open_field", "road", "forest", "dense_forest", "tall_grass", "rocks", "hill", "cliff", "marsh",
    "river_fordable", "river_navigable", "lake", "ruins", "village", "buildings", "wall", "palisade", "ditch",
}  # fmt: skip
ALL_KINDS = [*CATALOGUE.terrain.values(), *CATALOGUE.fortifications.values()]


def test_every_required_terrain_kind_is_there() -> None:
    assert set(CATALOGUE.terrain) >= TERRAIN_KINDS


@pytest.mark.parametrize("kind", ALL_KINDS, ids=lambda k: k.names.en)
def test_every_kind_has_both_names_and_every_system(kind: object) -> None:
    data = kind.model_dump()  # type: ignore[attr-defined]
    assert data["names"]["es"].strip() and data["names"]["en"].strip()
    assert set(data["effects"]) == {system.value for system in RuleSystemId}


def test_line_kinds_have_a_width() -> None:
    for name in ("road", "river_fordable", "river_navigable", "wall", "palisade", "ditch"):
        style = CATALOGUE.terrain[name].style
        assert style.line and style.line_width_m is not None and style.line_width_m > 0


def test_fortification_bonuses_span_the_sifrp_range() -> None:
    bonuses = {k: v.effects.sifrp.defence_bonus for k, v in CATALOGUE.fortifications.items()}
    assert bonuses["ditch"] == 1
    assert bonuses["castle"] == 12
    assert all(1 <= bonus <= 12 for bonus in bonuses.values())


def test_sifrp_forest_halves_infantry_and_water_blocks() -> None:
    forest, lake = CATALOGUE.terrain["forest"], CATALOGUE.terrain["lake"]
    rules = CATALOGUE.rules
    assert movement_multiplier(forest, MoverKind.INFANTRY, RuleSystemId.SIFRP, rules) == 2.0
    assert movement_multiplier(lake, MoverKind.INFANTRY, RuleSystemId.SIFRP, rules) == math.inf
    assert movement_multiplier(lake, MoverKind.FLYER, RuleSystemId.SIFRP, rules) == 1.0


def test_exalted_terrain_classes_follow_the_text() -> None:
    rules = CATALOGUE.rules
    forest, marsh = CATALOGUE.terrain["forest"], CATALOGUE.terrain["marsh"]
    ex = RuleSystemId.EXALTED
    assert movement_multiplier(forest, MoverKind.INFANTRY, ex, rules) == 1.0
    assert movement_multiplier(forest, MoverKind.CAVALRY, ex, rules) == 2.0
    assert movement_multiplier(forest, MoverKind.SIEGE_ENGINE, ex, rules) == math.inf
    assert movement_multiplier(marsh, MoverKind.INFANTRY, ex, rules) == 2.0
    assert movement_multiplier(marsh, MoverKind.CAVALRY, ex, rules) == math.inf
    assert cover_value(forest, ex, rules).percent == 50
    assert cover_value(CATALOGUE.terrain["tall_grass"], ex, rules).percent == 25


def test_aquelarre_swimming_is_twice_as_slow() -> None:
    lake = CATALOGUE.terrain["lake"]
    assert movement_multiplier(lake, MoverKind.INDIVIDUAL, RuleSystemId.AQUELARRE, CATALOGUE.rules) == 2.0


def test_bastionland_cover_is_one_armour() -> None:
    cover = cover_value(CATALOGUE.terrain["forest"], RuleSystemId.BASTIONLAND, CATALOGUE.rules)
    assert cover.armour_bonus == 1 and cover.level is CoverLevel.PARTIAL


def test_overrides_lay_over_the_kind() -> None:
    forest = CATALOGUE.terrain["forest"]
    tuned = with_overrides(
        forest, {"sifrp.greatly_limits_movement": True, "movement.cavalry": 5, "sight.depth_m": 3}
    )
    assert tuned.effects.sifrp.greatly_limits_movement
    assert tuned.movement.cavalry == 5
    assert tuned.sight.depth_m == 3
    assert forest.effects.sifrp.greatly_limits_movement is False


@pytest.mark.parametrize(
    ("overrides", "key"),
    [
        ({"sifrp.teleports": True}, "terrain.unknown_override"),
        ({"nonsense": 1}, "terrain.unknown_override"),
        ({"exalted.cover_percent": 250}, "terrain.bad_override"),
        ({"movement.infantry": 0.5}, "terrain.bad_override"),
    ],
)
def test_bad_overrides_are_refused(overrides: dict[str, int], key: str) -> None:
    with pytest.raises(OverrideRefused) as refused:
        with_overrides(CATALOGUE.terrain["forest"], overrides)
    assert refused.value.message.key == key
