"""House rules: a battle's own value for a GM table is read by the rules in that battle, taken
back by one undo, saved in the battle file, and refused when the table has no such value or
the value is not of the shipped kind. The shipped table stays the default."""

from __future__ import annotations

import pytest

from campal.core.engine import CommandRefused, Engine, SetHouseRule
from campal.core.house_rules import gm_tables, gm_values, shipped_table, use_rules
from campal.core.io import load_battle, save_battle
from campal.core.model import AssetStore, Battle, RuleSystemId
from campal.core.rules.aquelarre.movement import movement_table


@pytest.fixture(autouse=True)
def _shipped_tables_after():
    """The house rules in play are the process's: the next test reads the shipped tables."""
    yield
    use_rules("", {})


def test_a_house_rule_is_what_the_rules_read_until_it_is_undone():
    engine = Engine(Battle(system=RuleSystemId.AQUELARRE))
    assert movement_table().run_varas == 12.0
    engine.execute(SetHouseRule("movement", "run_varas", 15.0))
    assert engine.state.house_rules == {"movement": {"run_varas": 15.0}}
    assert movement_table().run_varas == 15.0
    assert engine.state.log[-1].message.key == "gm.house_rule"
    engine.undo()
    assert engine.state.house_rules == {}
    assert movement_table().run_varas == 12.0
    assert shipped_table("aquelarre", "movement")["run_varas"] == 12.0


def test_setting_the_shipped_value_again_leaves_no_house_rule():
    engine = Engine(Battle(system=RuleSystemId.AQUELARRE))
    engine.execute(SetHouseRule("movement", "run_varas", 15.0))
    engine.execute(SetHouseRule("movement", "run_varas", None))
    assert engine.state.house_rules == {}


@pytest.mark.parametrize(
    ("table", "key", "value"),
    [
        ("movement", "run_varas", "quince"),  # a number in the table
        ("movement", "run_varas", True),
        ("movement", "flying_varas", 3.0),  # not in the table
        ("archetypes", "soldado", 1),  # not a GM table
        ("movement", "wounded_factor", 2.0),  # the rules take a factor up to 1
    ],
)
def test_a_house_rule_the_tables_cannot_take_is_refused(table, key, value):
    engine = Engine(Battle(system=RuleSystemId.AQUELARRE))
    with pytest.raises(CommandRefused):
        engine.execute(SetHouseRule(table, key, value))
    assert engine.state.house_rules == {}


def test_house_rules_are_saved_in_the_battle_file(tmp_path):
    engine = Engine(Battle(system=RuleSystemId.EXALTED))
    engine.execute(SetHouseRule("movement", "yards_per_speed.infantry", 12))
    path = tmp_path / "casa.campal"
    save_battle(path, engine.state, AssetStore())
    assert load_battle(path).battle.house_rules == engine.state.house_rules


def test_the_gm_tables_are_the_ones_marked_as_gm_values():
    assert "movement" in gm_tables("aquelarre") and "archetypes" not in gm_tables("aquelarre")
    values = gm_values("aquelarre", "weapons")
    assert values["weapons.montante.damage"] == "1D10+2"
    assert not any(key.endswith((".es", ".en", "note", "gm_default")) for key in values)
