"""Reading and replacing the Bastionland stats of the tokens a command names."""

from __future__ import annotations

from ...engine.base import CommandRefused, Event
from ...engine.tokens import CharacterSet, UnitSet
from ...model import Battle, Character, Unit, msg
from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats

Combatant = BastionlandCharacterStats | BastionlandWarbandStats


def token(battle: Battle, token_id: str) -> Unit | Character:
    found = battle.units.get(token_id) or battle.characters.get(token_id)
    if found is None:
        raise CommandRefused(msg("token.unknown", token=token_id))
    return found


def stats_of(battle: Battle, token_id: str) -> Combatant:
    stats = token(battle, token_id).stats
    if not isinstance(stats, BastionlandCharacterStats | BastionlandWarbandStats):
        raise CommandRefused(msg("bastionland.no_stats", actor=name(battle, token_id)))
    return stats


def person(battle: Battle, token_id: str) -> BastionlandCharacterStats:
    stats = stats_of(battle, token_id)
    if not isinstance(stats, BastionlandCharacterStats):
        raise CommandRefused(msg("bastionland.not_a_person", actor=name(battle, token_id)))
    return stats


def name(battle: Battle, token_id: str) -> str:
    found = (
        battle.units.get(token_id) or battle.characters.get(token_id) or battle.fortifications.get(token_id)
    )
    if found is None:
        return token_id
    return found.name or token_id


def with_stats(battle: Battle, token_id: str, stats: Combatant) -> tuple[Battle, Event]:
    """The document with ``token_id``'s stats replaced, and the event that does it."""
    found = token(battle, token_id)
    event: Event
    if isinstance(found, Unit):
        assert isinstance(stats, BastionlandWarbandStats)
        event = UnitSet(unit=found.model_copy(update={"stats": stats}))
    else:
        assert isinstance(stats, BastionlandCharacterStats)
        event = CharacterSet(character=found.model_copy(update={"stats": stats}))
    return event.apply(battle), event


def side_of(battle: Battle, token_id: str) -> str:
    return token(battle, token_id).side
