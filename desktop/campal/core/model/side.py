"""A side of the battle: an army or a party, with its colour on the map."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from .field import AssetRef
from .ids import IdText
from .sifrp import SifrpSideStats

Colour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
Name = Annotated[str, Field(min_length=1, max_length=200)]


class Side(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    id: IdText
    name: Name
    colour: Colour = "#3366cc"
    # The chain of command: character ids of this side. No commander means it was lost.
    commander: IdText | None = None
    lieutenants: tuple[IdText, ...] = ()
    heroes: tuple[IdText, ...] = ()
    stats: SifrpSideStats | None = None
    # The side's banner, shown on each of its units that has no picture of its own.
    picture: AssetRef | None = None
