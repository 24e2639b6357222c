"""The log and the report name people and sides, never their identities, and say a yes-or-no
value as a word."""

from campal.core.engine import Engine, Override, StartBattle
from campal.core.model import Battle, Point, RuleSystemId, Side, msg
from campal.core.report import TokenNames, render, render_log
from campal.core.templates import create_from_template, templates_for


def _battle() -> Battle:
    sides = {"side-1": Side(id="side-1", name="Lannister"), "side-2": Side(id="side-2", name="Stark")}
    entry = templates_for(RuleSystemId.SIFRP)[0]
    unit = create_from_template(RuleSystemId.SIFRP, entry.id, "side-1", Point(x=50, y=50), name="Capas rojas")
    return Battle(title="Prueba", sides=sides, units={unit.id: unit})


def test_a_refusal_names_the_unit_whose_turn_it_is_not():
    battle = _battle()
    unit = next(iter(battle.units))
    refusal = msg("phase.not_your_turn", actor=unit, current="side-2")
    text = render(refusal, "en", names=TokenNames(battle))
    assert text == "It is not Capas rojas's turn; it is Stark's"
    assert "unit-" not in text


def test_a_list_of_sides_is_named_one_by_one():
    battle = _battle()
    waiting = msg("phase.not_your_turn", actor="side-2", current="side-1, side-2")
    assert render(waiting, "en", names=TokenNames(battle)).endswith("it is Lannister, Stark's")


def test_an_override_of_a_yes_or_no_value_reads_as_words():
    battle = _battle()
    unit = next(iter(battle.units))
    engine = Engine(battle)
    engine.execute(StartBattle())
    engine.execute(Override(target=unit, field="hidden", value=True, reason="a la espera"))
    english, spanish = render_log(engine.state, "en"), render_log(engine.state, "es")
    assert "no → yes" in english and "no → sí" in spanish
    assert "False" not in english + spanish and "True" not in english + spanish


def test_an_awaited_roll_is_named_by_its_rule_and_its_side():
    battle = _battle()
    waiting = msg("phase.awaiting_roll", roll="carry_out", actors="side-1")
    assert (
        render(waiting, "en", "sifrp", TokenNames(battle))
        == "Waiting for Lannister: «carrying out the order»"
    )


def test_a_gm_value_set_from_the_dock_is_named_by_the_rule_texts_word():
    change = msg("gm.override", target="Infantería", field="stats.ammunition", old="—", value="3", reason="")
    assert render(change, "en", "exalted") == "The GM sets Infantería's Ammunition: — → 3"
    unknown = msg(
        "gm.override", target="Infantería", field="stats.some_new_value", old="1", value="2", reason=""
    )
    assert "some new value" in render(unknown, "en", "exalted") and "stats." not in render(
        unknown, "en", "exalted"
    )
