"""What Mythic Bastionland offers the GM at the table: in each combatant's turn a move, then an
action; everyone attacking one target strikes together, and the target (or an ally nearby) may
Deny before the dice are read."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..plan_play import ActionShape, PlanPlay
from ..play import TargetKind

SHAPES = {"act": ActionShape(TargetKind.ENEMY, group=True), "surprise_check": ActionShape(note=True)}


@dataclass
class BastionlandPlay(PlanPlay):
    plan_id: str = "bastionland"
    shapes: dict[str, ActionShape] = field(default_factory=lambda: dict(SHAPES))
