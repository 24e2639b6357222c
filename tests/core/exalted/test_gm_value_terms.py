"""Every breakdown term whose number is a GM value says so ("valor del DJ" / "GM value"): the
rout difficulty's perceived enemy and formation (GM tables), the DV's flank penalty; the
commander's own traits say nothing."""

from __future__ import annotations

import pytest

from campal.core.engine import Engine, SetHouseRule
from campal.core.house_rules import use_rules
from campal.core.model import Battle, RuleSystemId
from campal.core.report import render_breakdown
from campal.core.rules.exalted.attacks import AttackSituation, Facing, defence
from campal.core.rules.exalted.morale import rout_difficulty

from .units import unit


@pytest.fixture(autouse=True)
def _shipped_tables_after():
    yield
    use_rules("", {})


def test_the_rout_difficulty_names_its_gm_values() -> None:
    terms = rout_difficulty(unit(), "flank_attack", perceived="overwhelming")
    marked = {t.key: t.gm for t in terms.terms}
    assert marked["exalted.perceived.overwhelming"]
    assert not marked.get("exalted.term.magnitude_less_drill", False)
    assert render_breakdown(terms, "es").count("(valor del DJ)") == sum(marked.values())
    engine = Engine(Battle(system=RuleSystemId.EXALTED))
    engine.execute(SetHouseRule("morale", "perceived_enemy.overwhelming", 5))
    changed = rout_difficulty(unit(), "flank_attack", perceived="overwhelming")
    assert changed.terms[0].value == 5 and changed.terms[0].gm
    assert "5 " in render_breakdown(changed, "en") and "(GM value)" in render_breakdown(changed, "en")


def test_the_flank_penalty_on_the_dv_is_a_gm_value() -> None:
    dv = defence(unit(), AttackSituation(facing=Facing.FLANK))
    flank = next(t for t in dv.terms if t.key == "exalted.term.flank")
    assert flank.gm and not dv.terms[0].gm
