"""Secuelas: a blow of half the PV or more rolls 1D10 on the location's section of the table
(GM data); a characteristic it lowers never falls below 1."""

from __future__ import annotations

from functools import cache
from typing import Annotated

from pydantic import BaseModel, Field

from ...model import HitLocation, msg
from ...records import RECORD
from ..tables import read_table
from .bout import Bout
from .kit import Characteristic

SECTIONS = {
    HitLocation.HEAD: "head",
    HitLocation.RIGHT_ARM: "arm",
    HitLocation.LEFT_ARM: "arm",
    HitLocation.CHEST: "torso",
    HitLocation.ABDOMEN: "torso",
    HitLocation.RIGHT_LEG: "leg",
    HitLocation.LEFT_LEG: "leg",
}


class Sequela(BaseModel):
    model_config = RECORD

    upto: Annotated[int, Field(ge=1, le=10)]
    key: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
    es: str
    en: str
    characteristic: Characteristic | None = None
    loss: Annotated[int, Field(ge=0, le=30)] = 0


@cache
def sequelae_table() -> dict[str, tuple[Sequela, ...]]:
    raw = read_table("aquelarre", "sequelae")["sections"]
    return {name: tuple(Sequela.model_validate(row) for row in rows) for name, rows in raw.items()}


def sequela_for(location: HitLocation, face: int) -> Sequela:
    rows = sequelae_table()[SECTIONS[location]]
    return next((row for row in rows if face <= row.upto), rows[-1])


def suffer(bout: Bout, who: str, location: HitLocation) -> None:
    face = bout.dice(who, 10, "aquelarre.log.sequela_roll")
    row = sequela_for(location, face)
    stats = bout.stats(who)
    values: dict[str, object] = {"sequelae": (*stats.sequelae, row.key)}
    if row.characteristic is not None and row.loss:
        values[row.characteristic] = max(int(getattr(stats, row.characteristic)) - row.loss, 1)
    bout.update(who, **values)
    bout.note(
        who,
        msg("aquelarre.log.sequela", actor=bout.name(who), es=row.es, en=row.en),
    )
