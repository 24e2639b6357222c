"""Distances the rules speak of, against the GM's values: melee contact, "nearby" (who may Deny
for the target, who counts as an ally close by), the area a Blast strikes, and where a push from
Repel or a Move leaves a token (stopped where the ground blocks it)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from ...engine.map_queries import MapQueries
from ...model import Battle, Message, Point, msg
from .tables import combat_table
from .tokens import name

# Where a straight step from the first point towards the second stops: the ground's answer.
Blocker = Callable[[Point, Point], Point]


def in_melee(distance_m: float) -> bool:
    return distance_m <= combat_table().melee_reach_m


def attack_reach_refusal(
    battle: Battle, maps: MapQueries, actor: str, target: str, ranged: bool
) -> Message | None:
    """Why ``actor`` cannot attack ``target`` from where it stands: melee needs contact (the GM's
    reach), missiles a line of sight. The dock greys a target with it and the attack refuses
    with it, so what is offered is what the attack accepts."""
    if ranged:
        if maps.has_line_of_sight(battle, actor, target):
            return None
        return msg("bastionland.no_line_of_sight", actor=name(battle, actor), target=name(battle, target))
    if in_melee(maps.distance(battle, actor, target)):
        return None
    return msg("bastionland.out_of_reach", actor=name(battle, actor), target=name(battle, target))


def is_nearby(distance_m: float) -> bool:
    return distance_m <= combat_table().nearby_m


def blast_area(distances_m: Mapping[str, float], radius_m: float | None = None) -> tuple[str, ...]:
    """Everyone whose footprint comes within the Blast's radius of its centre, nearest first."""
    radius = combat_table().blast_radius_m if radius_m is None else radius_m
    inside = [(distance, token) for token, distance in distances_m.items() if distance <= radius]
    return tuple(token for _, token in sorted(inside))


def pushed_to(source: Point, target: Point, metres: float, blocker: Blocker | None = None) -> Point:
    """Where ``target`` ends when pushed ``metres`` straight away from ``source`` (straight
    towards it with a negative distance); ``blocker`` stops it short at terrain it cannot enter."""
    dx, dy = target.x - source.x, target.y - source.y
    length = math.hypot(dx, dy)
    if length == 0.0:
        dx, dy, length = 0.0, -1.0, 1.0  # pushed from its own spot: straight up the map
    end = Point(x=target.x + dx / length * metres, y=target.y + dy / length * metres)
    return end if blocker is None else blocker(target, end)
