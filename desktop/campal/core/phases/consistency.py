"""Whether a saved turn fits the plan it names: a file must not carry the walker off its map."""

from __future__ import annotations

from pydantic import ValidationError

from ..model import Battle, Message, msg
from .plan import load_plan


def turn_problem(battle: Battle) -> tuple[str, Message] | None:
    """The field and the problem of a turn the rules could not continue, or None if it is sound."""
    turn = battle.turn
    if turn is None:
        return None
    try:
        plan = load_plan(turn.plan)
    except (KeyError, FileNotFoundError, OSError, ValueError, ValidationError):
        return "turn.plan", msg("file.unknown_plan", plan=turn.plan)
    if plan.id != battle.system.value:
        return "turn.plan", msg("file.plan_of_other_system", plan=turn.plan, system=battle.system.value)
    if turn.step not in {spec.id for spec in plan.steps(turn.stage)}:
        return "turn.step", msg("file.unknown_step", step=turn.step)
    known = {*battle.sides, *battle.units, *battle.characters}
    for field, actors in (("turn.queue", turn.queue), ("turn.order", turn.order)):
        stranger = next((actor for actor in actors if actor not in known), None)
        if stranger is not None:
            return field, msg("file.unknown_actor", actor=stranger)
    if turn.awaiting is not None:
        stranger = next((actor for actor in turn.awaiting.actors if actor not in known), None)
        if stranger is not None:
            return "turn.awaiting.actors", msg("file.unknown_actor", actor=stranger)
    return None
