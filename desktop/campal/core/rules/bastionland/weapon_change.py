"""Changing weapon and picking one up: minor actions ("Cambiar de arma, desmontarse y acciones
similares no cuentan como la acción de un combatiente en el turno"), so they spend nothing of
the turn; what the hands then hold is what the next attack throws and whether the shield counts."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, msg
from .commands import PickUpWeapon, TakeWeapons
from .hands import grip_refusal, named
from .tokens import name, stats_of, with_stats


@handles(TakeWeapons)
def _take(battle: Battle, command: TakeWeapons, context: Context) -> Outcome:
    stats = stats_of(battle, command.actor)
    who = name(battle, command.actor)
    if stats.is_out_of_action:
        raise CommandRefused(msg("bastionland.out_of_action", actor=who))
    held, missing = named(stats.weapons, command.weapons)
    if missing:
        raise CommandRefused(msg("bastionland.no_such_weapon", weapon=missing[0]))
    if not held:
        raise CommandRefused(msg("bastionland.no_weapon_named", actor=who))
    grip = grip_refusal(held)
    if grip is not None:
        raise CommandRefused(msg(grip, actor=who))
    _, event = with_stats(battle, command.actor, stats.model_copy(update={"wielded": command.weapons}))
    weapons = ", ".join(command.weapons)
    said = msg("bastionland.takes_weapons", actor=who, weapons=weapons)
    return Outcome((event,), msg("undo.bastionland.take_weapons"), said)


@handles(PickUpWeapon)
def _pick_up(battle: Battle, command: PickUpWeapon, context: Context) -> Outcome:
    stats = stats_of(battle, command.actor)
    who = name(battle, command.actor)
    if stats.is_out_of_action:
        raise CommandRefused(msg("bastionland.out_of_action", actor=who))
    lying = next((w for w in stats.on_ground if w.name == command.weapon), None)
    if lying is None:
        raise CommandRefused(msg("bastionland.nothing_on_ground", actor=who, weapon=command.weapon))
    ground = list(stats.on_ground)
    ground.remove(lying)
    after = stats.model_copy(update={"weapons": (*stats.weapons, lying), "on_ground": tuple(ground)})
    _, event = with_stats(battle, command.actor, after)
    return Outcome(
        (event,), msg("undo.bastionland.pick_up"), msg("bastionland.picks_up", actor=who, weapon=lying.name)
    )
