"""Wavering morale of a group of people (a side's non-player characters, not its warbands): when
a blow or a flight leaves half its members or fewer standing, the rest save SPI or flee or
surrender. Organised under a leader (the side's commander, standing) it rolls once on the
leader's SPI; otherwise each member rolls on its own. Player characters are no member: exempt."""

from __future__ import annotations

from ...model import AwaitedRoll, Battle
from ...model.bastionland import BastionlandCharacterStats, Morale
from .morale import group_lost_half, group_savers

GROUP_AWAIT = "group_morale"
ORGANISED = "organised"  # the await's detail: one save on the leader's SPI
EACH = "each"  # every member saves on its own


def members(battle: Battle, side: str) -> list[str]:
    """The group: the side's non-player characters."""
    return [
        c.id
        for c in battle.characters.values()
        if c.side == side and isinstance(c.stats, BastionlandCharacterStats) and not c.stats.player
    ]


def _holds(battle: Battle, token: str) -> bool:
    stats = battle.characters[token].stats
    assert isinstance(stats, BastionlandCharacterStats)
    return not stats.is_out_of_action and stats.morale is Morale.STEADY


def standing(battle: Battle, side: str) -> list[str]:
    """Members still in the fight: not out of action, neither fled nor surrendered."""
    return [token for token in members(battle, side) if _holds(battle, token)]


def leader_of(battle: Battle, side: str) -> str | None:
    """The side's commander while it stands: it rolls once for an organised group."""
    found = battle.sides.get(side)
    commander = found.commander if found is not None else None
    if commander is None or commander not in battle.characters:
        return None
    stats = battle.characters[commander].stats
    if battle.characters[commander].side != side or not isinstance(stats, BastionlandCharacterStats):
        return None
    return commander if not stats.is_out_of_action and stats.morale is Morale.STEADY else None


def group_wavers(before: Battle, after: Battle, side: str) -> bool:
    """Has the group just come down to half its members or fewer, with someone left to waver?"""
    mustered = len(members(after, side))
    was = len([t for t in members(before, side) if t in before.characters and _holds(before, t)])
    now = len(standing(after, side))
    return mustered >= 2 and now > 0 and not group_lost_half(mustered, was) and group_lost_half(mustered, now)


def group_await(battle: Battle, side: str) -> AwaitedRoll:
    """Who the group's morale waits for: the leader once, or every member still standing."""
    leader = leader_of(battle, side)
    savers = group_savers(standing(battle, side), leader)
    return AwaitedRoll(
        kind=GROUP_AWAIT, actors=savers, subject=side, detail=ORGANISED if leader is not None else EACH
    )


def side_of_person(battle: Battle, token: str) -> str | None:
    found = battle.characters.get(token)
    if found is None or not isinstance(found.stats, BastionlandCharacterStats) or found.stats.player:
        return None
    return found.side
