"""How much ground a SIFRP unit covers: its formation's ground for a hundred men."""

from __future__ import annotations

from ...model import SifrpUnitStats
from .tables import formation, unit_templates

SIFRP_MEN = 100  # the text's unit: about a hundred soldiers


def sifrp_size(stats: SifrpUnitStats, men: int = SIFRP_MEN) -> tuple[float, float]:
    """The formation's ground for a hundred men, wider for horse, and as wide as the men are many
    (the ranks stay as deep)."""
    shape = formation(stats.formation)
    kind = unit_templates().types.get(stats.unit_type)
    frontage_factor = kind.frontage_factor if kind else 1.0
    depth_factor = kind.depth_factor if kind else 1.0
    return shape.frontage_m * frontage_factor * men / SIFRP_MEN, shape.depth_m * depth_factor
