"""Units and characters: the tokens on the map. Rule systems keep their stats in ``stats``.

``stats`` is tagged by ``system`` so that other rule systems can join it as a discriminated
union without changing the file format of SIFRP battles.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from .geometry import Point
from .ids import IdText
from .side import Name
from .sifrp import SifrpCharacterStats, SifrpUnitStats

Length = Annotated[float, Field(gt=0.0, le=10_000.0)]
Bearing = Annotated[float, Field(ge=-360.0, le=360.0)]


class Unit(BaseModel):
    """A body of troops: a rotated rectangle of frontage × depth centred on ``position``.

    ``facing`` is the bearing of its front in degrees, clockwise from the map's up (north).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: IdText
    name: Name
    side: IdText
    kind: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")] = "infantry"
    position: Point
    facing: Bearing = 0.0
    frontage: Length = 40.0
    depth: Length = 10.0
    hidden: bool = False
    stats: SifrpUnitStats | None = None


class Character(BaseModel):
    """One person: a small circle on the map, or attached to a unit (then it has no position)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: IdText
    name: Name
    side: IdText
    position: Point | None = None
    radius: Length = 1.0
    attached_to: IdText | None = None
    hidden: bool = False
    stats: SifrpCharacterStats | None = None
