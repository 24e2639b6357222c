"""Charges and pushes on the real map: where a unit coming straight at another first touches it,
and how far a push gets before the ground stops it.

The distance between two convex footprints, as one slides along a straight line, is a convex
function of how far it has slid; so the first point of contact is found by halving the stretch,
whatever the footprints' shapes and angles. Every length is asked of the map (the geometry
service on the real map), so terrain costs and blocks count as they do for a plain move.
"""

from __future__ import annotations

import math

from ...engine.base import CommandRefused
from ...engine.map_queries import MapQueries
from ...model import Battle, Message, Point, msg
from .motion import distance, towards
from .resolution import Resolution
from .values import movement

TOUCHING_M = 0.05  # edges this close are touching: what "contacto" means on the map
STEPS = 40  # halvings: far below a centimetre on any field Campal accepts
RUNNING = frozenset({"charge", "trample"})  # orders that run into contact with their target


def _moved(battle: Battle, token: str, at: Point) -> Battle:
    if token in battle.units:
        unit = battle.units[token].model_copy(update={"position": at})
        return battle.model_copy(update={"units": {**battle.units, token: unit}})
    character = battle.characters[token].model_copy(update={"position": at})
    return battle.model_copy(update={"characters": {**battle.characters, token: character}})


def _position(battle: Battle, token: str) -> Point:
    found = battle.units.get(token) or battle.characters.get(token)
    position = found.position if found is not None else None
    if position is None:
        raise CommandRefused(msg("token.unknown", token=token))
    return position


def contact_point(res: Resolution, mover: str, target: str) -> Point:
    """Where ``mover``, going straight at ``target``'s centre, first touches its footprint."""
    return contact_on(res.battle, res.context.map, mover, target)


def contact_on(battle: Battle, maps: MapQueries, mover: str, target: str) -> Point:
    start, goal = _position(battle, mover), _position(battle, target)
    if maps.distance(battle, mover, target) <= TOUCHING_M:
        return start
    low, high = 0.0, distance(start, goal)
    for _ in range(STEPS):
        middle = (low + high) / 2
        if maps.distance(_moved(battle, mover, towards(start, goal, middle)), mover, target) <= TOUCHING_M:
            high = middle
        else:
            low = middle
    return towards(start, goal, high)


def contact_refusal(
    battle: Battle, maps: MapQueries, mover: str, target: str, limit: float
) -> Message | None:
    """Why ``mover`` cannot come into edge contact with ``target`` within ``limit`` metres of
    path (terrain-weighted; a palisade or forbidden ground in the way blocks it). The dock asks
    this before it offers a charge, and the order asks it before its roll: an order given
    must be one the unit can carry out."""
    point = contact_on(battle, maps, mover, target)
    need = maps.path_length(battle, mover, point)
    if math.isinf(need):
        return msg("order.path_blocked", unit=_name(battle, mover), target=_name(battle, target))
    if need > limit + 1e-6:
        return msg("order.too_far", unit=_name(battle, mover), need=round(need, 1), limit=round(limit, 1))
    return None


def run_in_refusal(battle: Battle, maps: MapQueries, unit_id: str, target: str) -> Message | None:
    """Why a charge or a trample could not carry ``unit_id`` into ``target`` at a run."""
    return contact_refusal(battle, maps, unit_id, target, movement(battle.units[unit_id], True, battle))


def _name(battle: Battle, token: str) -> str:
    found = battle.units.get(token) or battle.characters.get(token)
    return found.name if found is not None else token


def close_to_contact(res: Resolution, mover: str, target: str, limit: float) -> None:
    """Move ``mover`` to edge contact with ``target`` if the ground lets it get there within
    ``limit`` metres of path."""
    refusal = contact_refusal(res.battle, res.context.map, mover, target, limit)
    if refusal is not None:
        raise CommandRefused(refusal)
    unit = res.unit(mover)
    res.replace_unit(unit.model_copy(update={"position": contact_point(res, mover, target)}))


def pushed_to(res: Resolution, unit_id: str, goal: Point, metres: float, stop_at: str | None = None) -> Point:
    """Where a push of ``metres`` towards ``goal`` leaves the unit: it stops where the ground
    stops it (its path may cost no more than the push) and, with ``stop_at``, on touching
    that unit (Yunque y martillo drives the enemy onto the prepared unit, not through it)."""
    battle, maps = res.battle, res.context.map
    start = _position(battle, unit_id)
    end = towards(start, goal, metres)
    if stop_at is not None:
        touching = contact_point(res, unit_id, stop_at)
        if distance(start, touching) < distance(start, end) and metres >= 0:
            end = touching
    if maps.path_length(battle, unit_id, end) <= abs(metres) + 1e-6:
        return end
    low, high = 0.0, 1.0
    for _ in range(STEPS):
        middle = (low + high) / 2
        point = Point(x=start.x + (end.x - start.x) * middle, y=start.y + (end.y - start.y) * middle)
        if maps.path_length(battle, unit_id, point) <= abs(metres) + 1e-6:
            low = middle
        else:
            high = middle
    return Point(x=start.x + (end.x - start.x) * low, y=start.y + (end.y - start.y) * low)
