"""Every step's own actions are offered (item: reachable from the app): each offer's choice
becomes a command the engine accepts in that step, and N in a character step leaves no one
silently."""

from __future__ import annotations

from campal.core.engine import NextStep, Override, PlainMap, StartBattle
from campal.core.model import CharacterState, Light, SiegeEngine, Weather
from campal.core.rules.play import Choice
from campal.core.rules.system import system_of

from .armies import LANNISTER, STARK, engine_for, feed, run, to_orders

PLAY = system_of("sifrp").play
MAP = PlainMap()


def _ids(engine) -> set[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return {(s.actor, s.offer.id) for s in PLAY.step_offers(engine.state, MAP) if s.offer.refusal is None}


def _do(engine, actor: str, offer: str, **more: object) -> None:  # type: ignore[no-untyped-def]
    run(engine, PLAY.command(engine.state, Choice(actor, offer, **more)))  # type: ignore[arg-type]


def test_the_field_step_offers_light_and_weather_and_they_are_set() -> None:
    engine = engine_for()
    run(engine, StartBattle())
    assert ("", "set_conditions") in _ids(engine)
    values = [v for v, _ in PLAY.extras(engine.state, Choice("", "set_conditions"))]
    assert "dim/heavy_rain" in values and len(values) == len(Light) * len(Weather)
    _do(engine, "", "set_conditions", extra="dim/heavy_rain")
    assert engine.state.field.conditions.light is Light.DIM
    assert engine.state.field.conditions.weather is Weather.HEAVY_RAIN


def test_deployment_offers_the_hide_roll_for_each_side_and_its_units() -> None:
    engine = engine_for()
    run(engine, StartBattle(), NextStep())
    assert {(LANNISTER, "hide_unit"), (STARK, "hide_unit")} <= _ids(engine)
    targets = {t.token for t in PLAY.targets(engine.state, MAP, Choice(LANNISTER, "hide_unit"))}
    assert "unit-lbow" in targets and "unit-sbow" not in targets
    feed(engine, [6] * 10)
    _do(engine, LANNISTER, "hide_unit", target="unit-lbow")
    assert engine.state.units["unit-lbow"].hidden


def test_parley_offers_terms_the_envoy_and_surrender() -> None:
    engine = engine_for()
    run(engine, StartBattle(), NextStep(), NextStep())
    assert {(LANNISTER, "parley"), (STARK, "attack_envoy"), (STARK, "surrender")} <= _ids(engine)
    _do(engine, LANNISTER, "parley", extra="Rendid Aguasdulces")
    assert engine.state.log[-1].message.key == "parley.terms"
    feed(engine, [4])
    _do(engine, STARK, "attack_envoy")
    assert engine.state.sides[STARK].stats.influence_lost == 4  # type: ignore[union-attr]


def test_the_siege_step_fires_the_ready_engines_at_a_target_picked_on_the_map() -> None:
    engine = engine_for()
    engines = [SiegeEngine(kind="catapult").model_dump(), SiegeEngine(kind="catapult").model_dump()]
    run(engine, Override("unit-lbow", "stats.siege_engines", engines, "test"))
    feed(engine, [6] * 5 + [1] * 4)
    run(engine, StartBattle(), NextStep(), NextStep(), NextStep())
    from campal.core.rules.sifrp.commands import RollInitiative

    run(engine, RollInitiative(LANNISTER), RollInitiative(STARK), NextStep())
    assert engine.state.turn.step == "siege"  # type: ignore[union-attr]
    assert (LANNISTER, "fire_siege") in _ids(engine)
    extras = [v for v, _ in PLAY.extras(engine.state, Choice(LANNISTER, "fire_siege"))]
    assert extras == ["unit-lbow:0", "unit-lbow:1", "all"]
    targets = {
        t.token: t for t in PLAY.targets(engine.state, MAP, Choice(LANNISTER, "fire_siege", extra="all"))
    }
    assert targets["unit-sfoot"].refusal is None
    feed(engine, [6] * 20)
    _do(engine, LANNISTER, "fire_siege", extra="all", target="unit-sfoot")
    fired = engine.state.units["unit-lbow"].stats.siege_engines  # type: ignore[union-attr]
    assert all(e.fired_round == 1 for e in fired)


def test_the_command_is_assigned_from_the_offers_at_any_time() -> None:
    engine = engine_for()
    _do(engine, LANNISTER, "assign_commander", extra="char-kevan")
    side = engine.state.sides[LANNISTER]
    assert side.commander == "char-kevan" and "char-kevan" not in side.lieutenants
    _do(engine, LANNISTER, "toggle_lieutenant", extra="char-tywin")
    assert engine.state.sides[LANNISTER].lieutenants == ("char-tywin",)
    _do(engine, LANNISTER, "toggle_hero", extra="char-jaime")  # he was the hero: no more
    assert engine.state.sides[LANNISTER].heroes == ()
    _do(engine, LANNISTER, "toggle_hero", extra="char-jaime")
    assert engine.state.sides[LANNISTER].heroes == ("char-jaime",)


def test_a_character_falls_or_is_captured_from_the_offers() -> None:
    engine = engine_for()
    to_orders(engine)
    listed = [v for v, _ in PLAY.extras(engine.state, Choice("", "capture_character"))]
    assert "char-brynden" in listed
    feed(engine, [6] * 40)
    _do(engine, "", "capture_character", extra="char-brynden")
    assert engine.state.characters["char-brynden"].stats.state is CharacterState.CAPTURED  # type: ignore[union-attr]


def test_a_prepared_action_fires_from_the_offers() -> None:
    engine = engine_for()
    to_orders(engine)
    assert (LANNISTER, "fire_prepared") not in _ids(engine)
    run(
        engine, Override("unit-lspear", "stats.prepared", {"order": "attack", "targets": ["unit-sfoot"]}, "t")
    )
    assert (LANNISTER, "fire_prepared") in _ids(engine)
    feed(engine, [6] * 10)
    _do(engine, LANNISTER, "fire_prepared", target="unit-lspear")
    assert engine.state.units["unit-lspear"].stats.prepared is None  # type: ignore[union-attr]


def test_the_pending_characters_of_a_character_step_are_named() -> None:
    engine = engine_for()
    to_orders(engine)
    assert PLAY.pending(engine.state) == ()  # the orders step: sides act, not characters
    engine = engine_for()
    feed(engine, [6] * 5 + [1] * 4)
    run(engine, StartBattle(), NextStep(), NextStep(), NextStep())
    from campal.core.rules.sifrp.commands import RollInitiative

    run(engine, RollInitiative(LANNISTER), RollInitiative(STARK), NextStep(), NextStep())
    assert engine.state.turn.step == "first_actions"  # type: ignore[union-attr]
    assert "char-tywin" in PLAY.pending(engine.state)


def test_a_hurt_characters_damage_is_lessened_from_the_offers() -> None:
    from campal.core.rules.sifrp.commands import CarryOutOrder, OrderParams

    engine = engine_for()
    assert ("", "lessen_damage") not in _ids(engine)
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    run(engine, Override("char-brynden", "attached_to", "unit-slevy", "test"))
    feed(engine, [6] * 5)
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="attack"))
    assert ("", "lessen_damage") in _ids(engine)
    listed = [v for v, _ in PLAY.extras(engine.state, Choice("", "lessen_damage"))]
    assert listed[0].startswith("char-brynden:fatigue:")
    health = engine.state.characters["char-brynden"].stats.health  # type: ignore[union-attr]
    _do(engine, "", "lessen_damage", extra=listed[0])
    assert engine.state.characters["char-brynden"].stats.health == health + 1  # type: ignore[union-attr]


def test_the_gm_sets_a_units_state_from_the_offers() -> None:
    engine = engine_for()
    assert ("", "set_unit_state") in _ids(engine)
    targets = {t.token for t in PLAY.targets(engine.state, MAP, Choice("", "set_unit_state"))}
    assert {"unit-lspear", "unit-sfoot"} <= targets
    _do(engine, "", "set_unit_state", target="unit-sfoot", extra="routed")
    assert engine.state.units["unit-sfoot"].stats.state.value == "routed"  # type: ignore[union-attr]


def test_every_step_action_and_its_choices_read_in_both_languages() -> None:
    from campal.core.report import render
    from campal.core.rules.sifrp.step_play import STEP_OFFERS

    engine = engine_for()
    to_orders(engine)
    for code in ("es", "en"):
        for item in PLAY.step_offers(engine.state, MAP):
            text = render(item.offer.label, code)
            assert "action." not in text and "offer." not in text and "_" not in text, text
    assert {"set_conditions", "fire_siege", "resolve_battle", "set_unit_state"} <= STEP_OFFERS
    for value, label in PLAY.extras(engine.state, Choice("", "set_conditions")):
        assert "light" not in render(label, "es") and "/" in value
