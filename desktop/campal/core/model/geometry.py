"""Plain geometric values stored in the document. All lengths are metres."""

from __future__ import annotations

import math
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

# Anything beyond this from the origin is a corrupt or foreign value, not a battlefield.
MAX_COORDINATE_M = 1_000_000.0


def _finite_coordinate(value: float) -> float:
    if not math.isfinite(value):
        raise ValueError("coordinate must be a finite number")
    if abs(value) > MAX_COORDINATE_M:
        raise ValueError(f"coordinate beyond {MAX_COORDINATE_M:.0f} m")
    return value


Coordinate = Annotated[float, AfterValidator(_finite_coordinate)]


class Point(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    x: Coordinate
    y: Coordinate


class Size(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    width: Annotated[float, Field(gt=0, le=100_000)]
    height: Annotated[float, Field(gt=0, le=100_000)]
