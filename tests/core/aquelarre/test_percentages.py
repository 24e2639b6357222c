"""Attack and defence percentages: the action first, then the Tabla de Modificadores."""

from campal.core.dice import ScriptedDice
from campal.core.dice.percentile import PercentileSpec, roll_percentile
from campal.core.rules.aquelarre.kit import kit
from campal.core.rules.aquelarre.percentages import Situation, percentage

from .people import person

KIT = kit()


def test_thrown_knife_at_short_range_hits_with_51() -> None:
    ignotus = person(strength=12, skills={"lanzar": 40}, drawn=("cuchillo",))
    value = percentage(ignotus, "ranged", "lanzar", KIT.weapon("cuchillo"), Situation(range_band="short"))
    assert value.total == 60
    assert roll_percentile(PercentileSpec(percentage=value), ScriptedDice([51])).succeeded


def test_anagaza_halves_the_attack_and_the_defence() -> None:
    bandit = person(strength=12, skills={"mazas": 60}, drawn=("clava",))
    attack = percentage(bandit, "anagaza", "mazas", KIT.weapon("clava"))
    assert attack.total == 30
    assert roll_percentile(PercentileSpec(percentage=attack), ScriptedDice([16])).succeeded
    lope = person(strength=12, skills={"espadas": 40}, drawn=("espada_de_mano",))
    parry = percentage(
        lope, "parry", "espadas", KIT.weapon("espada_de_mano"), Situation(halved_by_feint=True)
    )
    assert parry.total == 20
    assert roll_percentile(PercentileSpec(percentage=parry), ScriptedDice([19])).succeeded


def test_sweep_over_three_takes_forty() -> None:
    ignotus = person(strength=14, skills={"espadas": 90}, drawn=("espada_de_mano",))
    value = percentage(ignotus, "sweep", "espadas", KIT.weapon("espada_de_mano"), Situation(sweep_targets=3))
    assert value.total == 50
    assert roll_percentile(PercentileSpec(percentage=value), ScriptedDice([24])).succeeded


def test_mounted_skill_is_capped_by_cabalgar_before_the_table() -> None:
    rider = person(strength=14, mounted=True, skills={"espadas": 80, "cabalgar": 50})
    sword = KIT.weapon("espada_de_mano")
    assert percentage(rider, "melee", "espadas", sword).total == 50
    assert percentage(rider, "melee", "espadas", sword, Situation(mounted_vs_foot=True)).total == 75


def test_strength_short_takes_five_per_point() -> None:
    lope = person(strength=10, skills={"espadas": 40})
    assert percentage(lope, "melee", "espadas", KIT.weapon("espada_de_mano")).total == 30


def test_quick_precise_heavy_stun_shield_actions() -> None:
    fighter = person(strength=14, skills={"espadas": 60, "escudos": 50}, shield="rodela", shield_ready=True)
    sword = KIT.weapon("espada_de_mano")
    assert percentage(fighter, "quick", "espadas", sword).total == 10
    assert percentage(fighter, "precise", "espadas", sword).total == 85
    assert percentage(fighter, "heavy", "espadas", sword, Situation(heavy_steps=2)).total == 10
    assert percentage(fighter, "stun", "espadas", sword, Situation(from_behind=True)).total == 85
    assert percentage(fighter, "shield_attack", "escudos").total == 25


def test_multiple_parry_and_dodge_against_a_critical() -> None:
    fighter = person(strength=14, skills={"espadas": 60, "esquivar": 50})
    sword = KIT.weapon("espada_de_mano")
    assert percentage(fighter, "parry", "espadas", sword, Situation(parries=3)).total == 10
    assert percentage(fighter, "dodge", "esquivar", None, Situation(against_critical=True)).total == 25


def test_full_defence_and_full_guard() -> None:
    guarded = person(
        strength=14,
        skills={"espadas": 60, "escudos": 50},
        shield="escudo_de_metal",
        shield_ready=True,
        full_guard=True,
    )
    assert percentage(guarded, "melee", "espadas", KIT.weapon("espada_de_mano")).total == 30
    assert percentage(guarded, "shield_parry", "escudos").total == 25
    plain = person(strength=14, skills={"esquivar": 40})
    assert percentage(plain, "full_defence", "esquivar").total == 90


def test_preparation_adds_ten_a_round_up_to_fifty() -> None:
    archer = person(strength=12, skills={"arcos": 50})
    bow = KIT.weapon("arco_corto")
    assert percentage(archer.model_copy(update={"prepared_rounds": 2}), "ranged", "arcos", bow).total == 70
    assert percentage(archer.model_copy(update={"prepared_rounds": 7}), "ranged", "arcos", bow).total == 100


def test_ambush_first_round() -> None:
    one = person(strength=14, skills={"espadas": 50, "esquivar": 50})
    sword = KIT.weapon("espada_de_mano")
    assert percentage(one, "melee", "espadas", sword, Situation(ambusher=True)).total == 75
    assert percentage(one, "dodge", "esquivar", None, Situation(ambushed=True)).total == 25


def test_mele_and_fleeing_target() -> None:
    one = person(strength=14, skills={"cuchillos": 40, "espadas": 40})
    assert percentage(one, "melee", "cuchillos", KIT.weapon("daga"), Situation(mele=True)).total == 90
    assert (
        percentage(
            one, "melee", "espadas", KIT.weapon("espada_de_mano"), Situation(fleeing_target=True)
        ).total
        == 65
    )


def test_both_arms_wounded_halve_habilidad_skills() -> None:
    from campal.core.model import HitLocation

    soldier = person(
        strength=14, skills={"espadas": 60}, limb_damage={HitLocation.RIGHT_ARM: 5, HitLocation.LEFT_ARM: 3}
    )
    assert percentage(soldier, "melee", "espadas", KIT.weapon("espada_de_mano")).total == 30


def test_the_dark_and_a_target_on_the_ground_change_the_attack() -> None:
    from campal.core.engine import PlainMap
    from campal.core.model import AquelarreDeclared, Conditions, Light
    from campal.core.rules.aquelarre.situation import attack_situation

    from .skirmish import duel

    battle = duel()
    dark = battle.field.model_copy(update={"conditions": Conditions(light=Light.DARK)})
    ignotus = battle.characters["char-ignotus"]
    down = ignotus.model_copy(update={"stats": ignotus.stats.model_copy(update={"prone": True})})
    battle = battle.model_copy(update={"field": dark, "characters": {**battle.characters, down.id: down}})
    declared = AquelarreDeclared(action="melee", targets=("char-ignotus",))
    rule_weapon = KIT.weapon("espada_de_mano")
    from campal.core.rules.aquelarre.percentages import actions

    situation = attack_situation(
        battle, PlainMap(), "char-lope", "char-ignotus", actions()["melee"], rule_weapon, declared, ()
    )
    lope = battle.characters["char-lope"].stats
    assert percentage(lope, "melee", "espadas", rule_weapon, situation).total == 60 - 25 + 20
