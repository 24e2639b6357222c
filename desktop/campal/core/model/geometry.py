"""Plain geometric values stored in the document. All lengths are metres."""

from typing import Annotated

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD

# Anything beyond this from the origin is a corrupt or foreign value, not a battlefield.
MAX_COORDINATE_M = 1_000_000.0


# Checked by pydantic's core rather than a Python function: a file holds up to 120,000 points,
# and a validator called per coordinate made opening one take seconds.
Coordinate = Annotated[float, Field(ge=-MAX_COORDINATE_M, le=MAX_COORDINATE_M, allow_inf_nan=False)]


class Point(BaseModel):
    model_config = FINITE_RECORD

    x: Coordinate
    y: Coordinate


class Size(BaseModel):
    model_config = FINITE_RECORD

    width: Annotated[float, Field(gt=0, le=100_000)]
    height: Annotated[float, Field(gt=0, le=100_000)]
