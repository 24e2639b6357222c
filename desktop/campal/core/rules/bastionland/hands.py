"""Hands: a combatant has two. A weapon takes one, a Long (or Slow) weapon both, and a shield
one; a shield rolls its d4 and gives its Armour only from a hand left free. With no weapons
named, a combatant fights with what its hands hold: the weapons it wields (changed as a minor
action), or else its weapons in the order listed, as many as fit (two daggers, or one Long weapon
alone), and its shield only from a hand left over."""

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


def named(weapons: Sequence[Weapon], names: Sequence[str]) -> tuple[tuple[Weapon, ...], tuple[str, ...]]:
    """The weapons ``names`` names, one weapon per name (two "dagger" take both daggers, one
    takes the first), and the names nothing answers to."""
    left = list(weapons)
    found: list[Weapon] = []
    missing: list[str] = []
    for name in names:
        match = next((w for w in left if w.name == name), None)
        if match is None:
            missing.append(name)
        else:
            left.remove(match)
            found.append(match)
    return tuple(found), tuple(missing)


def grip_refusal(weapons: Sequence[Weapon]) -> str | None:
    """The message key saying why two hands cannot hold ``weapons`` together, or None: one
    Hefty thing at a time, a Long weapon alone, two hands in all."""
    if sum(w.has(WeaponTrait.HEFTY) for w in weapons) > 1:
        return "bastionland.two_hefty"
    if any(w.is_long for w in weapons) and len(weapons) > 1:
        return "bastionland.long_two_hands"
    if hands_used(weapons) > HANDS:
        return "bastionland.two_hands"
    return None


def wielded(stats: Combatant) -> tuple[Weapon, ...]:
    """The weapons in hand: those the combatant last took up (still carried), else the first
    that fit."""
    if stats.wielded:
        held, _ = named(stats.weapons, stats.wielded)
        if held and grip_refusal(held) is None:
            return held
    return in_hand([w for w in stats.weapons if not w.has(WeaponTrait.TRAMPLE)])


def grips(stats: Combatant, ranged: bool) -> tuple[tuple[int, ...], ...]:
    """Every way two hands can hold the combatant's weapons of one kind (melee or missile),
    by their places in its list: each weapon alone, then each pair that fits. Two weapons of
    the same name and dice are one choice."""
    usable = [
        i for i, w in enumerate(stats.weapons) if w.is_ranged == ranged and not w.has(WeaponTrait.TRAMPLE)
    ]
    found: list[tuple[int, ...]] = []
    seen: set[tuple[tuple[str, str], ...]] = set()

    def add(indices: tuple[int, ...]) -> None:
        key = tuple(sorted((stats.weapons[i].name, stats.weapons[i].dice) for i in indices))
        if key not in seen and grip_refusal([stats.weapons[i] for i in indices]) is None:
            seen.add(key)
            found.append(indices)

    for i in usable:
        add((i,))
    for place, i in enumerate(usable):
        for j in usable[place + 1 :]:
            add((i, j))
    return tuple(found)


def melee_weapons(stats: Combatant) -> tuple[Weapon, ...]:
    return tuple(w for w in stats.weapons if not w.is_ranged and not w.has(WeaponTrait.TRAMPLE))


def shield_in_hand(stats: Combatant, weapons: Sequence[Weapon] | None = None) -> bool:
    """A shield carried, not trapped, with a hand free of the weapons fought with. Struck
    outside its own attack, a combatant holds its shield beside one weapon, unless every
    melee weapon it carries takes both hands."""
    if weapons is None:
        carried = melee_weapons(stats)
        if stats.wielded:
            weapons = wielded(stats)
        else:
            weapons = carried if carried and all(w.is_long for w in carried) else ()
    return stats.has_shield and hands_used(weapons) < HANDS
