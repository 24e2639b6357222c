"""What a kind of terrain means under one rule system: the cost of moving through it and the
cover it gives. The catalogue holds the values; this module holds the reading of them."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..model import RuleSystemId
from .catalogue import CoverLevel, ExaltedTerrain, Kind, MoverKind, SystemRules

IMPASSABLE = math.inf
_LEVEL_RANK = {CoverLevel.NONE: 0, CoverLevel.PARTIAL: 1, CoverLevel.TOTAL: 2}
_ON_FOOT = (MoverKind.INFANTRY, MoverKind.INDIVIDUAL)


@dataclass(frozen=True)
class CoverValue:
    """Cover as a rule system counts it: a level for all, a percentage for Exalted, an Armour
    bonus against ranged attacks for Bastionland."""

    level: CoverLevel = CoverLevel.NONE
    percent: int = 0
    armour_bonus: int = 0

    @property
    def is_cover(self) -> bool:
        return self.level is not CoverLevel.NONE

    def _rank(self) -> tuple[int, int, int]:
        return (_LEVEL_RANK[self.level], self.percent, self.armour_bonus)

    def best(self, other: CoverValue) -> CoverValue:
        return other if other._rank() > self._rank() else self


NO_COVER = CoverValue()


def movement_multiplier(kind: Kind, mover: MoverKind, system: RuleSystemId, rules: SystemRules) -> float:
    """How many metres of movement one metre of this terrain takes; ``math.inf`` if it cannot be
    entered. Never below 1."""
    if system is RuleSystemId.SIFRP:
        return _sifrp_multiplier(kind, mover, rules)
    if system is RuleSystemId.EXALTED:
        return _exalted_multiplier(kind, mover)
    if system is RuleSystemId.AQUELARRE:
        return _aquelarre_multiplier(kind, mover, rules)
    return _table_multiplier(kind, mover)


def _table_multiplier(kind: Kind, mover: MoverKind) -> float:
    value = kind.movement.multiplier(mover)
    return IMPASSABLE if value is None else value


def _sifrp_multiplier(kind: Kind, mover: MoverKind, rules: SystemRules) -> float:
    effects = kind.effects.sifrp
    if mover is MoverKind.FLYER:
        return 1.0
    if effects.blocks_movement:
        return IMPASSABLE
    if mover is MoverKind.SIEGE_ENGINE and effects.negates_siege_engines:
        return IMPASSABLE
    if mover is MoverKind.CAVALRY and effects.negates_cavalry:
        return IMPASSABLE
    if effects.greatly_limits_movement:
        return rules.sifrp.greatly_limits_factor
    if effects.limits_movement:
        return rules.sifrp.limits_factor
    return 1.0


def _exalted_multiplier(kind: Kind, mover: MoverKind) -> float:
    # Open: no restriction. Difficult: infantry free, cavalry at half speed, carts and engines
    # cannot pass. Extreme: only infantry, at half speed. Flyers pass over all of it.
    effects = kind.effects.exalted
    if mover is MoverKind.FLYER:
        return 1.0
    if effects.impassable:
        return IMPASSABLE
    if effects.terrain is ExaltedTerrain.OPEN:
        return 1.0
    if effects.terrain is ExaltedTerrain.DIFFICULT:
        if mover in _ON_FOOT:
            return 1.0
        return 2.0 if mover is MoverKind.CAVALRY else IMPASSABLE
    return 2.0 if mover in _ON_FOOT else IMPASSABLE


def _aquelarre_multiplier(kind: Kind, mover: MoverKind, rules: SystemRules) -> float:
    # Swimming, climbing and crawling cover fewer varas per action than walking.
    effects, speeds = kind.effects.aquelarre, rules.aquelarre
    if mover is MoverKind.FLYER:
        return 1.0
    slowest = [
        speed
        for active, speed in (
            (effects.swimming, speeds.swim_varas),
            (effects.climbing, speeds.climb_varas),
            (effects.crawling, speeds.crawl_varas),
        )
        if active
    ]
    if slowest and mover in _ON_FOOT:
        return max(1.0, speeds.walk_varas / min(slowest))
    return _table_multiplier(kind, mover)


def cover_value(
    kind: Kind, system: RuleSystemId, rules: SystemRules, fortification: bool = False
) -> CoverValue:
    """The cover one feature of this kind gives to whoever it shelters."""
    if system is RuleSystemId.SIFRP:
        return CoverValue(CoverLevel.PARTIAL) if kind.effects.sifrp.cover else NO_COVER
    if system is RuleSystemId.EXALTED:
        exalted = kind.effects.exalted
        percent = exalted.cover_percent
        if not fortification:
            # The terrain class caps the cover a natural feature can give.
            percent = min(percent, rules.exalted.cover_ceiling.get(exalted.terrain, 100))
        if percent <= 0:
            return NO_COVER
        return CoverValue(CoverLevel.TOTAL if percent >= 100 else CoverLevel.PARTIAL, percent=percent)
    if system is RuleSystemId.AQUELARRE:
        level = kind.effects.aquelarre.cover
        return NO_COVER if level is CoverLevel.NONE else CoverValue(level)
    if kind.effects.bastionland.cover:
        return CoverValue(CoverLevel.PARTIAL, armour_bonus=rules.bastionland.cover_armour)
    return NO_COVER
