"""The clauses of the Secuencia de combate that the engine once read wrong, each played through
the engine with typed dice: what a blow, a defence or a declaration does by the text."""

from __future__ import annotations

import pytest

from campal.core.dice import ManualEntry
from campal.core.engine import CommandRefused, Engine, GeometryMap, NextStep
from campal.core.engine.override import Override
from campal.core.geometry import IndexCache
from campal.core.model import Point, TerrainFeature
from campal.core.rules.aquelarre.commands import (
    CarryOut,
    ConcludeRound,
    Declare,
    Defend,
    Delay,
    RepairGear,
    RollInitiative,
    SpotAmbush,
)

from .people import person
from .test_manoeuvres_played import declare_all, fight, stats

ROUNDS_A_MINUTE = 5


def typed(*faces: int | tuple[int, ...]) -> tuple[ManualEntry, ...]:
    return tuple(ManualEntry(faces=f if isinstance(f, tuple) else (f,)) for f in faces)


def test_shield_attack_adds_strength_damage_bonus() -> None:
    # A sword in hand (its bonus would come from HAB 10: none); the shield's edge takes FUE 15's +1D4.
    engine = fight(
        {
            "strength": 15,
            "drawn": ("espada_de_mano",),
            "weapons": ("espada_de_mano",),
            "shield": "escudo_de_madera",
            "shield_ready": True,
            "skills": {"escudos": 80},
        },
        {"max_health": 20, "health": 20},
    )
    declare_all(
        engine, {"char-t1": (("walk", ()),) * 2, "char-a": (("shield_attack", ("char-t1",)), ("dodge", ()))}
    )
    engine.execute(NextStep())
    # 10 of 40 hits; 1D4+1 shows 3, the +1D4 shows 4; chest.
    engine.execute(CarryOut("char-a", 0, entries=typed(10, (3, 4), 5)))
    assert stats(engine, "char-t1").health == 20 - (3 + 1 + 4)


def test_bare_hand_parry_of_a_pelea_attack_costs_nothing() -> None:
    engine = fight({"skills": {"pelea": 80}}, {"skills": {"pelea": 70}})
    declare_all(
        engine, {"char-t1": (("parry", ()), ("walk", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(Defend("char-t1", 0, entries=typed(10, 20)))  # the punch hits, the parry holds
    assert stats(engine, "char-t1").health == 12


def _wall_beside_a() -> dict[str, TerrainFeature]:
    line = (Point(x=-2.0, y=-1.5), Point(x=-2.0, y=0.0), Point(x=-2.0, y=1.5))  # behind A, off the line
    return {"terrain-wall": TerrainFeature(id="terrain-wall", kind="wall", outline=line)}


def test_cover_against_a_critical_shot_needs_a_critical_saltar() -> None:
    engine = fight(
        {"skills": {"saltar": 60}},
        {"drawn": ("arco_corto",), "weapons": ("arco_corto",), "skills": {"arcos": 80}},
        terrain=_wall_beside_a(),
        maps=GeometryMap(IndexCache()),
    )
    declare_all(
        engine, {"char-t1": (("ranged", ("char-a",)), ("dodge", ())), "char-a": (("take_cover", ()),)}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-t1", 0))
    # Saltar 30 of 60 (no critical) reaches the wall; the shot is a critical (01); the abdomen.
    engine.execute(Defend("char-a", 0, entries=typed(30, 1, 8, 5)))  # 6 PD: half the PV, a secuela
    assert stats(engine, "char-a").health < 12


def test_only_defences_declared_do_not_hold_the_head_of_the_action_queue() -> None:
    engine = fight({"skills": {"esquivar": 60}}, {"skills": {"pelea": 60}})
    declare_all(
        engine, {"char-t1": (("melee", ("char-a",)), ("dodge", ())), "char-a": (("dodge", ()), ("parry", ()))}
    )
    engine.execute(NextStep())
    assert engine.state.turn is not None and engine.state.turn.queue == ("char-t1",)


def test_only_a_parry_stops_a_barrido_a_dodge_spares_only_the_dodger() -> None:
    bandit = {"drawn": ("clava",), "weapons": ("clava",), "skills": {"mazas": 60, "esquivar": 60}}
    bandit = {**bandit, "max_health": 30, "health": 30}
    engine = fight(
        {"strength": 14, "drawn": ("espada_de_mano",), "skills": {"espadas": 90}}, bandit, bandit, bandit
    )
    plans = {
        "char-t1": (("walk", ()), ("dodge", ())),
        "char-t2": (("walk", ()), ("walk", ())),
        "char-t3": (("walk", ()), ("walk", ())),
    }
    declare_all(engine, {**plans, "char-a": (("sweep", ("char-t1", "char-t2", "char-t3")),)})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    # 24 of 50; the first dodges (10 of 60); 1D8+1 on the other two, one location (chest).
    engine.execute(Defend("char-t1", 1, typed(24, 10, 5, 5, 6)))
    assert [stats(engine, f"char-t{n}").health for n in (1, 2, 3)] == [30, 30 - 6, 30 - 7]


def test_a_bow_parries_with_pelea_and_is_ruined() -> None:
    archer = {"drawn": ("arco_corto",), "weapons": ("arco_corto",), "skills": {"pelea": 70, "arcos": 20}}
    engine = fight({"drawn": ("espada_de_mano",), "skills": {"espadas": 80}}, archer)
    plans = {"char-t1": (("parry", ()), ("walk", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))}
    declare_all(engine, plans)
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(Defend("char-t1", 0, entries=typed(10, 50)))  # the blow lands; 50 of Pelea 70 holds
    archer_after = stats(engine, "char-t1")
    assert archer_after.health == 12
    assert "arco_corto" not in archer_after.drawn and "arco_corto" not in archer_after.weapons


def test_in_a_mele_only_light_weapons_strike_when_the_blow_is_struck() -> None:
    engine = fight({"drawn": ("espada_de_mano",), "skills": {"espadas": 60}}, {"drawn": ("daga",)})
    plans = {
        "char-t1": (("mele_move", ("char-a",)), ("dodge", ())),
        "char-a": (("melee", ("char-t1",)), ("dodge", ())),
    }
    declare_all(engine, plans)
    engine.execute(NextStep())
    engine.execute(Delay("char-a", 0))
    engine.execute(CarryOut("char-t1", 0))  # the dagger closes in: a melé
    assert stats(engine, "char-a").mele_with == ("char-t1",)
    engine.execute(CarryOut("char-a", 0, entries=typed(50)))  # the sword declared before is lost
    assert stats(engine, "char-a").declared[0].state == "lost"
    assert stats(engine, "char-t1").health == 12


def test_the_mele_move_comes_after_the_foes_actions_whatever_the_initiative() -> None:
    sword = {"drawn": ("espada_de_mano",), "skills": {"espadas": 50}}
    engine = fight({"drawn": ("daga",), "skills": {"esquivar": 50}}, sword)
    plans = {
        "char-t1": (("melee", ("char-a",)), ("dodge", ())),
        "char-a": (("mele_move", ("char-t1",)), ("dodge", ())),
    }
    declare_all(engine, plans)
    engine.execute(NextStep())
    with pytest.raises(CommandRefused):
        engine.execute(CarryOut("char-a", 0))  # quicker, but the sword has yet to swing
    engine.execute(Delay("char-a", 0))
    engine.execute(CarryOut("char-t1", 0))
    engine.execute(Defend("char-a", 1, entries=typed(60)))  # the sword misses
    engine.execute(CarryOut("char-a", 0))
    assert stats(engine, "char-a").mele_with == ("char-t1",)


def test_a_disarmed_character_loses_the_attack_it_declared() -> None:
    engine = fight(
        {"strength": 12, "drawn": ("espada_de_mano",), "skills": {"espadas": 60, "esquivar": 50}},
        {"drawn": ("daga",), "weapons": ("daga",), "skills": {"cuchillos": 60}},
    )
    plans = {
        "char-t1": (("walk", ()), ("melee", ("char-a",))),
        "char-a": (("disarm", ("char-t1",)), ("dodge", ())),
    }
    declare_all(engine, plans)
    engine.execute(NextStep())
    # 10 of 30 strikes the dagger; FUE×4 48 → 20 against FUE×3 30 → 90: the dagger falls.
    engine.execute(CarryOut("char-a", 0, entries=typed(10, 20, 90)))
    assert stats(engine, "char-t1").drawn == ()
    engine.execute(CarryOut("char-t1", 0))
    engine.execute(CarryOut("char-t1", 1))  # not a punch: the attack is lost with the weapon
    assert stats(engine, "char-t1").declared[1].state == "lost"


CROSSBOW_OWING_ONE = {
    "drawn": ("ballesta",),
    "weapons": ("ballesta",),
    "reload_left": 1,
    "skills": {"ballestas": 60},
}


def test_the_last_reload_and_the_next_shot_go_in_one_round() -> None:
    crossbow = {
        "drawn": ("ballesta",),
        "weapons": ("ballesta",),
        "reload_left": 1,
        "skills": {"ballestas": 60},
    }
    engine = fight(crossbow, {"max_health": 30, "health": 30})
    plans = {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("reload", ()), ("ranged", ("char-t1",)))}
    declare_all(engine, plans)  # un asalto y medio: the shot is declared against the loaded crossbow
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(CarryOut("char-a", 1, entries=typed(10, 5, 5)))
    assert stats(engine, "char-a").reload_left == 3 and stats(engine, "char-t1").health < 30


def test_a_shot_whose_reload_was_not_finished_is_lost() -> None:
    crossbow = {
        "drawn": ("ballesta",),
        "weapons": ("ballesta",),
        "reload_left": 1,
        "skills": {"ballestas": 60},
    }
    engine = fight(crossbow, {"max_health": 30, "health": 30})
    plans = {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("reload", ()), ("ranged", ("char-t1",)))}
    declare_all(engine, plans)
    engine.execute(NextStep())
    engine.execute(Delay("char-a", 0))  # the reload held back, never made
    engine.execute(CarryOut("char-a", 1))
    assert stats(engine, "char-a").declared[1].state == "lost"


def _defence_percentages(engine: Engine) -> list[int]:
    rolls = [e for entry in engine.state.log for e in entry.events if e.get("kind") == "defence"]
    return [sum(t["value"] for t in e["breakdown"]["terms"]) for e in rolls]


def _two_swords_at_a(defence: tuple[str, tuple[str, ...]]) -> Engine:
    sword = {"drawn": ("espada_de_mano",), "strength": 12, "skills": {"espadas": 50}}
    engine = fight({"drawn": ("espada_de_mano",), "strength": 12, "skills": {"espadas": 60}}, sword, sword)
    plans = {
        "char-t1": (("melee", ("char-a",)), ("dodge", ())),
        "char-t2": (("melee", ("char-a",)), ("dodge", ())),
        "char-a": (defence,),
    }
    declare_all(engine, plans)
    engine.execute(NextStep())
    for foe in ("char-t1", "char-t2"):
        engine.execute(CarryOut(foe, 0))
        engine.execute(Defend("char-a", 0, entries=typed(10, 20)))  # each blow comes and is parried
    return engine


def test_full_defence_parries_several_foes_with_the_multiple_parry_steps() -> None:
    engine = _two_swords_at_a(("full_defence", ()))
    assert _defence_percentages(engine) == [60 + 50, 60 + 50 - 25]


def test_a_parry_declared_against_two_foes_carries_its_penalty_from_the_first() -> None:
    engine = _two_swords_at_a(("parry", ("char-t1", "char-t2")))
    assert _defence_percentages(engine) == [60 - 25, 60 - 25]


SHIELDED = {"shield": "escudo_de_madera", "shield_ready": True, "skills": {"escudos": 60}}
ARCHER = {"drawn": ("arco_corto",), "weapons": ("arco_corto",), "skills": {"arcos": 80}}


def test_against_missiles_a_placed_shield_covers_only_its_locations() -> None:
    engine = fight(SHIELDED, ARCHER)
    declare_all(
        engine, {"char-t1": (("ranged", ("char-a",)), ("dodge", ())), "char-a": (("shield_parry", ()),)}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-t1", 0))
    engine.execute(Defend("char-a", 0, entries=typed(30, 4, 9)))  # no Escudos roll: 1D6 = 4 at the right leg
    assert stats(engine, "char-a").health == 12 - 2
    assert stats(engine, "char-a").declared[0].state == "done"  # placing it was the action


def test_a_ready_shield_does_not_soak_a_shot_without_an_action() -> None:
    engine = fight(SHIELDED, ARCHER)
    declare_all(engine, {"char-t1": (("ranged", ("char-a",)), ("dodge", ())), "char-a": (("walk", ()),) * 2})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(CarryOut("char-a", 1))
    engine.execute(CarryOut("char-t1", 0, entries=typed(30, 4, 5)))  # 1D6 = 4 on the chest
    assert stats(engine, "char-a").health == 12 - 4


TWO_HANDS = {
    "strength": 12,
    "drawn": ("espada_de_mano", "daga"),
    "weapons": ("espada_de_mano", "daga"),
    "skills": {"espadas": 60, "cuchillos": 70},
}


def _attack_percentage(engine: Engine) -> int:
    rolls = [e for entry in engine.state.log for e in entry.events if e.get("kind") == "attack"]
    return sum(t["value"] for t in rolls[-1]["breakdown"]["terms"])


def test_double_attack_rolls_at_the_lower_percentage_with_the_off_hands_penalty() -> None:
    engine = fight(TWO_HANDS, {})
    declare_all(engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("double", ("char-t1",)),)})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(90)))
    assert _attack_percentage(engine) == 70 - 25  # the dagger's 70 less 25 is below the sword's 60


def test_one_defence_stops_one_blow_of_a_double_attack() -> None:
    engine = fight(TWO_HANDS, {"drawn": ("espada_de_mano",), "strength": 12, "skills": {"espadas": 50}})
    declare_all(engine, {"char-t1": (("parry", ()), ("walk", ())), "char-a": (("double", ("char-t1",)),)})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    # 10 of 45 hits with both; the parry (20) stops the sword; the dagger's 2D3 = 2 + 2 on the chest.
    engine.execute(Defend("char-t1", 0, entries=typed(10, 20, (2, 2), 5)))
    assert stats(engine, "char-t1").health == 12 - 4


def test_two_defences_of_different_kinds_stop_both_blows_of_a_double_attack() -> None:
    defender = {"drawn": ("espada_de_mano",), "strength": 12, "skills": {"espadas": 50, "esquivar": 50}}
    engine = fight(TWO_HANDS, defender)
    declare_all(engine, {"char-t1": (("parry", ()), ("dodge", ())), "char-a": (("double", ("char-t1",)),)})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(Defend("char-t1", 0))
    with pytest.raises(CommandRefused):
        engine.execute(Defend("char-t1", 0))  # the same parry cannot stop the second blow too
    engine.execute(Defend("char-t1", 1, entries=typed(10, 20, 30)))  # parry 20, dodge 30
    assert stats(engine, "char-t1").health == 12


def test_the_dock_offers_the_second_blow_of_a_double_only_a_defence_of_another_kind() -> None:
    from campal.core.engine import PlainMap
    from campal.core.rules import system_of

    defender = {"drawn": ("espada_de_mano",), "strength": 12, "skills": {"espadas": 50, "esquivar": 50}}
    engine = fight(TWO_HANDS, defender)
    declare_all(engine, {"char-t1": (("parry", ()), ("dodge", ())), "char-a": (("double", ("char-t1",)),)})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(Defend("char-t1", 0))
    (reaction,) = system_of(engine.state).play.reactions(engine.state, PlainMap())
    assert [o.id for o in reaction.offers] == ["defend:1", "defend:none"]


VARA_M = 0.8359
SWORD = {
    "strength": 12,
    "drawn": ("espada_de_mano",),
    "weapons": ("espada_de_mano",),
    "skills": {"espadas": 60},
}


def test_a_melee_blow_from_thirty_varas_is_refused_at_its_declaration() -> None:
    # Both walking twice and the free vara cannot close thirty varas: no blow to declare.
    engine = fight(SWORD, {}, at={"char-t1": (30 * VARA_M, 0.0, 0.4)})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused) as refused:
        engine.execute(Declare("char-a", "melee", ("char-t1",)))
    assert refused.value.reason.key == "aquelarre.refuse.beyond_closing"


def test_a_melee_blow_beyond_reach_when_its_turn_comes_is_refused_by_the_engine() -> None:
    # Declared within what the moves could close, but nobody closed in: no blow from there.
    engine = fight(SWORD, {}, at={"char-t1": (6 * VARA_M, 0.0, 0.4)})
    declare_all(
        engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))}
    )
    engine.execute(NextStep())
    with pytest.raises(CommandRefused) as refused:
        engine.execute(CarryOut("char-a", 0, entries=typed(10, 5, 5)))
    assert refused.value.reason.key == "aquelarre.refuse.beyond_reach"


def test_a_charge_moves_the_charger_into_contact() -> None:
    from campal.core.engine import PlainMap

    engine = fight(SWORD, {}, at={"char-t1": (8 * VARA_M, 0.0, 0.4)})
    declare_all(engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("charge", ("char-t1",)),)})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(90)))
    assert PlainMap().distance(engine.state, "char-a", "char-t1") < 0.01


def test_a_charge_begun_beyond_twelve_varas_is_refused_at_its_declaration() -> None:
    engine = fight(SWORD, {}, at={"char-t1": (20 * VARA_M, 0.0, 0.4)})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused) as refused:
        engine.execute(Declare("char-a", "charge", ("char-t1",)))
    assert refused.value.reason.key == "aquelarre.refuse.charge_too_far"


RIDER = {"mounted": True, "mount": {"kind": "caballo_de_guerra"}, "skills": {"cabalgar": 80, "espadas": 60}}
SPEARMAN = {"drawn": ("lanza_larga",), "weapons": ("lanza_larga",), "skills": {"lanzas": 60}}


def test_descabalgar_only_against_a_rider() -> None:
    engine = fight(SPEARMAN, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused) as refused:
        engine.execute(Declare("char-a", "dismount", ("char-t1",)))
    assert refused.value.reason.key == "aquelarre.refuse.not_a_rider"


def test_alancear_only_against_a_mounted_charge_at_the_spearman() -> None:
    engine = fight(SPEARMAN, {**RIDER, "drawn": ("espada_de_mano",), "strength": 12})
    declare_all(engine, {"char-t1": (("run", ()), ("run", ())), "char-a": (("alancear", ("char-t1",)),)})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(10, 5)))  # the rider only rode by
    assert stats(engine, "char-a").declared[0].state == "lost"


def test_rider_against_rider_rolls_the_location_on_1d10() -> None:
    rider = {**RIDER, "drawn": ("espada_de_mano",), "strength": 12}
    engine = fight(rider, {**RIDER, "max_health": 20, "health": 20})
    declare_all(
        engine, {"char-t1": (("run", ()), ("run", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(30, 5, 9)))  # 1D8+1 = 6 at the right leg (9)
    assert stats(engine, "char-t1").health == 20 - 3


def test_quick_attack_counts_its_initiative_once() -> None:
    engine = fight({"skills": {"pelea": 60}}, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    before = engine.state.turn.initiative["char-a"]  # type: ignore[union-attr]
    engine.execute(Declare("char-a", "quick", ("char-t1",)))
    engine.execute(Declare("char-a", "quick", ("char-t1",)))
    assert engine.state.turn.initiative["char-a"] == before + 5  # type: ignore[union-attr]


def test_all_tied_they_act_at_the_same_time_and_one_felled_still_strikes() -> None:
    fighter = {"strength": 12, "drawn": ("espada_de_mano",), "skills": {"espadas": 60}}
    fighter = {**fighter, "max_health": 20, "health": 1}
    engine = fight(fighter, fighter, initiative={"char-a": 5, "char-t1": 5})
    plans = {
        "char-t1": (("melee", ("char-a",)), ("dodge", ())),
        "char-a": (("melee", ("char-t1",)), ("dodge", ())),
    }
    declare_all(engine, plans)
    engine.execute(NextStep())
    first, second = engine.state.turn.queue  # type: ignore[union-attr]
    engine.execute(CarryOut(first, 0))
    engine.execute(Defend(second, None, entries=typed(30, 5, 5)))  # 6 PD on the chest: down
    assert stats(engine, second).is_out_of_action
    assert engine.state.turn.queue == (second,)  # type: ignore[union-attr]
    engine.execute(CarryOut(second, 0))
    engine.execute(Defend(first, None, entries=typed(30, 5, 5)))
    assert stats(engine, first).is_out_of_action


def test_conclusion_wakes_one_fainted_when_the_minutes_have_passed() -> None:
    from campal.core.rules.aquelarre.round_steps import conclude

    fainted = person(fainted=True, knocked_out_minutes=1, health=3, max_health=12)
    for round_no in range(1, ROUNDS_A_MINUTE):
        fainted, _ = conclude(fainted, round_no)
        assert fainted.fainted  # not yet: a minute is five rounds of twelve seconds
    woken, lines = conclude(fainted, ROUNDS_A_MINUTE)
    assert not woken.fainted and woken.knocked_out_minutes == 0
    assert ("aquelarre.log.came_to", {}) in lines


def test_sanar_stops_the_bleeding() -> None:
    engine = fight({"skills": {"sanar": 60}}, {"health": -2})
    engine.execute(Declare("char-a", "heal", ("char-t1",)))
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(30)))
    assert stats(engine, "char-t1").tended
    from campal.core.rules.aquelarre.round_steps import conclude

    after, _ = conclude(stats(engine, "char-t1"), 1)
    assert after.health == -2


def test_the_dock_offers_the_shot_once_the_last_reload_is_declared() -> None:
    from campal.core.engine import PlainMap
    from campal.core.rules import system_of

    engine = fight(CROSSBOW_OWING_ONE, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-a", "reload"))
    offers = system_of(engine.state).play.character_offers(engine.state, PlainMap(), "char-a")
    assert next(o for o in offers if o.id == "ranged").is_allowed


def _to_round_two(engine: Engine) -> None:
    declare_all(engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("walk", ()), ("walk", ()))})
    engine.execute(NextStep())  # action
    engine.execute(NextStep())  # conclusion
    engine.execute(ConcludeRound())
    engine.execute(NextStep())  # round 2: initiative


def test_surprise_applies_to_the_first_round_of_an_ambush_whenever_it_starts() -> None:
    engine = fight({}, {})
    _to_round_two(engine)
    engine.execute(Override("char-t1", "stats.surprised", True, "the bandits burst from the wood"))
    engine.execute(RollInitiative("char-t1", ManualEntry(faces=(3,))))
    made = next(e for e in engine.state.log[-1].events if e.get("kind") == "initiative")["made"]
    assert made["ask"]["sizes"] == [5]  # 1D5, in round 2
    engine.execute(RollInitiative("char-a", ManualEntry(faces=(8,))))
    engine.execute(NextStep())
    declare_all(
        engine,
        {"char-t1": (("dodge", ()), ("dodge", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))},
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(90)))  # quicker than the surprised: no defence
    assert engine.state.turn.awaiting is None  # type: ignore[union-attr]
    attack = next(e for e in engine.state.log[-1].events if e.get("kind") == "attack")
    assert any(t["key"] == "aquelarre.mod.ambusher" for t in attack["breakdown"]["terms"])
    engine.execute(NextStep())
    engine.execute(ConcludeRound())
    assert not stats(engine, "char-t1").surprised  # the ambush's first round is over


def test_sigilo_against_descubrir_when_the_gm_asks_for_it() -> None:
    engine = fight({"skills": {"sigilo": 70}}, {"skills": {"descubrir": 30}})
    engine.execute(SpotAmbush("char-a", "char-t1", entries=typed(20, 50)))  # Sigilo holds, Descubrir fails
    assert stats(engine, "char-t1").surprised
    engine.execute(SpotAmbush("char-a", "char-t1", entries=typed(90, 10)))
    assert not stats(engine, "char-t1").surprised  # seen coming this time


def test_defensa_completa_is_made_as_the_kind_the_defender_chooses() -> None:
    guard = {
        **SHIELDED,
        "drawn": ("espada_de_mano",),
        "strength": 12,
        "skills": {"escudos": 10, "esquivar": 40},
    }
    engine = fight(SWORD, guard)
    declare_all(
        engine, {"char-t1": (("full_defence", ()),), "char-a": (("melee", ("char-t1",)), ("dodge", ()))}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    with pytest.raises(CommandRefused):
        engine.execute(Defend("char-t1", 0, how="walk"))
    engine.execute(Defend("char-t1", 0, entries=typed(10, 80), how="dodge"))  # Esquivar 40 + 50 holds
    defence = next(e for e in engine.state.log[-1].events if e.get("kind") == "defence")
    assert defence["message"]["params"]["skill"] == "esquivar"
    assert stats(engine, "char-t1").health == 12


def test_the_dock_offers_a_defensa_completa_as_each_kind_it_may_be_made_as() -> None:
    from campal.core.engine import PlainMap
    from campal.core.rules import system_of

    guard = {**SHIELDED, "drawn": ("espada_de_mano",), "strength": 12}
    engine = fight(SWORD, guard)
    declare_all(
        engine, {"char-t1": (("full_defence", ()),), "char-a": (("melee", ("char-t1",)), ("dodge", ()))}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    play = system_of(engine.state).play
    (reaction,) = play.reactions(engine.state, PlainMap())
    ids = [o.id for o in reaction.offers]
    assert ids == ["defend:0:parry", "defend:0:shield_parry", "defend:0:dodge", "defend:none"]
    from campal.core.rules.play import Choice

    assert play.command(engine.state, Choice("char-t1", "defend:0:dodge")) == Defend(
        "char-t1", 0, how="dodge"
    )


def test_tretas_take_the_modifiers_the_gm_ticks() -> None:
    engine = fight({"skills": {"pelea": 60}}, {})
    plans = {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("trick", ()), ("dodge", ()))}
    declare_all(engine, plans)
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, extra=("fog",), entries=typed(50)))
    roll = next(e for e in engine.state.log[-1].events if e.get("kind") == "test")
    assert sum(t["value"] for t in roll["breakdown"]["terms"]) == 60 - 20


def test_the_dock_takes_the_ticks_with_a_treta() -> None:
    from campal.core.engine import PlainMap
    from campal.core.rules import system_of

    engine = fight({"skills": {"pelea": 60}}, {})
    declare_all(engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("trick", ()), ("dodge", ()))})
    engine.execute(NextStep())
    play = system_of(engine.state).play
    offers = play.character_offers(engine.state, PlainMap(), "char-a")
    assert next(o for o in offers if o.id == "do:0").ticks
    assert {key for key, _ in play.situational(engine.state, "char-a")} == {"fog", "fleeing_target"}


def test_the_gm_ticks_defence_modifiers_for_an_answer() -> None:
    engine = fight(SWORD, {"drawn": ("espada_de_mano",), "strength": 12, "skills": {"espadas": 60}})
    declare_all(
        engine,
        {"char-t1": (("parry", ()), ("dodge", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))},
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    with pytest.raises(CommandRefused):
        engine.execute(Defend("char-t1", 0, extra=("from_behind",)))  # an attack's, not a defence's
    engine.execute(Defend("char-t1", 0, entries=typed(10, 20), extra=("night",)))
    assert _defence_percentages(engine) == [60 - 25]


def test_spears_raise_and_maces_lower_the_initiative() -> None:
    from campal.core.rules.aquelarre.initiative import initiative_modifiers

    bare = initiative_modifiers(person()).total
    assert initiative_modifiers(person(drawn=("lanza_corta",))).total == bare + 1
    assert initiative_modifiers(person(drawn=("maza",), strength=10)).total == bare - 1


def test_a_successful_armeria_roll_mends_2d4_resistencia_unless_past_two_thirds_lost() -> None:
    engine = fight({"armour": "gambeson", "wear": {"gambeson": 20}, "skills": {"artesania": 60}}, {})
    engine.execute(RepairGear("char-a", "gambeson", entries=typed(30, 3, 4)))
    assert stats(engine, "char-a").wear["gambeson"] == 20 - 7
    worn_out = fight({"armour": "gambeson", "wear": {"gambeson": 34}, "skills": {"artesania": 60}}, {})
    with pytest.raises(CommandRefused) as refused:
        worn_out.execute(RepairGear("char-a", "gambeson", entries=typed(30, 3, 4)))
    assert refused.value.reason.key == "aquelarre.refuse.beyond_repair"  # 34 of 50 lost: past two thirds


def test_a_beast_rolls_on_its_own_hit_location_table() -> None:
    wolf = {"body": "quadruped", "max_health": 20, "health": 20}
    engine = fight(SWORD, wolf)
    declare_all(
        engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(30, 5, 2)))  # 2 on a quadruped: the head
    location = next(e for e in engine.state.log[-1].events if e.get("kind") == "location")
    assert location["message"]["params"]["location"] == "aquelarre.head"
    assert stats(engine, "char-t1").health == 20 - 12


def test_a_tropiezo_cannot_be_aimed_at_a_four_legged_beast() -> None:
    engine = fight({"drawn": ("palo",), "weapons": ("palo",)}, {"body": "quadruped"})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused) as refused:
        engine.execute(Declare("char-a", "trip", ("char-t1",)))
    assert refused.value.reason.key == "aquelarre.refuse.not_a_biped"


def _declared_varas(engine: Engine, who: str) -> float:
    from campal.core.rules import system_of

    band = system_of(engine.state).allowance(engine.state, who).bands[0]
    return round(band.limit_m / VARA_M, 2)


def test_a_failed_trepar_climbs_nothing_and_a_fumble_falls() -> None:
    engine = fight({"skills": {"trepar": 40}}, {})
    declare_all(engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("climb", ()), ("climb", ()))})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=typed(70)))  # fails: not a vara up
    assert stats(engine, "char-a").declared[0].state == "lost"
    assert _declared_varas(engine, "char-a") == 2 + 1  # the other climb and the free vara
    engine.execute(CarryOut("char-a", 1, entries=typed(99)))  # a fumble: down it comes
    assert stats(engine, "char-a").prone


def test_bucear_goes_two_varas_a_move() -> None:
    engine = fight({}, {})
    declare_all(engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("dive", ()), ("dive", ()))})
    engine.execute(NextStep())
    assert _declared_varas(engine, "char-a") == 2 + 2 + 1


def test_aiming_at_a_body_zone_costs_its_modifier_and_strikes_there() -> None:
    engine = fight(SWORD, {"max_health": 20, "health": 20})
    declare_all(
        engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, extra=("aim_head",), entries=typed(5, 4)))  # no location roll
    assert _attack_percentage(engine) == 60 - 50
    assert stats(engine, "char-t1").health == 20 - 10  # 1D8+1 = 5 at the head, ×2


def test_both_hands_draw_two_weapons_in_one_action() -> None:
    engine = fight({"weapons": ("espada_de_mano", "daga")}, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-a", "draw_both"))
    engine.execute(Declare("char-a", "melee", ("char-t1",)))  # the sword in hand by then
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    assert stats(engine, "char-a").drawn == ("espada_de_mano", "daga")
    one_hand_full = fight({"weapons": ("espada_de_mano", "daga"), "drawn": ("espada_de_mano",)}, {})
    one_hand_full.execute(Declare("char-t1", "walk"))
    one_hand_full.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused):
        one_hand_full.execute(Declare("char-a", "draw_both"))


def test_a_jump_with_a_run_up_is_two_moves_and_goes_farther() -> None:
    engine = fight({}, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-a", "running_jump"))
    with pytest.raises(CommandRefused):
        engine.execute(Declare("char-a", "walk"))  # the run and the jump took both actions
    engine.execute(NextStep())
    assert _declared_varas(engine, "char-a") == 12 + 3 + 1  # run-up, leap (GM's), free vara


def test_a_shot_at_one_half_hidden_behind_a_wall_strikes_the_wall_where_it_hides_him() -> None:
    line = (Point(x=1.0, y=-1.5), Point(x=1.0, y=0.0), Point(x=1.0, y=1.5))  # just before him
    wall = {"terrain-wall": TerrainFeature(id="terrain-wall", kind="wall", outline=line)}
    engine = fight({}, ARCHER, terrain=wall, maps=GeometryMap(IndexCache()), at={"char-t1": (8.0, 0.0, 0.4)})
    declare_all(engine, {"char-t1": (("ranged", ("char-a",)), ("dodge", ())), "char-a": (("dodge", ()),) * 2})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-t1", 0, entries=typed(30, 4, 8)))  # the abdomen, behind the wall
    assert stats(engine, "char-a").health == 12


def test_buscar_cobertura_at_a_house_corner_hides_every_location() -> None:
    square = tuple(Point(x=x, y=y) for x, y in ((-3.0, -1.0), (-2.0, -1.0), (-2.0, 1.0), (-3.0, 1.0)))
    house = {"terrain-house": TerrainFeature(id="terrain-house", kind="buildings", outline=square)}
    engine = fight({"skills": {"saltar": 60}}, ARCHER, terrain=house, maps=GeometryMap(IndexCache()))
    declare_all(
        engine, {"char-t1": (("ranged", ("char-a",)), ("dodge", ())), "char-a": (("take_cover", ()),)}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-t1", 0))
    engine.execute(Defend("char-a", 0, entries=typed(30, 40, 4, 5)))  # Saltar 30; the chest, yet in cover
    assert stats(engine, "char-a").health == 12


def test_one_good_dodge_clears_every_attack_of_that_enemy_this_round() -> None:
    engine = fight(SWORD, {"skills": {"esquivar": 60}})
    plans = {
        "char-t1": (("dodge", ()), ("walk", ())),
        "char-a": (("melee", ("char-t1",)), ("melee", ("char-t1",))),
    }
    declare_all(engine, plans)
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(Defend("char-t1", 0, entries=typed(10, 20)))  # the first blow comes, the dodge holds
    engine.execute(CarryOut("char-a", 1, entries=typed(10)))  # the second comes too: already dodged
    assert stats(engine, "char-t1").health == 12


def test_zafarse_leaves_the_mele() -> None:
    engine = fight({"mele_with": ("char-t1",)}, {"mele_with": ("char-a",), "skills": {"pelea": 60}})
    declare_all(
        engine, {"char-t1": (("slip_away", ()), ("walk", ())), "char-a": (("dodge", ()), ("dodge", ()))}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-t1", 0, entries=typed(30)))
    assert stats(engine, "char-t1").mele_with == () and stats(engine, "char-a").mele_with == ()


def test_liberarse_wins_a_fue_x5_contest_and_leaves_the_hold_and_the_mele() -> None:
    holder = {"mele_with": ("char-t1",), "strength": 10}
    engine = fight(holder, {"mele_with": ("char-a",), "held_by": "char-a", "strength": 15})
    declare_all(engine, {"char-t1": (("break_free", ()),), "char-a": (("dodge", ()), ("dodge", ()))})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-t1", 0, entries=typed(60, 90)))  # FUE×5 75 holds, the holder's 50 fails
    freed = stats(engine, "char-t1")
    assert freed.held_by is None and freed.mele_with == ()


def test_donning_armour_takes_as_many_rounds_as_its_protection() -> None:
    from campal.core.model import AquelarreDeclared
    from campal.core.rules.aquelarre.round_steps import conclude

    donning = AquelarreDeclared(action="don_armour", weapon="gambeson", state="done")  # Protección 2
    squire = person(declared=(donning,))
    squire, _ = conclude(squire, 1)
    assert squire.armour is None and squire.donning == {"gambeson": 1}
    squire, lines = conclude(squire.model_copy(update={"declared": (donning,)}), 2)
    assert squire.armour == "gambeson" and squire.donning == {}
    assert ("aquelarre.log.armour_on", {}) in lines


def test_donning_is_declared_with_a_piece_of_the_armour_table() -> None:
    engine = fight({}, {})
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused):
        engine.execute(Declare("char-a", "don_armour", weapon="espada_de_mano"))
    engine.execute(Declare("char-a", "don_armour", weapon="coracina"))


def test_the_dock_says_a_mele_move_waits_for_the_foe_and_offers_to_delay_it() -> None:
    from campal.core.engine import PlainMap
    from campal.core.rules import system_of

    engine = fight({"drawn": ("daga",)}, {"drawn": ("espada_de_mano",), "skills": {"espadas": 50}})
    plans = {
        "char-t1": (("melee", ("char-a",)), ("dodge", ())),
        "char-a": (("mele_move", ("char-t1",)), ("dodge", ())),
    }
    declare_all(engine, plans)
    engine.execute(NextStep())
    offers = {
        o.id: o for o in system_of(engine.state).play.character_offers(engine.state, PlainMap(), "char-a")
    }
    assert (
        offers["do:0"].refusal is not None and offers["do:0"].refusal.key == "aquelarre.refuse.mele_after_foe"
    )
    assert offers["delay:0"].is_allowed
