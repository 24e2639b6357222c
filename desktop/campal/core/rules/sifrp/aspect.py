"""Where an attack comes from, read on the map: the front, a flank or the rear of the target
(the bearing from the target to the attacker against the target's facing), and the friendly
shield wall, if any, that stands between them and shelters the target. The arcs are the GM's
(``warfare.json``): the text gives none."""

from __future__ import annotations

import math

from ...model import Battle, Formation, Point
from .motion import passes_through
from .tables import warfare
from .values import stats_of


def _bearing(source: Point, towards: Point) -> float:
    """Degrees clockwise from the map's up (y grows downwards on the map)."""
    return math.degrees(math.atan2(towards.x - source.x, source.y - towards.y)) % 360.0


def _gap(a: float, b: float) -> float:
    turn = abs(a - b) % 360.0
    return 360.0 - turn if turn > 180.0 else turn


def attack_side(battle: Battle, attacker: str, target: str) -> str:
    """ "front", "flank" or "rear" of the target unit that the attacker strikes."""
    found, source = battle.units.get(target), battle.units.get(attacker)
    if found is None or source is None:
        return "front"
    rules = warfare()
    gap = _gap(_bearing(found.position, source.position), found.facing)
    if gap <= rules.front_half_arc_deg:
        return "front"
    if gap >= 180.0 - rules.rear_half_arc_deg:
        return "rear"
    return "flank"


def shield_wall_between(battle: Battle, attacker: str, target: str) -> str | None:
    """A unit of the target's side in shield wall that the line from the attacker to the target
    crosses: the target shelters behind it."""
    found, source = battle.units.get(target), battle.units.get(attacker)
    if found is None or source is None:
        return None
    for screen in battle.units.values():
        if screen.id in (target, attacker) or screen.side != found.side:
            continue
        if stats_of(screen).formation is not Formation.SHIELD_WALL or stats_of(screen).is_out_of_action:
            continue
        if passes_through(source.position, found.position, screen.position, screen.frontage / 2):
            return screen.id
    return None
