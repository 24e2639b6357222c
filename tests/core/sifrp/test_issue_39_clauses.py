"""SIFRP Guerra clauses the engine read wrongly or in part, each with the case that tells the
readings apart."""

import pytest

from campal.core.dice import ManualEntry
from campal.core.engine import AmendRoll, NextStep, Override, PlainMap, StartBattle
from campal.core.engine.rewind import corrections, rolls_of
from campal.core.model import Fortification, Point
from campal.core.rules.play import Choice, Extra, TargetKind
from campal.core.rules.sifrp import SYSTEM
from campal.core.rules.sifrp.chain import orders_left
from campal.core.rules.sifrp.commands import (
    AdjustOrders,
    CarryOutOrder,
    FellCharacter,
    FirePrepared,
    IssueOrder,
    LessenDamage,
    OrderParams,
    RollInitiative,
)
from campal.core.rules.sifrp.events import AttackResolved, OrderIssued

from .armies import LANNISTER, STARK, engine_for, feed, run, to_orders, two_armies


def test_initiative_without_a_commander_rolls_a_surviving_characters_warfare() -> None:
    """As the army's single order does: Robb's Warfare 4 when Stark has lost its commander."""
    battle = two_armies()
    headless = battle.sides[STARK].model_copy(update={"commander": None, "lieutenants": ()})
    engine = engine_for(battle=battle.model_copy(update={"sides": {**battle.sides, STARK: headless}}))
    feed(engine, [6] * 10)
    run(engine, StartBattle(), NextStep(), NextStep(), NextStep())
    run(engine, RollInitiative(STARK))
    assert engine.state.log[-1].message.params["total"] == 24


def test_a_critical_failure_on_one_unit_of_a_pincer_leaves_that_unit_idle() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-lhorse", "position", {"x": 100.0, "y": 184.0}, "test"))
    feed(engine, [1, 1, 1, 6, 6, 6] + [1] * 10)  # the spears' share fails by 5 or more, the riders' holds
    pincer = IssueOrder(
        "char-tywin",
        "pincer",
        "unit-lspear",
        second_unit="unit-lhorse",
        targets=("unit-sfoot",),
        dice_split=(2, 2),
    )
    run(engine, pincer)
    issued = [e for e in engine.history[-1].events if isinstance(e, OrderIssued)]
    assert issued[0].roll.is_critical_failure and issued[1].roll.is_success
    assert engine.state.units["unit-lspear"].stats.idle_this_round  # type: ignore[union-attr]
    assert not engine.state.units["unit-lhorse"].stats.idle_this_round  # type: ignore[union-attr]


@pytest.mark.parametrize("state", ["routed", "destroyed"])
def test_boiling_oil_is_not_poured_by_a_routed_or_destroyed_defender(state: str) -> None:
    wall = (
        Point(x=80, y=60),
        Point(x=120, y=60),
        Point(x=120, y=95),
        Point(x=80, y=95),
    )  # at the spears' front
    fort = Fortification(id="fort-keep", kind="castle", outline=wall, defence_bonus=4)
    engine = engine_for(battle=two_armies().model_copy(update={"fortifications": {fort.id: fort}}))
    run(engine, Override("unit-sbow", "position", {"x": 100.0, "y": 55.0}, "test"))
    run(engine, Override("unit-sbow", "stats.equipment", ["boiling_oil"], "test"))
    run(engine, Override("unit-sbow", "stats.state", state, "test"))
    health = engine.state.units["unit-lspear"].stats.health  # type: ignore[union-attr]
    feed(engine, [1, 1, 1])
    run(engine, CarryOutOrder("unit-lspear", OrderParams(fortification="fort-keep"), order="scale_wall"))
    assert engine.state.units["unit-lspear"].stats.health == health  # type: ignore[union-attr]


def test_a_standing_attack_whose_target_is_gone_lapses_without_the_gm_pressing_n() -> None:
    engine = engine_for()
    to_orders(engine)
    order = {"order": "attack", "targets": ["unit-slevy"]}
    run(engine, Override("unit-llevy", "stats.standing_order", order, "test"))
    run(engine, Override("unit-slevy", "stats.state", "destroyed", "test"))
    run(engine, NextStep(), NextStep())  # second actions, then the standing orders
    turn = engine.state.turn
    assert turn is not None and turn.step == "standing_orders"
    assert turn.actor is None and not turn.queue  # nothing left to await in step 9


def _pincer() -> IssueOrder:
    return IssueOrder(
        "char-tywin",
        "pincer",
        "unit-lspear",
        second_unit="unit-lhorse",
        targets=("unit-sfoot",),
        dice_split=(2, 2),
    )


def test_fall_tests_from_a_felled_character_are_typed_and_kept_when_an_earlier_roll_is_corrected() -> None:
    engine = engine_for()
    run(engine, Override("char-tywin", "attached_to", "unit-lspear", "test"))
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    feed(engine, [4, 4, 1, 1, 1])
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="attack"))
    run(engine, FellCharacter("char-tywin", entries=(ManualEntry(faces=(5, 5)),)))
    (fall_test,) = rolls_of(engine.history[-1])
    assert fall_test.manual and fall_test.total == 10
    position = len(engine.history) - 2
    size = rolls_of(engine.history[position])[0].spec.rolled_count  # type: ignore[union-attr]
    commands = corrections(engine.history, position, 0, ManualEntry(faces=(6,) * size), "on camera")
    engine.undo()
    engine.undo()
    feed(engine, [1] * 30)
    run(engine, *commands)
    (kept,) = rolls_of(engine.history[-1])
    assert kept.total == 10


def _robb_felled_with_his_unit():  # type: ignore[no-untyped-def]
    engine = engine_for()
    run(engine, Override("char-robb", "attached_to", "unit-slevy", "test"))
    run(engine, Override("char-robb", "stats.health", 1, "test"))
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    feed(engine, [4, 4, 1, 1, 1])
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="attack"))
    return engine


def test_an_attached_character_may_lessen_the_damage_that_felled_it_before_it_falls() -> None:
    engine = _robb_felled_with_his_unit()
    robb = engine.state.characters["char-robb"].stats
    assert robb.health == 0 and robb.state.value == "active"  # type: ignore[union-attr]
    assert engine.state.sides[STARK].commander == "char-robb"  # no succession yet
    run(engine, LessenDamage("char-robb", "wound", 1))
    robb = engine.state.characters["char-robb"].stats
    assert robb.health > 0 and robb.state.value == "active" and robb.wounds == 1  # type: ignore[union-attr]
    assert not SYSTEM.play.awaited(engine.state)


def test_a_felled_character_not_lessened_falls_when_the_gm_goes_on() -> None:
    engine = _robb_felled_with_his_unit()
    (fall,) = SYSTEM.play.awaited(engine.state)
    assert isinstance(fall, FellCharacter) and fall.character == "char-robb"
    feed(engine, [6] * 10)
    run(engine, fall)
    assert engine.state.characters["char-robb"].stats.state.value == "fallen"  # type: ignore[union-attr]
    assert engine.state.sides[STARK].commander == "char-greatjon"


def test_lieutenants_are_one_per_two_complete_units_the_army_fields_hurt_or_not() -> None:
    battle = two_armies()
    engine = engine_for(battle=battle)
    for unit in ("unit-lspear", "unit-lbow", "unit-lhorse"):
        run(engine, Override(unit, "stats.health", 2, "test"))
    to_orders(engine)
    assert orders_left(engine.state, "char-kevan") == 1


def test_a_lieutenants_post_counted_with_the_rounds_orders_never_lapses_mid_round() -> None:
    engine = engine_for()
    to_orders(engine)
    budget = engine.state.turn.budgets[LANNISTER]  # type: ignore[union-attr]
    for unit in ("unit-lspear", "unit-lbow", "unit-lhorse"):
        run(engine, Override(unit, "stats.state", "destroyed", "test"))
    assert orders_left(engine.state, "char-kevan") == 1
    assert engine.state.turn.budgets[LANNISTER] == budget  # type: ignore[union-attr]


def test_the_gm_adjusts_an_issuers_orders_for_the_round_as_a_logged_command() -> None:
    engine = engine_for()
    to_orders(engine)
    budget = engine.state.turn.budgets[LANNISTER]  # type: ignore[union-attr]
    run(engine, AdjustOrders("char-kevan", 1, "a messenger rides in"))
    assert orders_left(engine.state, "char-kevan") == 2
    assert engine.state.turn.budgets[LANNISTER] == budget + 1  # type: ignore[union-attr]
    assert engine.state.log[-1].gm_decision and engine.state.log[-1].message.key == "order.count_adjusted"
    run(engine, AdjustOrders("char-kevan", -5))
    assert orders_left(engine.state, "char-kevan") == 0
    assert engine.state.turn.budgets[LANNISTER] == budget - 1  # type: ignore[union-attr]


def _hit(engine, unit: str, target: str, faces: list[int]):  # type: ignore[no-untyped-def]
    feed(engine, faces)
    run(engine, CarryOutOrder(unit, OrderParams(targets=(target,)), order="attack"))
    return next(e for e in engine.history[-1].events if isinstance(e, AttackResolved))


@pytest.mark.parametrize(
    ("facing", "formation", "more"), [(0.0, None, 0), (90.0, None, 1), (180.0, None, 2), (180.0, "square", 0)]
)
def test_flank_and_rear_attacks_are_judged_from_positions_and_a_square_cancels_them(
    facing: float, formation: str | None, more: int
) -> None:
    """The riders strike the levy from the north: its front, its flank or its rear as it faces."""
    engine = engine_for()
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    run(engine, Override("unit-slevy", "facing", facing, "test"))
    if formation is not None:
        run(engine, Override("unit-slevy", "stats.formation", formation, "test"))
    hit = _hit(engine, "unit-lhorse", "unit-slevy", [1] * 10)
    assert hit.roll.spec.kept_count == 4 + more


def test_the_shield_walls_shelter_for_units_behind_it_is_found_on_the_map() -> None:
    engine = engine_for()
    run(engine, Override("unit-sfoot", "stats.formation", "shield_wall", "test"))
    open_field = _hit(engine, "unit-lbow", "unit-sbow", [1] * 5).roll.difficulty
    engine = engine_for()
    run(engine, Override("unit-sfoot", "stats.formation", "shield_wall", "test"))
    run(engine, Override("unit-sfoot", "position", {"x": 200.0, "y": 175.0}, "test"))
    behind = _hit(engine, "unit-lbow", "unit-sbow", [1] * 5).roll.difficulty
    assert behind == open_field + 5


def test_archers_in_melee_split_the_pool_of_the_attack_they_make() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-sfoot", "position", {"x": 200.0, "y": 110.0}, "test"))
    bow = engine.state.units["unit-lbow"].stats
    pool = bow.abilities.fighting  # type: ignore[union-attr]
    assert bow.abilities.marksmanship > pool  # type: ignore[union-attr]
    splits = SYSTEM.play.extras(engine.state, Choice("unit-lbow", "split_attack", "char-tywin", "unit-sfoot"))
    sums = {sum(int(n) for n in key.split("/")[0].split("+")) for key, _ in splits}
    assert sums == {pool}


def test_devastar_lets_the_gm_name_the_lands_owner() -> None:
    engine = engine_for(battle=two_armies().model_copy(update={"rule_options": {"advanced_orders": True}}))
    to_orders(engine)
    owners = [
        key for key, _ in SYSTEM.play.extras(engine.state, Choice("unit-lspear", "ravage", "char-tywin"))
    ]
    assert owners == [LANNISTER, STARK]
    command = SYSTEM.play.command(
        engine.state, Choice("unit-lspear", "ravage", "char-tywin", extra=LANNISTER)
    )
    assert isinstance(command, IssueOrder) and command.targets == (LANNISTER,)


@pytest.mark.parametrize("order", ["attack", "charge"])
def test_a_unit_may_attack_a_lone_enemy_character_offered_in_the_dock(order: str) -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("char-robb", "position", {"x": 100.0, "y": 122.0}, "test"))
    picks = SYSTEM.play.targets(engine.state, PlainMap(), Choice("unit-lspear", order, "char-tywin"))
    robb = next(t for t in picks if t.token == "char-robb")
    assert robb.refusal is None
    feed(engine, [6] * 20)
    run(engine, SYSTEM.play.command(engine.state, Choice("unit-lspear", order, "char-tywin", "char-robb")))
    run(engine, CarryOutOrder("unit-lspear", OrderParams(targets=("char-robb",)), order=order))
    hit = next(e for e in engine.history[-1].events if isinstance(e, AttackResolved))
    assert hit.target == "char-robb" and any(
        t.key == "term.lone_character" for t in hit.roll.spec.test_dice.terms
    )


def test_a_character_attached_to_a_unit_is_no_lone_target() -> None:
    engine = engine_for()
    run(engine, Override("char-robb", "attached_to", "unit-sfoot", "test"))
    picks = SYSTEM.play.targets(engine.state, PlainMap(), Choice("unit-lspear", "attack", "char-tywin"))
    assert "char-robb" not in [t.token for t in picks]


def test_preparar_from_the_dock_keeps_its_target_condition_and_action_and_fires_it() -> None:
    engine = engine_for()
    to_orders(engine)
    offer = next(
        o
        for o in SYSTEM.play.unit_offers(engine.state, PlainMap(), "unit-lspear", "char-tywin")
        if o.id == "prepare"
    )
    assert offer.target is TargetKind.ENEMY and offer.extra is Extra.CHOICE and offer.condition
    picks = SYSTEM.play.targets(engine.state, PlainMap(), Choice("unit-lspear", "prepare", "char-tywin"))
    assert all(t.refusal is None for t in picks) and "unit-shorse" in [t.token for t in picks]
    actions = [
        key for key, _ in SYSTEM.play.extras(engine.state, Choice("unit-lspear", "prepare", "char-tywin"))
    ]
    assert "charge" in actions
    choice = Choice(
        "unit-lspear", "prepare", "char-tywin", "unit-sfoot", extra="attack", note="when they come on"
    )
    feed(engine, [6] * 10)
    run(engine, SYSTEM.play.command(engine.state, choice))
    prepared = engine.state.units["unit-lspear"].stats.prepared  # type: ignore[union-attr]
    assert prepared is not None and (prepared.order, prepared.targets, prepared.condition) == (
        "attack",
        ("unit-sfoot",),
        "when they come on",
    )
    feed(engine, [6] * 10)
    run(engine, FirePrepared("unit-lspear"))
    hit = next(e for e in engine.history[-1].events if isinstance(e, AttackResolved))
    assert (hit.attacker, hit.target) == ("unit-lspear", "unit-sfoot")


def test_a_movimiento_order_may_run_to_a_destination_beyond_its_pace() -> None:
    engine = engine_for()
    spear = engine.state.units["unit-lspear"]
    walk = SYSTEM.allowance(engine.state, "unit-lspear").bands[0].limit_m
    far = Point(x=spear.position.x + walk * 2, y=spear.position.y)
    run(engine, CarryOutOrder("unit-lspear", OrderParams(destination=far), order="move"))
    assert engine.state.units["unit-lspear"].position == far


def test_correcting_an_earlier_roll_keeps_the_later_rolls_of_the_same_action() -> None:
    """The pincer's second order roll keeps its dice when the GM
    corrects the first order roll; nothing is thrown again but the roll corrected."""
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-lhorse", "position", {"x": 100.0, "y": 184.0}, "test"))
    feed(engine, [4, 4, 4, 6, 5, 6, 3, 4, 2, 5, 3, 4, 2, 5, 3, 4, 2, 5])
    run(engine, _pincer())
    before = rolls_of(engine.history[-1])
    assert len(before) == 2  # one order roll for each unit
    engine.undo()
    feed(engine, [1] * 40)  # what a re-roll of the later rolls would show
    run(engine, AmendRoll(_pincer(), before, 0, ManualEntry(faces=(6, 6, 6)), "misread"))
    after = rolls_of(engine.history[-1])
    assert after[0].rolled == (6, 6, 6)  # type: ignore[union-attr]
    assert after[1].rolled == before[1].rolled and not after[1].manual  # type: ignore[union-attr]


def test_a_gm_reroll_throws_only_the_roll_asked_for() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-lhorse", "position", {"x": 100.0, "y": 184.0}, "test"))
    feed(engine, [4, 4, 4, 6, 5, 6, 3, 4, 2, 5, 3, 4, 2, 5, 3, 4, 2, 5])
    run(engine, _pincer())
    before = rolls_of(engine.history[-1])
    engine.undo()
    feed(engine, [5] * 40)
    run(engine, AmendRoll(_pincer(), before, 0, None))
    after = rolls_of(engine.history[-1])
    assert after[0].rolled == (5, 5, 5)  # type: ignore[union-attr]
    assert after[1].rolled == before[1].rolled  # type: ignore[union-attr]
