"""Issue 14, item 1: knights, people, warbands and structures as the battle file keeps them."""

import pytest
from pydantic import ValidationError

from campal.core.model.bastionland import ArmourKind, ArmourPiece, BastionlandCharacterStats, dice_sizes
from campal.core.rules.bastionland.tables import combat_table, gear_table, scar_table

from .people import HELM, LONGSWORD, PLATE, SHIELD, knight, warband


def test_virtues_stay_between_0_and_20() -> None:
    with pytest.raises(ValidationError):
        knight(vigour=21)
    with pytest.raises(ValidationError):
        knight(spirit=-1)
    assert combat_table().virtue_max == 20


def test_armour_is_one_piece_per_type_summed() -> None:
    stats = knight(pieces=(SHIELD, HELM, PLATE), armour=1)
    assert stats.total_armour == 4
    with pytest.raises(ValidationError):
        knight(pieces=(HELM, ArmourPiece(name="second helm", kind=ArmourKind.HELM)))


def test_a_trapped_shield_gives_no_armour() -> None:
    assert knight(shield_trapped=True).total_armour == 1
    assert not knight(shield_trapped=True).has_shield


def test_weapon_dice_and_traits() -> None:
    assert dice_sizes("2d8") == (8, 8) and dice_sizes("d12") == (12,)
    assert LONGSWORD.sizes == (8, 8)
    weapons = gear_table().weapons
    assert weapons["longbow"].dice == "d8" and "slow" in weapons["longbow"].traits
    assert weapons["greatsword"].dice == "2d10" and "long" in weapons["greatsword"].traits
    assert weapons["crossbow"].dice == "2d8"
    engines = gear_table().siege_engines
    assert engines["trebuchet"].dice == "3d12" and "blast" in engines["trebuchet"].traits


def test_files_without_a_maximum_guard_keep_their_guard_as_the_maximum() -> None:
    old = BastionlandCharacterStats.model_validate({"system": "bastionland", "guard": 6})
    assert old.guard_max == 6
    band = warband(vigour=13)
    assert band.vigour_max == 13


def test_out_of_action() -> None:
    assert knight(slain=True).is_out_of_action
    assert knight(morale="fled").is_out_of_action
    assert not knight(wounded=True).is_out_of_action
    assert warband(state="routed").is_out_of_action


def test_the_scar_table_has_twelve_entries() -> None:
    scars = scar_table().scars
    assert [scars[n].id for n in (1, 5, 10, 12)] == ["distress", "rupture", "mutilation", "humiliation"]
    assert scars[5].virtue == "vigour" and scars[5].loss == "2d6"


def test_the_gms_virtue_maximum_caps_what_a_save_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    from campal.core.rules.bastionland import tables
    from campal.core.rules.bastionland.turns import surprise_save

    assert surprise_save("k", knight(clarity=20)).value == 20
    strict = tables.combat_table().model_copy(update={"virtue_max": 19})
    monkeypatch.setattr(tables, "combat_table", lambda: strict)
    assert surprise_save("k", knight(clarity=20)).value == 19
