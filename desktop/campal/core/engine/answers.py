"""Declaring before acting, answering out of turn, and rolling what a step waits for: the
generic pieces of the four systems' turns (Aquelarre declares, then acts in the other order;
an attacked fighter answers before the attack is rolled; a plain dice total settles the order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .. import phases
from ..dice import ManualEntry, SumResult, SumSpec, roll_sum
from ..model import Battle, Declaration, msg
from .base import Command, CommandRefused, Context, Event, Outcome, handles
from .turn import TurnChanged, actor_name, plan_of, require_action, token_named


@dataclass(frozen=True)
class DeclareAction(Command):
    """``actor`` says what it will do this round; the step's ``declare`` action is spent."""

    actor: str
    action: str
    target: str | None = None
    note: str = ""


@dataclass(frozen=True)
class AnswerAction(Command):
    """``actor``, awaited to answer an action aimed at it, answers with ``answer`` (the step's
    reaction) or, with ``answer`` None, lets the action through unanswered."""

    actor: str
    answer: str | None


@dataclass(frozen=True)
class RollAwaited(Command):
    """Roll ``actor``'s awaited total (an initiative): ``spec``'s dice plus its modifiers, with
    ``tiebreak`` values for equal totals. ``entry`` carries dice typed in by the GM."""

    actor: str
    spec: SumSpec
    tiebreak: tuple[int, ...] = ()
    entry: ManualEntry | None = None


class AwaitedRolled(Event):
    """The roll behind a settled awaited total, kept for the log and the dice tray."""

    type: Literal["turn.awaited_rolled"] = "turn.awaited_rolled"
    actor: str
    result: SumResult

    def apply(self, battle: Battle) -> Battle:
        return battle


@handles(DeclareAction)
def _declare(battle: Battle, command: DeclareAction, context: Context) -> Outcome:
    require_action(battle, command.actor, "declare")
    if command.target is not None and token_named(battle, command.target) is None:
        raise CommandRefused(msg("phase.unknown_target", target=command.target))
    turn = battle.turn
    assert turn is not None  # require_action refuses in free play: there is no round to declare in
    declared = Declaration(action=command.action, target=command.target, note=command.note)
    turn = turn.model_copy(update={"declared": {**turn.declared, command.actor: declared}})
    turn = phases.record_action(plan_of(battle), battle, turn, command.actor, "declare")
    return Outcome(
        (TurnChanged(turn=turn),),
        msg("undo.declare"),
        msg(
            "phase.declared",
            actor=actor_name(battle, command.actor),
            action=command.action,
            target=actor_name(battle, command.target) if command.target else "",
        ),
    )


@handles(AnswerAction)
def _answer(battle: Battle, command: AnswerAction, context: Context) -> Outcome:
    turn = battle.turn
    awaiting = turn.awaiting if turn is not None else None
    if turn is None or awaiting is None or command.actor not in awaiting.actors:
        raise CommandRefused(msg("phase.nothing_to_answer", actor=actor_name(battle, command.actor)))
    if command.answer is not None and command.answer != awaiting.kind:
        raise CommandRefused(msg("phase.not_the_answer", answer=command.answer, expected=awaiting.kind))
    if command.answer is not None:
        require_action(battle, command.actor, command.answer)
        turn = phases.record_action(plan_of(battle), battle, turn, command.actor, command.answer)
    left = tuple(actor for actor in awaiting.actors if actor != command.actor)
    still = awaiting.model_copy(update={"actors": left}) if left else None
    turn = turn.model_copy(update={"awaiting": still})
    key = "phase.answered" if command.answer is not None else "phase.not_answered"
    return Outcome(
        (TurnChanged(turn=turn),),
        msg("undo.answer"),
        msg(
            key,
            actor=actor_name(battle, command.actor),
            answer=command.answer or "",
            attacker=actor_name(battle, awaiting.subject),
        ),
    )


@handles(RollAwaited)
def _roll_awaited(battle: Battle, command: RollAwaited, context: Context) -> Outcome:
    turn = battle.turn
    if turn is None or turn.awaiting is None:
        raise CommandRefused(msg("phase.no_roll_awaited"))
    require_action(battle, command.actor, turn.awaiting.kind)
    result = roll_sum(command.spec, context.dice, command.entry)
    rolled = phases.record_roll(plan_of(battle), turn, command.actor, result.total, command.tiebreak)
    return Outcome(
        (AwaitedRolled(actor=command.actor, result=result), TurnChanged(turn=rolled)),
        msg("undo.set_initiative"),
        msg("phase.initiative_set", actor=actor_name(battle, command.actor), score=result.total),
    )
