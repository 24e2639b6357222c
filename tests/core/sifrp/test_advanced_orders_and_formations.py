"""Advanced orders and formations, each with its modifier, requirement and effect."""

import pytest

from campal.core.engine import CommandRefused, Override
from campal.core.model import Formation, Fortification, Point, UnitState
from campal.core.rules.sifrp.commands import CarryOutOrder, FirePrepared, IssueOrder, OrderParams
from campal.core.rules.sifrp.events import AttackResolved, OrderIssued
from campal.core.rules.sifrp.tables import formations, orders
from campal.core.rules.sifrp.values import active_effects, defence, discipline, movement

from .armies import engine_for, feed, run, to_orders, two_armies

ADVANCED = {
    "onslaught": 6,
    "split_attack": 6,
    "combine_units": 3,
    "ravage": 3,
    "ambush": 3,
    "scale_wall": 3,
    "suppressing_fire": 3,
    "pincer": 3,
    "envelop": 6,
    "trample": 3,
    "brace_for_charge": 3,
    "press": 3,
    "undermine": 3,
    "probe": 6,
    "hammer_and_anvil": 6,
}
BASIC = [
    "attack",
    "charge",
    "defend",
    "form_ranks",
    "move",
    "prepare",
    "rally",
    "surrender",
    "reorganise",
    "retreat",
    "aggressive_retreat",
]


def test_every_order_of_the_text_is_in_the_table_with_its_modifier() -> None:
    table = orders()
    for name in BASIC:
        assert table[name].modifier == 0 and not table[name].advanced
    for name, modifier in ADVANCED.items():
        assert table[name].modifier == modifier and table[name].advanced


@pytest.mark.parametrize(
    ("kind", "difficulty"),
    [
        ("battle", 0),
        ("loose", -3),
        ("column", 0),
        ("square", 6),
        ("wedge", 3),
        ("checkerboard", 0),
        ("phalanx", 6),
        ("shield_wall", 6),
        ("tortoise", 9),
    ],
)
def test_every_formation_has_its_difficulty(kind: str, difficulty: int) -> None:
    assert formations()[Formation(kind)].difficulty == difficulty


def carry(engine, unit: str, order: str, faces=(), **params):  # type: ignore[no-untyped-def]
    feed(engine, faces)
    params.setdefault("flank", "front")  # these attacks are ruled frontal, whatever the angle
    run(engine, CarryOutOrder(unit, OrderParams(**params), order=order))
    return [e for e in engine.history[-1].events if isinstance(e, AttackResolved)]


def horse_beside_levy():  # type: ignore[no-untyped-def]
    engine = engine_for()
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    return engine


def test_ambush_needs_a_hidden_unit_and_adds_two_damage() -> None:
    engine = engine_for()
    to_orders(engine)
    with pytest.raises(CommandRefused):
        run(engine, IssueOrder("char-tywin", "ambush", "unit-lhorse", targets=("unit-slevy",)))
    engine = horse_beside_levy()
    hits = carry(engine, "unit-lhorse", "ambush", [4, 4, 1, 1], targets=("unit-slevy",))
    assert hits[0].base_damage.total == 3 and hits[0].added_damage.total == 2 and hits[0].damage == 5


def test_trample_is_for_cavalry_and_adds_five_damage() -> None:
    engine = engine_for()
    to_orders(engine)
    with pytest.raises(CommandRefused):
        run(engine, IssueOrder("char-tywin", "trample", "unit-lspear", targets=("unit-sfoot",)))
    engine = engine_for()
    hits = carry(engine, "unit-lhorse", "trample", [4, 4, 1, 1], targets=("unit-slevy",))
    assert hits[0].damage == 8


def test_suppressing_fire_raises_the_targets_discipline_and_hurts_from_the_second_degree() -> None:
    engine = engine_for()
    hits = carry(engine, "unit-lbow", "suppressing_fire", [6, 6, 4], targets=("unit-sbow",))  # 16 vs 5: 3
    assert hits[0].damage == 2  # 2 × (3 − 1) − 2
    target = engine.state.units["unit-sbow"]
    assert discipline(engine.state, target).total == 12 + 3 + 2


def test_undermining_engineers_lower_the_fortification_and_their_own_defence() -> None:
    ring = (Point(x=95, y=100), Point(x=105, y=100), Point(x=105, y=80))  # touching the spears
    fort = Fortification(id="fort-keep", kind="castle", outline=ring, defence_bonus=8)
    engine = engine_for()
    engine = engine_for(battle=engine.state.model_copy(update={"fortifications": {fort.id: fort}}))
    carry(engine, "unit-lspear", "undermine", [6, 6, 3], fortification="fort-keep")  # 15 vs 12: 1 degree
    assert engine.state.fortifications["fort-keep"].defence_bonus == 7
    assert defence(engine.state, engine.state.units["unit-lspear"]).total == 4 - 5


def test_probe_attacks_with_one_die_less_and_raises_defence_by_two() -> None:
    engine = engine_for()
    hits = carry(engine, "unit-lspear", "probe", [1, 1, 1], targets=("unit-sfoot",))
    assert hits[0].roll.spec.kept_count == 2
    assert defence(engine.state, engine.state.units["unit-lspear"]).total == 6


def test_press_pushes_the_enemy_ten_metres_per_degree() -> None:
    engine = engine_for()
    carry(engine, "unit-lspear", "press", [6, 6, 6], targets=("unit-sfoot",))  # 18 vs 8: 3 degrees
    assert engine.state.units["unit-sfoot"].position.y == pytest.approx(172.0)


def test_split_attack_divides_the_dice_between_targets() -> None:
    engine = engine_for()
    run(engine, Override("unit-slevy", "position", {"x": 140.0, "y": 100.0}, "test"))
    hits = carry(
        engine,
        "unit-lspear",
        "split_attack",
        [1, 1, 1],
        targets=("unit-sfoot", "unit-slevy"),
        dice_split=(2, 1),
    )
    assert [h.roll.spec.rank for h in hits] == [2, 1]
    with pytest.raises(CommandRefused):
        carry(engine, "unit-lspear", "split_attack", targets=("unit-sfoot", "unit-slevy"), dice_split=(3, 1))


def test_brace_for_charge_strikes_the_charger_first_for_double_damage() -> None:
    engine = engine_for()
    run(engine, Override("unit-slevy", "stats.prepared", {"order": "brace_for_charge"}, "test"))
    braced = [{"kind": "braced", "value": 0, "until_round": 1, "source": "brace"}]
    run(engine, Override("unit-slevy", "stats.effects", braced, "test"))
    hits = carry(engine, "unit-lhorse", "charge", [6, 6, 1, 1, 1, 1, 1, 1], targets=("unit-slevy",))
    assert hits[0].attacker == "unit-slevy" and hits[0].order == "brace_for_charge"
    assert hits[1].attacker == "unit-lhorse"


def test_envelop_gives_a_free_attack_when_the_target_withdraws() -> None:
    engine = engine_for()
    run(
        engine,
        Override("unit-lspear", "stats.standing_order", {"order": "envelop", "targets": ["unit-sfoot"]}, "t"),
    )
    carry(engine, "unit-lspear", "envelop", [1, 1, 1], targets=("unit-sfoot",))
    hits = carry(engine, "unit-sfoot", "retreat", [1, 1, 1], destination=Point(x=100, y=170))
    assert hits and hits[0].attacker == "unit-lspear"


def test_onslaught_passes_through_enemies_attacking_each_with_a_die_penalty_on_them() -> None:
    engine = engine_for()
    hits = carry(engine, "unit-lspear", "onslaught", [1, 1, 1], destination=Point(x=100, y=200))
    assert [h.target for h in hits] == ["unit-sfoot"]
    assert active_effects(engine.state, engine.state.units["unit-sfoot"].stats, "dice_penalty")  # type: ignore[arg-type]


def test_hammer_and_anvil_drives_the_enemy_onto_a_prepared_unit() -> None:
    engine = engine_for()
    run(engine, Override("unit-sbow", "position", {"x": 100.0, "y": 142.0}, "test"))
    run(engine, Override("unit-sfoot", "position", {"x": 300.0, "y": 142.0}, "test"))
    run(engine, Override("unit-lhorse", "stats.prepared", {"order": "attack"}, "test"))
    run(engine, Override("unit-lhorse", "position", {"x": 300.0, "y": 195.0}, "test"))
    run(engine, Override("unit-lspear", "position", {"x": 300.0, "y": 100.0}, "test"))
    run(engine, Override("unit-sfoot", "facing", 180.0, "test"))  # driven back, it faces the anvil
    hits = carry(
        engine,
        "unit-lspear",
        "hammer_and_anvil",
        [1, 1] + [6, 6] + [1] * 5,
        targets=("unit-sfoot",),
        anvil="unit-lhorse",
    )
    assert engine.state.units["unit-sfoot"].position.y == pytest.approx(155.0, abs=0.1)  # stops on contact
    assert hits and hits[0].attacker == "unit-lhorse" and hits[0].roll.spec.kept_count == 5


def test_combine_units_needs_two_damaged_adjacent_units_and_makes_one_intact() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-llevy", "position", {"x": 240.0, "y": 100.0}, "test"))
    with pytest.raises(CommandRefused):
        run(engine, IssueOrder("char-tywin", "combine_units", "unit-lbow", partner="unit-llevy"))
    run(
        engine,
        Override("unit-lbow", "stats.health", 2, "test"),
        Override("unit-llevy", "stats.health", 3, "t"),
    )
    feed(engine, [6] * 5)
    run(engine, IssueOrder("char-tywin", "combine_units", "unit-lbow", partner="unit-llevy"))
    assert "unit-llevy" not in engine.state.units and engine.state.units["unit-lbow"].stats.health == 6  # type: ignore[union-attr]


def test_pincer_splits_warfare_dice_between_two_units_each_attacking_with_a_bonus_die() -> None:
    engine = engine_for()
    to_orders(engine)
    run(engine, Override("unit-lhorse", "position", {"x": 100.0, "y": 184.0}, "test"))
    feed(engine, [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1])  # 2 + 1B each, then the attacks
    run(
        engine,
        IssueOrder(
            "char-tywin",
            "pincer",
            "unit-lspear",
            second_unit="unit-lhorse",
            targets=("unit-sfoot",),
            dice_split=(2, 2),
            params=OrderParams(flank="front"),
        ),
    )
    events = engine.history[-1].events
    issued = [e for e in events if isinstance(e, OrderIssued)]
    assert len(issued) == 2 and all(e.roll.spec.bonus == 1 for e in issued)  # Tywin's Command die
    assert [e.roll.spec.kept_count for e in events if isinstance(e, AttackResolved)] == [4, 5]
    assert engine.state.units["unit-lspear"].stats.standing_order is None  # type: ignore[union-attr]


def test_scale_wall_is_athletics_against_the_wall_and_free_with_ladders() -> None:
    wall = (
        Point(x=80, y=60),
        Point(x=120, y=60),
        Point(x=120, y=95),
        Point(x=80, y=95),
    )  # at the spears' front
    fort = Fortification(id="fort-keep", kind="castle", outline=wall)
    engine = engine_for(battle=two_armies().model_copy(update={"fortifications": {fort.id: fort}}))
    to_orders(engine)
    feed(engine, [6] * 5)
    run(engine, IssueOrder("char-tywin", "scale_wall", "unit-lspear", equipped=True))
    assert next(e for e in engine.history[-1].events if isinstance(e, OrderIssued)).difficulty.total == 6


def test_prepared_action_fires_when_its_condition_is_met() -> None:
    engine = horse_beside_levy()
    run(
        engine,
        Override(
            "unit-lhorse",
            "stats.prepared",
            {"order": "attack", "targets": ["unit-slevy"], "condition": "si la leva avanza"},
            "t",
        ),
    )
    feed(engine, [4, 4, 1, 1])
    run(engine, FirePrepared("unit-lhorse"))
    assert engine.state.units["unit-lhorse"].stats.prepared is None  # type: ignore[union-attr]
    assert engine.state.units["unit-slevy"].stats.health == 3  # type: ignore[union-attr]


def test_tortoise_cannot_attack_and_adds_five_to_every_defence() -> None:
    engine = engine_for()
    run(engine, Override("unit-lspear", "stats.formation", "tortoise", "test"))
    assert defence(engine.state, engine.state.units["unit-lspear"], "ranged").total == 9
    with pytest.raises(CommandRefused):
        carry(engine, "unit-lspear", "attack", targets=("unit-sfoot",))
    assert movement(engine.state.units["unit-lspear"]) == 10


@pytest.mark.parametrize(
    ("kind", "melee", "ranged"),
    [("loose", -1, -1), ("wedge", 4, -1), ("checkerboard", 4, 9), ("phalanx", 9, -1), ("battle", 4, 4)],
)
def test_formation_defences(kind: str, melee: int, ranged: int) -> None:
    engine = engine_for()
    run(engine, Override("unit-lspear", "stats.formation", kind, "test"))
    unit = engine.state.units["unit-lspear"]
    assert (defence(engine.state, unit, "melee").total, defence(engine.state, unit, "ranged").total) == (
        melee,
        ranged,
    )


def test_column_costs_a_fighting_die_and_wedge_adds_one_on_charges() -> None:
    engine = horse_beside_levy()
    run(engine, Override("unit-lhorse", "stats.formation", "column", "test"))
    assert (
        carry(engine, "unit-lhorse", "attack", [1] * 4, targets=("unit-slevy",))[0].roll.spec.kept_count == 3
    )
    engine = engine_for()
    run(engine, Override("unit-lhorse", "stats.formation", "wedge", "test"))
    assert (
        carry(engine, "unit-lhorse", "charge", [1] * 4, targets=("unit-slevy",))[0].roll.spec.kept_count == 4
    )


def test_shield_wall_negates_the_charge_and_shelters_the_units_behind() -> None:
    engine = engine_for()
    run(engine, Override("unit-slevy", "stats.formation", "shield_wall", "test"))
    hit = carry(engine, "unit-lhorse", "charge", [1] * 4, targets=("unit-slevy",))[0]
    assert hit.base_damage.total == 3
    engine = engine_for()
    run(engine, Override("unit-sfoot", "stats.formation", "shield_wall", "test"))
    hit = carry(engine, "unit-lbow", "attack", [1, 1, 1], targets=("unit-sbow",), sheltered_by="unit-sfoot")[
        0
    ]
    assert hit.roll.difficulty == 10


def test_square_negates_flank_bonuses_and_checkerboard_gains_a_die_against_loose_units() -> None:
    engine = engine_for()
    assert (
        carry(engine, "unit-lspear", "attack", [1] * 5, targets=("unit-sfoot",), flank="rear")[
            0
        ].roll.spec.kept_count
        == 5
    )
    engine = engine_for()
    run(engine, Override("unit-sfoot", "stats.formation", "square", "test"))
    assert (
        carry(engine, "unit-lspear", "attack", [1] * 3, targets=("unit-sfoot",), flank="rear")[
            0
        ].roll.spec.kept_count
        == 3
    )
    engine = engine_for()
    run(engine, Override("unit-sfoot", "stats.formation", "loose", "test"))
    run(engine, Override("unit-lspear", "stats.formation", "checkerboard", "test"))
    assert (
        carry(engine, "unit-lspear", "attack", [1] * 4, targets=("unit-sfoot",))[0].roll.spec.kept_count == 4
    )


def test_routed_unit_cannot_attack() -> None:
    engine = engine_for()
    run(engine, Override("unit-lspear", "stats.state", UnitState.ROUTED.value, "test"))
    with pytest.raises(CommandRefused):
        carry(engine, "unit-lspear", "attack", targets=("unit-sfoot",))
