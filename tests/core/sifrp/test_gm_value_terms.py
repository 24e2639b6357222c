"""Every breakdown term whose number is a GM value says so ("valor del DJ" / "GM value"):
here a garrison's home ground (a fan table's Discipline), a battle's own value for it, and the
terms the text gives, which say nothing."""

from __future__ import annotations

import pytest

from campal.core.engine import Override, SetHouseRule
from campal.core.house_rules import gm_tables, gm_values, use_rules
from campal.core.report import render_breakdown
from campal.core.rules.sifrp.values import discipline

from .armies import engine_for, run


@pytest.fixture(autouse=True)
def _shipped_tables_after():
    yield
    use_rules("", {})


def test_a_garrisons_home_ground_is_a_gm_value_in_the_discipline_breakdown() -> None:
    engine = engine_for()
    run(engine, Override("unit-lspear", "stats.unit_type", "garrison", "test"))
    run(engine, Override("unit-lspear", "stats.home_ground", True, "test"))
    terms = discipline(engine.state, engine.state.units["unit-lspear"])
    marked = {t.key: t.gm for t in terms.terms}
    assert marked["term.home_ground"] and not marked["term.discipline"]
    assert "(valor del DJ)" in render_breakdown(terms, "es")
    assert "(GM value)" in render_breakdown(terms, "en")
    # A house rule for it is read, and still said to be the GM's.
    before = terms.total
    engine.execute(SetHouseRule("warfare", "garrison_home_discipline", -6))
    after = discipline(engine.state, engine.state.units["unit-lspear"])
    assert after.total == before - 3 and next(t for t in after.terms if t.key == "term.home_ground").gm


def test_only_the_values_the_text_leaves_open_are_sifrps_house_rules() -> None:
    assert {"warfare", "equipment"} <= set(gm_tables("sifrp"))
    warfare = gm_values("sifrp", "warfare")
    assert "flank_dice" in warfare and "attached_discipline" not in warfare  # −3: the text's
