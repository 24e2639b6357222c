"""A target list's sight and cover, worked out for every enemy at once, answer what each line
asked alone answers: on the sample battles, from every unit to every token."""

from __future__ import annotations

from pathlib import Path

import pytest

from campal.core.engine.geometry_map import GeometryMap
from campal.core.io import load_battle

SAMPLES = sorted((Path(__file__).parents[2] / "resources" / "samples").glob("*.campal"))


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
def test_sight_at_once_equals_sight_alone(sample: Path) -> None:
    battle = load_battle(sample).battle
    tokens = [*battle.units, *(c.id for c in battle.characters.values() if c.position is not None)]
    at_once, alone = GeometryMap(), GeometryMap()
    asked = 0
    for observer in tokens:
        at_once.look_at_each(battle, observer, tokens)
        for target in tokens:
            if target == observer:
                continue
            single = alone.index(battle).line_of_sight(*_ends(battle, observer, target))
            assert at_once.has_line_of_sight(battle, observer, target) == single.is_clear
            assert at_once.cover(battle, observer, target) == alone.cover(battle, observer, target)
            asked += 1
    assert asked > 0


def _ends(battle, a, b):  # type: ignore[no-untyped-def]
    from campal.core.movement.tokens import footprint_of

    return footprint_of(battle, a), footprint_of(battle, b)
