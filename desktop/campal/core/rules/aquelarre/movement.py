"""Aquelarre movement per action: walk 6 varas, run 12, crawl 3 on the ground; wounds slow."""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, Field

from ...model import AquelarreCharacterStats, AquelarreHealth, Battle, Character, msg
from ...movement.allowance import Allowance, Band
from ...movement.movers import mover_kind
from ...movement.tokens import token_of
from ...records import RECORD
from ...terrain import load_catalogue
from ..distance import VARA
from ..tables import read_table
from .percentages import actions


class AquelarreMovement(BaseModel):
    model_config = RECORD

    run_varas: float = Field(12.0, ge=0)
    mounted_walk_varas: float = Field(10.0, ge=0)
    mounted_run_varas: float = Field(20.0, ge=0)
    mounted_charge_varas: float = Field(20.0, ge=0)
    wounded_factor: float = Field(0.5, ge=0, le=1)
    badly_wounded_factor: float = Field(0.25, ge=0, le=1)
    free_step_varas: float = Field(1.0, ge=0)  # the free vara of any round (in the text)
    rounds_a_minute: int = Field(5, ge=1, le=60)  # an asalto is about 12 seconds (the text)
    jump_varas: float = Field(1.0, ge=0)  # a Saltar standing (GM's value)
    running_jump_varas: float = Field(3.0, ge=0)  # a Saltar after a run-up (GM's value)
    melee_reach_varas: float = Field(2.0, ge=0)  # body edge to body edge for a blow (GM's value)
    gm_default: bool = True
    note: str = ""


STEPPED_IN = "aquelarre.step_in"  # the turn's mark: the free vara went toward a foe this round


@cache
def movement_table() -> AquelarreMovement:
    return AquelarreMovement.model_validate(read_table("aquelarre", "movement"))


def _wound_factor(stats: AquelarreCharacterStats) -> float:
    table = movement_table()
    return {
        AquelarreHealth.UNHURT: 1.0,
        AquelarreHealth.WOUNDED: table.wounded_factor,
        AquelarreHealth.BADLY_WOUNDED: table.badly_wounded_factor,
    }.get(stats.condition, 0.0)


def _declared_varas(stats: AquelarreCharacterStats, free_step_spent: bool = False) -> tuple[str, float]:
    """In the action step a character goes as far as the moves it declared, plus the free vara
    unless it went toward a foe already."""
    table, speeds = movement_table(), load_catalogue().rules.aquelarre
    per_action = {
        "walk": table.mounted_walk_varas if stats.mounted else speeds.walk_varas,
        "run": table.mounted_run_varas if stats.mounted else table.run_varas,
        "charge": table.run_varas,
        "mounted_charge": table.mounted_charge_varas,
        "crawl": speeds.crawl_varas,
        "swim": speeds.swim_varas,
        "dive": actions()["dive"].varas or 0.0,  # Bucear: 2 varas under the water
        "jump": table.jump_varas,
        "running_jump": table.run_varas + table.running_jump_varas,
        "climb": speeds.climb_varas,
        "mele_move": 1.0,
        "weave": speeds.walk_varas,
    }
    moves = [e.action for e in stats.declared if e.action in per_action and e.state != "lost"]
    total = sum(per_action[action] for action in moves) + (0.0 if free_step_spent else table.free_step_varas)
    if any(m in ("run", "charge", "mounted_charge", "running_jump") for m in moves):
        name = "run"
    else:
        name = next((m for m in ("walk", "crawl") if m in moves), "move")
    return name, total


def varas_to_close(stats: AquelarreCharacterStats) -> float:
    """How far the moves declared so far (and the free vara) carry the character this round,
    slowed by its wounds: what it may still close before a blow hand to hand."""
    return _declared_varas(stats)[1] * _wound_factor(stats)


def allowance(battle: Battle, token_id: str) -> Allowance:
    token = token_of(battle, token_id)
    stats = token.stats if isinstance(token, Character) else None
    if not isinstance(stats, AquelarreCharacterStats):
        stats = AquelarreCharacterStats()
    table, speeds = movement_table(), load_catalogue().rules.aquelarre
    factor = _wound_factor(stats)
    varas: tuple[tuple[str, float], ...]
    if stats.prone:
        varas = (("crawl", speeds.crawl_varas),)
    elif stats.mounted:
        varas = (("walk", table.mounted_walk_varas), ("run", table.mounted_run_varas))
    else:
        varas = (("walk", speeds.walk_varas), ("run", table.run_varas))
    if battle.turn is not None and battle.turn.step == "action" and stats.declared:
        varas = (_declared_varas(stats, STEPPED_IN in battle.turn.taken.get(token_id, ())),)
    bands = tuple(Band(name, VARA.to_metres(value * factor)) for name, value in varas)
    notes = (msg("allowance.wounds", factor=factor, condition=stats.condition.value),)
    return Allowance(token_id, mover_kind(token), bands, None if stats.prone else "run", notes)


def charge_reach_m(battle: Battle, token_id: str) -> float:
    """A charge starts within a run (12 varas), or within 20 varas on horseback."""
    token = token_of(battle, token_id)
    stats = token.stats
    if isinstance(stats, AquelarreCharacterStats) and stats.mounted:
        return VARA.to_metres(movement_table().mounted_charge_varas)
    return allowance(battle, token_id).charge_reach_m
