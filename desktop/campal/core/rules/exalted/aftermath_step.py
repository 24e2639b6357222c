"""After the battle: casualties among a troop's members and Magnitude won back with time."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, msg
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
    found = casualty(extra_traits(), stats, context.dice, command.entries)
    if found is None:
        raise CommandRefused(msg("exalted.refusal.no_losses", unit=res.name(command.unit)))
    for roll in found.rolls:
        res.emit(
            PoolRolled(
                purpose="casualty",
                actor=command.unit,
                roll=roll,
                message=msg(
                    "exalted.rolled",
                    actor=member,
                    action="exalted.casualty",
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
    return Outcome(tuple(res.events), msg("undo.exalted.casualty"), message)


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
