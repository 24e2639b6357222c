"""Importing this module registers every Exalted command handler."""

from ...phases import RULED_ACTIONS
from . import attack_step, command_step, morale_step, timeline_step
from .tables import actions

RULED_ACTIONS.setdefault("exalted", set()).update({*actions().actions, "join_battle"})

__all__ = ["attack_step", "command_step", "morale_step", "timeline_step"]
