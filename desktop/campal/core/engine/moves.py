"""Moves in play: one token along waypoints, several at once, or turning on the spot.

Each move is measured through the geometry service with the token's footprint and held to the
rule system's allowance. A refused move leaves the document as it was and says why, unless the
GM overrides: then it moves anyway and the log marks it as the GM's decision. The way each
token went is kept in its ``trail`` until the next round begins.
"""

from __future__ import annotations

from ..frozen import frozen
from ..model import Battle, Character, Message, Point, Unit, msg
from ..movement.measure import MoveCheck, check_move
from ..movement.ports import movement_rules
from ..movement.tokens import UnknownToken, token_of
from ..movement.turning import TurnCost
from .base import Command, CommandRefused, Context, Event, Outcome, handles
from .tokens import CharacterSet, UnitSet

TRAIL_POINTS = 1_000


@frozen
class MoveUnit(Command):
    """Move a unit or a character through ``waypoints``; the last one is where it stops.

    ``mode`` holds the move to one band ("move", "run", "walk", "crawl", "dash"); None takes
    the slowest band that covers the cost. ``override`` moves it even when refused, and
    ``reason`` is the GM's word for the log.
    """

    token_id: str
    waypoints: tuple[Point, ...]
    facing: float | None = None
    override: bool = False
    mode: str | None = None
    reason: str = ""


@frozen
class GroupMove(Command):
    """Several tokens moving together, each measured and checked on its own.

    All or nothing; with ``override`` the tokens whose moves are allowed go and the rest stay.
    """

    moves: tuple[MoveUnit, ...]
    override: bool = False
    reason: str = ""


@frozen
class FaceToken(Command):
    token_id: str
    facing: float


def _token(battle: Battle, token_id: str) -> Unit | Character:
    try:
        return token_of(battle, token_id)
    except UnknownToken:
        raise CommandRefused(msg("token.unknown", token=token_id)) from None


def _trail(old: tuple[Point, ...], route: tuple[Point, ...]) -> tuple[Point, ...]:
    joined = (*old, *route[1:]) if old and old[-1] == route[0] else route
    return joined[-TRAIL_POINTS:]


def _bearing(facing: float) -> float:
    return facing % 360.0


def _moved(battle: Battle, check: MoveCheck, facing: float | None) -> Event:
    token = token_of(battle, check.token_id)
    update: dict[str, object] = {"position": check.destination, "trail": _trail(token.trail, check.route)}
    if isinstance(token, Unit):
        if facing is not None:
            update["facing"] = _bearing(facing)
        return UnitSet(unit=token.model_copy(update=update))
    update["attached_to"] = None
    return CharacterSet(character=token.model_copy(update=update))


def _figures(battle: Battle, check: MoveCheck) -> dict[str, str | int | float]:
    unit = movement_rules(battle).distance_unit
    path = check.path
    figures: dict[str, str | int | float] = {
        "distance": round(unit.from_metres(path.length), 1),
        "unit": unit.symbol,
        "distance_m": round(path.length, 2),
    }
    if not path.is_blocked:
        figures.update(cost=round(unit.from_metres(path.cost), 1), cost_m=round(path.cost, 2))
    return figures


def _turn(battle: Battle, token: Unit | Character, facing: float | None) -> TurnCost | None:
    if facing is None or not isinstance(token, Unit):
        return None
    return movement_rules(battle).turn_cost(token.facing, _bearing(facing))


def _move_message(battle: Battle, command: MoveUnit, check: MoveCheck) -> Message:
    token = token_of(battle, command.token_id)
    params = {**_figures(battle, check), "name": token.name, "band": check.band.name if check.band else ""}
    turn = _turn(battle, token, command.facing)
    if turn is not None and not turn.is_free:
        params.update(turn_angle=round(turn.angle), turn_action=turn.action or "")
    if check.refusal is None:
        return msg("move.moved", **params)
    return msg(
        "move.moved_by_gm",
        **{**check.refusal.params, **params},
        refusal=check.refusal.key,
        reason=command.reason,
    )


def _check(battle: Battle, context: Context, command: MoveUnit) -> MoveCheck:
    _token(battle, command.token_id)
    if not command.waypoints:
        raise CommandRefused(msg("move.no_waypoints", token=command.token_id))
    try:
        return check_move(
            battle, context.terrain.index(battle), command.token_id, command.waypoints, command.mode
        )
    except UnknownToken:
        raise CommandRefused(msg("move.not_on_map", token=command.token_id)) from None


@handles(MoveUnit)
def _move(battle: Battle, command: MoveUnit, context: Context) -> Outcome:
    check = _check(battle, context, command)
    if check.refusal is not None and not command.override:
        raise CommandRefused(check.refusal)
    name = token_of(battle, command.token_id).name
    return Outcome(
        (_moved(battle, check, command.facing),),
        msg("undo.move", name=name),
        _move_message(battle, command, check),
        gm_decision=check.refusal is not None,
    )


def _group_refusal(battle: Battle, check: MoveCheck) -> CommandRefused:
    assert check.refusal is not None
    name = token_of(battle, check.token_id).name
    reason = check.refusal
    return CommandRefused(
        msg(
            "move.group_refused",
            **{**reason.params, "name": name, "token": check.token_id, "reason": reason.key},
        )
    )


@handles(GroupMove)
def _group(battle: Battle, command: GroupMove, context: Context) -> Outcome:
    ids = [move.token_id for move in command.moves]
    if len(set(ids)) != len(ids):
        raise CommandRefused(msg("move.group_repeats_token"))
    checks = [(move, _check(battle, context, move)) for move in command.moves]
    going = [(move, check) for move, check in checks if check.refusal is None or move.override]
    staying = [check for move, check in checks if check.refusal is not None and not move.override]
    if staying and not command.override:
        raise _group_refusal(battle, staying[0])
    if not going:
        raise _group_refusal(battle, staying[0]) if staying else CommandRefused(msg("move.group_empty"))
    events = tuple(_moved(battle, check, move.facing) for move, check in going)
    moved = ", ".join(
        f"{token_of(battle, c.token_id).name} ({_figures(battle, c)['distance']})" for _, c in going
    )
    stayed = ", ".join(token_of(battle, c.token_id).name for c in staying)
    forced = bool(staying) or any(check.refusal is not None for _, check in going)
    unit = movement_rules(battle).distance_unit.symbol
    message = msg(
        "move.group_moved", moved=moved, stayed=stayed, count=len(going), unit=unit, reason=command.reason
    )
    return Outcome(events, msg("undo.group_move", count=len(going)), message, gm_decision=forced)


@handles(FaceToken)
def _face(battle: Battle, command: FaceToken, context: Context) -> Outcome:
    token = _token(battle, command.token_id)
    if not isinstance(token, Unit):
        raise CommandRefused(msg("token.no_facing", name=token.name))
    facing = _bearing(command.facing)
    cost = movement_rules(battle).turn_cost(token.facing, facing)
    if cost.is_free:
        message = msg("token.turned", name=token.name, angle=round(cost.angle))
    else:
        message = msg(
            "token.turned_with_action",
            name=token.name,
            angle=round(cost.angle),
            action=cost.action or "",
            speed=cost.speed or 0,
        )
    moved = token.model_copy(update={"facing": facing})
    return Outcome((UnitSet(unit=moved),), msg("undo.turn", name=token.name), message)
