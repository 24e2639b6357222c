"""What Aquelarre offers the GM at the table: initiative (1D10 + AGI, ties by Percepción),
declarations from the lowest initiative up, then actions from the highest down, with a
defence declared by the one attacked before the attack is rolled."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...dice import Breakdown, SumSpec
from ...engine.answers import RollAwaited
from ...engine.base import Command
from ...model import AquelarreCharacterStats, Battle
from ..plan_play import ActionShape, PlanPlay
from ..play import TargetKind

SHAPES = {
    "attack": ActionShape(TargetKind.ENEMY),
    "move": ActionShape(),
    "other_action": ActionShape(note=True),
}


@dataclass
class AquelarrePlay(PlanPlay):
    plan_id: str = "aquelarre"
    shapes: dict[str, ActionShape] = field(default_factory=lambda: dict(SHAPES))
    declarable: tuple[str, ...] = ("attack", "move", "defend", "other_action")

    def awaited(self, battle: Battle) -> tuple[Command, ...]:
        turn = battle.turn
        if turn is None or turn.awaiting is None or turn.awaiting.kind != "initiative":
            return ()
        return tuple(self._initiative(battle, actor) for actor in turn.awaiting.actors)

    @staticmethod
    def _initiative(battle: Battle, actor: str) -> RollAwaited:
        person = battle.characters.get(actor)
        stats = person.stats if person is not None else None
        agility = stats.agility if isinstance(stats, AquelarreCharacterStats) else 0
        perception = stats.perception if isinstance(stats, AquelarreCharacterStats) else 0
        modifiers = Breakdown().base("aquelarre.agility", agility)
        spec = SumSpec(ability="initiative", count=1, sides=10, modifiers=modifiers)
        return RollAwaited(actor, spec, (perception,))
