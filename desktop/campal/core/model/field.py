"""The battlefield: its extent, its map image and its grid."""

from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, Field, field_validator

from ..records import FINITE_RECORD
from .geometry import Point, Size

# The sides of a field, in metres: the New battle and Field settings dialogs offer this range.
MIN_FIELD_M = 1.0
MAX_FIELD_M = 100_000.0

# A content address: the lowercase hex SHA-256 of the image bytes stored in the file.
AssetRef = Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]


class GridKind(StrEnum):
    NONE = "none"
    SQUARE = "square"
    HEX = "hex"


class Grid(BaseModel):
    model_config = FINITE_RECORD

    kind: GridKind = GridKind.NONE
    size: Annotated[float, Field(gt=0.1, le=10_000, description="cell size in metres")] = 10.0


class MapImage(BaseModel):
    """A background image laid on the field: its top-left corner at ``origin``, scaled uniformly."""

    model_config = FINITE_RECORD

    asset: AssetRef
    pixel_width: Annotated[int, Field(gt=0, le=40_000)]
    pixel_height: Annotated[int, Field(gt=0, le=40_000)]
    origin: Point = Point(x=0.0, y=0.0)
    metres_per_pixel: Annotated[float, Field(gt=0.0001, le=1_000)] = 1.0
    opacity: Annotated[float, Field(ge=0.0, le=1.0)] = 1.0

    @property
    def size(self) -> Size:
        return Size(
            width=self.pixel_width * self.metres_per_pixel,
            height=self.pixel_height * self.metres_per_pixel,
        )


class Light(StrEnum):
    DAYLIGHT = "daylight"
    DIM = "dim"  # luz tenue
    DARK = "dark"  # oscuridad


class Weather(StrEnum):
    CLEAR = "clear"
    HEAVY_RAIN = "heavy_rain"
    LIGHT_SNOW = "light_snow"
    HEAVY_SNOW = "heavy_snow"


class Conditions(BaseModel):
    model_config = FINITE_RECORD

    light: Light = Light.DAYLIGHT
    weather: Weather = Weather.CLEAR


class MapLight(BaseModel):
    """A light source drawn on the map (a torch, a brazier), kept for night battles: where it
    stands, how far it reaches, how bright and of what colour. No rule reads it; the GM sees it."""

    model_config = FINITE_RECORD

    position: Point
    range_m: Annotated[float, Field(gt=0.0, le=MAX_FIELD_M)]
    intensity: Annotated[float, Field(ge=0.0, le=1.0)] = 1.0
    colour: Annotated[str, Field(pattern=r"^[0-9a-f]{6}$")] = "ffffff"
    shadows: bool = True


# Map makers put a light in every sconce; a cellar holds tens, a whole castle some hundreds.
MAX_LIGHTS = 2_000


class BattleField(BaseModel):
    model_config = FINITE_RECORD

    size: Size = Size(width=600.0, height=400.0)
    conditions: Conditions = Conditions()
    background: MapImage | None = None
    grid: Grid = Grid()
    lights: Annotated[tuple[MapLight, ...], Field(max_length=MAX_LIGHTS)] = ()

    @field_validator("size")
    @classmethod
    def _a_field_one_can_stand_on(cls, size: Size) -> Size:
        # A field narrower than a metre cannot be drawn or measured (1e-300 m broke rendering).
        if min(size.width, size.height) < MIN_FIELD_M:
            raise ValueError(f"a field measures at least {MIN_FIELD_M:g} m a side")
        return size
