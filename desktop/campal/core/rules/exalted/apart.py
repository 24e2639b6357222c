"""A special character acting apart from its unit: it gets nothing from the unit, yet it can
still be attacked only by a called shot, at the penalty its unit's Drill or Magnitude sets."""

from __future__ import annotations

from ...dice import Breakdown
from ...model import Battle, ExaltedCharacterStats, ExaltedUnitStats, Message, msg
from .special_attacks import called_shot_penalty


def unit_apart_from(battle: Battle, token_id: str) -> ExaltedUnitStats | None:
    """The unit ``token_id`` acts apart from, when it is a special character doing so."""
    character = battle.characters.get(token_id)
    if character is None or not isinstance(character.stats, ExaltedCharacterStats):
        return None
    unit = battle.units.get(character.stats.unit or "")
    if unit is None or not isinstance(unit.stats, ExaltedUnitStats):
        return None
    if not any(s.character == token_id for s in unit.stats.specials):
        return None
    return unit.stats


def apart_refusal(battle: Battle, action: str, target: str) -> Message | None:
    """Any attack but a called shot at a special character acting apart is refused."""
    if action != "called_shot" and unit_apart_from(battle, target) is not None:
        return msg("exalted.refusal.needs_called_shot", target=battle.characters[target].name)
    return None


def apart_penalty(battle: Battle, target: str) -> Breakdown | None:
    """The called-shot penalty at a special character acting apart, from its unit."""
    unit = unit_apart_from(battle, target)
    if unit is None:
        return None
    stats = battle.characters[target].stats
    assert isinstance(stats, ExaltedCharacterStats)
    return called_shot_penalty(unit, stats.kind)
