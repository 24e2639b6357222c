"""Tokens moved by Gambits: Repel pushes the target away from its attacker (straight back, or the
way the GM points), Move lets an attacker reposition within the GM's distance. Either stops short
where the ground would not let the token pass."""

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


def towards(start: Point, to: Point, metres: float, whole: bool) -> Point:
    """The point ``metres`` from ``start`` on the way to ``to``; short of it, ``to`` itself unless
    ``whole`` (a push goes its whole distance the way it is pointed)."""
    length = math.hypot(to.x - start.x, to.y - start.y)
    if length == 0.0 or (length <= metres and not whole):
        return to
    share = metres / length
    return Point(x=start.x + (to.x - start.x) * share, y=start.y + (to.y - start.y) * share)


def push(
    battle: Battle, context: Context, source: str, target: str, metres: float, to: Point | None = None
) -> tuple[Battle, Event | None]:
    """``target`` pushed ``metres`` away from ``source`` (or towards ``to``, the GM's direction),
    stopped by the ground."""
    if target in battle.fortifications:
        return battle, None
    found = token(battle, target)
    if not isinstance(found, Unit) and found.position is None:
        return battle, None
    start = centre_of(battle, target)
    if to is not None and (to.x, to.y) != (start.x, start.y):
        end = towards(start, to, metres, whole=True)
    else:
        end = pushed_to(centre_of(battle, source), start, metres)
    reached = _reachable(battle, context, target, start, end)
    return place(battle, target, reached)


def move_to(
    battle: Battle, context: Context, mover: str, to: Point, metres: float
) -> tuple[Battle, Event | None, float]:
    """A Move Gambit: ``mover`` goes towards ``to``, no farther than ``metres`` and no farther
    than the ground lets it; also how far it went."""
    found = token(battle, mover)
    if not isinstance(found, Unit) and found.position is None:
        return battle, None, 0.0
    start = centre_of(battle, mover)
    reached = _reachable(battle, context, mover, start, towards(start, to, metres, whole=False))
    battle, event = place(battle, mover, reached)
    return battle, event, math.hypot(reached.x - start.x, reached.y - start.y)
