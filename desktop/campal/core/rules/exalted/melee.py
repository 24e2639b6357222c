"""Close combat's hold on a unit: engagement lasts while the units touch, and a unit that walks
away from it without Disengage leaves each enemy it was fighting a free attack (the GM's table
may turn that off)."""

from __future__ import annotations

from ...model import ExaltedUnitStats, Message, msg
from .resolve import Resolve
from .tables import combat


def drop_lost_contact(res: Resolve, unit_id: str) -> None:
    """Engagements of ``unit_id`` with units it no longer touches end, on both sides."""
    stats = res.stats(unit_id)
    for enemy in list(stats.engaged):
        if enemy in res.battle.units and res.context.map.in_contact(res.battle, unit_id, enemy):
            continue
        res.update(unit_id, engaged={k: v for k, v in res.stats(unit_id).engaged.items() if k != enemy})
        if enemy in res.battle.units:
            other = res.stats(enemy)
            res.update(enemy, engaged={k: v for k, v in other.engaged.items() if k != unit_id})


def walk_away(res: Resolve, unit_id: str) -> None:
    """A move or dash while engaged, without Disengage: the enemies may strike as it goes."""
    stats = res.stats(unit_id)
    if not stats.engaged or not combat().leaving_melee_free_attack:
        return
    res.update(unit_id, left_without_disengage=tuple(stats.engaged))
    for enemy in stats.engaged:
        if enemy in res.battle.units:
            res.update(enemy, engaged={k: v for k, v in res.stats(enemy).engaged.items() if k != unit_id})
    res.update(unit_id, engaged={})


def parting_refusal(target: ExaltedUnitStats, attacker: str) -> Message | None:
    if attacker not in target.left_without_disengage:
        return msg("exalted.refusal.no_parting_attack")
    return None
