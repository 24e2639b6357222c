"""Importing this module registers every SIFRP command handler and plan hook."""

from ...phases import RULED_ACTIONS
from . import character_actions, gm_state, orders_step, play, resolution_step, round_rules, setup_steps

RULED_ACTIONS.setdefault("sifrp", set()).update(
    {
        "set_conditions",
        "hide_unit",
        "parley",
        "attack_envoy",
        "surrender",
        "initiative",
        "fire_siege",
        "attack_unit",
        "attack_segment",
        "join_unit",
        "rally",
        "renounce_command",
        "assume_command",
        "character_action",
        "order",
        "carry_out",
        "standing_order",
        "resolve",
    }
)

__all__ = [
    "character_actions",
    "gm_state",
    "orders_step",
    "play",
    "resolution_step",
    "round_rules",
    "setup_steps",
]
