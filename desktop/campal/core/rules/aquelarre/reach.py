"""Reach hand to hand: a blow needs its foe within reach of the body (the GM's
``melee_reach_varas``), and a charge carries the charger into contact before it strikes."""

from __future__ import annotations

import math

from ...engine.base import Event
from ...engine.map_queries import MapQueries
from ...engine.tokens import CharacterSet
from ...model import AquelarreCharacterStats, AquelarreDeclared, Battle, Message, Point, msg
from .movement import movement_table, varas_to_close
from .percentages import actions
from .situation import distance_varas

CHARGES = frozenset({"charge", "mounted_charge"})
# Alancear waits, spear set, for the rider who comes at it.
FROM_WHERE_IT_STANDS = frozenset({"alancear"})


def beyond_reach(battle: Battle, maps: MapQueries, attacker: str, entry: AquelarreDeclared) -> Message | None:
    """Why a blow hand to hand cannot be struck from where the attacker stands (None when it can)."""
    rule = actions()[entry.action]
    if rule.kind != "attack" or rule.ranged or entry.action in CHARGES | FROM_WHERE_IT_STANDS:
        return None
    reach = movement_table().melee_reach_varas
    for target in entry.targets:
        if not (on_map(battle, attacker) and on_map(battle, target)):
            continue  # off the map: the GM's to judge
        far = distance_varas(battle, maps, attacker, target)
        if round(far, 1) > reach:  # as the GM reads it
            return msg("aquelarre.refuse.beyond_reach", varas=round(far, 1), reach=reach)
    return None


def beyond_closing(
    battle: Battle, maps: MapQueries, attacker: str, action: str, target: str
) -> Message | None:
    """Why a blow hand to hand declared now could not reach ``target`` even if both close in by
    every move declared so far, the free vara included (None when it can): declarations go
    slowest first, so the foe's moves are known. The declaration offers and the declaring
    command both ask this, so a foe greyed in the dock is one the engine refuses."""
    rule = actions().get(action)
    if rule is None or rule.kind != "attack" or rule.ranged or action in CHARGES | FROM_WHERE_IT_STANDS:
        return None
    if not (on_map(battle, attacker) and on_map(battle, target)):
        return None
    reach = movement_table().melee_reach_varas + _closing(battle, attacker) + _closing(battle, target)
    far = distance_varas(battle, maps, attacker, target)
    if round(far, 1) > round(reach, 1):
        return msg("aquelarre.refuse.beyond_closing", varas=round(far, 1), reach=round(reach, 1))
    return None


def _closing(battle: Battle, who: str) -> float:
    stats = battle.characters[who].stats
    return varas_to_close(stats) if isinstance(stats, AquelarreCharacterStats) else 0.0


def on_map(battle: Battle, who: str) -> bool:
    token = battle.characters.get(who)
    return token is not None and (token.position is not None or token.attached_to is not None)


def charge_home(battle: Battle, charger: str, target: str) -> tuple[Battle, tuple[Event, ...]]:
    """The charger run up to touch its foe, along the line between them."""
    mover, foe = battle.characters[charger], battle.characters.get(target)
    if foe is None or mover.position is None or foe.position is None:
        return battle, ()
    dx, dy = foe.position.x - mover.position.x, foe.position.y - mover.position.y
    apart = math.hypot(dx, dy)
    touching = mover.radius + foe.radius
    if apart <= touching:
        return battle, ()
    ratio = (apart - touching) / apart
    at = Point(x=mover.position.x + dx * ratio, y=mover.position.y + dy * ratio)
    moved = mover.model_copy(update={"position": at})
    return (
        battle.model_copy(update={"characters": {**battle.characters, charger: moved}}),
        (CharacterSet(character=moved),),
    )
