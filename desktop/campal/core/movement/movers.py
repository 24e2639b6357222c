"""What kind of mover a token is, read from its stats (or its kind when it has none)."""

from __future__ import annotations

from ..model import (
    AquelarreCharacterStats,
    BastionlandCharacterStats,
    BastionlandWarbandStats,
    Character,
    ExaltedCharacterStats,
    ExaltedUnitStats,
    SifrpUnitStats,
    Unit,
)
from ..terrain import MoverKind


def unit_mover(unit: Unit) -> MoverKind:
    stats = unit.stats
    if isinstance(stats, SifrpUnitStats):
        if stats.siege_engines:
            return MoverKind.SIEGE_ENGINE
        return MoverKind.CAVALRY if stats.mounted else MoverKind.INFANTRY
    if isinstance(stats, ExaltedUnitStats):
        if stats.flying:
            return MoverKind.FLYER
        if stats.siege:
            return MoverKind.SIEGE_ENGINE
        return MoverKind.CAVALRY if stats.mounted else MoverKind.INFANTRY
    if isinstance(stats, BastionlandWarbandStats):
        return MoverKind.CAVALRY if stats.mounted else MoverKind.INFANTRY
    known = {kind.value: kind for kind in MoverKind}
    return known.get(unit.kind, MoverKind.INFANTRY)


def character_mover(character: Character) -> MoverKind:
    stats = character.stats
    if isinstance(stats, ExaltedCharacterStats) and stats.flying:
        return MoverKind.FLYER
    mounted = isinstance(
        stats, AquelarreCharacterStats | BastionlandCharacterStats | ExaltedCharacterStats
    ) and bool(getattr(stats, "mounted", False))
    return MoverKind.CAVALRY if mounted else MoverKind.INDIVIDUAL


def mover_kind(token: Unit | Character) -> MoverKind:
    return unit_mover(token) if isinstance(token, Unit) else character_mover(token)
