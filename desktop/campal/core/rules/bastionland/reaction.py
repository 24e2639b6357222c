"""Reaction: non-player characters act as the moment suggests; where it is uncertain, one saves
SPI to avoid an unfavourable reaction. A free roll at any moment, logged; it changes no value."""

from __future__ import annotations

from ...dice.saves import SaveSpec
from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, msg
from ...model.bastionland import BastionlandCharacterStats
from .asks import save as roll_save
from .commands import CheckReaction
from .events import SaveRolled
from .tables import capped
from .tokens import name, stats_of


@handles(CheckReaction)
def _reaction(battle: Battle, command: CheckReaction, context: Context) -> Outcome:
    stats = stats_of(battle, command.actor)
    if isinstance(stats, BastionlandCharacterStats) and stats.player:
        raise CommandRefused(msg("bastionland.players_react", actor=name(battle, command.actor)))
    if stats.is_out_of_action:
        raise CommandRefused(msg("bastionland.target_out", target=name(battle, command.actor)))
    spec = SaveSpec(actor=command.actor, virtue="spirit", value=capped(stats.spirit), purpose="reaction")
    save = roll_save(spec, context.dice, command.entry, name(battle, command.actor))
    outcome = "bastionland.favourable" if save.is_success else "bastionland.unfavourable"
    message = msg(
        "bastionland.reaction_save",
        actor=name(battle, command.actor),
        face=save.face,
        virtue=save.spec.value,
        outcome=outcome,
    )
    record = SaveRolled(message=message, save=save, outcome=outcome.removeprefix("bastionland."))
    return Outcome((record,), msg("undo.bastionland.reaction"), message)
