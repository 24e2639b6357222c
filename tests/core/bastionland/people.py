"""Bastionland combatants for the tests, built from the gear the reference notes list."""

from campal.core.model.bastionland import (
    ArmourKind,
    ArmourPiece,
    BastionlandCharacterStats,
    BastionlandWarbandStats,
    Mount,
    Weapon,
)

MACE = Weapon(name="mace", dice="d8", traits=("hefty",))
DAGGER = Weapon(name="dagger", dice="d6")
LONGSWORD = Weapon(name="longsword", dice="2d8", traits=("hefty",))
SPEAR = Weapon(name="spear", dice="d8", traits=("long", "spear", "wooden"))
LONGBOW = Weapon(name="longbow", dice="d8", traits=("ranged", "slow", "wooden"))
SHIELD = ArmourPiece(name="shield", kind=ArmourKind.SHIELD, wooden=True)
HELM = ArmourPiece(name="helm", kind=ArmourKind.HELM)
PLATE = ArmourPiece(name="plate", kind=ArmourKind.PLATE)


def knight(**changes: object) -> BastionlandCharacterStats:
    base: dict[str, object] = {
        "knight": True,
        "vigour": 12,
        "clarity": 11,
        "spirit": 10,
        "guard": 4,
        "guard_max": 4,
        "weapons": (MACE,),
        "pieces": (SHIELD, HELM),
    }
    return BastionlandCharacterStats.model_validate({**base, **changes})


def person(**changes: object) -> BastionlandCharacterStats:
    base: dict[str, object] = {
        "vigour": 8,
        "clarity": 8,
        "spirit": 7,
        "guard": 2,
        "weapons": (DAGGER, DAGGER),
    }
    return BastionlandCharacterStats.model_validate({**base, **changes})


def warband(**changes: object) -> BastionlandWarbandStats:
    base: dict[str, object] = {"vigour": 10, "clarity": 10, "spirit": 7, "guard": 3, "weapons": (SPEAR,)}
    return BastionlandWarbandStats.model_validate({**base, **changes})


def rider(**changes: object) -> BastionlandCharacterStats:
    steed = Mount(name="charger", vigour=14, guard=4, guard_max=4, trample="d8")
    return knight(mounted=True, mount=steed, **changes)
