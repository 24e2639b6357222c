"""Importing this module registers every Aquelarre command handler and plan hook."""

from ...phases import RULED_ACTIONS
from . import acting, ambush, facing, recorded, repairs, round_steps, stepping

RULED_ACTIONS.setdefault("aquelarre", set()).update(
    {"initiative", "declare", "act", "delay", "defend", "conclude"}
)

__all__ = ["acting", "ambush", "facing", "recorded", "repairs", "round_steps", "stepping"]
