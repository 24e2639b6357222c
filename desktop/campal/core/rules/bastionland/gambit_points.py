"""Where a Move or Repel Gambit leaves its token, picked by the GM on the map: which Gambits of a
resolution want a point, round whom, how far, and the resolution carrying the points picked."""

from __future__ import annotations

from dataclasses import replace

from ...engine.base import Command
from ...frozen import frozen
from ...model import Battle, Message, Point, msg
from ...movement.tokens import centre_of
from .attack import GambitKind
from .commands import ResolveAttack
from .pending import current_attack
from .tables import combat_table
from .tokens import name


@frozen
class PointWanted:
    """One Gambit's point: ``index`` among the resolution's Gambits, the token it moves, the
    centre and reach of the ring drawn, and whether the GM may leave it (a Repel goes straight
    back without one; a Move without one stays where it is)."""

    index: int
    token: str
    centre: Point
    reach_m: float
    prompt: Message
    optional: bool


def points_wanted(battle: Battle, command: Command) -> tuple[PointWanted, ...]:
    if not isinstance(command, ResolveAttack):
        return ()
    attack = current_attack(battle)
    if attack is None:
        return ()
    given = {index for index, _ in command.destinations}
    table = combat_table()
    wanted: list[PointWanted] = []
    for index, gambit in enumerate(command.gambits):
        if index in given or gambit.greater is not None:
            continue
        if gambit.kind is GambitKind.MOVE:
            mover, reach, key, optional = gambit.by, table.gambit_move_m, "bastionland.pick_move", False
        elif gambit.kind is GambitKind.REPEL and attack.target not in battle.fortifications:
            mover, reach, key, optional = attack.target, table.push_m, "bastionland.pick_repel", True
        else:
            continue
        if mover not in battle.units and battle.characters[mover].position is None:
            continue
        prompt = msg(key, actor=name(battle, mover), metres=reach)
        wanted.append(PointWanted(index, mover, centre_of(battle, mover), reach, prompt, optional))
    return tuple(wanted)


def with_points(command: Command, points: tuple[tuple[int, Point], ...]) -> Command:
    if not isinstance(command, ResolveAttack) or not points:
        return command
    return replace(command, destinations=(*command.destinations, *points))
