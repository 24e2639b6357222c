"""Exalted movement: yards per point of speed (a GM table per mover kind) times the formation's
mobility; a dash goes as far on foot and twice as far mounted ("mismo multiplicador que en
movimiento normal; para caballería se dobla"); a quarter turn is reflexive, a wider one takes a
miscellaneous action."""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, Field

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
from ...records import RECORD
from ...terrain import MoverKind
from ..distance import YARD
from ..tables import read_table
from .tables import formation
from .traits import effective_formation, is_mounted


class TurnAction(BaseModel):
    model_config = RECORD

    action: str = "turn"
    speed: int = 3
    dv_penalty: int = -1


class ExaltedMovement(BaseModel):
    model_config = RECORD

    yards_per_speed: dict[MoverKind, float]
    dash_factor: float = Field(1.0, ge=1)
    mounted_dash_factor: float = Field(2.0, ge=1)
    free_turn_degrees: float = Field(90.0, ge=0, le=180)
    turn_action: TurnAction = TurnAction()
    failed_dash: Literal["move", "none"] = "move"  # how far a unit whose Dash roll failed goes
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
    if isinstance(stats, ExaltedUnitStats):
        move *= formation(effective_formation(stats)).move_factor
        if stats.state is ExaltedUnitState.HESITATING:
            move = 0.0
    bands = [Band("move", move)]
    mounted = (
        is_mounted(stats)
        if isinstance(stats, ExaltedUnitStats)
        else (isinstance(stats, ExaltedCharacterStats) and stats.mounted)
    )
    factor = table.mounted_dash_factor if mounted else table.dash_factor
    # An unordered mob cannot be driven into a dash.
    if not (isinstance(stats, ExaltedUnitStats) and effective_formation(stats) is ExaltedFormation.UNORDERED):
        bands.append(Band("dash", move * factor))
    notes = (msg("allowance.speed", speed=speed, yards=table.yards_per_speed.get(mover, 0.0)),)
    return Allowance(token_id, mover, tuple(bands), "dash" if len(bands) > 1 else None, notes)


def turn_cost(old: float, new: float) -> TurnCost:
    table = movement_table()
    angle = turn_angle(old, new)
    if angle <= table.free_turn_degrees + 1e-9:
        return TurnCost(angle)
    action = table.turn_action
    return TurnCost(angle, False, action.action, action.speed, action.dv_penalty)
