"""After the battle: casualties among the troop of units that lost Magnitude, and recovery."""

from __future__ import annotations

from enum import StrEnum

from ...dice import Breakdown, DiceSource
from ...dice.entry import ManualEntry
from ...dice.pool import PoolResult, PoolSpec, roll_pool
from ...frozen import frozen
from ...model import ExaltedUnitStats
from ...model.exalted_traits import Ability, Attribute, Traits
from .orders import recovery_days
from .tables import combat


class Fate(StrEnum):
    UNHURT = "unhurt"
    WOUNDED = "wounded"  # lethal levels that no soak stops
    CRIPPLED = "crippled"  # botched the first roll: lives, maimed for life
    DEAD = "dead"


@frozen
class Casualty:
    fate: Fate
    rolls: tuple[PoolResult, ...]
    lethal_levels: int = 0
    wound_die: tuple[int, ...] = ()
    infection: PoolResult | None = None  # a mortal's roll against infection of his wounds

    @property
    def infected(self) -> bool:
        return self.infection is not None and not self.infection.is_success


def casualty_pool(member: Traits) -> Breakdown:
    return (
        Breakdown()
        .base("exalted.attribute.wits", member.attribute(Attribute.WITS))
        .base("exalted.term.willpower", member.willpower)
    )


def casualty(
    member: Traits, unit: ExaltedUnitStats, dice: DiceSource, entries: tuple[ManualEntry | None, ...] = ()
) -> Casualty | None:
    """Wits + Willpower against the largest Magnitude lost at once: failure kills, a botch
    maims; survivors roll again against the total lost, and on a failure take a die of lethal
    health levels. None when the unit lost no Magnitude."""
    if unit.magnitude_lost <= 0:
        return None
    typed = (*entries, None, None, None, None)
    first = roll_pool(
        PoolSpec(
            dice=casualty_pool(member),
            difficulty=Breakdown().base("exalted.term.worst_loss", unit.worst_single_loss),
        ),
        dice,
        typed[0],
    )
    if first.botch:
        return Casualty(Fate.CRIPPLED, (first,), infection=_infection(member, dice, typed[1]))
    if not first.is_success:
        return Casualty(Fate.DEAD, (first,))
    second = roll_pool(
        PoolSpec(
            dice=casualty_pool(member),
            difficulty=Breakdown().base("exalted.term.total_loss", unit.magnitude_lost),
        ),
        dice,
        typed[1],
    )
    if second.is_success:
        return Casualty(Fate.UNHURT, (first, second))
    entry = typed[2]
    die = entry.faces if entry is not None and entry.faces is not None else dice.roll(1, 10)
    infection = _infection(member, dice, typed[3])
    return Casualty(Fate.WOUNDED, (first, second), lethal_levels=die[0], wound_die=die, infection=infection)


def infection_pool(member: Traits) -> Breakdown:
    return (
        Breakdown()
        .base("exalted.attribute.stamina", member.attribute(Attribute.STAMINA))
        .base("exalted.ability.resistance", member.ability(Ability.RESISTANCE))
    )


def _infection(member: Traits, dice: DiceSource, entry: ManualEntry | None) -> PoolResult | None:
    """Then the mortals roll against infection: Stamina + Resistance at the GM's difficulty
    (none when the GM's table sets it to 0)."""
    difficulty = combat().infection_difficulty
    if difficulty <= 0:
        return None
    spec = PoolSpec(
        ability="exalted.infection",
        dice=infection_pool(member),
        difficulty=Breakdown().base("exalted.term.infection", difficulty, gm=True),
    )
    return roll_pool(spec, dice, entry)


def heal_one(stats: ExaltedUnitStats, days: int) -> tuple[ExaltedUnitStats, int]:
    """Win back one Magnitude if ``days`` suffice (Magnitude + 1 days); the first point won back
    this way also heals the unit's whole health track. Returns the unit and the days used."""
    need = recovery_days(stats.magnitude)
    if days < need or stats.start_magnitude is None or stats.magnitude >= stats.start_magnitude:
        return stats, 0
    update: dict[str, object] = {"magnitude": stats.magnitude + 1}
    if stats.magnitude_lost > 0 and stats.start_magnitude - stats.magnitude == stats.magnitude_lost:
        update["health_damage"] = 0
    return stats.model_copy(update=update), need
