"""The dice one combatant throws in an attack: its weapons' dice and its shield's d4, with what
the situation adds (an advantage's d8, a Smite's d12, a warband's d12 against individuals, a
mount's Trample in a charge) and what it forbids (missiles after starting in melee, Slow weapons
after moving, attacking at all after moving at VIG 0). An Impaired attack throws one d4 only."""

from __future__ import annotations

from ...dice.attack_pool import PoolDie
from ...engine.base import CommandRefused
from ...frozen import frozen
from ...model import msg
from ...model.bastionland import (
    BastionlandCharacterStats,
    BastionlandWarbandStats,
    Weapon,
    WeaponTrait,
    trample_sizes,
)
from .hands import grip_refusal, in_hand, named, shield_in_hand, wielded
from .tables import combat_table
from .virtues import Combatant, cannot_attack_after_moving, is_impaired


@frozen
class Situation:
    """What the map and the turn say about one attacker's attack."""

    ranged: bool = False
    moved: bool = False  # moved this turn before attacking
    started_in_melee: bool = False
    confined: bool = False  # cramped ground: Long weapons are Impaired
    charging: bool = False
    target_on_foot: bool = True
    target_large: bool = False
    target_spear_wall: bool = False
    target_is_individual: bool = True
    advantages: int = 0  # useful information, clever preparation, a tactical edge
    smite: bool = False
    weapons: tuple[str, ...] = ()  # the weapons used; empty: every weapon that fits


def chosen_weapons(stats: Combatant, situation: Situation) -> tuple[Weapon, ...]:
    """The weapons this attack uses: those named, else those in hand when they are of the
    attack's kind, else every weapon of its kind that fits (mounts' Trample only comes from a
    charge)."""
    usable = [w for w in stats.weapons if not w.has(WeaponTrait.TRAMPLE)]
    if situation.weapons:
        found, missing = named(usable, situation.weapons)
        if missing:
            raise CommandRefused(msg("bastionland.no_such_weapon", weapon=missing[0]))
        return found
    held = wielded(stats)
    if stats.wielded and held and all(w.is_ranged == situation.ranged for w in held):
        return held
    return in_hand([w for w in usable if w.is_ranged == situation.ranged])


def refusal(stats: Combatant, weapons: tuple[Weapon, ...], situation: Situation) -> str | None:
    """The message key saying why this attack cannot be made, or None."""
    if situation.moved and cannot_attack_after_moving(stats):
        return "bastionland.vigour_zero_moved"
    if situation.ranged and situation.started_in_melee:
        return "bastionland.ranged_in_melee"
    if situation.moved and any(w.has(WeaponTrait.SLOW) for w in weapons):
        return "bastionland.slow_after_moving"
    grip = grip_refusal(weapons)
    if grip is not None:
        return grip
    if situation.charging and situation.target_spear_wall and not situation.ranged:
        return "bastionland.spear_wall_charge"
    if situation.ranged and not weapons:
        return "bastionland.no_missile"
    if situation.ranged and situation.smite:
        return "bastionland.smite_melee_only"
    return None


def impaired(stats: Combatant, weapons: tuple[Weapon, ...], situation: Situation) -> bool:
    """Impaired (the text's Desventaja): a Gambit or SPI 0, fighting unarmed, or a Long weapon
    in confined ground."""
    if is_impaired(stats) or not weapons:
        return True
    return situation.confined and any(w.is_long for w in weapons)


def _tramples(stats: Combatant, situation: Situation) -> tuple[int, ...]:
    if not (situation.charging and stats.mounted and situation.target_on_foot):
        return ()
    if situation.target_large or situation.target_spear_wall or situation.ranged:
        return ()
    if isinstance(stats, BastionlandCharacterStats):
        return trample_sizes(stats.mount)
    return tuple(size for w in stats.weapons if w.has(WeaponTrait.TRAMPLE) for size in w.sizes)


def attack_dice(
    actor: str, stats: Combatant, situation: Situation, who: str | None = None
) -> tuple[PoolDie, ...]:
    """Every die ``actor`` adds to the attack's pool, or the refusal (naming ``who``) saying why
    it cannot."""
    table = combat_table()
    weapons = chosen_weapons(stats, situation)
    reason = refusal(stats, weapons, situation)
    if reason is not None:
        raise CommandRefused(msg(reason, actor=who or actor))
    melee = not situation.ranged
    if impaired(stats, weapons, situation):
        if situation.smite:  # an Impaired attack throws its d4 and nothing else
            raise CommandRefused(msg("bastionland.impaired_no_smite", actor=who or actor))
        return (PoolDie(size=table.impaired_die, owner=actor, source="impaired", melee=melee),)
    pool = [PoolDie(size=size, owner=actor, source=w.name, melee=melee) for w in weapons for size in w.sizes]
    if melee and shield_in_hand(stats, weapons):
        pool.append(PoolDie(size=table.shield_die, owner=actor, source="shield"))
    pool.extend(PoolDie(size=size, owner=actor, source="trample") for size in _tramples(stats, situation))
    pool.extend(
        PoolDie(size=table.advantage_die, owner=actor, source="advantage", melee=melee)
        for _ in range(situation.advantages)
    )
    if situation.smite:
        pool.append(PoolDie(size=table.smite_die, owner=actor, source="smite"))
    if isinstance(stats, BastionlandWarbandStats) and situation.target_is_individual:
        pool.append(PoolDie(size=table.warband_vs_individual_die, owner=actor, source="warband", melee=melee))
    return tuple(pool)
