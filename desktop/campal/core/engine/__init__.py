"""Commands in, events out; the history; the battle log.

Importing this package registers the generic command handlers and event types; each rule
system's are registered when its package is imported, which the engine does for its battle's
system (``campal.core.plugins.find_system``).
"""

from ..model import AssetStore
from . import amend as _amend  # noqa: F401  (registers handlers)
from . import field as _field  # noqa: F401
from . import map_import as _map_import  # noqa: F401
from . import moves as _moves  # noqa: F401
from . import override as _override  # noqa: F401
from . import pictures as _pictures  # noqa: F401
from . import rule_options as _rule_options  # noqa: F401
from . import sides as _sides  # noqa: F401
from . import terrain  # noqa: F401  (registers the terrain and fortification commands)
from . import tokens as _tokens  # noqa: F401
from . import turn as _turn  # noqa: F401
from .amend import AmendRoll, RollAmended
from .base import HANDLERS, Command, CommandRefused, Context, Event, Outcome, handles
from .engine import Change, Engine, Entry, apply_events
from .field import CalibrateBackground, ResizeField, RetitleBattle, SetBackground, SetGrid
from .geometry_map import GeometryMap
from .house import HouseRulesSet, SetHouseRule
from .log_events import LogAppended, OpeningKept
from .map_import import ImportMap, Replace
from .map_queries import MapQueries
from .moves import FaceToken, GroupMove, MoveUnit
from .override import AddTag, Override, RemoveTag
from .pictures import SetPicture
from .plain_map import PlainMap
from .replay import replay
from .rule_options import RuleOptionsSet, SetRuleOptions
from .sides import AddSide, FieldArmy, RemoveSide, ReorderSides, SetSide
from .tokens import (
    CharacterSet,
    MoveToken,
    PlaceBlock,
    PlaceCharacter,
    PlaceUnit,
    RemoveCharacter,
    RemoveUnit,
    UnitSet,
)
from .turn import (
    ActionRefused,
    EndBattle,
    NextStep,
    PassTurn,
    SetInitiative,
    StartBattle,
    TakeAction,
    TurnChanged,
)

__all__ = [
    "HANDLERS",
    "ActionRefused",
    "AddSide",
    "AddTag",
    "AmendRoll",
    "AssetStore",
    "CalibrateBackground",
    "Change",
    "CharacterSet",
    "Command",
    "CommandRefused",
    "Context",
    "EndBattle",
    "Engine",
    "Entry",
    "Event",
    "FaceToken",
    "FieldArmy",
    "GeometryMap",
    "GroupMove",
    "HouseRulesSet",
    "ImportMap",
    "LogAppended",
    "MapQueries",
    "MoveToken",
    "MoveUnit",
    "NextStep",
    "OpeningKept",
    "Outcome",
    "Override",
    "PassTurn",
    "PlaceBlock",
    "PlaceCharacter",
    "PlaceUnit",
    "PlainMap",
    "RemoveCharacter",
    "RemoveSide",
    "RemoveTag",
    "RemoveUnit",
    "ReorderSides",
    "Replace",
    "ResizeField",
    "RetitleBattle",
    "RollAmended",
    "RuleOptionsSet",
    "SetBackground",
    "SetGrid",
    "SetHouseRule",
    "SetInitiative",
    "SetPicture",
    "SetRuleOptions",
    "SetSide",
    "StartBattle",
    "TakeAction",
    "TurnChanged",
    "UnitSet",
    "apply_events",
    "handles",
    "replay",
]
