"""Ranges, Recarga, parries, the Barrido, and what each manoeuvre asks of its weapon."""

import pytest

from campal.core.rules.aquelarre.kit import Size, kit
from campal.core.rules.aquelarre.manoeuvres import (
    can_dodge,
    can_parry,
    charge_allowed,
    disarm_allowed,
    disarm_times,
    double_attack_allowed,
    parry_end,
    stun_allowed,
    sweep_allowed,
    trip_allowed,
)
from campal.core.rules.aquelarre.ranges import range_band, reach_varas, reload_after_shot

KIT = kit()


@pytest.mark.parametrize(
    ("varas", "band"),
    [(2, "short"), (15, "short"), (16, "medium"), (40, "medium"), (41, "long"), (60, "long"), (61, None)],
)
def test_short_bow_range_bands(varas: float, band: str | None) -> None:
    assert range_band(varas, KIT.weapon("arco_corto"), 10) == band


def test_thrown_weapon_bands_come_from_fuerza() -> None:
    assert reach_varas(KIT.weapon("cuchillo"), 12) == (6, 12, 24)
    assert reach_varas(KIT.weapon("cuchillo"), 11) == (6, 11, 22)
    assert range_band(10, KIT.weapon("espada_de_mano"), 12) is None


def test_crossbow_reload_takes_three_actions() -> None:
    assert reload_after_shot(KIT.weapon("ballesta")) == 3
    assert reload_after_shot(KIT.weapon("ballesta_ligera")) == 2
    assert reload_after_shot(KIT.weapon("cuchillo")) == 0


def test_parry_by_weapon_size_and_criticals() -> None:
    assert parry_end(Size.MEDIUM, Size.LIGHT, attack_critical=False, parry_critical=False) == "held"
    assert parry_end(Size.HEAVY, Size.MEDIUM, attack_critical=False, parry_critical=False) == "held"
    assert (
        parry_end(Size.HEAVY, Size.LIGHT, attack_critical=False, parry_critical=False) == "strength_contest"
    )
    assert parry_end(Size.MEDIUM, Size.MEDIUM, attack_critical=True, parry_critical=False) == "dropped"
    assert parry_end(Size.HEAVY, Size.LIGHT, attack_critical=True, parry_critical=False) == "broken"
    assert parry_end(Size.MEDIUM, Size.MEDIUM, attack_critical=True, parry_critical=True) == "held"
    assert parry_end(Size.HEAVY, None, attack_critical=True, parry_critical=False) == "held"


def test_what_can_be_parried_or_dodged() -> None:
    assert not can_parry("ranged", "parry", ranged=True)
    assert can_parry("ranged", "shield_parry", ranged=True)
    assert not can_dodge(ranged=True)
    assert not can_parry("mounted_charge", "parry", ranged=False)
    assert not can_parry("shove", "shield_parry", ranged=False)
    assert not can_parry("shield_cleave", "shield_parry", ranged=False)
    assert can_parry("shield_cleave", "parry", ranged=False)


def test_sweep_needs_a_cutting_or_blunt_weapon_not_light() -> None:
    assert sweep_allowed(KIT.weapon("espada_de_mano"))
    assert not sweep_allowed(KIT.weapon("lanza_larga"))
    assert not sweep_allowed(KIT.weapon("daga"))


def test_disarm_needs_an_equal_or_bigger_weapon() -> None:
    assert disarm_allowed(KIT.weapon("montante"), KIT.weapon("cuchillo"))
    assert not disarm_allowed(KIT.weapon("daga"), KIT.weapon("espada_de_mano"))
    assert (disarm_times(KIT.weapon("montante")), disarm_times(KIT.weapon("cuchillo"))) == (5, 3)


def test_weapon_requirements() -> None:
    assert stun_allowed(KIT.weapon("maza"), target_helmet_metal=False, surprise=True)
    assert not stun_allowed(KIT.weapon("espada_de_mano"), target_helmet_metal=False, surprise=True)
    assert not stun_allowed(KIT.weapon("maza"), target_helmet_metal=True, surprise=True)
    assert charge_allowed(KIT.weapon("lanza_larga"), mounted=True)
    assert not charge_allowed(KIT.weapon("montante"), mounted=True)
    assert not charge_allowed(KIT.weapon("daga"), mounted=False)
    assert double_attack_allowed([KIT.weapon("espada_de_mano"), KIT.weapon("daga")])
    assert not double_attack_allowed([KIT.weapon("espada_de_mano")])
    assert trip_allowed(KIT.weapon("palo")) and not trip_allowed(KIT.weapon("maza"))
