"""A blow meets the body: armour (Protección off, Resistencia worn), the location's multiplier,
PV lost, limbs counted, the Secuela trigger; and what the health levels ask for."""

from __future__ import annotations

from math import floor

from pydantic import BaseModel

from ...model import AquelarreCharacterStats, AquelarreHealth, HitLocation
from ...records import RECORD
from .kit import Kit, kit
from .locations import apply_location
from .sheet import armour_at

FAINT_BASE_MINUTES = 30


class Wound(BaseModel):
    """How one blow was taken, for the event and the log."""

    model_config = RECORD

    location: HitLocation
    blow: int
    armour: str | None = None
    absorbed: int = 0
    worn: int = 0
    through: int = 0
    taken: int = 0  # PV lost after the location's multiplier
    health_before: int
    health_after: int
    sequela: bool = False
    faint_test: bool = False  # a RES×4 test is owed (malherido reached, or hit again there)


def wound(
    target: AquelarreCharacterStats,
    blow: int,
    location: HitLocation,
    *,
    critical: bool = False,
    ignore_armour: bool = False,
    table: Kit | None = None,
) -> tuple[AquelarreCharacterStats, Wound]:
    """The target after the blow. A critical goes through the armour, which still loses
    Resistencia for the whole blow; otherwise it loses what it stopped."""
    worn_piece = None if ignore_armour else armour_at(target, location, table or kit())
    absorbed = worn = 0
    key = None
    if worn_piece is not None:
        key, piece = worn_piece
        left = piece.resistance - target.wear.get(key, 0)
        if critical:
            worn = min(blow, left)
        else:
            absorbed = min(blow, piece.protection)
            worn = min(absorbed, left)
    through = blow - absorbed
    taken = apply_location(through, location) if through > 0 else 0
    wear = dict(target.wear)
    if key is not None and worn:
        wear[key] = wear.get(key, 0) + worn
    limbs = dict(target.limb_damage)
    if (location.is_arm or location.is_leg) and taken:
        limbs[location] = limbs.get(location, 0) + taken
    after = max(target.health - taken, -target.max_health)
    updated = target.model_copy(update={"health": after, "wear": wear, "limb_damage": limbs})
    return updated, Wound(
        location=location,
        blow=blow,
        armour=key,
        absorbed=absorbed,
        worn=worn,
        through=through,
        taken=taken,
        health_before=target.health,
        health_after=after,
        sequela=sequela_due(target, through),
        faint_test=faint_test_due(target, updated),
    )


def sequela_due(target: AquelarreCharacterStats, through: int) -> bool:
    """A single blow of half the PV or more (rounded down, before the location's multiplier)."""
    return through > 0 and through >= floor(target.max_health / 2)


def faint_test_due(before: AquelarreCharacterStats, after: AquelarreCharacterStats) -> bool:
    """Reaching malherido, and every further hurt while there, asks for a RES×4 test."""
    return (
        after.condition is AquelarreHealth.BADLY_WOUNDED
        and after.health < before.health
        and not after.fainted
    )


def faint_minutes(resistance: int) -> int:
    return max(FAINT_BASE_MINUTES - resistance, 0)


def bleed(target: AquelarreCharacterStats) -> AquelarreCharacterStats:
    """Conclusión: at 0 PV or below, one more PV runs out each round until tended with Sanar or
    dead."""
    if target.condition is not AquelarreHealth.UNCONSCIOUS or target.tended:
        return target
    return target.model_copy(update={"health": max(target.health - 1, -target.max_health)})


def shield_wear(damage: int) -> int:
    """A shield loses one point of Resistencia for every two PD it takes."""
    return damage // 2


def knocked_out_minutes(damage: int, resistance: int) -> int | None:
    """Aturdir: PD (already doubled for the head) at or over RES knock the target out for ten
    minutes per point over, at least ten; below RES nothing happens."""
    if damage < resistance:
        return None
    return max(10 * (damage - resistance), 10)
