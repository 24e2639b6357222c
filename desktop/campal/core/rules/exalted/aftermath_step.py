"""After the battle: casualties among a troop's members and Magnitude won back with time."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, ExaltedCharacterStats, msg
from ...model.exalted_traits import Traits
from .aftermath import casualty, heal_one
from .commands import RecoverMagnitude, TroopCasualty
from .events import PoolRolled, UnitNoted
from .orders import recovery_days
from .resolve import Resolve
from .traits import extra_traits


def _after_battle(battle: Battle) -> None:
    if battle.turn is not None and not battle.turn.finished:
        raise CommandRefused(msg("exalted.refusal.battle_not_over"))


@handles(TroopCasualty)
def _casualty(battle: Battle, command: TroopCasualty, context: Context) -> Outcome:
    _after_battle(battle)
    res = Resolve(battle, context)
    stats = res.stats(command.unit)
    member = command.member.strip() or res.name(command.unit)
    found = casualty(_member_traits(res, command.unit, member), stats, context.dice, command.entries)
    if found is None:
        raise CommandRefused(msg("exalted.refusal.no_losses", unit=res.name(command.unit)))
    rolls = found.rolls + ((found.infection,) if found.infection is not None else ())
    for roll in rolls:
        res.emit(
            PoolRolled(
                purpose="casualty",
                actor=command.unit,
                roll=roll,
                message=msg(
                    "exalted.rolled",
                    actor=member,
                    action="exalted.infection" if roll is found.infection else "exalted.casualty",
                    successes=roll.successes,
                    difficulty=roll.difficulty or 0,
                ),
            )
        )
    message = msg(
        f"exalted.fate.{found.fate.value}",
        member=member,
        unit=res.name(command.unit),
        levels=found.lethal_levels,
    )
    res.emit(UnitNoted(message=message))
    if found.infection is not None:
        key = "exalted.infected" if found.infected else "exalted.not_infected"
        res.emit(UnitNoted(message=msg(key, member=member)))
    return Outcome(tuple(res.events), msg("undo.exalted.casualty"), message)


def _member_traits(res: Resolve, unit_id: str, name: str) -> Traits:
    """The member's own traits when the GM names someone the unit knows (its commander, one of
    its special characters, a character of its own on the map); an extra's otherwise."""
    stats = res.stats(unit_id)
    if name == stats.commander_name:
        return stats.commander
    for special in stats.specials:
        if special.name == name:
            return special.traits
    side = res.unit(unit_id).side
    for character in res.battle.characters.values():
        lone = character.stats
        if character.name == name and character.side == side and isinstance(lone, ExaltedCharacterStats):
            return lone.traits
    return extra_traits()


@handles(RecoverMagnitude)
def _recover(battle: Battle, command: RecoverMagnitude, context: Context) -> Outcome:
    _after_battle(battle)
    res = Resolve(battle, context)
    stats = res.stats(command.unit)
    healed, used = heal_one(stats, command.days)
    if used == 0:
        need = recovery_days(stats.magnitude)
        raise CommandRefused(msg("exalted.refusal.recovery", unit=res.name(command.unit), days=need))
    res.put(command.unit, healed)
    message = msg("exalted.recovered", unit=res.name(command.unit), days=used, magnitude=healed.magnitude)
    return Outcome(tuple(res.events), msg("undo.exalted.recover"), message)
