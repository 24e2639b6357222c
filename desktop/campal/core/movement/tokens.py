"""A token by id, wherever it is kept, and the ground it covers."""

from __future__ import annotations

from ..geometry import Footprint
from ..model import Battle, Character, Point, Unit


class UnknownToken(LookupError):
    pass


def token_of(battle: Battle, token_id: str) -> Unit | Character:
    token = battle.units.get(token_id) or battle.characters.get(token_id)
    if token is None:
        raise UnknownToken(token_id)
    return token


def centre_of(battle: Battle, token_id: str) -> Point:
    """Where the token stands; a character attached to a unit stands at the unit's centre."""
    token = token_of(battle, token_id)
    if isinstance(token, Unit):
        return token.position
    if token.position is not None:
        return token.position
    if token.attached_to is not None and token.attached_to in battle.units:
        return battle.units[token.attached_to].position
    raise UnknownToken(token_id)


def footprint_of(battle: Battle, token_id: str, at: Point | None = None) -> Footprint:
    token = token_of(battle, token_id)
    if isinstance(token, Unit):
        return Footprint.of_unit(token if at is None else token.model_copy(update={"position": at}))
    if at is None and token.position is None and token.attached_to is not None:
        return footprint_of(battle, token.attached_to)
    return Footprint.of_character(token, at if at is not None else centre_of(battle, token_id))


def is_on_map(token: Unit | Character) -> bool:
    return isinstance(token, Unit) or token.position is not None
