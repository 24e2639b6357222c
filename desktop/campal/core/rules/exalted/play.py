"""What Exalted offers the GM at the table: each unit's actions on its tick of the timeline, the
action's speed setting its next tick, and reflexive actions (a reflexive Charm, a quarter turn)
taken at any point of a long tick without spending it."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..plan_play import ActionShape, PlanPlay
from ..play import TargetKind

SHAPES = {
    "attack": ActionShape(TargetKind.ENEMY),
    "aim": ActionShape(TargetKind.ENEMY),
    "rally": ActionShape(note=True),
    "signal": ActionShape(note=True),
}


@dataclass
class ExaltedPlay(PlanPlay):
    plan_id: str = "exalted"
    shapes: dict[str, ActionShape] = field(default_factory=lambda: dict(SHAPES))
