"""Bastionland movement: one move a turn (the GM's distance per mover kind, or the token's own
speed), and a dash when the action is given up to move again."""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, Field

from ...model import BastionlandCharacterStats, BastionlandWarbandStats, Battle, Message, msg
from ...movement.allowance import Allowance, Band
from ...movement.movers import mover_kind
from ...movement.tokens import token_of
from ...records import RECORD
from ...terrain import MoverKind
from ..tables import read_table
from .turns import move_refusal


class BastionlandMovement(BaseModel):
    model_config = RECORD

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
    held = _held(battle, token_id)
    if held is not None:
        return Allowance(token_id, mover, (Band("move", 0.0),), "move", refusal=held)
    bands = (Band("move", move), Band("dash", move * table.dash_factor))
    return Allowance(token_id, mover, bands, "move", (msg("allowance.base", metres=move),))


def _held(battle: Battle, token_id: str) -> Message | None:
    """Why the token may not move this turn (the turn's one rule); nothing holds it outside the
    round structure, where the GM sets the scene freely."""
    token = token_of(battle, token_id)
    stats, turn = token.stats, battle.turn
    if not isinstance(stats, BastionlandWarbandStats | BastionlandCharacterStats) or turn is None:
        return None
    return move_refusal(token.name, stats, turn.taken.get(token_id, ()), turn.round)
