"""What movement asks of a battle's rule system; every system's base class answers it."""

from __future__ import annotations

from typing import Protocol, cast

from ..model import Battle, Character, Message, RuleSystemId, Unit
from ..plugins import find_system
from ..terrain import MoverKind
from .allowance import Allowance
from .turning import TurnCost
from .units import DistanceUnit


class MovementRules(Protocol):
    @property
    def distance_unit(self) -> DistanceUnit: ...

    def allowance(self, battle: Battle, token_id: str) -> Allowance: ...

    def charge_reach(self, battle: Battle, token_id: str) -> float: ...

    def charge_refusal(self, battle: Battle, token_id: str) -> Message | None: ...

    def turn_cost(self, old: float, new: float) -> TurnCost: ...

    def mover(self, token: Unit | Character) -> MoverKind: ...


def movement_rules(which: Battle | RuleSystemId | str) -> MovementRules:
    return cast(MovementRules, find_system(which))


def turn_cost(system: RuleSystemId | str, old: float, new: float) -> TurnCost:
    """What turning from ``old`` to ``new`` costs under ``system``."""
    return movement_rules(system).turn_cost(old, new)
