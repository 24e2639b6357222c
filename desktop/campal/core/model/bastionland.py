"""Mythic Bastionland values kept in the battle file: a person's or a warband's Virtues, Guard,
gear and condition. ``speed_m`` is the GM's figure for one move (the text gives none).

Structures (gates, ramparts, castle walls) are fortifications: their Guard and Armour come from
the terrain catalogue and the Guard left after a battering is kept in the feature's overrides.
"""

from enum import StrEnum
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, Field, model_validator

from ..records import FINITE_RECORD
from .bastionland_gear import (
    ArmourKind,
    ArmourPiece,
    Dice,
    GuardValue,
    ItemName,
    Mount,
    Virtue,
    Weapon,
    WeaponTrait,
    dice_sizes,
)
from .ids import IdText
from .sifrp import Tag

Speed = Annotated[float, Field(ge=0.0, le=1_000.0)]
ScarId = Annotated[str, Field(pattern=r"^[a-z_]{1,30}$")]
FlatArmour = Annotated[int, Field(ge=0, le=6)]

__all__ = [
    "ArmourKind",
    "ArmourPiece",
    "BastionlandCharacterStats",
    "BastionlandWarbandStats",
    "Dice",
    "Morale",
    "Mount",
    "WarbandState",
    "Weapon",
    "WeaponTrait",
    "dice_sizes",
]


class WarbandState(StrEnum):
    STEADY = "steady"
    ROUTED = "routed"  # a Mortal Wound, or a failed morale save
    BROKEN = "broken"  # SPI 0
    WIPED_OUT = "wiped_out"  # VIG 0


class Morale(StrEnum):
    STEADY = "steady"
    FLED = "fled"
    SURRENDERED = "surrendered"


def _guard_max_defaults_to_guard(data: Any) -> Any:
    # Files written before Guard had a maximum keep their Guard as the maximum.
    if isinstance(data, dict) and "guard_max" not in data and "guard" in data:
        return {**data, "guard_max": max(int(data["guard"]), 0)}
    return data


class _Combatant(BaseModel):
    """What a person and a warband share: Virtues, Guard, gear and passing conditions."""

    model_config = FINITE_RECORD

    system: Literal["bastionland"] = "bastionland"
    vigour: Virtue = 10
    clarity: Virtue = 10
    spirit: Virtue = 10
    guard: GuardValue = 4
    guard_max: GuardValue = 4
    armour: FlatArmour = 0  # natural or unlisted armour, added to the pieces worn
    pieces: tuple[ArmourPiece, ...] = ()
    weapons: tuple[Weapon, ...] = ()
    # The weapons in hand, by name (none named: the first that fit, in the order listed).
    # Changing them is a minor action: it takes no turn.
    wielded: tuple[ItemName, ...] = ()
    # A disarmed weapon lies where its owner stands until picked up again.
    on_ground: tuple[Weapon, ...] = ()
    mounted: bool = False
    large: bool = False  # a large opponent (a giant, a beast): no Trample against it
    speed_m: Speed | None = None  # None: the movement table's value for its mover kind
    exposed: bool = False  # caught unready or helpless: Guard counts 0
    impaired: bool = False  # a weapon Impaired by a Gambit: attacks roll a d4
    shield_trapped: bool = False  # a trapped shield neither rolls nor protects
    stopped_round: Annotated[int, Field(ge=0)] = 0  # a Stop Gambit: no move in this round
    wounded: bool = False
    tags: tuple[Tag, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _defaults(cls, data: Any) -> Any:
        return _guard_max_defaults_to_guard(data)

    @model_validator(mode="after")
    def _one_piece_per_kind(self) -> Self:
        kinds = [piece.kind for piece in self.pieces]
        if len(kinds) != len(set(kinds)):
            raise ValueError("only one armour piece of each kind can be worn")
        return self

    def piece(self, kind: ArmourKind) -> ArmourPiece | None:
        return next((piece for piece in self.pieces if piece.kind is kind), None)

    @property
    def has_shield(self) -> bool:
        return self.piece(ArmourKind.SHIELD) is not None and not self.shield_trapped

    @property
    def total_armour(self) -> int:
        """The armour of every piece worn (a trapped shield gives none) plus the flat armour."""
        worn = sum(p.armour for p in self.pieces if p.kind is not ArmourKind.SHIELD or self.has_shield)
        return self.armour + worn

    @property
    def has_spear(self) -> bool:
        return any(weapon.has(WeaponTrait.SPEAR) for weapon in self.weapons)


class BastionlandWarbandStats(_Combatant):
    """About two dozen soldiers fighting as one."""

    guard: GuardValue = 3
    guard_max: GuardValue = 3
    vigour_max: Virtue = 10  # the VIG it mustered with: losing half of it is losing half its members
    soldiers: Annotated[int, Field(ge=1, le=200)] = 24
    state: WarbandState = WarbandState.STEADY
    leader: IdText | None = None  # an organised warband saves morale on its leader's SPI

    @model_validator(mode="before")
    @classmethod
    def _vigour_max(cls, data: Any) -> Any:
        if isinstance(data, dict) and "vigour_max" not in data:
            return {**data, "vigour_max": data.get("vigour", 10)}
        return data

    @property
    def is_out_of_action(self) -> bool:
        return self.state is not WarbandState.STEADY


class BastionlandCharacterStats(_Combatant):
    """A knight, a squire or anyone else fighting as one person."""

    knight: bool = False  # Knights know the Feats
    player: bool = False  # player characters: first in the order, no morale saves
    mount: Mount | None = None
    fatigued: bool = False  # after a failed Feat save: no more Feats until rest
    mortal_wound: bool = False
    slain: bool = False
    morale: Morale = Morale.STEADY
    surprised: bool = False  # lost the first turn
    scars: tuple[ScarId, ...] = ()

    @property
    def is_out_of_action(self) -> bool:
        # VIG 0 by other means than damage (a Scar, a curse) is not Slain: the person still
        # fights, only not after moving, and can still be struck.
        return self.slain or self.morale is not Morale.STEADY


def trample_sizes(mount: Mount | None) -> tuple[int, ...]:
    return () if mount is None or mount.trample is None or mount.slain else dice_sizes(mount.trample)
