"""Wavering morale: a wounded person, or a group that has lost half its members, saves SPI or
flees or surrenders. An organised group rolls once on its leader's SPI, a disorganised one each
on its own. Player characters are never asked. A warband counts its members by its VIG."""

from __future__ import annotations

from collections.abc import Sequence

from ...dice.saves import SaveResult, SaveSpec
from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats, Morale, WarbandState
from .damage import Blow
from .tables import capped


def person_wavers(stats: BastionlandCharacterStats, done: Blow) -> bool:
    return not stats.player and done.wounded and not stats.is_out_of_action


def group_lost_half(mustered: int, standing: int) -> bool:
    return mustered > 0 and 2 * standing <= mustered


def warband_wavers(before: BastionlandWarbandStats, after: BastionlandWarbandStats) -> bool:
    """Its VIG has just fallen to half of what it mustered (or lower) and it still stands."""
    was_whole = not group_lost_half(before.vigour_max, before.vigour)
    return (
        was_whole and group_lost_half(after.vigour_max, after.vigour) and after.state is WarbandState.STEADY
    )


def group_savers(standing: Sequence[str], leader: str | None) -> tuple[str, ...]:
    """Who saves for a wavering group: its leader once when it is organised under one (still
    standing), else each member still standing."""
    return (leader,) if leader is not None else tuple(standing)


def morale_save(actor: str, spirit: int) -> SaveSpec:
    return SaveSpec(actor=actor, virtue="spirit", value=capped(spirit), purpose="morale")


def person_after_morale(
    stats: BastionlandCharacterStats, save: SaveResult, outcome: Morale = Morale.FLED
) -> BastionlandCharacterStats:
    return stats if save.is_success else stats.model_copy(update={"morale": outcome})


def warband_after_morale(stats: BastionlandWarbandStats, save: SaveResult) -> BastionlandWarbandStats:
    return stats if save.is_success else stats.model_copy(update={"state": WarbandState.ROUTED})
