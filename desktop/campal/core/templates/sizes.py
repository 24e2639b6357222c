"""How much ground a unit covers: frontage × depth from its formation and its numbers."""

from __future__ import annotations

import math

from ..model import BastionlandWarbandStats, ExaltedUnitStats, SifrpUnitStats
from ..rules.sifrp.tables import formation, unit_templates
from .tables import bastionland_templates, exalted_templates

SIFRP_MEN = 100  # the text's unit: about a hundred soldiers


def sifrp_size(stats: SifrpUnitStats, men: int = SIFRP_MEN) -> tuple[float, float]:
    """The formation's ground for a hundred men, wider for horse, and as wide as the men are many
    (the ranks stay as deep)."""
    shape = formation(stats.formation)
    kind = unit_templates().types.get(stats.unit_type)
    frontage_factor = kind.frontage_factor if kind else 1.0
    depth_factor = kind.depth_factor if kind else 1.0
    return shape.frontage_m * frontage_factor * men / SIFRP_MEN, shape.depth_m * depth_factor


def exalted_size(stats: ExaltedUnitStats) -> tuple[float, float]:
    table = exalted_templates()
    soldiers = table.soldiers_by_magnitude[min(stats.magnitude, len(table.soldiers_by_magnitude) - 1)]
    spacing = table.formations[stats.formation]
    ranks = min(spacing.ranks, soldiers)
    files = math.ceil(soldiers / ranks)
    scale = 2.0 if stats.mounted else 1.0
    return max(files * spacing.spacing_m * scale, 1.0), max(ranks * spacing.spacing_m * scale, 1.0)


def bastionland_size(stats: BastionlandWarbandStats) -> tuple[float, float]:
    size = bastionland_templates().size
    share = stats.soldiers / size.soldiers
    if stats.mounted:
        return size.mounted_frontage_m * share, size.mounted_depth_m
    return size.frontage_m * share, size.depth_m
