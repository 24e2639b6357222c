"""The GM sets a unit's state by hand: one logged decision that moves the counters with it
(a disorganisation counted, a routed unit loose, a destroyed one at 0 Salud), as the rules would."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, Formation, UnitState, msg
from .commands import SetUnitState
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
