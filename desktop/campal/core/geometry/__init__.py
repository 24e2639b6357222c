"""Geometry over the battle: one spatial index of the terrain, and the questions it answers
(measuring moves, line of sight and cover, contact, range, fortifications). No Qt here."""

from .cache import IndexCache
from .contact import (
    CONTACT_TOLERANCE_M,
    InRange,
    Separation,
    distance,
    is_in_contact,
    separation,
    within_range,
)
from .footprint import Footprint
from .index import IndexedFeature, SkippedFeature, TerrainIndex, feature_area, feature_kind
from .paths import Blocked, LegMeasure, PathMeasure, PathPiece, combine_legs, measure_leg, measure_path
from .positions import FortificationPosition, fortification_at
from .repair import GeometryRefused, clean_line_points, polygon_rings, repair_area, repair_line
from .sight import Cover, SightLine, line_of_sight

__all__ = [
    "CONTACT_TOLERANCE_M",
    "Blocked",
    "Cover",
    "Footprint",
    "FortificationPosition",
    "GeometryRefused",
    "InRange",
    "IndexCache",
    "IndexedFeature",
    "LegMeasure",
    "PathMeasure",
    "PathPiece",
    "Separation",
    "SightLine",
    "SkippedFeature",
    "TerrainIndex",
    "clean_line_points",
    "combine_legs",
    "distance",
    "feature_area",
    "feature_kind",
    "fortification_at",
    "is_in_contact",
    "line_of_sight",
    "measure_leg",
    "measure_path",
    "polygon_rings",
    "repair_area",
    "repair_line",
    "separation",
    "within_range",
]
