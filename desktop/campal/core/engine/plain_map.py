"""Map answers from plain distances: each token is a circle round its centre (a unit's radius
is half its frontage), terrain is ignored, fortifications are their outlines."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..model import Battle, Point

CONTACT_TOLERANCE_M = 2.0


def _to_segment(point: Point, a: Point, b: Point) -> float:
    dx, dy = b.x - a.x, b.y - a.y
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length))
    return math.hypot(point.x - a.x - t * dx, point.y - a.y - t * dy)


def _away(point: Point, ring: tuple[Point, ...]) -> float:
    """From a point to a closed outline's ground: 0 inside."""
    if _inside(point, ring):
        return 0.0
    return min((_to_segment(point, ring[i - 1], ring[i]) for i in range(len(ring))), default=math.inf)


def _inside(point: Point, ring: tuple[Point, ...]) -> bool:
    inside = False
    j = len(ring) - 1
    for i, a in enumerate(ring):
        b = ring[j]
        if (a.y > point.y) != (b.y > point.y):
            cross = (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x
            if point.x < cross:
                inside = not inside
        j = i
    return inside


class PlainMap:
    def __init__(self, contact_tolerance_m: float = CONTACT_TOLERANCE_M) -> None:
        self.contact_tolerance_m = contact_tolerance_m

    def _circle(self, battle: Battle, token: str) -> tuple[Point, float]:
        if token in battle.units:
            unit = battle.units[token]
            return unit.position, unit.frontage / 2
        character = battle.characters[token]
        if character.attached_to is not None:
            return self._circle(battle, character.attached_to)
        if character.position is None:
            raise LookupError(f"{token} is not on the map")
        return character.position, character.radius

    def distance(self, battle: Battle, a: str, b: str) -> float:
        (pa, ra), (pb, rb) = self._circle(battle, a), self._circle(battle, b)
        return max(math.hypot(pa.x - pb.x, pa.y - pb.y) - ra - rb, 0.0)

    def in_contact(self, battle: Battle, a: str, b: str) -> bool:
        return self.distance(battle, a, b) <= self.contact_tolerance_m

    def has_line_of_sight(self, battle: Battle, a: str, b: str) -> bool:
        return True

    def look_at_each(self, battle: Battle, observer: str, targets: Sequence[str]) -> None:
        return None  # every line is clear on a plain map: nothing to work out

    def cover(self, battle: Battle, attacker: str, target: str) -> int:
        return 0

    def fortification_bonus(self, battle: Battle, token: str) -> int:
        centre, _ = self._circle(battle, token)
        inside = [f.defence_bonus for f in battle.fortifications.values() if _inside(centre, f.outline)]
        return max(inside, default=0)

    def adjacent(self, battle: Battle, token: str) -> tuple[str, ...]:
        return tuple(u for u in battle.units if u != token and self.in_contact(battle, token, u))

    def nearest_enemy_unit(self, battle: Battle, token: str) -> str | None:
        side = (battle.units.get(token) or battle.characters[token]).side
        enemies = [u.id for u in battle.units.values() if u.side != side]
        return min(enemies, key=lambda u: self.distance(battle, token, u), default=None)

    def ground_near(self, battle: Battle, token: str, metres: float) -> tuple[str, ...]:
        centre, _ = self._circle(battle, token)
        return tuple(f.kind for f in battle.fortifications.values() if _away(centre, f.outline) <= metres)

    def path_length(self, battle: Battle, token: str, destination: Point) -> float:
        centre, _ = self._circle(battle, token)
        return math.hypot(destination.x - centre.x, destination.y - centre.y)

    def is_on_field(self, battle: Battle, token: str) -> bool:
        centre, _ = self._circle(battle, token)
        size = battle.field.size
        return 0.0 <= centre.x <= size.width and 0.0 <= centre.y <= size.height

    def terrain_bonus_dice(self, battle: Battle, token: str) -> int:
        return 0  # a plain map has no terrain

    def denies_siege_engines(self, battle: Battle, token: str) -> bool:
        return False  # a plain map has no terrain

    def without_terrain(self) -> PlainMap:
        return self
