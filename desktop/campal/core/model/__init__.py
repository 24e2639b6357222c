"""The battle document (pydantic 2). Import the public names from here."""

from .aquelarre import (
    AquelarreCharacterStats,
    AquelarreDeclared,
    AquelarreHealth,
    AquelarreMount,
    HitLocation,
)
from .assets import AssetStore
from .bastionland import BastionlandCharacterStats, BastionlandWarbandStats, WarbandState, Weapon
from .battle import (
    FORMAT_VERSION,
    Battle,
    RuleSystemId,
    reference_problem,
    reference_problem_since,
    with_item,
    without_item,
)
from .exalted import ExaltedCharacterStats, ExaltedFormation, ExaltedUnitState, ExaltedUnitStats
from .features import Fortification, Note, TerrainFeature
from .field import BattleField, Conditions, Grid, GridKind, Light, MapImage, MapLight, Weather
from .forces import Character, CharacterStats, Unit, UnitStats
from .geometry import Point, Size
from .ids import new_id
from .log import LogEntry
from .message import Message, msg
from .side import EDGE_FACING, Edge, Side, deploy_point, side_facing
from .sifrp import (
    Abilities,
    Ability,
    CharacterState,
    Effect,
    Formation,
    OrderTarget,
    SiegeEngine,
    SifrpCharacterStats,
    SifrpSideStats,
    SifrpUnitStats,
    Tag,
    Training,
    UnitState,
    UnitType,
)
from .touched import Touched, renamed, shared_start, touched
from .turn import AwaitedRoll, Declaration, TurnState

__all__ = [
    "EDGE_FACING",
    "FORMAT_VERSION",
    "Abilities",
    "Ability",
    "AquelarreCharacterStats",
    "AquelarreDeclared",
    "AquelarreHealth",
    "AquelarreMount",
    "AssetStore",
    "AwaitedRoll",
    "BastionlandCharacterStats",
    "BastionlandWarbandStats",
    "Battle",
    "BattleField",
    "Character",
    "CharacterState",
    "CharacterStats",
    "Conditions",
    "Declaration",
    "Edge",
    "Effect",
    "ExaltedCharacterStats",
    "ExaltedFormation",
    "ExaltedUnitState",
    "ExaltedUnitStats",
    "Formation",
    "Fortification",
    "Grid",
    "GridKind",
    "HitLocation",
    "Light",
    "LogEntry",
    "MapImage",
    "MapLight",
    "Message",
    "Note",
    "OrderTarget",
    "Point",
    "RuleSystemId",
    "Side",
    "SiegeEngine",
    "SifrpCharacterStats",
    "SifrpSideStats",
    "SifrpUnitStats",
    "Size",
    "Tag",
    "TerrainFeature",
    "Touched",
    "Training",
    "TurnState",
    "Unit",
    "UnitState",
    "UnitStats",
    "UnitType",
    "WarbandState",
    "Weapon",
    "Weather",
    "deploy_point",
    "msg",
    "new_id",
    "reference_problem",
    "reference_problem_since",
    "renamed",
    "shared_start",
    "side_facing",
    "touched",
    "with_item",
    "without_item",
]
