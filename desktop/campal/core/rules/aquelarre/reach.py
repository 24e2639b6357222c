"""Reach hand to hand: a blow needs its foe within reach of the body (the GM's
``melee_reach_varas``), and a charge carries the charger into contact before it strikes."""

from __future__ import annotations

import math

from ...engine.base import Event
from ...engine.map_queries import MapQueries
from ...engine.tokens import CharacterSet
from ...model import AquelarreDeclared, Battle, Message, Point, msg
from .movement import movement_table
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
