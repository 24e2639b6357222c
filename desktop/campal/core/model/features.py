"""Things drawn on the field: terrain features, fortifications and notes."""

from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field
from pydantic_core import PydanticCustomError

from ..records import FINITE_RECORD
from .geometry import Point
from .ids import IdText
from .side import Name

Ring = Annotated[tuple[Point, ...], Field(min_length=3, max_length=100_000)]
EffectValue = bool | int | float | str
# An override stands for a value of the terrain catalogue: a flag, a count, a factor, a level's
# name. The largest there is a sight depth of 10,000 m; ten times that leaves room for any house
# rule and keeps every sum and product made with it finite. Beyond it, a file is refused.
MAX_EFFECT_VALUE = 100_000
MAX_EFFECT_TEXT = 40
MAX_OVERRIDES = 100


def _fits_a_rule(value: EffectValue) -> bool:
    if isinstance(value, str):
        return len(value) <= MAX_EFFECT_TEXT
    return isinstance(value, bool) or abs(value) <= MAX_EFFECT_VALUE


def _sane_overrides(overrides: dict[str, EffectValue]) -> dict[str, EffectValue]:
    for name, value in overrides.items():
        if len(name) > 2 * MAX_EFFECT_TEXT or not _fits_a_rule(value):
            why = "the override {name} is beyond what a rule takes"
            raise PydanticCustomError("override_out_of_range", why, {"name": name[:80]})
    return overrides


Overrides = Annotated[
    dict[str, EffectValue], Field(max_length=MAX_OVERRIDES), AfterValidator(_sane_overrides)
]


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
    overrides: Overrides = Field(default_factory=dict)


class Fortification(BaseModel):
    """A wall, ditch, palisade or castle: an area with its Defence bonus."""

    model_config = FINITE_RECORD

    id: IdText
    kind: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
    name: Annotated[str, Field(max_length=200)] = ""
    outline: Ring
    defence_bonus: Annotated[int, Field(ge=0, le=50)] = 0
    # What climbing its walls takes, when the rule system asks ("una dificultad dependiente de la
    # muralla"); None: the system's own default, so files written before it open unchanged.
    climb_difficulty: Annotated[int, Field(ge=0, le=50)] | None = None
    gm_only: bool = False
    overrides: Overrides = Field(default_factory=dict)


class Note(BaseModel):
    model_config = FINITE_RECORD

    id: IdText
    text: Annotated[str, Field(max_length=20_000)]
    position: Point
    gm_only: bool = True


__all__ = ["EffectValue", "Fortification", "Name", "Note", "Ring", "TerrainFeature"]
