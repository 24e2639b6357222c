"""The difficulty of giving an order, term by term:
Discipline + 3 per earlier order to the unit this round + the order's modifier + what its state,
formation, attached characters, effects and tags add."""

from __future__ import annotations

from ...dice import Breakdown
from ...model import Battle, Formation, Unit
from .gear import equipped_for
from .options import shape_of
from .tables import orders, warfare
from .values import discipline, stats_of


def order_difficulty(
    battle: Battle, unit: Unit, order: str, new_formation: Formation | None = None, equipped: bool = False
) -> Breakdown:
    rules = orders()[order]
    stats = stats_of(unit)
    result = discipline(battle, unit)
    earlier = stats.orders_this_round
    result = result.plus("term.repeat_order", warfare().order_repeat_step * earlier, nth=earlier + 1)
    modifier = rules.modifier
    if (equipped or equipped_for(stats, order)) and rules.equipped_modifier is not None:
        modifier = rules.equipped_modifier
    result = result.plus("term.advanced_order" if rules.advanced else "term.order", modifier, order=order)
    if rules.formation_difficulty and new_formation is not None:
        result = result.plus(
            "term.formation_change", shape_of(battle, new_formation).difficulty, formation=new_formation.value
        )
    return result
