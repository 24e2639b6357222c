"""The chain of command: who may give orders, how many, and who takes over."""

from __future__ import annotations

from ...model import Battle, Character, Message, Side, UnitState, msg
from .resolution import character_stats
from .tables import warfare
from .values import current_round, is_damaged, max_health, stats_of


def side_of_issuer(battle: Battle, issuer: str) -> Side | None:
    if issuer in battle.sides:
        return battle.sides[issuer]
    character = battle.characters.get(issuer)
    return battle.sides[character.side] if character else None


def order_allowance(battle: Battle, issuer: str) -> int:
    """Orders ``issuer`` may give each round: a commander its Warfare rank, a lieutenant one, an
    army that lost its chain of command one; none for anyone who joined a unit."""
    side = side_of_issuer(battle, issuer)
    if side is None:
        return 0
    if issuer == side.id:
        return warfare().orders_without_commander if side.commander is None else 0
    character = battle.characters[issuer]
    if character.attached_to is not None or character_stats(character).state.value != "active":
        return 0
    if side.commander == issuer:
        return character_stats(character).abilities.warfare
    if side.commander is not None and issuer in side.lieutenants:
        return warfare().orders_per_lieutenant if holds_post(battle, side, issuer) else 0
    return 0


def holds_post(battle: Battle, side: Side, lieutenant: str) -> bool:
    """ "de los que puede disponer por cada dos unidades completas": the first so many listed
    hold a post while the army has the complete units for them. A post counted at the round's
    start is held all round: the round's orders were counted on it."""
    counted = character_stats(battle.characters[lieutenant]).post_round
    if counted and counted == current_round(battle):
        return True
    return side.lieutenants.index(lieutenant) < max_lieutenants(battle, side.id)


def posts_counted(battle: Battle, round_number: int) -> tuple[Character, ...]:
    """The lieutenants holding a post as a round begins, marked with that round."""
    marked = []
    for side in battle.sides.values():
        for index, lieutenant in enumerate(side.lieutenants):
            character = battle.characters.get(lieutenant)
            if character is None or index >= max_lieutenants(battle, side.id):
                continue
            stats = character_stats(character)
            marked.append(
                character.model_copy(update={"stats": stats.model_copy(update={"post_round": round_number})})
            )
    return tuple(marked)


def issuer_rank(battle: Battle, issuer: str) -> int:
    """The Warfare rank behind an order: the issuer's own, or, for an army without its chain of
    command, the best of its characters still on the field (2, a unit's, when none is)."""
    if issuer in battle.characters:
        return character_stats(battle.characters[issuer]).abilities.warfare
    ranks = [
        character_stats(c).abilities.warfare
        for c in battle.characters.values()
        if c.side == issuer and not character_stats(c).is_out_of_action
    ]
    return max(ranks, default=2)


def issuers(side: Side) -> tuple[str, ...]:
    if side.commander is None:
        return (side.id,)
    return (side.commander, *side.lieutenants)


def orders_left(battle: Battle, issuer: str) -> int:
    spent = battle.turn.spent.get(issuer, 0) if battle.turn else 0
    return max(order_allowance(battle, issuer) - spent, 0)


def why_no_orders(battle: Battle, issuer: str) -> Message:
    """Why ``issuer`` gives no order now, said where the GM picks them: a lieutenant without a
    post (too few complete units for it), one fighting within a unit, or its orders spent."""
    side = side_of_issuer(battle, issuer)
    character = battle.characters.get(issuer)
    name = character.name if character is not None else side.name if side is not None else issuer
    if character is not None and side is not None and order_allowance(battle, issuer) == 0:
        if character.attached_to is not None:
            return msg("order.issuer_in_unit", issuer=name)
        if issuer in side.lieutenants and not holds_post(battle, side, issuer):
            return msg(
                "order.lieutenant_without_post",
                issuer=name,
                units=full_units(battle, side.id),
                posts=max_lieutenants(battle, side.id),
            )
    return msg("order.no_orders_left", issuer=name)


def side_orders(battle: Battle, side_id: str) -> int:
    """The orders a side has left this round (an order spent on the siege engines is gone)."""
    side = battle.sides[side_id]
    return sum(orders_left(battle, issuer) for issuer in issuers(side))


def full_units(battle: Battle, side_id: str) -> int:
    """The army's complete units, as the GM's table reads the words (see ``complete_units``)."""
    if warfare().complete_units == "fielded":
        return sum(1 for u in battle.units.values() if u.side == side_id and not stats_of(u).is_out_of_action)
    return sum(
        1
        for unit in battle.units.values()
        if unit.side == side_id
        and stats_of(unit).state is UnitState.ORGANISED
        and not is_damaged(stats_of(unit))
        and max_health(stats_of(unit)) > 0
    )


def max_lieutenants(battle: Battle, side_id: str) -> int:
    return full_units(battle, side_id) // 2


def max_heroes(battle: Battle, commander: Character | None) -> int:
    return character_stats(commander).status if commander is not None else 0


def successor(battle: Battle, side: Side) -> str | None:
    """The lieutenant of highest Status (the first listed on a tie)."""
    candidates = [battle.characters[c] for c in side.lieutenants if c in battle.characters]
    active = [c for c in candidates if character_stats(c).state.value == "active"]
    if not active:
        return None
    return max(active, key=lambda c: character_stats(c).status).id
