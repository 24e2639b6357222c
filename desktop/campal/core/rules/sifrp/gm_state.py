"""The GM sets a unit's state by hand: one logged decision that moves the counters with it
(a disorganisation counted, a routed unit loose, a destroyed one at 0 Salud), as the rules would."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.turn import TurnChanged
from ...model import Battle, Formation, UnitState, msg
from .chain import issuers, orders_left, side_of_issuer
from .commands import AdjustOrders, SetUnitState
from .morale import destroy, disorganise, rally, reorganise, rout
from .options import advanced_formations, destroy_at_endurance
from .resolution import Resolution
from .values import stats_of


@handles(SetUnitState)
def _set_state(battle: Battle, command: SetUnitState, context: Context) -> Outcome:
    res = Resolution(battle, context)
    unit = res.unit(command.unit)
    before = stats_of(unit)
    try:
        wanted = UnitState(command.state)
    except ValueError:
        raise CommandRefused(msg("unit.bad_state", state=command.state)) from None
    stats = before
    if wanted is UnitState.DESTROYED:
        stats = destroy(before)
    elif wanted is UnitState.ROUTED:
        worse = (
            before
            if before.state is not UnitState.ORGANISED
            else disorganise(before, destroy_at_endurance(battle))
        )
        stats = worse if worse.state is UnitState.DESTROYED else rout(worse)
    elif wanted is UnitState.DISORGANISED:
        if before.state is UnitState.ORGANISED:
            stats = disorganise(before, destroy_at_endurance(battle))
        elif before.state is UnitState.ROUTED:
            stats = rally(before, advanced_formations(battle))
        else:
            stats = before.model_copy(update={"state": UnitState.DISORGANISED})
    else:
        stats = reorganise(rally(before, advanced_formations(battle)))
        if stats.formation is Formation.LOOSE and before.state is UnitState.ROUTED:
            stats = stats.model_copy(update={"formation": Formation.BATTLE})
        stats = stats.model_copy(update={"state": UnitState.ORGANISED, "left_field": False})
    res.replace_unit(unit.model_copy(update={"stats": stats}))
    res.morale_changed(unit.id, before.state, stats)
    message = msg(f"unit.state_set_{stats.state.value}", unit=unit.name, reason=command.reason or "—")
    return Outcome(tuple(res.events), msg("undo.set_unit_state"), message, True)


@handles(AdjustOrders)
def _adjust_orders(battle: Battle, command: AdjustOrders, context: Context) -> Outcome:
    """More orders for an issuer this round, or fewer: what it has spent moves back (or on), and
    its side's count in the orders step with it."""
    turn = battle.turn
    side = side_of_issuer(battle, command.issuer)
    if turn is None or side is None or command.change == 0:
        raise CommandRefused(msg("order.cannot_adjust", issuer=command.issuer))
    if command.issuer not in issuers(side):
        raise CommandRefused(msg("order.not_an_issuer", issuer=_name(battle, command.issuer)))
    left = orders_left(battle, command.issuer)
    change = max(command.change, -left)
    if change == 0:
        raise CommandRefused(msg("order.no_orders_left", issuer=_name(battle, command.issuer)))
    spent = {**turn.spent, command.issuer: turn.spent.get(command.issuer, 0) - change}
    update: dict[str, object] = {"spent": spent}
    if side.id in turn.budgets:
        budget = max(turn.budgets[side.id] + change, 0)
        update["budgets"] = {**turn.budgets, side.id: budget}
        queue = tuple(actor for actor in turn.queue if actor != side.id or budget > 0)
        update["queue"] = queue if budget <= 0 or side.id in queue else (*queue, side.id)
    message = msg(
        "order.count_adjusted",
        issuer=_name(battle, command.issuer),
        change=f"{change:+d}",
        left=left + change,
        reason=command.reason or "—",
    )
    return Outcome(
        (TurnChanged(turn=turn.model_copy(update=update)),), msg("undo.adjust_orders"), message, True
    )


def _name(battle: Battle, token: str) -> str:
    found = battle.characters.get(token) or battle.sides.get(token)
    return found.name if found is not None else token
