"""A rule system's round structure as data: which steps, who acts in each, and how.

Plans ship as ``resources/rules/<system>/phases.json`` and are validated here, so a GM who edits
one gets a clear error instead of a confused engine.
"""

import json
from enum import StrEnum
from functools import cache
from importlib.resources import files
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..records import RECORD

StepId = Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
ActionId = Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
Stage = Literal["setup", "round", "end"]


class StepMode(StrEnum):
    FREE = "free"  # the listed actors act in any order, each within its budget
    ROLL = "roll"  # every actor makes the awaited roll, in any order
    SEQUENCE = "sequence"  # one actor after another, each until it passes or spends its budget
    ALTERNATE = "alternate"  # one action each in turn, round and round, until budgets are spent
    TIMELINE = "timeline"  # actors act on their tick; an action's speed sets the next one


class ActorSource(StrEnum):
    NONE = "none"  # the GM alone
    SIDES = "sides"
    COMBATANTS = "combatants"  # units and characters not attached to a unit
    CHARACTERS = "characters"  # characters not attached to a unit


class ActorOrder(StrEnum):
    LISTED = "listed"  # the document's order; combatants grouped by their side's order
    INITIATIVE_DESC = "initiative_desc"
    INITIATIVE_ASC = "initiative_asc"


class StepSpec(BaseModel):
    model_config = RECORD

    id: StepId
    mode: StepMode = StepMode.FREE
    actors: ActorSource = ActorSource.NONE
    order: ActorOrder = ActorOrder.LISTED
    actions: tuple[ActionId, ...] = ()
    anytime_actions: tuple[ActionId, ...] = ()  # legal out of turn (defences)
    sequenced_actions: bool = False  # actions in listed order, each once; the last ends the turn
    budget: Annotated[int, Field(ge=0, le=1000)] | None = None
    budget_rule: str | None = None  # a registered rule gives each actor's budget
    await_roll: str | None = None
    roll_sets_tick: bool = False  # the awaited roll places actors on the timeline
    speeds: dict[ActionId, Annotated[int, Field(ge=0, le=100)]] = Field(default_factory=dict)


class PhasePlan(BaseModel):
    model_config = RECORD

    id: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
    setup: tuple[StepSpec, ...] = ()
    round: Annotated[tuple[StepSpec, ...], Field(min_length=1)]
    end: tuple[StepSpec, ...] = ()
    round_start: str | None = None  # a registered rule resetting per-round state
    loop_check: str | None = None  # a registered rule telling when the battle is over

    def steps(self, stage: Stage) -> tuple[StepSpec, ...]:
        return {"setup": self.setup, "round": self.round, "end": self.end}[stage]

    def step(self, stage: Stage, step_id: str) -> StepSpec:
        for spec in self.steps(stage):
            if spec.id == step_id:
                return spec
        raise KeyError(f"{self.id}: no step {step_id!r} in {stage}")

    def index(self, stage: Stage, step_id: str) -> int:
        return [spec.id for spec in self.steps(stage)].index(step_id)


@cache
def load_plan(plan_id: str) -> PhasePlan:
    """The plan shipped for ``plan_id`` (a rule system id)."""
    if not plan_id.isidentifier():
        raise KeyError(plan_id)
    source = files("campal.resources").joinpath(f"rules/{plan_id}/phases.json")
    return PhasePlan.model_validate(json.loads(source.read_text(encoding="utf-8")))
