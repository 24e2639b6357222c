"""Walking the round structure: start, next step, pass, generic actions and initiative.

The plan comes from the battle's rule system; handlers of rule-specific commands call
``require_action`` before acting and ``acted`` to move the turn on.
"""

from __future__ import annotations

from typing import Literal

from .. import phases
from ..frozen import frozen
from ..model import Battle, Character, Message, TurnState, Unit, msg
from .base import Command, CommandRefused, Context, Event, Outcome, handles
from .tokens import CharacterSet, UnitSet


class ActionRefused(CommandRefused):
    """The current step does not allow the action; ``code`` says which rule of the walk."""

    def __init__(self, refusal: phases.Refusal) -> None:
        super().__init__(refusal.message)
        self.code = refusal.code


class TurnChanged(Event):
    type: Literal["turn.changed"] = "turn.changed"
    turn: TurnState | None

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"turn": self.turn})


@frozen
class StartBattle(Command):
    """Begin walking the plan of ``plan`` (by default the battle's rule system)."""

    plan: str | None = None


@frozen
class NextStep(Command):
    """Move to the next step. Refused while a roll is awaited, unless the GM ``force``s it."""

    force: bool = False


@frozen
class PassTurn(Command):
    actor: str


@frozen
class TakeAction(Command):
    """An action with no rule mechanics here (narrated actions)."""

    actor: str
    action: str
    speed: int | None = None
    note: str = ""


@frozen
class SetInitiative(Command):
    """Record an awaited roll made outside the app (or a system with no roll mechanics yet)."""

    actor: str
    score: int
    tiebreak: tuple[int, ...] = ()


@frozen
class EndBattle(Command):
    """Go to the end steps now (a surrender, or the GM's call)."""


def plan_of(battle: Battle) -> phases.PhasePlan:
    turn = battle.turn
    return phases.load_plan(turn.plan if turn else battle.system.value)


def require_action(battle: Battle, actor: str | None, action: str, cost: int = 1) -> None:
    refusal = phases.check_action(plan_of(battle), battle.turn, actor, action, cost)
    if refusal is not None:
        raise ActionRefused(refusal)


def acted(
    battle: Battle, actor: str, action: str, cost: int = 1, speed: int | None = None
) -> TurnChanged | None:
    """The turn event after ``actor`` took ``action``, or None in free play."""
    if battle.turn is None:
        return None
    turn = phases.record_action(plan_of(battle), battle, battle.turn, actor, action, cost, speed)
    return TurnChanged(turn=turn)


def turn_events(battle: Battle, advance: phases.Advance) -> tuple[Event, ...]:
    resets: list[Event] = [UnitSet(unit=u) for u in advance.units]
    resets += [CharacterSet(character=c) for c in advance.characters]
    return (*resets, TurnChanged(turn=advance.turn))


def actor_name(battle: Battle, actor: str) -> str:
    item = battle.sides.get(actor) or battle.units.get(actor) or battle.characters.get(actor)
    return item.name if item is not None else actor


def step_message(turn: TurnState) -> Message:
    if turn.finished:
        return msg("phase.battle_finished", round=turn.round)
    if turn.stage == "setup":
        return msg("phase.setup_step_started", step=turn.step)
    return msg("phase.step_started", step=turn.step, round=turn.round)


@handles(StartBattle)
def _start(battle: Battle, command: StartBattle, context: Context) -> Outcome:
    try:
        plan = phases.load_plan(command.plan or battle.system.value)
    except (KeyError, FileNotFoundError):
        raise CommandRefused(msg("phase.unknown_plan", plan=command.plan or "")) from None
    advance = phases.start(plan, battle)
    return Outcome(turn_events(battle, advance), msg("undo.start_battle"), step_message(advance.turn))


@handles(NextStep)
def _next(battle: Battle, command: NextStep, context: Context) -> Outcome:
    turn = battle.turn
    if turn is None:
        raise CommandRefused(msg("phase.not_started"))
    if turn.finished:
        raise CommandRefused(msg("phase.finished"))
    if turn.awaiting is not None and not command.force:
        raise CommandRefused(
            msg("phase.awaiting_roll", roll=turn.awaiting.kind, actors=", ".join(turn.awaiting.actors))
        )
    advance = phases.next_step(plan_of(battle), battle, turn)
    return Outcome(
        turn_events(battle, advance),
        msg("undo.next_step"),
        step_message(advance.turn),
        gm_decision=command.force and turn.awaiting is not None,
    )


@handles(PassTurn)
def _pass(battle: Battle, command: PassTurn, context: Context) -> Outcome:
    turn = battle.turn
    if turn is None or command.actor not in turn.queue:
        raise CommandRefused(msg("phase.not_an_actor", actor=command.actor, step=turn.step if turn else ""))
    passed = phases.pass_turn(plan_of(battle), battle, turn, command.actor)
    return Outcome(
        (TurnChanged(turn=passed),),
        msg("undo.pass_turn"),
        msg("phase.passed", actor=actor_name(battle, command.actor)),
    )


@handles(TakeAction)
def _take(battle: Battle, command: TakeAction, context: Context) -> Outcome:
    if command.action in phases.RULED_ACTIONS.get(plan_of(battle).id, ()):
        raise CommandRefused(msg("phase.action_has_command", action=command.action))
    require_action(battle, command.actor, command.action)
    event = acted(battle, command.actor, command.action, speed=command.speed)
    return Outcome(
        (event,) if event else (),
        msg("undo.take_action", action=command.action),
        msg(
            "phase.action_taken",
            actor=actor_name(battle, command.actor),
            action=command.action,
            note=command.note,
        ),
    )


@handles(SetInitiative)
def _initiative(battle: Battle, command: SetInitiative, context: Context) -> Outcome:
    turn = battle.turn
    if turn is None or turn.awaiting is None:
        raise CommandRefused(msg("phase.no_roll_awaited"))
    require_action(battle, command.actor, turn.awaiting.kind)
    rolled = phases.record_roll(plan_of(battle), turn, command.actor, command.score, command.tiebreak)
    return Outcome(
        (TurnChanged(turn=rolled),),
        msg("undo.set_initiative"),
        msg("phase.initiative_set", actor=actor_name(battle, command.actor), score=command.score),
    )


@handles(EndBattle)
def _end(battle: Battle, command: EndBattle, context: Context) -> Outcome:
    if battle.turn is None or battle.turn.finished:
        raise CommandRefused(msg("phase.not_started"))
    advance = phases.end_battle(plan_of(battle), battle, battle.turn)
    return Outcome(turn_events(battle, advance), msg("undo.end_battle"), step_message(advance.turn), True)


def tokens_changed(units: tuple[Unit, ...], characters: tuple[Character, ...]) -> tuple[Event, ...]:
    return (*(UnitSet(unit=u) for u in units), *(CharacterSet(character=c) for c in characters))
