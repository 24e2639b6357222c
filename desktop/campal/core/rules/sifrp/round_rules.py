"""The hooks the SIFRP phase plan names: budgets per step, the new round, the end of battle."""

from __future__ import annotations

from ...model import Battle, Character, SifrpCharacterStats, SifrpUnitStats, Unit, UnitState
from ...phases import budget_rule, loop_check, round_start
from .chain import posts_counted, side_orders
from .resolution import character_stats
from .tables import warfare
from .values import current_round, stats_of

ACTIVE_STATES = (UnitState.ORGANISED, UnitState.DISORGANISED)


@budget_rule("sifrp.orders")
def _orders(battle: Battle, side_id: str) -> int:
    return side_orders(battle, side_id)


@budget_rule("sifrp.character_rounds")
def _character_rounds(battle: Battle, character_id: str) -> int:
    return warfare().character_rounds * warfare().half_rounds_per_major


@budget_rule("sifrp.second_actions")
def _second_actions(battle: Battle, character_id: str) -> int:
    gave_orders = battle.turn is not None and battle.turn.spent.get(character_id, 0) > 0
    return 0 if gave_orders else _character_rounds(battle, character_id)


def awaits_standing_order(unit: Unit, battle: Battle | None = None) -> bool:
    """Whether the unit still has its standing order to follow this round; a routed unit's is
    to keep running ("sus miembros se alejan a velocidad de Carrera") until rallied or gone.
    Given the battle, an order aimed only at enemies now gone has lapsed ("hasta cumplir su
    objetivo"): nothing is left to await."""
    stats = stats_of(unit)
    if stats.state is UnitState.ROUTED:
        return not stats.left_field and not stats.acted_this_round and not stats.received_order_this_round
    standing = stats.standing_order
    if battle is not None and standing is not None and standing.targets:
        lapsed = all(target_gone(battle, target) for target in standing.targets)
        if lapsed:
            return False
    return (
        stats.standing_order is not None
        and stats.state in ACTIVE_STATES
        and not stats.idle_this_round
        and not stats.acted_this_round
        and not stats.received_order_this_round
    )


def target_gone(battle: Battle, target: str) -> bool:
    """Destroyed, off the field, fallen or captured, or no longer in the battle at all."""
    if target in battle.fortifications:
        return False
    if target in battle.units:
        return stats_of(battle.units[target]).is_out_of_action
    if target in battle.characters:
        return character_stats(battle.characters[target]).is_out_of_action
    return True


@budget_rule("sifrp.standing_orders")
def _standing(battle: Battle, side_id: str) -> int:
    return sum(1 for u in battle.units.values() if u.side == side_id and awaits_standing_order(u, battle))


@round_start("sifrp.round_start")
def _new_round(battle: Battle) -> tuple[tuple[Unit, ...], tuple[Character, ...]]:
    now = current_round(battle) + 1
    units = []
    for unit in battle.units.values():
        if not isinstance(unit.stats, SifrpUnitStats):
            continue
        stats = unit.stats
        effects = tuple(e for e in stats.effects if e.until_round >= now)
        fresh = stats.model_copy(
            update={
                "orders_this_round": 0,
                "received_order_this_round": False,
                "acted_this_round": False,
                "idle_this_round": False,
                "effects": effects,
            }
        )
        if fresh != stats:
            units.append(unit.model_copy(update={"stats": fresh}))
    reset = {
        c.id: c.model_copy(update={"stats": character_stats(c).model_copy(update={"ordered_units": ()})})
        for c in battle.characters.values()
        if isinstance(c.stats, SifrpCharacterStats) and c.stats.ordered_units
    }
    counted = battle.model_copy(update={"characters": {**battle.characters, **reset}})
    # The lieutenants' posts are counted now, with the round's orders: none lapses mid-round.
    posts = {c.id: c for c in posts_counted(counted, now)}
    return tuple(units), tuple({**reset, **posts}.values())


def has_fighting_units(battle: Battle, side_id: str) -> bool:
    return any(u.side == side_id and stats_of(u).state in ACTIVE_STATES for u in battle.units.values())


@loop_check("sifrp.battle_over")
def is_battle_over(battle: Battle) -> bool:
    """A side surrendered, or has no unit left that is not routed or destroyed."""
    sides = list(battle.sides.values())
    if any(s.stats is not None and s.stats.surrendered for s in sides):
        return True
    return len(sides) >= 2 and sum(1 for s in sides if has_fighting_units(battle, s.id)) <= 1
