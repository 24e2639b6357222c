"""Visibility and weather weigh on characters' tests too: "-1D a todas las tiradas de Agilidad,
Brío, Combate cuerpo a cuerpo, Percepción, Picaresca y Puntería" in dim light, "-2" to Combate
c/c and Puntería in heavy rain."""

from __future__ import annotations

import pytest

from campal.core.model import Conditions, Light, Weather
from campal.core.rules.sifrp.commands import AttackUnit
from campal.core.rules.sifrp.events import AttackResolved

from .armies import engine_for, feed, run, two_armies


def _battle(light: Light, weather: Weather):  # type: ignore[no-untyped-def]
    battle = two_armies()
    field = battle.field.model_copy(update={"conditions": Conditions(light=light, weather=weather)})
    return battle.model_copy(update={"field": field})


@pytest.mark.parametrize(
    ("light", "weather", "kept", "flat"),
    [
        (Light.DAYLIGHT, Weather.CLEAR, 5, 0),
        (Light.DIM, Weather.CLEAR, 4, 0),
        (Light.DARK, Weather.HEAVY_RAIN, 3, -2),
    ],
)
def test_a_characters_attack_feels_the_light_and_the_weather(
    light: Light, weather: Weather, kept: int, flat: int
) -> None:
    engine = engine_for(battle=_battle(light, weather))
    feed(engine, [3] * 10)
    run(engine, AttackUnit("char-jaime", "unit-sfoot"))
    hit = next(e for e in engine.history[-1].events if isinstance(e, AttackResolved))
    assert hit.roll.spec.kept_count == kept
    assert hit.roll.spec.modifiers.total == flat
