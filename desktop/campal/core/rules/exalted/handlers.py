"""Importing this module registers every Exalted command handler."""

from ...phases import RULED_ACTIONS
from . import (
    aftermath_step,
    attack_step,
    command_step,
    duel,
    joining,
    magic,
    morale_step,
    recorded,  # noqa: F401  (registers the pools' roll readers)
    timeline_step,
    troop_step,
)
from .tables import actions

RULED_ACTIONS.setdefault("exalted", set()).update({*actions().actions, "join_battle", "casualty", "recover"})

__all__ = [
    "aftermath_step",
    "attack_step",
    "command_step",
    "duel",
    "joining",
    "magic",
    "morale_step",
    "timeline_step",
    "troop_step",
]
