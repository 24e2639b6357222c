"""What the map means to an Exalted unit: the side an attack comes from, its footprint after
Magnitude or formation change, and how far its missiles reach."""

from __future__ import annotations

import math

from ...geometry import IndexCache
from ...geometry.footprint import Footprint
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


def resized(unit: Unit, stats: ExaltedUnitStats, battle: Battle | None = None) -> Unit:
    """The unit with its new stats and the ground they cover (Magnitude × formation); the front
    rank stays where it stood, so a unit in contact stays in contact. Given the ``battle``, a
    wider front does not spread over a neighbour: it widens only as far as there is room and
    the rest of the soldiers stand in deeper ranks (the same ground, differently shaped)."""
    frontage, depth = exalted_size(stats)
    if battle is not None and frontage > unit.frontage:
        frontage, depth = _room(battle, unit, frontage, depth)
    return _shaped(unit, frontage, depth).model_copy(update={"stats": stats})


def _shaped(unit: Unit, frontage: float, depth: float) -> Unit:
    back = (unit.depth - depth) / 2
    angle = math.radians(unit.facing)
    # The front direction on the map (y grows downward): (sin, −cos) of the facing.
    x = unit.position.x + math.sin(angle) * back
    y = unit.position.y - math.cos(angle) * back
    return unit.model_copy(update={"frontage": frontage, "depth": depth, "position": Point(x=x, y=y)})


def _room(battle: Battle, unit: Unit, frontage: float, depth: float) -> tuple[float, float]:
    """The widest front up to ``frontage`` that touches no unit the old footprint was clear of."""
    now = Footprint.of_unit(unit).polygon()
    bodies = (Footprint.of_unit(u).polygon() for u in battle.units.values() if u.id != unit.id)
    others = [body for body in bodies if not body.intersects(now)]
    area = frontage * depth

    def clear(width: float) -> bool:
        body = Footprint.of_unit(_shaped(unit, width, area / width)).polygon()
        return not any(body.intersects(other) for other in others)

    if clear(frontage):
        return frontage, depth
    low, high = unit.frontage, frontage
    for _ in range(30):
        middle = (low + high) / 2
        low, high = (middle, high) if clear(middle) else (low, middle)
    return low, area / low


def reach_m(stats: ExaltedUnitStats) -> float:
    return YARD.to_metres(stats.range_yards)


def cover_percent(battle: Battle, terrain: IndexCache, attacker: str, target: str) -> int:
    """The cover the terrain gives ``target`` against ``attacker``, in per cent (page 147)."""
    sight = terrain.index(battle).line_of_sight(footprint_of(battle, attacker), footprint_of(battle, target))
    return sight.target_cover.percent
