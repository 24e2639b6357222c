"""What the map and the round say about one attacker and one target: distance in varas and its
band, from behind, heights, surprise, melé — the inputs of a ``Situation``."""

from __future__ import annotations

from ...engine.map_queries import MapQueries
from ...model import AquelarreCharacterStats, AquelarreDeclared, Battle
from ..distance import VARA
from .bearings import from_behind
from .ground import elevated
from .kit import Weapon
from .locations import Height
from .percentages import ActionRule, Situation, actions
from .ranges import range_band


def distance_varas(battle: Battle, maps: MapQueries, a: str, b: str) -> float:
    return VARA.from_metres(maps.distance(battle, a, b))


def height(attacker: AquelarreCharacterStats, target: AquelarreCharacterStats) -> Height:
    """From above: a rider against a man on foot, or at one on the ground; from below the other
    way round."""
    if (attacker.mounted and not target.mounted) or (target.prone and not attacker.prone):
        return "above"
    if (target.mounted and not attacker.mounted) or (attacker.prone and not target.prone):
        return "below"
    return "level"


def height_between(battle: Battle, maps: MapQueries, attacker_id: str, target_id: str) -> Height:
    """From above or below by mount and ground first, then by the lie of the land."""
    a, d = battle.characters[attacker_id].stats, battle.characters[target_id].stats
    assert isinstance(a, AquelarreCharacterStats) and isinstance(d, AquelarreCharacterStats)
    by_body = height(a, d)
    if by_body != "level":
        return by_body
    up, down = elevated(battle, maps, attacker_id), elevated(battle, maps, target_id)
    return "above" if up and not down else "below" if down and not up else "level"


def first_round_surprise(battle: Battle, stats: AquelarreCharacterStats) -> bool:
    """Taken by surprise in the first round of an ambush, whichever round of the battle that is:
    the flag lasts until that round's Conclusión."""
    return stats.surprised and battle.turn is not None


def attack_situation(
    battle: Battle,
    maps: MapQueries,
    attacker_id: str,
    target_id: str,
    rule: ActionRule,
    weapon: Weapon,
    declared: AquelarreDeclared,
    extra: tuple[str, ...],
) -> Situation:
    attacker, target = battle.characters[attacker_id], battle.characters[target_id]
    a, d = attacker.stats, target.stats
    assert isinstance(a, AquelarreCharacterStats) and isinstance(d, AquelarreCharacterStats)
    band = None
    if rule.ranged:
        band = range_band(distance_varas(battle, maps, attacker_id, target_id), weapon, a.strength)
    return Situation(
        range_band=band,
        extra=(
            *extra,
            *seen_conditions(battle, d, rule.ranged),
            *higher(battle, maps, attacker_id, target_id),
        ),
        from_behind=not rule.ranged and from_behind(attacker, target),
        ambusher=first_round_surprise(battle, d),
        mounted_vs_foot=a.mounted and not d.mounted and not rule.ranged,
        mele=target_id in a.mele_with,
        fleeing_target=not rule.ranged and drops_guard(d, attacker_id),
        off_hand=declared.weapon is not None
        and declared.weapon in a.drawn[1:]
        and a.drawn[0] != declared.weapon,
        heavy_steps=declared.steps,
        sweep_targets=max(len(declared.targets), 1),
    )


def off_hand(attacker: AquelarreCharacterStats, weapon: str | None) -> bool:
    """The weapon of the second hand (two alike count as the first's)."""
    return weapon is not None and weapon in attacker.drawn[1:] and attacker.drawn[0] != weapon


def drops_guard(target: AquelarreCharacterStats, attacker_id: str) -> bool:
    """Leaving a melé with plain movement lowers the guard: the foe strikes at +25 % (text,
    Huida). Only a melé is sure to be "envueltos en un combate"; elsewhere the GM ticks it."""
    moving = any(actions()[e.action].kind == "move" and e.action != "mele_move" for e in target.declared)
    return moving and attacker_id in target.mele_with and not target.escape_ready


def higher(battle: Battle, maps: MapQueries, attacker_id: str, target_id: str) -> tuple[str, ...]:
    if elevated(battle, maps, attacker_id) and not elevated(battle, maps, target_id):
        return ("higher_ground",)
    return ()


def seen_conditions(battle: Battle, target: AquelarreCharacterStats, ranged: bool = False) -> tuple[str, ...]:
    """Modifiers the field itself gives: fighting in the dark; a target lying on the ground."""
    found: list[str] = []
    if battle.field.conditions.light.value == "dark":
        found.append("night")
    if target.prone and not ranged:
        found.append("target_prone")
    return tuple(found)
