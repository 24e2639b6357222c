"""The GM sets a unit's ratings from its troop through the engine: one undo step, one log line;
a troop whose ratings would leave a unit's range, or no troop at all, is refused."""

from __future__ import annotations

import pytest

from campal.core.dice import RandomDice
from campal.core.engine import CommandRefused, Engine, Override, PlainMap, StartBattle
from campal.core.model import ExaltedUnitStats
from campal.core.model.exalted import Troop
from campal.core.report.prose import entry_lines, render, render_log
from campal.core.rules import system_of
from campal.core.rules.exalted.commands import DeriveRatings
from campal.core.rules.exalted.traits import ratings_from

from .armies import hosts

TROOP = Troop(dexterity=3, strength=3, stamina=3, close_ability=3, close_accuracy=2, soak=7, hardness=2)


def _engine(troop: Troop | None) -> Engine:
    engine = Engine(hosts(), dice=RandomDice(1), map_queries=PlainMap())
    if troop is not None:
        engine.execute(Override("unit-spear", "stats.troop", troop.model_dump(mode="json")))
    return engine


def _stats(engine: Engine) -> ExaltedUnitStats:
    found = engine.state.units["unit-spear"].stats
    assert isinstance(found, ExaltedUnitStats)
    return found


def test_the_ratings_are_the_troops_and_one_undo_puts_the_old_back() -> None:
    engine = _engine(TROOP)
    before = _stats(engine)
    engine.execute(system_of(engine.state).derive_command("unit-spear") or DeriveRatings("unit-spear"))
    after = _stats(engine)
    for field, value in ratings_from(TROOP).items():
        assert getattr(after, field) == value, field
    assert after.endurance == before.drill + TROOP.stamina
    line = render(engine.state.log[-1].message, "es")
    assert "calculados a partir de la tropa" in line and "ataque cuerpo a cuerpo 4" in line
    engine.undo()
    assert _stats(engine) == before


def test_ratings_beyond_a_units_range_are_refused_and_the_unit_untouched() -> None:
    engine = _engine(Troop(dexterity=30, close_ability=30, close_accuracy=10))
    before = engine.state
    with pytest.raises(CommandRefused) as refused:
        engine.execute(DeriveRatings("unit-spear"))
    assert refused.value.reason.key == "exalted.refusal.rating_out_of_range"
    assert "Ataque cuerpo a cuerpo sería 35, fuera de 0–10" in render(refused.value.reason, "es")
    assert engine.state == before


def test_a_unit_with_no_troop_is_refused() -> None:
    engine = _engine(None)
    with pytest.raises(CommandRefused) as refused:
        engine.execute(DeriveRatings("unit-spear"))
    assert refused.value.reason.key == "exalted.refusal.no_troop"


def test_one_trait_of_a_troop_not_written_yet_starts_it_from_the_defaults() -> None:
    engine = _engine(None)
    assert _stats(engine).troop is None
    engine.execute(Override("unit-spear", "stats.troop.dexterity", 4))
    assert _stats(engine).troop == Troop(dexterity=4)
    with pytest.raises(CommandRefused):
        engine.execute(Override("unit-spear", "stats.troop.nonsense", 1))
    with pytest.raises(CommandRefused, match=r"override\.unknown_field"):
        _engine(None).execute(Override("unit-spear", "stats.troop.deeper.nonsense", 1))
    assert _stats(engine).troop == Troop(dexterity=4)


def test_in_battle_a_trait_set_on_a_unit_with_no_troop_logs_that_trait_and_a_dash() -> None:
    engine = _engine(None)
    engine.execute(StartBattle())  # before it, an edit is setting up and leaves no line
    engine.execute(Override("unit-spear", "stats.troop.mount_valor", 3))
    line = engine.state.log[-1]
    assert line.message.key == "gm.override"
    shown = render(line.message, "es")
    assert "None" not in shown and "{" not in shown and shown.endswith("— → 3")  # no empty brackets


def test_the_log_names_an_overridden_value_by_its_rule_word_in_the_battles_system() -> None:
    engine = _engine(TROOP)
    engine.execute(StartBattle())
    engine.execute(Override("unit-spear", "stats.troop.dexterity", 5, reason="veteranos"))
    lines = entry_lines(engine.state.log[-1], "es", engine.state.system.value)
    assert lines[0] == "El DJ cambia Destreza de Lanzas de Tepet: 3 → 5 (veteranos)"
    assert "stats." not in render_log(engine.state, "en")


def test_the_ranged_attack_supply_is_4_attacks_mobile_and_7_in_a_fortification() -> None:
    from campal.core.rules.exalted.attacks import attacks_from
    from campal.core.rules.exalted.traits import derive

    archers = Troop(ranged_ability=3, ranged_weapon_damage=3)
    from .units import unit

    assert attacks_from(derive(unit(troop=archers)).ammunition or 0) == 4
    assert attacks_from(derive(unit(troop=archers, fortified=True)).ammunition or 0) == 7
    assert derive(unit(troop=TROOP)).ammunition is None  # no missiles
