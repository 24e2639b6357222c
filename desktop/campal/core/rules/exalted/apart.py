"""A special character acting apart from its unit: it gets nothing from the unit, yet it can
still be attacked only by a called shot, at the penalty its unit's Drill or Magnitude sets."""

from __future__ import annotations

from ...dice import Breakdown
from ...model import Battle, ExaltedCharacterStats, ExaltedUnitStats, Message, msg
from ...model.exalted import SpecialKind
from .special_attacks import called_shot_penalty


def unit_id_apart_from(battle: Battle, token_id: str) -> str | None:
    """The unit ``token_id`` acts apart from, when it is a special character doing so."""
    character = battle.characters.get(token_id)
    if character is None or not isinstance(character.stats, ExaltedCharacterStats):
        return None
    unit = battle.units.get(character.stats.unit or "")
    if unit is None or not isinstance(unit.stats, ExaltedUnitStats):
        return None
    if not any(s.character == token_id for s in unit.stats.specials):
        return None
    return unit.id


def unit_apart_from(battle: Battle, token_id: str) -> ExaltedUnitStats | None:
    unit_id = unit_id_apart_from(battle, token_id)
    if unit_id is None:
        return None
    stats = battle.units[unit_id].stats
    assert isinstance(stats, ExaltedUnitStats)
    return stats


def apart_attack_refusal(battle: Battle, attacker: str, target: str) -> Message | None:
    """A hero acting apart attacks only units fighting with his own unit."""
    unit_id = unit_id_apart_from(battle, attacker)
    if unit_id is None:
        return None
    stats = battle.characters[attacker].stats
    assert isinstance(stats, ExaltedCharacterStats)
    if stats.kind is not SpecialKind.HERO:
        return None
    unit = unit_apart_from(battle, attacker)
    other = battle.units.get(target)
    fighting = unit is not None and (
        target in unit.engaged
        or (
            other is not None and isinstance(other.stats, ExaltedUnitStats) and unit_id in other.stats.engaged
        )
    )
    if fighting:
        return None
    return msg(
        "exalted.refusal.hero_apart_target",
        hero=battle.characters[attacker].name,
        unit=battle.units[unit_id].name,
    )


def shooting_from(battle: Battle, attacker: str) -> str:
    """Where a ranged attack is measured from: a sorcerer acting apart reckons his range as if
    he stood in his unit."""
    unit_id = unit_id_apart_from(battle, attacker)
    stats = battle.characters[attacker].stats if attacker in battle.characters else None
    if (
        unit_id is not None
        and isinstance(stats, ExaltedCharacterStats)
        and stats.kind is SpecialKind.SORCERER
    ):
        return unit_id
    return attacker


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
