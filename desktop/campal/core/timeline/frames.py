"""The pictures of a stretch of the timeline: for each step, its moves drawn part of the way
along their recorded paths, then the step as it stood. A recap draws one image per frame."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from typing import TypeVar

from ..frozen import frozen
from ..model import Battle, Character, LogEntry, Point, Unit
from .moves import Move, moves_between, point_along
from .timeline import Timeline


@frozen
class Frame:
    step: int
    battle: Battle
    entry: LogEntry | None
    last_of_step: bool  # the step as it stood, held longer than the moves leading to it


def _walked(path: tuple[Point, ...], fraction: float) -> tuple[Point, ...]:
    """The part of ``path`` done ``fraction`` of the way along, ending where the token is."""
    here = point_along(path, fraction)
    total = Move("", path).length * fraction
    walked = [path[0]]
    for a, b in itertools.pairwise(path):
        leg = math.dist((a.x, a.y), (b.x, b.y))
        if leg >= total:
            break
        total -= leg
        walked.append(b)
    return (*walked, here) if walked[-1] != here else tuple(walked)


def _turned(facing: tuple[float, float], fraction: float) -> float:
    start, end = facing
    delta = (end - start + 180.0) % 360.0 - 180.0  # the shorter way round
    return (start + delta * fraction) % 360.0


Token = TypeVar("Token", Unit, Character)


def _placed(token: Token, before: Unit | Character, move: Move, fraction: float) -> Token:
    update: dict[str, object] = {"position": point_along(move.path, fraction)}
    if len(move.path) > 1:
        kept: tuple[Point, ...] = (
            before.trail[:-1] if before.trail and before.trail[-1] == move.path[0] else ()
        )
        update["trail"] = (*kept, *_walked(move.path, fraction))
    if move.facing is not None:
        update["facing"] = _turned(move.facing, fraction)
    return token.model_copy(update=update)


def moved_along(before: Battle, after: Battle, moves: tuple[Move, ...], fraction: float) -> Battle:
    """``after`` with each of ``moves`` only ``fraction`` of the way done."""
    units = dict(after.units)
    characters = dict(after.characters)
    for move in moves:
        if move.token_id in units:
            units[move.token_id] = _placed(units[move.token_id], before.units[move.token_id], move, fraction)
        elif move.token_id in characters:
            was = before.characters[move.token_id]
            characters[move.token_id] = _placed(characters[move.token_id], was, move, fraction)
    return after.model_copy(update={"units": units, "characters": characters})


def frames_of(timeline: Timeline, first: int, last: int, move_frames: int) -> Iterator[Frame]:
    """The frames of steps ``first`` to ``last``: ``move_frames`` for each step whose tokens
    moved (the last one the step itself), one for a step where nothing moved."""
    first, last = max(first, 1), min(last, timeline.last)
    if first > last:
        return
    before = timeline.state_at(first - 1)
    for step in range(first, last + 1):
        after = timeline.advance(before, step)
        entry = timeline.entry(step)
        moves = moves_between(before, after)
        count = max(1, move_frames) if moves else 1
        for index in range(1, count):
            yield Frame(step, moved_along(before, after, moves, index / count), entry, False)
        yield Frame(step, after, entry, True)
        before = after
