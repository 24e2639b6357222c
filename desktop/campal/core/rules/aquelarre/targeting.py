"""What a manoeuvre asks of the foe it is aimed at, checked when it is declared: Desarmar needs
a weapon as big as the foe's; Aturdir a foe taken by surprise and bare-headed; Descabalgar and
Alancear a rider."""

from __future__ import annotations

from ...model import AquelarreCharacterStats, Battle, Message, msg
from .bearings import from_behind
from .locations import location_table
from .manoeuvres import disarm_allowed, stun_allowed
from .sheet import weapon_in_hand
from .situation import first_round_surprise


def taken_by_surprise(battle: Battle, attacker: str, target: str) -> bool:
    """Struck at its back, or in the first round of an ambush that caught it unawares."""
    foe = battle.characters[target]
    stats = foe.stats
    surprised = isinstance(stats, AquelarreCharacterStats) and first_round_surprise(battle, stats)
    return surprised or from_behind(battle.characters[attacker], foe)


def target_refusal(battle: Battle, attacker: str, action: str, target: str) -> Message | None:
    """Why ``attacker`` cannot aim ``action`` at ``target`` (None when it can)."""
    mine, theirs = battle.characters[attacker].stats, battle.characters[target].stats
    if action not in ("disarm", "stun", "dismount", "alancear", "trip"):
        return None
    if not isinstance(mine, AquelarreCharacterStats) or not isinstance(theirs, AquelarreCharacterStats):
        return None
    _, weapon = weapon_in_hand(mine)
    name = battle.characters[target].name
    if action == "trip":  # only bipeds stumble and fall
        return (
            None
            if theirs.body in location_table().bipeds
            else msg("aquelarre.refuse.not_a_biped", target=name)
        )
    if action in ("dismount", "alancear"):
        # Descabalgar hooks a rider; Alancear sets the spear against a rider's charge.
        return None if theirs.mounted else msg("aquelarre.refuse.not_a_rider", target=name)
    if action == "disarm":
        held, their_weapon = weapon_in_hand(theirs)
        if not disarm_allowed(weapon, their_weapon):
            return msg("aquelarre.refuse.disarm_bigger", target=name, weapon=f"aquelarre.{held}")
        return None
    helmet = theirs.helmet is not None  # every helmet of the kit is of metal, a capacete to a yelmo
    if not stun_allowed(weapon, helmet, taken_by_surprise(battle, attacker, target)):
        key = "aquelarre.refuse.stun_helmet" if helmet else "aquelarre.refuse.stun_unawares"
        return msg(key, target=name)
    return None
