"""Importing this module registers Bastionland's command handlers and its round hook."""

from . import (
    attack_roll,
    deny,
    group_rolls,
    player_order,
    reaction,
    recorded,
    resolve,
    turn_rolls,
    weapon_change,
)

__all__ = [
    "attack_roll",
    "deny",
    "group_rolls",
    "player_order",
    "reaction",
    "recorded",
    "resolve",
    "turn_rolls",
    "weapon_change",
]
