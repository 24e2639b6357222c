"""Exalted movement: yards per point of speed (a GM table per mover kind), dash at a multiple;
a quarter turn is reflexive, a wider one takes a miscellaneous action."""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, ConfigDict, Field

from ...model import (
    Battle,
    ExaltedCharacterStats,
    ExaltedFormation,
    ExaltedUnitState,
    ExaltedUnitStats,
    msg,
)
from ...movement.allowance import Allowance, Band
from ...movement.movers import mover_kind
from ...movement.tokens import token_of
from ...movement.turning import TurnCost, turn_angle
from ...terrain import MoverKind
from ..distance import YARD
from ..tables import read_table


class TurnAction(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    action: str = "turn"
    speed: int = 3
    dv_penalty: int = -1


class ExaltedMovement(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    yards_per_speed: dict[MoverKind, float]
    dash_factor: float = Field(2.0, ge=1)
    free_turn_degrees: float = Field(90.0, ge=0, le=180)
    turn_action: TurnAction = TurnAction()
    gm_default: bool = True
    note: str = ""


@cache
def movement_table() -> ExaltedMovement:
    return ExaltedMovement.model_validate(read_table("exalted", "movement"))


def allowance(battle: Battle, token_id: str) -> Allowance:
    token = token_of(battle, token_id)
    stats = token.stats
    mover = mover_kind(token)
    table = movement_table()
    speed = stats.speed if isinstance(stats, ExaltedUnitStats | ExaltedCharacterStats) else 3
    move = YARD.to_metres(speed * table.yards_per_speed.get(mover, 0.0))
    halted = isinstance(stats, ExaltedUnitStats) and stats.state is ExaltedUnitState.HESITATING
    if halted:
        move = 0.0
    bands = [Band("move", move)]
    # An unordered mob cannot be driven into a dash.
    if not (isinstance(stats, ExaltedUnitStats) and stats.formation is ExaltedFormation.UNORDERED):
        bands.append(Band("dash", move * table.dash_factor))
    notes = (msg("allowance.speed", speed=speed, yards=table.yards_per_speed.get(mover, 0.0)),)
    return Allowance(token_id, mover, tuple(bands), "dash" if len(bands) > 1 else None, notes)


def turn_cost(old: float, new: float) -> TurnCost:
    table = movement_table()
    angle = turn_angle(old, new)
    if angle <= table.free_turn_degrees + 1e-9:
        return TurnCost(angle)
    action = table.turn_action
    return TurnCost(angle, False, action.action, action.speed, action.dv_penalty)
