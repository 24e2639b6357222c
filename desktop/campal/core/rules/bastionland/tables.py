"""Bastionland's editable tables (``resources/rules/bastionland/``): the GM's distances and
dice where the text is silent, the Scars, and the gear catalogue."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ...model.bastionland_gear import ArmourKind, Dice, Mount, Trait
from ...records import RECORD
from ..tables import read_table

Metres = Annotated[float, Field(ge=0.0, le=1_000.0)]
DieSize = Annotated[int, Field(ge=2, le=100)]
Face = Annotated[int, Field(ge=1, le=20)]


class _Table(BaseModel):
    model_config = RECORD


class CombatTable(_Table):
    gm_default: bool = True
    note: str = ""
    virtue_max: Annotated[int, Field(ge=1, le=20)] = 20
    save_die: DieSize = 20
    melee_reach_m: Metres = 2.0
    nearby_m: Metres = 6.0
    blast_radius_m: Metres = 5.0
    push_m: Metres = 3.0
    gambit_move_m: Metres = 3.0
    gambit_min_face: Face = 4
    strong_gambit_min_face: Face = 8
    advantage_die: DieSize = 8
    impaired_die: DieSize = 4
    shield_die: DieSize = 4
    smite_die: DieSize = 12
    warband_vs_individual_die: DieSize = 12
    dismount_damage: Dice = "d6"
    scar_guard_die: DieSize = 6
    shield_wall_armour: Annotated[int, Field(ge=0, le=5)] = 1
    wall_min_members: Annotated[int, Field(ge=2, le=20)] = 3
    wall_spacing_m: Metres = 2.0
    structures_need_siege: bool = True
    confined_terrain: tuple[str, ...] = ()
    morale_outcomes: tuple[Literal["fled", "surrendered"], ...] = ("fled", "surrendered")
    remedy_restores_to: Annotated[int, Field(ge=1, le=20)] = 10  # the text does not say to what


class ScarEntry(_Table):
    id: Annotated[str, Field(pattern=r"^[a-z_]{1,30}$")]
    es: str
    en: str
    virtue: Literal["vigour", "clarity", "spirit"] | None = None
    loss: Dice | None = None
    guard_below: Annotated[int, Field(ge=0, le=40)] | None = None  # raises max Guard by a die when lower


class ScarTable(_Table):
    gm_default: bool = True
    note: str = ""
    scars: dict[Annotated[int, Field(ge=1, le=20)], ScarEntry]

    def by_id(self, scar_id: str) -> ScarEntry | None:
        return next((entry for entry in self.scars.values() if entry.id == scar_id), None)


class WeaponEntry(_Table):
    es: str
    en: str
    dice: Dice
    traits: tuple[Trait, ...] = ()


class ArmourEntry(_Table):
    es: str
    en: str
    kind: ArmourKind
    armour: Annotated[int, Field(ge=0, le=5)] = 1
    wooden: bool = False


class MountEntry(Mount):
    model_config = RECORD

    es: str
    en: str


class GearTable(_Table):
    gm_default: bool = False
    note: str = ""
    weapons: dict[str, WeaponEntry]
    siege_engines: dict[str, WeaponEntry]
    armour: dict[str, ArmourEntry]
    mounts: dict[str, MountEntry]


@cache
def combat_table() -> CombatTable:
    return CombatTable.model_validate(read_table("bastionland", "combat"))


@cache
def scar_table() -> ScarTable:
    return ScarTable.model_validate(read_table("bastionland", "scars"))


@cache
def gear_table() -> GearTable:
    return GearTable.model_validate(read_table("bastionland", "gear"))


def capped(virtue: int) -> int:
    """A Virtue as a save reads it, never above the GM's maximum (20 in the text, 19 in the
    reference notes: with 19, a 20 on the die always fails)."""
    return min(virtue, combat_table().virtue_max)
