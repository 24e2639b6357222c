"""The morale save of an organised group of people that lost half its members: once, on its
leader's SPI, for every member still standing."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Event, Outcome, handles
from ...engine.turn import TurnChanged
from ...model import Battle, msg
from ...model.bastionland import BastionlandCharacterStats, Morale
from .asks import save as roll_save
from .commands import CheckGroupMorale
from .events import SaveRolled
from .group_morale import GROUP_AWAIT, ORGANISED, leader_of, standing
from .morale import morale_save, person_after_morale
from .pending import open_attacks
from .tokens import name, with_stats


@handles(CheckGroupMorale)
def _group_morale(battle: Battle, command: CheckGroupMorale, context: Context) -> Outcome:
    if open_attacks(battle):
        raise CommandRefused(msg("bastionland.attack_open"))
    turn = battle.turn
    awaiting = turn.awaiting if turn is not None else None
    if (
        awaiting is None
        or awaiting.kind != GROUP_AWAIT
        or awaiting.subject != command.side
        or awaiting.detail != ORGANISED
    ):
        side = battle.sides.get(command.side)
        raise CommandRefused(msg("bastionland.group_holds", side=side.name if side else command.side))
    leader = leader_of(battle, command.side) or awaiting.actors[0]
    stats = battle.characters[leader].stats
    assert isinstance(stats, BastionlandCharacterStats)
    save = roll_save(morale_save(leader, stats.spirit), context.dice, command.entry, name(battle, leader))
    fate = Morale.SURRENDERED if command.surrender else Morale.FLED
    events: list[Event] = []
    state = battle
    if not save.is_success:
        for member in standing(battle, command.side):
            person = state.characters[member].stats
            assert isinstance(person, BastionlandCharacterStats)
            state, changed = with_stats(state, member, person_after_morale(person, save, fate))
            events.append(changed)
    outcome = "bastionland.held" if save.is_success else f"bastionland.{fate.value}"
    message = msg(
        "bastionland.group_morale_save",
        side=battle.sides[command.side].name,
        actor=name(battle, leader),
        face=save.face,
        virtue=save.spec.value,
        outcome=outcome,
    )
    events.append(SaveRolled(message=message, save=save, outcome=outcome))
    assert turn is not None
    events.append(TurnChanged(turn=turn.model_copy(update={"awaiting": None})))
    return Outcome(tuple(events), msg("undo.bastionland.morale"), message)
