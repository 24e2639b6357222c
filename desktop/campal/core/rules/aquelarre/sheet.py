"""What a character's sheet gives in play: skills after wounds and armour, the damage bonus,
the Fuerza a weapon or a piece of armour asks for."""

from __future__ import annotations

from ...model import AquelarreCharacterStats, HitLocation
from .kit import Armour, Characteristic, DiceExpr, Kit, Weapon, kit

ZERO = DiceExpr()


def characteristic(stats: AquelarreCharacterStats, name: Characteristic) -> int:
    value: int = getattr(stats, name)
    return value


def skill_base(stats: AquelarreCharacterStats, skill: str, table: Kit | None = None) -> Characteristic:
    return (table or kit()).skills.get(skill, "agility")


def raw_skill(stats: AquelarreCharacterStats, skill: str, table: Kit | None = None) -> int:
    """The sheet's percentage; a skill not written down starts at its characteristic."""
    if skill in stats.skills:
        return stats.skills[skill]
    return characteristic(stats, skill_base(stats, skill, table))


def halved_characteristics(stats: AquelarreCharacterStats) -> frozenset[Characteristic]:
    """Both arms past half the PV halve the Habilidad skills; both legs, the Agilidad ones."""
    arms = sum(v for k, v in stats.limb_damage.items() if k.is_arm)
    legs = sum(v for k, v in stats.limb_damage.items() if k.is_leg)
    halved: set[Characteristic] = set()
    if arms * 2 > stats.max_health:
        halved.add("dexterity")
    if legs * 2 > stats.max_health:
        halved.add("agility")
    return frozenset(halved)


def strength_short(stats: AquelarreCharacterStats, needed: int) -> int:
    return max(needed - stats.strength, 0)


def worn(stats: AquelarreCharacterStats, table: Kit | None = None) -> tuple[tuple[str, Armour], ...]:
    """The pieces worn that still hold (Resistencia above 0)."""
    table = table or kit()
    pieces = []
    for key in (stats.armour, stats.helmet):
        piece = table.piece(key) if key else None
        if key and piece is not None and piece.resistance - stats.wear.get(key, 0) > 0:
            pieces.append((key, piece))
    return tuple(pieces)


def armour_at(
    stats: AquelarreCharacterStats, location: HitLocation, table: Kit | None = None
) -> tuple[str, Armour] | None:
    for key, piece in worn(stats, table):
        if location in piece.locations:
            return key, piece
    return None


def armour_initiative(stats: AquelarreCharacterStats, table: Kit | None = None) -> int:
    """Armour and shield penalties to Iniciativa; doubled for a piece worn below its FUE minimum."""
    table = table or kit()
    total = sum(p.initiative * (2 if strength_short(stats, p.strength) else 1) for _, p in worn(stats, table))
    shield = table.shields.get(stats.shield or "")
    if shield is not None and stats.shield_ready:
        total += shield.initiative
    return total


def armour_skill_penalty(stats: AquelarreCharacterStats, table: Kit | None = None) -> int:
    table = table or kit()
    return sum(
        p.agility_skills * (2 if strength_short(stats, p.strength) else 1) for _, p in worn(stats, table)
    )


def weapon_in_hand(stats: AquelarreCharacterStats, table: Kit | None = None) -> tuple[str | None, Weapon]:
    table = table or kit()
    key = stats.drawn[0] if stats.drawn else None
    return key, table.weapon(key)


def bonus_step(value: int, table: Kit | None = None) -> int:
    ladder = (table or kit()).ladder
    step = 0
    for index, entry in enumerate(ladder):
        if value >= entry.from_:
            step = index
    return step


def damage_bonus(
    stats: AquelarreCharacterStats, weapon: Weapon, steps_up: int = 0, table: Kit | None = None
) -> DiceExpr:
    """The bonus from the weapon's base characteristic (Fuerza for thrown weapons and Pelea),
    ``steps_up`` rungs higher for an Ataque recio."""
    table = table or kit()
    base: Characteristic = "strength" if weapon.thrown or weapon.skill == "pelea" else weapon.base
    step = min(bonus_step(characteristic(stats, base), table) + steps_up, len(table.ladder) - 1)
    text = table.ladder[step].bonus
    return DiceExpr.parse(text) if text else ZERO
