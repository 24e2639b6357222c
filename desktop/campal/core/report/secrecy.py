"""What players may not learn: the GM's hidden tokens and features, and log entries about them."""

from __future__ import annotations

from ..model import Battle, LogEntry


def hidden_ids(battle: Battle) -> set[str]:
    """Everything the players must not learn about, by identity."""
    ids = {unit.id for unit in battle.units.values() if unit.hidden}
    ids |= {character.id for character in battle.characters.values() if character.hidden}
    ids |= {feature.id for feature in battle.terrain.values() if feature.gm_only}
    ids |= {feature.id for feature in battle.fortifications.values() if feature.gm_only}
    ids |= {note.id for note in battle.notes.values() if note.gm_only}
    return ids


def mentions(value: object, ids: set[str]) -> bool:
    """Whether a recorded event (nested dicts and lists) refers to any of ``ids``."""
    if isinstance(value, str):
        return value in ids
    if isinstance(value, dict):
        return any(mentions(v, ids) for v in value.values())
    if isinstance(value, list | tuple):
        return any(mentions(v, ids) for v in value)
    return False


def is_secret(entry: LogEntry, secret: set[str]) -> bool:
    return mentions(list(entry.events), secret)


def players_log(battle: Battle) -> tuple[LogEntry, ...]:
    """The log without the entries that would tell of something the GM hides now."""
    secret = hidden_ids(battle)
    return tuple(entry for entry in battle.log if not is_secret(entry, secret))
