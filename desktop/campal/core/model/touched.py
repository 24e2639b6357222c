"""What a change of the document touched, read off the two immutable documents.

Every change makes a new document by copying, so a token, table or section nobody changed is
the very same object before and after: comparing identities tells, in a few microseconds a
thousand tokens, which tokens a command changed, and whether anything beyond tokens did. Views
redraw only what it names; a view that cannot tell redraws everything, as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..frozen import frozen
from .battle import Battle
from .changed_keys import changed_keys

# Sections that only grow with the log or that no token's look reads are left out: a command's
# log entry alone makes no row or mark stale.
_TOKEN_SECTIONS = ("units", "characters")
_QUIET = ("log",)


@frozen
class Touched:
    """The ids of the units and characters changed, added or removed, and whether anything
    else (sides, terrain, the turn, rule options, house rules...) changed with them."""

    units: frozenset[str]
    characters: frozenset[str]
    beyond_tokens: bool
    added_or_removed: bool  # or reordered: the list of tokens is not the one it was

    @property
    def is_nothing(self) -> bool:
        return not (self.units or self.characters or self.beyond_tokens)

    def units_to_redraw(self, before: Battle, after: Battle) -> frozenset[str]:
        """The units whose own rows or marks may read differently: those changed, and those a
        changed character is attached to (before or after), since a unit reads its attached."""
        ids = set(self.units)
        for character_id in self.characters:
            for battle in (before, after):
                character = battle.characters.get(character_id)
                if character is not None and character.attached_to is not None:
                    ids.add(character.attached_to)
        return frozenset(ids)


def _changed(before: Mapping[str, object], after: Mapping[str, object]) -> tuple[frozenset[str], bool]:
    if before is after:
        return frozenset(), False
    keys = changed_keys(before, after)
    if keys is not None:
        return frozenset(keys), False
    changed = {key for key, value in after.items() if before.get(key) is not value}
    removed = {key for key in before if key not in after}
    # Reordered counts as added: a view lists the tokens in the document's order.
    reshaped = bool(removed) or list(before) != list(after)
    return frozenset(changed | removed), reshaped


_KEPT = 4  # each view asks of the same change: the last few answers are kept, by identity
_recent: list[tuple[Battle, Battle, Touched]] = []


def touched(before: Battle, after: Battle) -> Touched:
    for known_before, known_after, known in _recent:
        if known_before is before and known_after is after:
            return known
    found = _touched(before, after)
    _recent.insert(0, (before, after, found))
    del _recent[_KEPT:]
    return found


def _touched(before: Battle, after: Battle) -> Touched:
    units, units_moved = _changed(before.units, after.units)
    characters, characters_moved = _changed(before.characters, after.characters)
    beyond = any(
        getattr(before, name) is not getattr(after, name)
        for name in type(before).model_fields
        if name not in _TOKEN_SECTIONS and name not in _QUIET
    )
    return Touched(units, characters, beyond, units_moved or characters_moved)


def renamed(before: Battle, after: Battle) -> bool:
    """Whether ``after`` may list or name its units, characters or sides otherwise than
    ``before``: a side changed, a token came or went, or a changed token's name differs."""
    if before.sides is not after.sides:
        return True
    change = touched(before, after)
    return change.added_or_removed or any(
        _name_in(before, token_id) != _name_in(after, token_id)
        for token_id in change.units | change.characters
    )


def shared_start(old: Sequence[object], new: Sequence[object]) -> int:
    """How many entries two logs begin with in common, the very same entries: all of the
    shorter one when a command added entries or an undo took the last ones back."""
    shorter = min(len(old), len(new))
    if shorter and old[shorter - 1] is new[shorter - 1]:
        return shorter
    kept = 0
    while kept < shorter and old[kept] is new[kept]:
        kept += 1
    return kept


def _name_in(battle: Battle, token_id: str) -> str | None:
    token = battle.units.get(token_id) or battle.characters.get(token_id)
    return token.name if token is not None else None
