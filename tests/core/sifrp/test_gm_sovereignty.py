"""The GM overrides any value, undoably and on the record, and tags tokens with modifiers."""

import json
from pathlib import Path

import pytest

from campal.core.engine import AddTag, CommandRefused, Override, RemoveTag, StartBattle
from campal.core.io import load_battle, save_battle
from campal.core.model import AssetStore, Battle, Tag, UnitState
from campal.core.rules.sifrp.morale import is_allowed_move
from campal.core.rules.sifrp.values import defence, discipline

from .armies import engine_for, run, to_orders


def test_override_sets_any_value_is_logged_as_the_gms_decision_and_undoes() -> None:
    engine = engine_for()
    run(engine, StartBattle())
    run(engine, Override("unit-lspear", "stats.state", "destroyed", "el río se los lleva"))
    assert engine.state.units["unit-lspear"].stats.state is UnitState.DESTROYED  # type: ignore[union-attr]
    entry = engine.state.log[-1]
    assert entry.gm_decision and entry.message.key == "gm.override"
    assert entry.message.params["reason"] == "el río se los lleva"
    engine.undo()
    assert engine.state.units["unit-lspear"].stats.state is UnitState.ORGANISED  # type: ignore[union-attr]


def test_an_override_may_move_a_state_the_rules_never_would() -> None:
    engine = engine_for()
    run(engine, Override("unit-lspear", "stats.state", "routed", "pánico"))
    run(engine, Override("unit-lspear", "stats.state", "organised", "el DJ manda"))
    assert not is_allowed_move(UnitState.ROUTED, UnitState.ORGANISED)
    assert engine.state.units["unit-lspear"].stats.state is UnitState.ORGANISED  # type: ignore[union-attr]


def test_an_override_that_breaks_the_document_is_refused() -> None:
    engine = engine_for()
    with pytest.raises(CommandRefused):
        run(engine, Override("unit-lspear", "stats.health", -3, "no"))
    with pytest.raises(CommandRefused):
        run(engine, Override("unit-lspear", "stats.nonsense", 1, "no"))
    with pytest.raises(CommandRefused):
        run(engine, Override("unit-nobody", "name", "x", "no"))


def test_custom_tags_carry_a_note_and_a_modifier() -> None:
    engine = engine_for()
    run(
        engine,
        AddTag(
            "unit-lspear", Tag(name="Terreno alto", note="sobre la colina", applies_to="defence", modifier=2)
        ),
    )
    run(engine, AddTag("unit-lspear", Tag(name="Juramento", applies_to="discipline", modifier=-1)))
    unit = engine.state.units["unit-lspear"]
    assert defence(engine.state, unit).total == 6 and discipline(engine.state, unit).total == 5
    run(engine, RemoveTag("unit-lspear", "Terreno alto"))
    assert defence(engine.state, engine.state.units["unit-lspear"]).total == 4


def test_a_battle_mid_round_is_saved_and_loaded_with_its_turn(tmp_path: Path) -> None:
    engine = engine_for()
    to_orders(engine)
    path = tmp_path / "forca.campal"
    save_battle(path, engine.state, AssetStore())
    loaded = load_battle(path)
    assert loaded.battle == engine.state


def test_the_json_schema_is_generated_from_the_models() -> None:
    schema = json.dumps(Battle.model_json_schema())
    for name in ("TurnState", "SifrpUnitStats", "SifrpCharacterStats", "SifrpSideStats", "Formation"):
        assert name in schema


def test_an_edit_before_the_battle_starts_is_set_up_not_a_logged_ruling() -> None:
    from campal.core.engine import Engine, Override

    from .armies import two_armies

    engine = Engine(two_armies())
    engine.execute(Override("unit-lspear", "name", "Lanzas del Oeste", ""))
    assert engine.state.units["unit-lspear"].name == "Lanzas del Oeste"
    assert engine.state.log == ()
    engine.undo()
    assert engine.state.units["unit-lspear"].name != "Lanzas del Oeste"
