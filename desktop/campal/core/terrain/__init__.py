"""The terrain catalogue (data in resources/terrain) and what its kinds mean per rule system."""

from .catalogue import (
    Catalogue,
    CoverLevel,
    ExaltedTerrain,
    Kind,
    MoverKind,
    OverrideRefused,
    SightMode,
    SystemRules,
    load_catalogue,
    parse_catalogue,
    with_overrides,
)
from .effects import (
    IMPASSABLE,
    NO_COVER,
    ON_FOOT,
    CoverValue,
    cover_value,
    movement_multiplier,
    table_multiplier,
)

__all__ = [
    "IMPASSABLE",
    "NO_COVER",
    "ON_FOOT",
    "Catalogue",
    "CoverLevel",
    "CoverValue",
    "ExaltedTerrain",
    "Kind",
    "MoverKind",
    "OverrideRefused",
    "SightMode",
    "SystemRules",
    "cover_value",
    "load_catalogue",
    "movement_multiplier",
    "parse_catalogue",
    "table_multiplier",
    "with_overrides",
]
