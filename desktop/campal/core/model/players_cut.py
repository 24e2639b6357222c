"""The battle as the players know it: the GM's battle without its hidden tokens.

A players' view draws from it after every command, and cutting a battle of thousands of tokens
afresh (two new collections, a pass over every token) cost that view more than a millisecond a
command, and made every later comparison of its collections a pass over every token too. The
cut is kept from one document to the next: only the tokens a change touched are cut again, with
the copies noted as ``with_item`` notes them, so what the next view asks of two cuts is told by
identity as it is of the GM's documents.
"""

from __future__ import annotations

from .battle import Battle, with_item
from .forces import Character, Unit
from .touched import touched


def without_hidden(battle: Battle) -> Battle:
    """``battle`` with no hidden unit or character, nor any character attached to a hidden unit."""
    units = {key: unit for key, unit in battle.units.items() if not unit.hidden}
    characters = {key: c for key, c in battle.characters.items() if _shown(c, units)}
    return _with(battle, units, characters)


class PlayersCut:
    def __init__(self) -> None:
        self._last: tuple[Battle, Battle] | None = None  # the GM's battle and its cut

    def of(self, battle: Battle) -> Battle:
        """``without_hidden(battle)``, worked out from the last cut when only tokens changed."""
        last = self._last
        cut = None if last is None else _cut_again(*last, battle)
        if cut is None:
            cut = without_hidden(battle)
        self._last = (battle, cut)
        return cut


def _cut_again(source: Battle, cut: Battle, battle: Battle) -> Battle | None:
    """The cut of ``battle`` from ``cut``, the cut of ``source``; None when a token came, went or
    was hidden or shown (the whole battle is cut again)."""
    if battle is source:
        return cut
    change = touched(source, battle)
    if change.added_or_removed:
        return None
    units = cut.units
    for unit_id in change.units:
        unit, was = battle.units[unit_id], source.units[unit_id]
        if unit.hidden != was.hidden:
            return None  # its attached characters come or go with it
        if not unit.hidden:
            units = with_item(units, unit_id, unit)
    characters = cut.characters
    for character_id in change.characters:
        character = battle.characters[character_id]
        shown = _shown(character, units)
        if shown != (character_id in cut.characters):
            return None
        if shown:
            characters = with_item(characters, character_id, character)
    if (
        units is cut.units
        and characters is cut.characters
        and not change.beyond_tokens
        and battle.log is source.log
    ):
        return cut
    return _with(battle, units, characters)


def _shown(character: Character, units: dict[str, Unit]) -> bool:
    return not character.hidden and (character.attached_to is None or character.attached_to in units)


def _with(battle: Battle, units: dict[str, Unit], characters: dict[str, Character]) -> Battle:
    # Built without validation: it is the GM's battle, already valid, with entries left out.
    return battle.model_construct(**{**dict(battle), "units": units, "characters": characters})
