"""Bastionland movement: one move a turn (the GM's distance per mover kind, or the token's own
speed), and a dash when the action is given up to move again."""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, ConfigDict, Field

from ...model import BastionlandCharacterStats, BastionlandWarbandStats, Battle, msg
from ...movement.allowance import Allowance, Band
from ...movement.movers import mover_kind
from ...movement.tokens import token_of
from ...terrain import MoverKind
from ..tables import read_table


class BastionlandMovement(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    move_m: dict[MoverKind, float]
    dash_factor: float = Field(2.0, ge=1)
    gm_default: bool = True
    note: str = ""


@cache
def movement_table() -> BastionlandMovement:
    return BastionlandMovement.model_validate(read_table("bastionland", "movement"))


def allowance(battle: Battle, token_id: str) -> Allowance:
    token = token_of(battle, token_id)
    stats = token.stats
    mover = mover_kind(token)
    table = movement_table()
    own = stats.speed_m if isinstance(stats, BastionlandWarbandStats | BastionlandCharacterStats) else None
    move = own if own is not None else table.move_m.get(mover, 0.0)
    bands = (Band("move", move), Band("dash", move * table.dash_factor))
    return Allowance(token_id, mover, bands, "move", (msg("allowance.base", metres=move),))
