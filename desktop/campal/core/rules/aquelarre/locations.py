"""Localizaciones de impacto: which die to roll (1D10; 1D5 from above or on horseback; 1D5+5
from below), where the blow lands, what hides a location and what a location does to damage."""

from __future__ import annotations

from functools import cache
from math import ceil
from typing import Literal

from pydantic import BaseModel

from ...dice.entry import ManualEntry, one_face
from ...dice.source import DiceSource
from ...model import HitLocation
from ...records import RECORD
from ..tables import read_table

Height = Literal["level", "above", "below"]


class LocationTable(BaseModel):
    model_config = RECORD

    d10: dict[int, HitLocation]
    multiplier: dict[HitLocation, float]
    bodies: dict[str, dict[int, HitLocation]] = {}  # the tables of creatures not human
    bipeds: tuple[str, ...] = ("human",)

    def faces(self, body: str) -> dict[int, HitLocation]:
        return self.bodies.get(body, self.d10)


@cache
def location_table() -> LocationTable:
    raw = read_table("aquelarre", "hit_locations")
    return LocationTable.model_validate({k: v for k, v in raw.items() if k not in ("gm_default", "note")})


def location_die(height: Height) -> tuple[int, int]:
    """(sides, added): an attack from above rolls 1D5, from below 1D5+5."""
    return {"level": (10, 0), "above": (5, 0), "below": (5, 5)}[height]


class LocationRoll(BaseModel):
    model_config = RECORD

    height: Height
    face: int
    location: HitLocation
    manual: bool = False

    @property
    def score(self) -> int:
        return self.face + location_die(self.height)[1]


def roll_location(
    height: Height, dice: DiceSource, entry: ManualEntry | None = None, body: str = "human"
) -> LocationRoll:
    sides, added = location_die(height)
    face = one_face(sides, dice, entry)
    location = location_table().faces(body)[face + added]
    return LocationRoll(
        height=height, face=face, location=location, manual=entry is not None and not entry.by_app
    )


def apply_location(damage: int, location: HitLocation) -> int:
    """Past the armour: head ×2, limbs ÷2 rounded up, body as it is."""
    return ceil(damage * location_table().multiplier[location])


def far_leg(rider_facing_deg: float, bearing_to_attacker_deg: float) -> HitLocation:
    """The leg on the horse's other side from the attacker: hits there land on the horse.
    Bearings are clockwise from the map's north, like facings."""
    relative = (bearing_to_attacker_deg - rider_facing_deg) % 360
    return HitLocation.LEFT_LEG if relative < 180 else HitLocation.RIGHT_LEG
