"""The characters attached to each unit, read once per set of characters.

Every view of a changed unit asks who rides with it (its label, tooltip, row, and the rules'
values), and asking meant a pass over every character of the battle each time. A document's
characters are never changed in place (a change copies them), so the answer is kept for the
very mapping it was read from.
"""

from __future__ import annotations

from collections.abc import Mapping

from .forces import Character

_KEPT = 4  # the characters before and after the last change, in the GM's and the players' cut
_recent: list[tuple[Mapping[str, Character], dict[str, tuple[Character, ...]]]] = []


def attached_by_unit(characters: Mapping[str, Character]) -> Mapping[str, tuple[Character, ...]]:
    """Each unit's attached characters, in the characters' order."""
    for known, index in _recent:
        if known is characters:
            return index
    gathered: dict[str, list[Character]] = {}
    for character in characters.values():
        if character.attached_to is not None:
            gathered.setdefault(character.attached_to, []).append(character)
    index = {unit_id: tuple(riders) for unit_id, riders in gathered.items()}
    _recent.insert(0, (characters, index))
    del _recent[_KEPT:]
    return index


def attached_to(characters: Mapping[str, Character], unit_id: str) -> tuple[Character, ...]:
    return attached_by_unit(characters).get(unit_id, ())
