"""The duel between two engaged units' champions, fought as normal combat: each exchange a
champion's own attack (Dexterity + Melee + the weapon's accuracy) against the other's own DV,
its damage (Strength + weapon + extra successes) against his own soak; it ends when one falls,
and a fallen commander leaves his unit to a hero or to Mob Rule. The champion is the commander
unless the GM names a hero of the unit."""

from __future__ import annotations

from ...dice import Breakdown
from ...dice.pool import PoolSpec
from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, ExaltedUnitStats, Message, msg
from ...model.exalted import SpecialKind
from ...model.exalted_traits import Attribute, Traits
from .attacks import against_dv
from .commands import DuelStrike, NameChampion
from .events import UnitNoted
from .resolve import Resolve
from .special_attacks import champion_dv, forced_duel_pool
from .tables import combat
from .timeline_step import fallen


def champion_of(stats: ExaltedUnitStats) -> tuple[str, Traits]:
    """The unit's champion: the hero the GM named, else its commander."""
    for special in stats.specials:
        if special.id == stats.duel_champion and special.character is None:
            return special.name, special.traits
    return stats.commander_name, stats.commander


def strike_dice(champion: Traits) -> Breakdown:
    return forced_duel_pool(champion).plus("exalted.term.wounds", champion.health.wound_penalty)


def duel_dv(champion: Traits) -> Breakdown:
    return (
        Breakdown()
        .base("exalted.term.champion_dv", champion_dv(champion))
        .plus("exalted.term.shield", champion.gear.shield_dv)
        .plus("exalted.term.wounds", champion.health.wound_penalty)
    )


def duel_damage(striker: Traits, struck: Traits, extra: int) -> Breakdown:
    """Strength + weapon + extra successes, less the other's soak; never fewer dice than the
    GM's minimum; none when his Hardness stops the blow."""
    raw = striker.attribute(Attribute.STRENGTH) + striker.gear.weapon_damage + extra
    if raw <= struck.gear.hardness:
        return Breakdown().base("exalted.term.hardness", 0)
    soak = struck.attribute(Attribute.STAMINA) // 2 + struck.gear.armour_soak
    dice = Breakdown().base("exalted.term.raw_damage", raw).plus("exalted.term.soak", -soak)
    return dice.gm_plus("exalted.term.minimum_damage", max(combat().duel_minimum_damage - (raw - soak), 0))


def _wounded(traits: Traits, levels: int) -> Traits:
    health = traits.health
    damage = min(health.damage + levels, health.boxes)
    return traits.model_copy(update={"health": health.model_copy(update={"damage": damage})})


@handles(DuelStrike)
def _strike(battle: Battle, command: DuelStrike, context: Context) -> Outcome:
    res = Resolve(battle, context, command.entries)
    stats = res.stats(command.unit)
    other_id = stats.duel_with
    if other_id is None or other_id not in res.battle.units:
        raise CommandRefused(msg("exalted.refusal.no_duel"))
    name, striker = champion_of(stats)
    other = res.stats(other_id)
    other_name, struck = champion_of(other)
    dv = duel_dv(struck)
    result = res.roll(
        "duel", command.unit, PoolSpec(dice=strike_dice(striker)), msg("exalted.duel_roll", champion=name)
    )
    hit = against_dv(result.successes, dv.total)
    if not hit.hits:
        message = msg(
            "exalted.duel_missed", champion=name, other=other_name, successes=result.successes, dv=dv.total
        )
        res.emit(UnitNoted(message=message))
        return Outcome(tuple(res.events), msg("undo.exalted.duel_strike"), message)
    dice = duel_damage(striker, struck, hit.net)
    damage = res.roll(
        "damage", command.unit, PoolSpec(dice=dice), msg("exalted.damage_roll", dice=dice.total)
    )
    hurt = _wounded(struck, damage.successes)
    message = msg("exalted.duel_hit", champion=name, other=other_name, levels=damage.successes)
    res.emit(UnitNoted(message=message))
    _hurt_champion(res, other_id, hurt)
    if hurt.health.is_incapacitated:
        _falls(res, other_id, command.unit, other_name)
    return Outcome(tuple(res.events), msg("undo.exalted.duel_strike"), message)


def _hurt_champion(res: Resolve, unit_id: str, hurt: Traits) -> None:
    stats = res.stats(unit_id)
    if any(s.id == stats.duel_champion and s.character is None for s in stats.specials):
        specials = tuple(
            s.model_copy(update={"traits": hurt}) if s.id == stats.duel_champion else s
            for s in stats.specials
        )
        res.update(unit_id, specials=specials)
    else:
        res.update(unit_id, commander=hurt)


def _falls(res: Resolve, loser: str, winner: str, name: str) -> None:
    """The duel is over: a fallen hero leaves the ranks, a fallen commander his unit."""
    stats = res.stats(loser)
    res.update(winner, duel_with=None)
    res.update(loser, duel_with=None)
    res.emit(UnitNoted(message=msg("exalted.duel_won", winner=res.name(winner), champion=name)))
    if any(s.id == stats.duel_champion for s in stats.specials):
        res.update(
            loser,
            specials=tuple(s for s in stats.specials if s.id != stats.duel_champion),
            duel_champion=None,
        )
    else:
        fallen(res, loser)


def champion_refusal(stats: ExaltedUnitStats, hero: str | None) -> Message | None:
    if hero is None or any(
        s.id == hero and s.kind is SpecialKind.HERO and s.character is None for s in stats.specials
    ):
        return None
    return msg("exalted.refusal.no_special")


@handles(NameChampion)
def _name(battle: Battle, command: NameChampion, context: Context) -> Outcome:
    res = Resolve(battle, context)
    stats = res.stats(command.unit)
    refusal = champion_refusal(stats, command.hero)
    if refusal is not None:
        raise CommandRefused(refusal)
    res.update(command.unit, duel_champion=command.hero)
    name, _ = champion_of(res.stats(command.unit))
    message = msg(
        "exalted.champion_named", unit=res.name(command.unit), champion=name or res.name(command.unit)
    )
    return Outcome(tuple(res.events), msg("undo.exalted.name_champion"), message)
