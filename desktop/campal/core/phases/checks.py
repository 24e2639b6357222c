"""Is this action legal now, and if not, why: the questions the dock and every handler ask."""

from __future__ import annotations

from enum import StrEnum

from ..frozen import frozen
from ..model import Message, TurnState, msg
from .plan import PhasePlan, StepMode, StepSpec


class RefusalCode(StrEnum):
    FINISHED = "finished"
    NOT_IN_STEP = "not_in_step"
    AWAITING_ROLL = "awaiting_roll"
    NOT_AWAITED = "not_awaited"
    NOT_AN_ACTOR = "not_an_actor"
    NOT_YOUR_TURN = "not_your_turn"
    NO_BUDGET = "no_budget"
    ALREADY_TAKEN = "already_taken"
    OUT_OF_SEQUENCE = "out_of_sequence"


@frozen
class Refusal:
    code: RefusalCode
    message: Message


@frozen
class ActionCheck:
    action: str
    refusal: Refusal | None = None

    @property
    def is_allowed(self) -> bool:
        return self.refusal is None


def current_step(plan: PhasePlan, turn: TurnState) -> StepSpec:
    return plan.step(turn.stage, turn.step)


def _refuse(code: RefusalCode, **params: str | int | float) -> Refusal:
    return Refusal(code, msg(f"phase.{code.value}", **params))


def _turn_refusal(spec: StepSpec, turn: TurnState, actor: str, action: str, cost: int) -> Refusal | None:
    ordered = spec.mode in (StepMode.SEQUENCE, StepMode.ALTERNATE, StepMode.TIMELINE)
    anytime = action in spec.anytime_actions
    if ordered and not anytime and turn.actor != actor:
        return _refuse(RefusalCode.NOT_YOUR_TURN, actor=actor, current=turn.actor or "")
    if not ordered and not anytime and actor not in turn.queue:
        if turn.budgets.get(actor, 1) <= 0:
            return _refuse(RefusalCode.NO_BUDGET, actor=actor)
        return _refuse(RefusalCode.NOT_AN_ACTOR, actor=actor, step=spec.id)
    if actor in turn.budgets and turn.budgets[actor] < cost:
        return _refuse(RefusalCode.NO_BUDGET, actor=actor)
    if spec.sequenced_actions and action in spec.actions:
        taken = turn.taken.get(actor, ())
        if action in taken:
            return _refuse(RefusalCode.ALREADY_TAKEN, actor=actor, action=action)
        position = spec.actions.index(action)
        if any(spec.actions.index(done) > position for done in taken if done in spec.actions):
            return _refuse(RefusalCode.OUT_OF_SEQUENCE, actor=actor, action=action)
    return None


def check_action(
    plan: PhasePlan, turn: TurnState | None, actor: str | None, action: str, cost: int = 1
) -> Refusal | None:
    """None when ``actor`` may take ``action`` now; otherwise the reason it may not.

    With no turn the battle is in free play (the GM set up a scene without the round
    structure), and everything is allowed.
    """
    if turn is None:
        return None
    if turn.finished:
        return _refuse(RefusalCode.FINISHED)
    spec = current_step(plan, turn)
    if action not in spec.actions and action not in spec.anytime_actions:
        return _refuse(RefusalCode.NOT_IN_STEP, action=action, step=spec.id)
    awaiting = turn.awaiting
    if awaiting is not None and action not in spec.anytime_actions:
        if action != awaiting.kind:
            return _refuse(RefusalCode.AWAITING_ROLL, roll=awaiting.kind, actors=", ".join(awaiting.actors))
        if actor is not None and actor not in awaiting.actors:
            return _refuse(RefusalCode.NOT_AWAITED, actor=actor, roll=awaiting.kind)
        return None
    if actor is None or spec.actors.value == "none":
        return None
    return _turn_refusal(spec, turn, actor, action, cost)


def legal_actions(plan: PhasePlan, turn: TurnState, actor: str | None) -> tuple[ActionCheck, ...]:
    """Every action of the current step, each with why it is refused when it is."""
    spec = current_step(plan, turn)
    actions = dict.fromkeys((*spec.actions, *spec.anytime_actions))
    return tuple(ActionCheck(action, check_action(plan, turn, actor, action)) for action in actions)
