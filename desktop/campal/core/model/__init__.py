"""The battle document (pydantic 2). Import the public names from here."""

from .assets import AssetStore
from .battle import FORMAT_VERSION, Battle, RuleSystemId, with_item, without_item
from .features import Fortification, Note, TerrainFeature
from .field import BattleField, Grid, GridKind, MapImage
from .forces import Character, Unit
from .geometry import Point, Size
from .ids import new_id
from .log import LogEntry
from .message import Message, msg
from .side import Side

__all__ = [
    "FORMAT_VERSION",
    "AssetStore",
    "Battle",
    "BattleField",
    "Character",
    "Fortification",
    "Grid",
    "GridKind",
    "LogEntry",
    "MapImage",
    "Message",
    "Note",
    "Point",
    "RuleSystemId",
    "Side",
    "Size",
    "TerrainFeature",
    "Unit",
    "msg",
    "new_id",
    "with_item",
    "without_item",
]
