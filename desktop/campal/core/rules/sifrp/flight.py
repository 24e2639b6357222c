"""A routed unit's flight: away from the nearest enemy at run speed, off the field if it gets there.

"La formación de la unidad cambia a dispersa y sus miembros se alejan a velocidad de Carrera. Si
el desplazamiento hace que la unidad salga de la superficie del campo de batalla es eliminada."
The flight runs straight; terrain slows it (its cost is weighed against the run distance) and
blocking terrain stops it short.
"""

from __future__ import annotations

import math

from ...engine.map_queries import MapQueries
from ...frozen import frozen
from ...model import Battle, Point, Unit
from .values import movement, stats_of

SEARCH_STEPS = 14  # halvings of the flight line: finer than a few centimetres on any field


@frozen
class Flight:
    start: Point
    end: Point
    metres: float
    leaves_field: bool


def _away_from(battle: Battle, unit: Unit, enemy_id: str | None) -> tuple[float, float]:
    """A unit vector pointing away from the enemy; with none, toward the nearest field edge."""
    here = unit.position
    if enemy_id is not None:
        there = battle.units[enemy_id].position
        dx, dy = here.x - there.x, here.y - there.y
        length = math.hypot(dx, dy)
        if length > 1e-9:
            return dx / length, dy / length
    size = battle.field.size
    edges = {
        (-1.0, 0.0): here.x,
        (1.0, 0.0): size.width - here.x,
        (0.0, -1.0): here.y,
        (0.0, 1.0): size.height - here.y,
    }
    return min(edges, key=lambda direction: edges[direction])


def _inside(battle: Battle, point: Point) -> bool:
    size = battle.field.size
    return 0.0 <= point.x <= size.width and 0.0 <= point.y <= size.height


def nearest_threat(battle: Battle, unit_id: str, world: MapQueries) -> str | None:
    """The nearest enemy unit still in the battle (not destroyed, not gone off the field)."""
    side = battle.units[unit_id].side
    enemies = [u.id for u in battle.units.values() if u.side != side and not stats_of(u).is_out_of_action]
    return min(enemies, key=lambda u: world.distance(battle, unit_id, u), default=None)


def flight_of(battle: Battle, unit_id: str, world: MapQueries) -> Flight:
    unit = battle.units[unit_id]
    run_m = movement(unit, True, battle)
    ux, uy = _away_from(battle, unit, nearest_threat(battle, unit_id, world))
    start = unit.position

    def at(fraction: float) -> Point:
        return Point(x=start.x + ux * run_m * fraction, y=start.y + uy * run_m * fraction)

    if world.path_length(battle, unit_id, at(1.0)) <= run_m + 1e-6:
        reached = 1.0
    else:
        low, high = 0.0, 1.0  # the farthest fraction whose path fits the run distance
        for _ in range(SEARCH_STEPS):
            middle = (low + high) / 2
            if world.path_length(battle, unit_id, at(middle)) <= run_m + 1e-6:
                low = middle
            else:
                high = middle
        reached = low
    end = at(reached)
    return Flight(start, end, run_m * reached, leaves_field=not _inside(battle, end))
