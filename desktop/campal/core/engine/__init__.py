"""Commands in, events out; the history; the battle log.

Importing this package registers every command handler and event type.
"""

from ..model import AssetStore
from . import field as _field  # noqa: F401  (registers handlers)
from . import terrain  # noqa: F401  (registers the terrain and fortification commands)
from .base import HANDLERS, Command, CommandRefused, Context, Event, Outcome, handles
from .engine import Change, Engine, Entry, apply_events
from .field import CalibrateBackground, ResizeField, RetitleBattle, SetBackground, SetGrid, SetSide
from .log_events import LogAppended

__all__ = [
    "HANDLERS",
    "AssetStore",
    "CalibrateBackground",
    "Change",
    "Command",
    "CommandRefused",
    "Context",
    "Engine",
    "Entry",
    "Event",
    "LogAppended",
    "Outcome",
    "ResizeField",
    "RetitleBattle",
    "SetBackground",
    "SetGrid",
    "SetSide",
    "apply_events",
    "handles",
]
