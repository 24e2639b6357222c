"""What every rule system declares. Mechanics live in each system's own package."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..model import RuleSystemId


@dataclass(frozen=True)
class DistanceUnit:
    """The unit a rule text measures in; the core keeps metres and converts only for display."""

    symbol: str
    metres: float

    def from_metres(self, metres: float) -> float:
        return metres / self.metres

    def to_metres(self, value: float) -> float:
        return value * self.metres


METRE = DistanceUnit("m", 1.0)
YARD = DistanceUnit("yd", 0.9144)
VARA = DistanceUnit("varas", 0.8359)  # the Castilian vara


class RuleSystem:
    id: ClassVar[RuleSystemId]
    name: ClassVar[str]
    distance_unit: ClassVar[DistanceUnit] = METRE
    registry: ClassVar[dict[RuleSystemId, type[RuleSystem]]] = {}

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        RuleSystem.registry[cls.id] = cls


def rule_system(system_id: RuleSystemId | str) -> type[RuleSystem]:
    return RuleSystem.registry[RuleSystemId(system_id)]
