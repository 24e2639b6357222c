"""The eleven steps: deployment, parley, initiative, siege, character actions, standing orders,
repetition and resolution."""

import pytest

from campal.core.dice import ManualEntry
from campal.core.engine import ActionRefused, CommandRefused, NextStep, Override, StartBattle
from campal.core.model import CharacterState, SiegeEngine, Training, UnitState, UnitType
from campal.core.rules.sifrp.chain import orders_left
from campal.core.rules.sifrp.commands import (
    AssignCommand,
    AssumeCommand,
    AttackEnvoy,
    AttackSegment,
    AttackUnit,
    CarryOutOrder,
    FireSiegeEngines,
    HideUnit,
    IssueOrder,
    JoinUnit,
    OrderParams,
    RallyUnit,
    RenounceCommand,
    ResolveBattle,
    ResolveStandingOrder,
    RollInitiative,
    SiegeShot,
)
from campal.core.rules.sifrp.events import AttackResolved
from campal.core.rules.sifrp.values import discipline

from .armies import LANNISTER, STARK, engine_for, feed, run, step, to_orders, unit


def at(engine, name: str) -> None:  # type: ignore[no-untyped-def]
    run(engine, StartBattle())
    while step(engine) != name:
        if step(engine) == "initiative":
            feed(engine, [6] * 5 + [1] * 4)
            run(engine, RollInitiative(LANNISTER), RollInitiative(STARK))
        run(engine, NextStep())


def attacks(engine) -> list[AttackResolved]:  # type: ignore[no-untyped-def]
    return [e for e in engine.history[-1].events if isinstance(e, AttackResolved)]


def test_hidden_deployment_beats_the_nearest_enemys_passive_awareness_and_gains_a_die() -> None:
    engine = engine_for([5, 4])  # 9 against passive Awareness 8 (free play: no round structure)
    run(engine, HideUnit("unit-lbow"))
    assert engine.state.units["unit-lbow"].hidden
    feed(engine, [1, 1, 1, 1])
    run(engine, CarryOutOrder("unit-lbow", OrderParams(targets=("unit-sbow",)), order="attack"))
    hit = attacks(engine)[0]
    assert hit.roll.spec.kept_count == 4 and not engine.state.units["unit-lbow"].hidden


def test_attacking_the_envoy_costs_influence_and_is_logged_as_infamy() -> None:
    engine = engine_for()
    at(engine, "parley")
    run(engine, AttackEnvoy(STARK, ManualEntry(faces=(4,))))
    stats = engine.state.sides[STARK].stats
    assert stats is not None and (stats.influence_lost, stats.infamous_acts) == (4, 1)
    assert engine.state.log[-1].message.key == "parley.envoy_attacked"


@pytest.mark.parametrize(("robb_warfare", "first"), [(4, LANNISTER), (5, STARK)])
def test_initiative_ties_go_to_the_higher_warfare_rank_then_strategy(robb_warfare: int, first: str) -> None:
    engine = engine_for()
    run(engine, Override("char-robb", "stats.abilities.warfare", robb_warfare, "test"))
    at(engine, "parley")
    run(engine, NextStep())
    feed(engine, [3, 3, 3, 3, 1] + [3, 3, 3] + [3] * (robb_warfare - 3))
    run(engine, RollInitiative(LANNISTER), RollInitiative(STARK))
    assert engine.state.turn.order[0] == first  # type: ignore[union-attr]


def siege_battle():  # type: ignore[no-untyped-def]
    engine = engine_for()
    sappers = unit("unit-lsap", "Ingenieros", LANNISTER, UnitType.ENGINEERS, Training.TRAINED, 100, 20)
    sappers = sappers.model_copy(
        update={
            "stats": sappers.stats.model_copy(update={"siege_engines": (SiegeEngine(kind="catapult"),) * 5})
        }  # type: ignore[union-attr]
    )
    return engine_for(
        battle=engine.state.model_copy(update={"units": {**engine.state.units, sappers.id: sappers}})
    )


def test_siege_engines_roll_warfare_against_defence_and_multiply_damage_by_degrees() -> None:
    engine = siege_battle()
    at(engine, "siege")
    feed(engine, [6, 6, 6])  # 18 against 4: 3 degrees × 4 − 3
    run(engine, FireSiegeEngines(LANNISTER, (SiegeShot("unit-lsap", 0, "unit-sfoot"),)))
    assert attacks(engine)[0].damage == 9
    assert engine.state.units["unit-sfoot"].stats.state is UnitState.DISORGANISED  # type: ignore[union-attr]


def test_one_order_fires_no_more_engines_than_the_commanders_warfare_and_they_must_reload() -> None:
    engine = siege_battle()
    at(engine, "siege")
    shots = tuple(SiegeShot("unit-lsap", i, "unit-sfoot") for i in range(5))
    with pytest.raises(CommandRefused):
        run(engine, FireSiegeEngines(LANNISTER, shots))
    run(
        engine, Override("unit-lsap", "stats.siege_engines.0", {"kind": "catapult", "fired_round": 1}, "test")
    )
    with pytest.raises(CommandRefused) as caught:
        run(engine, FireSiegeEngines(LANNISTER, (SiegeShot("unit-lsap", 0, "unit-sfoot"),)))
    assert caught.value.reason.key == "siege.reloading"


def test_a_character_attacking_a_whole_unit_faces_its_defence_plus_twenty() -> None:
    engine = engine_for()
    at(engine, "first_actions")
    feed(engine, [6, 6, 6, 6, 6])  # 30 against 24: 2 degrees × 5 − 3
    run(engine, AttackUnit("char-jaime", "unit-sfoot"))
    hit = attacks(engine)[0]
    assert hit.roll.difficulty == 24 and hit.damage == 7


def test_each_ten_men_downed_in_a_segment_cost_one_health() -> None:
    engine = engine_for()
    at(engine, "first_actions")
    run(engine, AttackSegment("char-jaime", "unit-sfoot", men_downed=25))
    assert engine.state.units["unit-sfoot"].stats.health == 4  # type: ignore[union-attr]


def test_five_combat_rounds_of_actions() -> None:
    engine = engine_for()
    at(engine, "first_actions")
    for _ in range(10):
        run(engine, AttackSegment("char-brynden", "unit-llevy", men_downed=0))
    with pytest.raises(ActionRefused):
        run(engine, AttackSegment("char-brynden", "unit-llevy", men_downed=0))


def test_joining_a_unit_lowers_its_discipline_and_the_character_leaves_the_map() -> None:
    engine = engine_for()
    at(engine, "first_actions")
    run(engine, JoinUnit("char-jaime", "unit-lspear"))
    assert discipline(engine.state, engine.state.units["unit-lspear"]).total == 3
    assert engine.state.characters["char-jaime"].position is None


def test_commanders_who_gave_orders_take_no_second_actions() -> None:
    engine = engine_for()
    to_orders(engine)
    feed(engine, [6, 6, 6, 6, 6])
    run(engine, IssueOrder("char-tywin", "form_ranks", "unit-lspear"))
    run(engine, NextStep(force=True))
    assert step(engine) == "second_actions"
    with pytest.raises(ActionRefused):
        run(engine, JoinUnit("char-tywin", "unit-lspear"))
    run(engine, JoinUnit("char-jaime", "unit-lspear"))


def test_a_character_rallies_a_unit_with_warfare_against_discipline() -> None:
    engine = engine_for()
    run(engine, Override("unit-lspear", "stats.state", "routed", "test"))
    at(engine, "first_actions")
    feed(engine, [6, 6])
    run(engine, RallyUnit("char-jaime", "unit-lspear"))
    assert engine.state.units["unit-lspear"].stats.state is UnitState.DISORGANISED  # type: ignore[union-attr]


def test_renouncing_command_passes_it_to_the_lieutenant_of_highest_status() -> None:
    engine = engine_for()
    at(engine, "first_actions")
    run(engine, RenounceCommand("char-tywin"))
    assert engine.state.sides[LANNISTER].commander == "char-kevan"


def test_a_character_of_status_above_two_may_assume_a_lost_command() -> None:
    engine = engine_for()
    run(engine, Override(STARK, "commander", None, "Robb cae"))
    at(engine, "first_actions")
    run(engine, Override("char-greatjon", "stats.status", 2, "test"))
    with pytest.raises(CommandRefused):
        run(engine, AssumeCommand("char-greatjon"))
    run(engine, AssumeCommand("char-brynden"))
    assert engine.state.sides[STARK].commander == "char-brynden"


def test_lieutenants_one_per_two_full_units_and_heroes_one_per_status_rank() -> None:
    engine = engine_for()
    with pytest.raises(CommandRefused):
        run(engine, AssignCommand(LANNISTER, "char-tywin", ("char-kevan", "char-jaime", "char-tywin")))
    run(engine, AssignCommand(LANNISTER, "char-tywin", ("char-kevan", "char-jaime")))
    run(engine, Override("char-tywin", "stats.status", 0, "test"))
    with pytest.raises(CommandRefused):
        run(engine, AssignCommand(LANNISTER, "char-tywin", ("char-kevan",), ("char-jaime",)))


def test_standing_orders_are_carried_out_in_step_nine() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    run(
        engine,
        Override("unit-lhorse", "stats.standing_order", {"order": "attack", "targets": ["unit-slevy"]}, "t"),
    )
    run(engine, NextStep(), NextStep())
    assert step(engine) == "standing_orders" and engine.state.turn.queue[0] == LANNISTER  # type: ignore[union-attr]
    feed(engine, [4, 4, 1, 1])
    run(engine, ResolveStandingOrder("unit-lhorse"))
    assert engine.state.units["unit-slevy"].stats.health == 3  # type: ignore[union-attr]


def test_the_battle_ends_when_one_side_has_no_unit_able_to_fight_and_glory_is_shared() -> None:
    engine = engine_for()
    to_orders(engine)
    for unit_id in ("unit-sfoot", "unit-sbow", "unit-shorse", "unit-slevy"):
        run(engine, Override(unit_id, "stats.state", "routed", "test"))
    run(engine, NextStep(), NextStep(), NextStep(), NextStep())
    assert step(engine) == "resolution"
    run(engine, ResolveBattle(LANNISTER, captured=("char-robb",)))
    assert engine.state.sides[LANNISTER].stats.glory == 4  # type: ignore[union-attr]
    assert engine.state.sides[STARK].stats.glory == 1  # type: ignore[union-attr]
    assert engine.state.characters["char-robb"].stats.state is CharacterState.CAPTURED  # type: ignore[union-attr]


def test_surrender_order_tests_each_unit_and_ends_the_battle() -> None:
    engine = engine_for()
    to_orders(engine)
    feed(engine, [6] * 5 + [1] * 5 + [6] * 15)
    run(engine, IssueOrder("char-tywin", "surrender"))
    assert engine.state.sides[LANNISTER].stats.surrendered  # type: ignore[union-attr]
    assert engine.state.units["unit-lbow"].stats.state is UnitState.ROUTED  # type: ignore[union-attr]


def test_firing_the_siege_engines_spends_one_of_the_commanders_orders() -> None:
    engine = siege_battle()
    at(engine, "siege")
    feed(engine, [6, 6, 6])
    run(engine, FireSiegeEngines(LANNISTER, (SiegeShot("unit-lsap", 0, "unit-sfoot"),)))
    assert orders_left(engine.state, "char-tywin") == 4 - 1
    run(engine, NextStep(), NextStep())
    assert step(engine) == "orders"
    assert engine.state.turn.budgets[LANNISTER] == 3 + 1  # type: ignore[union-attr]  (Tywin 3, Kevan 1)


def test_a_commander_without_orders_cannot_fire_the_siege_engines() -> None:
    engine = siege_battle()
    run(engine, Override("char-tywin", "attached_to", "unit-lspear", "test"))
    at(engine, "siege")
    with pytest.raises(CommandRefused) as caught:
        run(engine, FireSiegeEngines(LANNISTER, (SiegeShot("unit-lsap", 0, "unit-sfoot"),)))
    assert caught.value.reason.key == "order.no_orders_left"


def test_the_resolution_records_each_houses_resources() -> None:
    from campal.core.rules.sifrp.commands import ResourceChange

    engine = engine_for()
    to_orders(engine)
    for unit_id in ("unit-sfoot", "unit-sbow", "unit-shorse", "unit-slevy"):
        run(engine, Override(unit_id, "stats.state", "routed", "test"))
    run(engine, NextStep(), NextStep(), NextStep(), NextStep())
    assert step(engine) == "resolution"
    run(
        engine, ResolveBattle(LANNISTER, resources=(ResourceChange(LANNISTER, lands=2, wealth=1, defense=1),))
    )
    stats = engine.state.sides[LANNISTER].stats
    assert stats is not None and (stats.lands, stats.wealth, stats.population, stats.defense) == (2, 1, 0, 1)
