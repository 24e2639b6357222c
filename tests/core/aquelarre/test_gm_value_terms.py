"""Every breakdown term whose number is a GM value says so ("valor del DJ" / "GM value"): the
Tabla de Modificadores' values and the armour's penalty; the skill itself says nothing."""

from __future__ import annotations

import pytest

from campal.core.engine import Engine, SetHouseRule
from campal.core.house_rules import use_rules
from campal.core.model import Battle, RuleSystemId
from campal.core.report import render_breakdown
from campal.core.rules.aquelarre.kit import kit
from campal.core.rules.aquelarre.percentages import Situation, percentage

from .people import person


@pytest.fixture(autouse=True)
def _shipped_tables_after():
    yield
    use_rules("", {})


def test_a_modifier_from_the_gms_table_says_it_is_a_gm_value() -> None:
    thrower = person(strength=12, skills={"lanzar": 40}, drawn=("cuchillo",))
    value = percentage(thrower, "ranged", "lanzar", kit().weapon("cuchillo"), Situation(range_band="short"))
    short = next(t for t in value.terms if t.key == "aquelarre.mod.short_range")
    assert short.gm and not value.terms[0].gm
    assert render_breakdown(value, "es").count("(valor del DJ)") == sum(t.gm for t in value.terms)
    engine = Engine(Battle(system=RuleSystemId.AQUELARRE))
    engine.execute(SetHouseRule("modifiers", "attack.short_range", 30))
    changed = percentage(thrower, "ranged", "lanzar", kit().weapon("cuchillo"), Situation(range_band="short"))
    assert changed.total == value.total - short.value + 30
    assert "30 " in render_breakdown(changed, "en") and "(GM value)" in render_breakdown(changed, "en")
