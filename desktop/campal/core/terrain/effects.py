"""What a kind of terrain means under one rule system: the cost of moving through it and the
cover it gives. The catalogue holds the values; this module holds the reading of them."""

from __future__ import annotations

import math
from typing import Protocol, cast

from ..frozen import frozen
from ..model import RuleSystemId
from ..plugins import find_system
from .catalogue import CoverLevel, Kind, MoverKind, SystemRules

IMPASSABLE = math.inf
_LEVEL_RANK = {CoverLevel.NONE: 0, CoverLevel.PARTIAL: 1, CoverLevel.TOTAL: 2}
ON_FOOT = (MoverKind.INFANTRY, MoverKind.INDIVIDUAL)


@frozen
class CoverValue:
    """Cover as a rule system counts it: a level for all, a percentage for Exalted, an Armour
    bonus against ranged attacks for Bastionland."""

    level: CoverLevel = CoverLevel.NONE
    percent: int = 0
    armour_bonus: int = 0

    @property
    def is_cover(self) -> bool:
        return self.level is not CoverLevel.NONE

    def rank(self) -> tuple[int, int, int]:
        """How good the cover is: better cover ranks higher."""
        return (_LEVEL_RANK[self.level], self.percent, self.armour_bonus)

    def best(self, other: CoverValue) -> CoverValue:
        return other if other.rank() > self.rank() else self


NO_COVER = CoverValue()


class TerrainRules(Protocol):
    """What terrain asks of a rule system: the cost of moving through a kind, the cover it gives."""

    def terrain_multiplier(self, kind: Kind, mover: MoverKind, rules: SystemRules) -> float: ...

    def cover_value(self, kind: Kind, rules: SystemRules, fortification: bool = False) -> CoverValue: ...


def terrain_rules(system: RuleSystemId | str) -> TerrainRules:
    return cast(TerrainRules, find_system(system))


def movement_multiplier(
    kind: Kind, mover: MoverKind, system: RuleSystemId | str, rules: SystemRules
) -> float:
    """How many metres of movement one metre of this terrain takes; ``math.inf`` if it cannot be
    entered. Never below 1."""
    return terrain_rules(system).terrain_multiplier(kind, mover, rules)


def table_multiplier(kind: Kind, mover: MoverKind) -> float:
    """The catalogue's own multiplier for the mover, for systems with no rule of their own."""
    value = kind.movement.multiplier(mover)
    return IMPASSABLE if value is None else value


def cover_value(
    kind: Kind, system: RuleSystemId | str, rules: SystemRules, fortification: bool = False
) -> CoverValue:
    """The cover one feature of this kind gives to whoever it shelters."""
    return terrain_rules(system).cover_value(kind, rules, fortification)
