"""Barrido: who stands around the sweeper."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.map_queries import MapQueries
from ...model import AquelarreCharacterStats, Battle
from ..distance import VARA

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


def swept(battle: Battle, maps: MapQueries, who: str, named: Sequence[str]) -> tuple[str, ...]:
    """The foes a Barrido declared against ``named`` meets: a single foe named brings in every
    other foe around the sweeper, by id; several named are taken as they are."""
    foes = list(dict.fromkeys(named))
    if len(foes) == 1:
        foes += sorted(f for f in surrounding(battle, maps, who) if f not in foes)
    return tuple(foes)
