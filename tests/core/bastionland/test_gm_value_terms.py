"""Every breakdown term whose number is a GM value says so ("valor del DJ" / "GM value"): the
Armour an attack meets, where a shield wall's point is the GM's table's; the pieces worn are
the character's own and say nothing."""

from __future__ import annotations

import pytest

from campal.core.engine import Engine, SetHouseRule
from campal.core.house_rules import use_rules
from campal.core.model import Battle, RuleSystemId
from campal.core.report import render_breakdown
from campal.core.rules.bastionland.walls import armour_terms

from . import people


@pytest.fixture(autouse=True)
def _shipped_tables_after():
    yield
    use_rules("", {})


def test_a_shield_walls_point_is_a_gm_value_in_the_armour_breakdown() -> None:
    terms = armour_terms(people.knight(), ranged=False, shield_wall=True)
    assert [(t.key, t.gm) for t in terms.terms] == [
        ("bastionland.term.armour_worn", False),
        ("bastionland.term.shield_wall", True),
    ]
    assert render_breakdown(terms, "es").endswith("1 muro de escudos (valor del DJ) = 3")
    engine = Engine(Battle(system=RuleSystemId.BASTIONLAND))
    engine.execute(SetHouseRule("combat", "shield_wall_armour", 2))
    changed = armour_terms(people.knight(), ranged=False, shield_wall=True)
    assert render_breakdown(changed, "en").endswith("2 shield wall (GM value) = 4")
