"""A side of the battle: an army or a party, with its colour on the map, the edge of the field
it deploys from and the way its tokens face when they arrive."""

from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD
from .field import AssetRef
from .geometry import Point, Size
from .ids import IdText
from .sifrp import SifrpSideStats

Colour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
Name = Annotated[str, Field(min_length=1, max_length=200)]
Bearing = Annotated[float, Field(ge=-360.0, le=360.0)]


class Edge(StrEnum):
    """An edge of the field; north is the map's top."""

    NORTH = "north"
    SOUTH = "south"
    EAST = "east"
    WEST = "west"


# A side deploying from an edge faces the opposite one: bearings clockwise from north.
EDGE_FACING: dict[Edge, float] = {Edge.NORTH: 180.0, Edge.SOUTH: 0.0, Edge.EAST: 270.0, Edge.WEST: 90.0}


class Side(BaseModel):
    model_config = FINITE_RECORD

    id: IdText
    name: Name
    colour: Colour = "#3366cc"
    # The chain of command: character ids of this side. No commander means it was lost.
    commander: IdText | None = None
    lieutenants: tuple[IdText, ...] = ()
    heroes: tuple[IdText, ...] = ()
    stats: SifrpSideStats | None = None
    edge: Edge | None = None  # where it deploys from; None: anywhere
    facing: Bearing | None = None  # the bearing its new tokens face; None: toward the field's middle
    # The side's banner, shown on each of its units that has no picture of its own.
    picture: AssetRef | None = None


def side_facing(side: Side) -> float | None:
    """The bearing the side's new tokens face: its own, else away from its edge."""
    if side.facing is not None:
        return side.facing
    return EDGE_FACING[side.edge] if side.edge is not None else None


def deploy_point(size: Size, edge: Edge | None, inset: float = 0.15) -> Point:
    """Where a side's army stands when it arrives: the middle of its edge, ``inset`` of the
    field's depth inside it (the field's middle for a side with no edge)."""
    w, h = size.width, size.height
    points = {
        Edge.NORTH: Point(x=w / 2, y=h * inset),
        Edge.SOUTH: Point(x=w / 2, y=h * (1 - inset)),
        Edge.WEST: Point(x=w * inset, y=h / 2),
        Edge.EAST: Point(x=w * (1 - inset), y=h / 2),
    }
    return points[edge] if edge is not None else Point(x=w / 2, y=h / 2)
