"""Tokens moved by Gambits: Repel pushes the target straight away from its attacker, Move lets an
attacker reposition. A push stops short where the ground would not let the token pass."""

from __future__ import annotations

import math

from ...engine.base import Context, Event
from ...engine.tokens import CharacterSet, UnitSet
from ...model import Battle, Point, Unit
from ...movement.tokens import centre_of
from .reach import pushed_to
from .tokens import token

STEPS = 8


def _reachable(battle: Battle, context: Context, token_id: str, start: Point, end: Point) -> Point:
    """The farthest point towards ``end`` the token's path is open to (halving the step)."""
    if math.isfinite(context.map.path_length(battle, token_id, end)):
        return end
    low, high = 0.0, 1.0
    for _ in range(STEPS):
        middle = (low + high) / 2
        point = Point(x=start.x + (end.x - start.x) * middle, y=start.y + (end.y - start.y) * middle)
        if math.isfinite(context.map.path_length(battle, token_id, point)):
            low = middle
        else:
            high = middle
    return Point(x=start.x + (end.x - start.x) * low, y=start.y + (end.y - start.y) * low)


def place(battle: Battle, token_id: str, point: Point) -> tuple[Battle, Event]:
    found = token(battle, token_id)
    event: Event
    if isinstance(found, Unit):
        event = UnitSet(unit=found.model_copy(update={"position": point}))
    else:
        event = CharacterSet(character=found.model_copy(update={"position": point}))
    return event.apply(battle), event


def push(
    battle: Battle, context: Context, source: str, target: str, metres: float, to: Point | None = None
) -> tuple[Battle, Event | None]:
    """``target`` pushed ``metres`` away from ``source`` (or to ``to``), stopped by the ground."""
    if target in battle.fortifications:
        return battle, None
    found = token(battle, target)
    if not isinstance(found, Unit) and found.position is None:
        return battle, None
    start = centre_of(battle, target)
    end = to if to is not None else pushed_to(centre_of(battle, source), start, metres)
    reached = _reachable(battle, context, target, start, end)
    return place(battle, target, reached)
