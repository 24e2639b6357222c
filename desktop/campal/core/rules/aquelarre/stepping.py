"""The free vara of any round, taken toward a foe. The text lets a character move one vara a
round without spending an action, "recuerda que avanzar una vara hacia el oponente se considera
un movimiento de melé": so the step toward a foe keeps the Movimiento de melé's own rules (after
the foe's actions, whatever the Iniciativa; only beside a dodge or a parry) and ends in a melé,
but spends none of the round's two actions, being the free vara."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.map_queries import MapQueries
from ...engine.turn import TurnChanged
from ...model import AquelarreCharacterStats, AquelarreDeclared, Battle, Message, msg
from .bout import Bout
from .commands import StepIn
from .declaration import MELE_COMPANIONS
from .events import Feed
from .lost import foe_still_to_act
from .movement import STEPPED_IN, movement_table
from .reach import charge_home, on_map
from .situation import distance_varas


def step_in_refusal(battle: Battle, maps: MapQueries, who: str, foe: str) -> Message | None:
    """Why ``who`` cannot take its free vara toward ``foe`` now (None when it can)."""
    turn, mover, other = battle.turn, battle.characters.get(who), battle.characters.get(foe)
    if mover is None or other is None or other.side == mover.side:
        return msg("aquelarre.refuse.bad_target", target=foe)
    mine, theirs = mover.stats, other.stats
    if not isinstance(mine, AquelarreCharacterStats) or not isinstance(theirs, AquelarreCharacterStats):
        return msg("aquelarre.refuse.bad_target", target=foe)
    if turn is None or turn.step != "action":
        return msg("aquelarre.refuse.not_action_step")
    if turn.awaiting is not None:
        return msg("aquelarre.refuse.defence_awaited")
    if mine.is_out_of_action:
        return msg("aquelarre.refuse.out_of_action")
    if theirs.is_out_of_action:
        return msg("aquelarre.refuse.target_gone")
    if mine.held_by is not None:
        return msg("aquelarre.refuse.held")
    if STEPPED_IN in turn.taken.get(who, ()):
        return msg("aquelarre.refuse.free_vara_spent")
    if foe in mine.mele_with:
        return msg("aquelarre.refuse.already_in_mele", target=other.name)
    if any(e.action not in MELE_COMPANIONS for e in mine.declared if e.state != "lost"):
        return msg("aquelarre.refuse.mele_move_alone")
    waits = foe_still_to_act(battle, AquelarreDeclared(action="mele_move", targets=(foe,)))
    if waits is not None:
        return waits
    step = movement_table().free_step_varas
    if on_map(battle, who) and on_map(battle, foe):
        far = distance_varas(battle, maps, who, foe)
        if round(far, 1) > step:
            return msg("aquelarre.refuse.free_vara_too_far", varas=round(far, 1), reach=step)
    return None


@handles(StepIn)
def _step_in(battle: Battle, command: StepIn, context: Context) -> Outcome:
    refusal = step_in_refusal(battle, context.map, command.actor, command.foe)
    if refusal is not None:
        raise CommandRefused(refusal)
    turn = battle.turn
    assert turn is not None
    moved_battle, moved = charge_home(battle, command.actor, command.foe)
    bout = Bout(moved_battle, context.map, Feed(context.dice))
    mine, theirs = bout.stats(command.actor), bout.stats(command.foe)
    bout.update(command.actor, mele_with=tuple(dict.fromkeys((*mine.mele_with, command.foe))))
    bout.update(command.foe, mele_with=tuple(dict.fromkeys((*theirs.mele_with, command.actor))))
    line = msg("aquelarre.log.stepped_in", actor=bout.name(command.actor), target=bout.name(command.foe))
    bout.note(command.actor, line)
    taken = {**turn.taken, command.actor: (*turn.taken.get(command.actor, ()), STEPPED_IN)}
    return Outcome(
        (*moved, *bout.all_events((TurnChanged(turn=turn.model_copy(update={"taken": taken})),))),
        msg("undo.aquelarre.step_in"),
        line,
    )
