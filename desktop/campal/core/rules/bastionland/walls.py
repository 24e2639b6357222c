"""Shield and spear walls: three or more allies side by side form a wall. If all of them carry
shields, each gains a point of Armour; if all carry spears (or the like), enemies cannot attack
them in the turn they charge."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...dice import Breakdown
from ...model.bastionland import ArmourKind, BastionlandCharacterStats, BastionlandWarbandStats
from .hands import shield_in_hand
from .tables import combat_table

Combatant = BastionlandCharacterStats | BastionlandWarbandStats


def walls(
    members: Mapping[str, Combatant], side_by_side: Callable[[str, str], bool]
) -> tuple[frozenset[str], ...]:
    """The groups of allies standing side by side (linked through each other) that are big
    enough to be a wall."""
    left = set(members)
    found: list[frozenset[str]] = []
    while left:
        start = left.pop()
        group, frontier = {start}, [start]
        while frontier:
            current = frontier.pop()
            linked = {other for other in left if side_by_side(current, other)}
            left -= linked
            group |= linked
            frontier.extend(linked)
        if len(group) >= combat_table().wall_min_members:
            found.append(frozenset(group))
    return tuple(sorted(found, key=sorted))


def wall_of(token: str, groups: tuple[frozenset[str], ...]) -> frozenset[str] | None:
    return next((group for group in groups if token in group), None)


def is_shield_wall(group: frozenset[str], members: Mapping[str, Combatant]) -> bool:
    return all(members[token].has_shield for token in group)


def is_spear_wall(group: frozenset[str], members: Mapping[str, Combatant]) -> bool:
    return all(members[token].has_spear for token in group)


def armour_against(
    stats: Combatant, *, ranged: bool, cover_armour: int = 0, shield_wall: bool = False
) -> int:
    """The target's total Armour against this attack: every piece worn, cover against missiles,
    and a shield wall's point."""
    return armour_terms(stats, ranged=ranged, cover_armour=cover_armour, shield_wall=shield_wall).total


def armour_terms(
    stats: Combatant, *, ranged: bool, cover_armour: int = 0, shield_wall: bool = False
) -> Breakdown:
    """That Armour as the log shows it: what is worn, cover, and the wall's point (the GM's)."""
    worn = stats.total_armour
    shield = stats.piece(ArmourKind.SHIELD)
    if shield is not None and stats.has_shield and not shield_in_hand(stats):
        worn -= shield.armour  # carried, but no hand is free to hold it
    terms = Breakdown().base("bastionland.term.armour_worn", worn)
    if ranged:
        terms = terms.plus("bastionland.term.cover", cover_armour)
    if shield_wall:
        terms = terms.gm_plus("bastionland.term.shield_wall", combat_table().shield_wall_armour)
    return terms
