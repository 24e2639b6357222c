"""Barrido: who stands around the sweeper, and the order the blade meets them — left to right
as the sweeper sees them (the text's "de izquierda a derecha")."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.map_queries import MapQueries
from ...model import AquelarreCharacterStats, Battle
from ..distance import VARA
from .bearings import bearing, facing_of

SURROUNDED_VARAS = 1.5  # foes this near, edge to edge, count as surrounding the sweeper (GM default)


def surrounding(battle: Battle, maps: MapQueries, who: str) -> tuple[str, ...]:
    """The foes standing in action within ``SURROUNDED_VARAS`` of the sweeper's edge."""
    me = battle.characters[who]
    reach = VARA.to_metres(SURROUNDED_VARAS)
    found = []
    for other in battle.characters.values():
        if other.side == me.side or other.position is None or me.position is None:
            continue
        if isinstance(other.stats, AquelarreCharacterStats) and other.stats.is_out_of_action:
            continue
        if maps.distance(battle, who, other.id) <= reach:
            found.append(other.id)
    return tuple(found)


def left_to_right(battle: Battle, who: str, foes: Sequence[str]) -> tuple[str, ...]:
    """``foes`` in the sweep's order. The sweeper faces where the GM turned it (else the way it
    last moved, else the first foe named); the seam of the circle lies straight behind it."""
    me = battle.characters[who]
    placed = [f for f in foes if battle.characters[f].position is not None]
    if me.position is None or not placed:
        return tuple(foes)
    front = facing_of(me)
    if front is None:
        front = bearing(me, battle.characters[placed[0]])

    def turn(foe: str) -> float:
        relative = (bearing(me, battle.characters[foe]) - front) % 360.0
        return relative - 360.0 if relative > 180.0 else relative  # left of the front is negative

    unplaced = [f for f in foes if f not in placed]
    return (*sorted(placed, key=lambda f: (turn(f), f)), *unplaced)


def swept(battle: Battle, maps: MapQueries, who: str, named: Sequence[str]) -> tuple[str, ...]:
    """The foes a Barrido declared against ``named`` meets, in order: a single foe named brings
    in every other foe around the sweeper; several named are taken as they are."""
    foes = list(dict.fromkeys(named))
    if len(foes) == 1:
        foes += [f for f in surrounding(battle, maps, who) if f not in foes]
    return left_to_right(battle, who, foes)
