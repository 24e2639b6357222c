"""Warbands: about two dozen soldiers fighting as one. Individuals' attacks cannot hurt them
unless they Blast; theirs on individuals add a d12 and Blast. A Mortal Wound routs a warband,
VIG 0 wipes it out, SPI 0 breaks it."""

from __future__ import annotations

from ...model import Message, msg
from ...model.bastionland import BastionlandWarbandStats, WarbandState


def individual_attack_refusal(attacker: str, target: str, blast: bool) -> Message | None:
    return None if blast else msg("bastionland.warband_immune", attacker=attacker, target=target)


def settle(stats: BastionlandWarbandStats) -> BastionlandWarbandStats:
    """The state its Virtues now give it: wiped out at VIG 0, broken at SPI 0."""
    if stats.vigour == 0:
        state = WarbandState.WIPED_OUT
    elif stats.spirit == 0 and stats.state is not WarbandState.WIPED_OUT:
        state = WarbandState.BROKEN
    else:
        return stats
    return stats.model_copy(update={"state": state})
