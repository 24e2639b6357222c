"""Units and characters: the tokens on the map. Rule systems keep their stats in ``stats``.

``stats`` is a union tagged by ``system``; a document written before the tag existed has only
SIFRP stats, so a missing tag reads as ``sifrp``.
"""

from typing import Annotated, Any

from pydantic import BaseModel, Discriminator, Field
from pydantic import Tag as Case

from ..records import FINITE_RECORD
from .aquelarre import AquelarreCharacterStats
from .bastionland import BastionlandCharacterStats, BastionlandWarbandStats
from .exalted import ExaltedCharacterStats, ExaltedUnitStats
from .field import AssetRef
from .geometry import Point
from .ids import IdText
from .side import Name
from .sifrp import SifrpCharacterStats, SifrpUnitStats

Length = Annotated[float, Field(gt=0.0, le=10_000.0)]
Bearing = Annotated[float, Field(ge=-360.0, le=360.0)]
# The way a token went since the round began, for the map to draw faintly.
Trail = Annotated[tuple[Point, ...], Field(max_length=1_000)]


def _system_of(value: Any) -> str:
    if isinstance(value, dict):
        return str(value.get("system", "sifrp"))
    return str(getattr(value, "system", "sifrp"))


UnitStats = Annotated[
    Annotated[SifrpUnitStats, Case("sifrp")]
    | Annotated[ExaltedUnitStats, Case("exalted")]
    | Annotated[BastionlandWarbandStats, Case("bastionland")],
    Discriminator(_system_of),
]
CharacterStats = Annotated[
    Annotated[SifrpCharacterStats, Case("sifrp")]
    | Annotated[ExaltedCharacterStats, Case("exalted")]
    | Annotated[AquelarreCharacterStats, Case("aquelarre")]
    | Annotated[BastionlandCharacterStats, Case("bastionland")],
    Discriminator(_system_of),
]


class Unit(BaseModel):
    """A body of troops: a rotated rectangle of frontage × depth centred on ``position``.

    ``facing`` is the bearing of its front in degrees, clockwise from the map's up (north).
    """

    model_config = FINITE_RECORD

    id: IdText
    name: Name
    side: IdText
    kind: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")] = "infantry"
    position: Point
    facing: Bearing = 0.0
    frontage: Length = 40.0
    depth: Length = 10.0
    hidden: bool = False
    stats: UnitStats | None = None
    trail: Trail = ()
    # A banner, coat of arms or portrait shown inside the footprint (its side's when None).
    picture: AssetRef | None = None


class Character(BaseModel):
    """One person: a small circle on the map, or attached to a unit (then it has no position)."""

    model_config = FINITE_RECORD

    id: IdText
    name: Name
    side: IdText
    position: Point | None = None
    radius: Length = 1.0
    attached_to: IdText | None = None
    hidden: bool = False
    stats: CharacterStats | None = None
    trail: Trail = ()
