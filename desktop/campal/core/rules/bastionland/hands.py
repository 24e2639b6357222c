"""Hands: a combatant has two. A weapon takes one, a Long (or Slow) weapon both, and a shield
one; a shield rolls its d4 and gives its Armour only from a hand left free. With no weapons
named, a combatant fights with what its hands hold: its weapons in the order listed, as many
as fit (two daggers, or one Long weapon alone), and its shield only from a hand left over."""

from __future__ import annotations

from collections.abc import Sequence

from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats, Weapon, WeaponTrait

Combatant = BastionlandCharacterStats | BastionlandWarbandStats
HANDS = 2


def hands_of(weapon: Weapon) -> int:
    return HANDS if weapon.is_long else 1


def hands_used(weapons: Sequence[Weapon]) -> int:
    return sum(hands_of(weapon) for weapon in weapons)


def in_hand(weapons: Sequence[Weapon]) -> tuple[Weapon, ...]:
    """The weapons two hands hold, in the order listed; a Long weapon only if it comes first
    (it is then held alone)."""
    held: list[Weapon] = []
    for weapon in weapons:
        if hands_used(held) + hands_of(weapon) <= HANDS:
            held.append(weapon)
    return tuple(held)


def melee_weapons(stats: Combatant) -> tuple[Weapon, ...]:
    return tuple(w for w in stats.weapons if not w.is_ranged and not w.has(WeaponTrait.TRAMPLE))


def shield_in_hand(stats: Combatant, weapons: Sequence[Weapon] | None = None) -> bool:
    """A shield carried, not trapped, with a hand free of the weapons fought with. Struck
    outside its own attack, a combatant holds its shield beside one weapon, unless every
    melee weapon it carries takes both hands."""
    if weapons is None:
        carried = melee_weapons(stats)
        weapons = carried if carried and all(w.is_long for w in carried) else ()
    return stats.has_shield and hands_used(weapons) < HANDS
