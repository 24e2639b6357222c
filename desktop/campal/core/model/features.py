"""Things drawn on the field: terrain features, fortifications and notes."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD
from .geometry import Point
from .ids import IdText
from .side import Name

Ring = Annotated[tuple[Point, ...], Field(min_length=3, max_length=100_000)]
EffectValue = bool | int | float | str


class TerrainFeature(BaseModel):
    """A terrain area of one kind from the catalogue, drawn as a polygon (lines are buffered)."""

    model_config = FINITE_RECORD

    id: IdText
    kind: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
    name: Annotated[str, Field(max_length=200)] = ""
    outline: Ring
    holes: tuple[Ring, ...] = ()
    gm_only: bool = False
    show_label: bool = False
    # Per-battle overrides of the catalogue's effects, keyed "<system>.<effect>".
    overrides: dict[str, EffectValue] = Field(default_factory=dict)


class Fortification(BaseModel):
    """A wall, ditch, palisade or castle: an area with its Defence bonus."""

    model_config = FINITE_RECORD

    id: IdText
    kind: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
    name: Annotated[str, Field(max_length=200)] = ""
    outline: Ring
    defence_bonus: Annotated[int, Field(ge=0, le=50)] = 0
    gm_only: bool = False
    overrides: dict[str, EffectValue] = Field(default_factory=dict)


class Note(BaseModel):
    model_config = FINITE_RECORD

    id: IdText
    text: Annotated[str, Field(max_length=20_000)]
    position: Point
    gm_only: bool = True


__all__ = ["EffectValue", "Fortification", "Name", "Note", "Ring", "TerrainFeature"]
