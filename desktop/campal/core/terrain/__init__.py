"""The terrain catalogue (data in resources/terrain) and what its kinds mean per rule system."""

from .catalogue import (
    Catalogue,
    CoverLevel,
    ExaltedTerrain,
    Kind,
    MoverKind,
    OverrideRefused,
    SightMode,
    load_catalogue,
    parse_catalogue,
    with_overrides,
)
from .effects import IMPASSABLE, NO_COVER, CoverValue, cover_value, movement_multiplier

__all__ = [
    "IMPASSABLE",
    "NO_COVER",
    "Catalogue",
    "CoverLevel",
    "CoverValue",
    "ExaltedTerrain",
    "Kind",
    "MoverKind",
    "OverrideRefused",
    "SightMode",
    "cover_value",
    "load_catalogue",
    "movement_multiplier",
    "parse_catalogue",
    "with_overrides",
]
