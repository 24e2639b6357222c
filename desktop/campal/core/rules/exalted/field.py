"""What the map means to an Exalted unit: the side an attack comes from, its footprint after
Magnitude or formation change, and how far its missiles reach."""

from __future__ import annotations

import math

from ...geometry import IndexCache
from ...model import Battle, ExaltedUnitStats, Point, Unit
from ...movement.tokens import footprint_of
from ..distance import YARD
from .attacks import Facing
from .templates import exalted_size


def attack_side(target: Unit, attacker_at: Point) -> Facing:
    """Front within 45° of the target's facing, rear within 45° of its back, flank between."""
    dx, dy = attacker_at.x - target.position.x, attacker_at.y - target.position.y
    if dx == 0 and dy == 0:
        return Facing.FRONT
    bearing = math.degrees(math.atan2(dx, -dy))
    off = abs((bearing - target.facing + 180.0) % 360.0 - 180.0)
    if off <= 45.0:
        return Facing.FRONT
    if off >= 135.0:
        return Facing.REAR
    return Facing.FLANK


def resized(unit: Unit, stats: ExaltedUnitStats) -> Unit:
    """The unit with its new stats and the ground they cover (Magnitude × formation); the front
    rank stays where it stood, so a unit in contact stays in contact."""
    frontage, depth = exalted_size(stats)
    back = (unit.depth - depth) / 2
    angle = math.radians(unit.facing)
    # The front direction on the map (y grows downward): (sin, −cos) of the facing.
    x = unit.position.x + math.sin(angle) * back
    y = unit.position.y - math.cos(angle) * back
    return unit.model_copy(
        update={"stats": stats, "frontage": frontage, "depth": depth, "position": Point(x=x, y=y)}
    )


def reach_m(stats: ExaltedUnitStats) -> float:
    return YARD.to_metres(stats.range_yards)


def cover_percent(battle: Battle, terrain: IndexCache, attacker: str, target: str) -> int:
    """The cover the terrain gives ``target`` against ``attacker``, in per cent (page 147)."""
    sight = terrain.index(battle).line_of_sight(footprint_of(battle, attacker), footprint_of(battle, target))
    return sight.target_cover.percent
