"""Exalted's unit and hero templates (``resources/rules/exalted/units.json``) and unit ground."""

from __future__ import annotations

import math
from functools import cache
from typing import Annotated

from pydantic import Field

from ...model import Character, ExaltedCharacterStats, ExaltedFormation, ExaltedUnitStats, Point, Unit
from ...templates.tables import Metres, Named, Table, entries_of
from ...templates.tokens import TemplateEntry, UnknownTemplate, new_character, new_unit
from ..tables import read_table


class ExaltedSpacing(Table):
    spacing_m: Metres
    ranks: Annotated[int, Field(ge=1, le=100)]


class ExaltedTemplates(Table):
    gm_default: bool = True
    note: str = ""
    soldiers_by_magnitude: tuple[int, ...]
    formations: dict[ExaltedFormation, ExaltedSpacing]
    units: dict[str, Named]
    characters: dict[str, Named]


@cache
def exalted_templates() -> ExaltedTemplates:
    return ExaltedTemplates.model_validate(read_table("exalted", "units"))


def exalted_size(stats: ExaltedUnitStats) -> tuple[float, float]:
    table = exalted_templates()
    soldiers = table.soldiers_by_magnitude[min(stats.magnitude, len(table.soldiers_by_magnitude) - 1)]
    spacing = table.formations[stats.formation]
    # A handful of soldiers stands no deeper than it is wide, whatever the formation's ranks.
    ranks = max(min(spacing.ranks, math.isqrt(soldiers)), 1)
    files = math.ceil(soldiers / ranks)
    scale = 2.0 if stats.mounted else 1.0
    return max(files * spacing.spacing_m * scale, 1.0), max(ranks * spacing.spacing_m * scale, 1.0)


def entries() -> tuple[TemplateEntry, ...]:
    table = exalted_templates()
    return entries_of(table.units, table.characters)


def create(template_id: str, side: str, position: Point, facing: float, name: str | None) -> Unit | Character:
    table = exalted_templates()
    if template_id in table.units:
        template = table.units[template_id]
        stats = ExaltedUnitStats.model_validate(template.stats())
        return new_unit(stats, exalted_size(stats), side, position, facing, name or template.es)
    if template_id in table.characters:
        template = table.characters[template_id]
        hero = ExaltedCharacterStats.model_validate(template.stats())
        return new_character(hero, side, position, name or template.es)
    raise UnknownTemplate(f"exalted:{template_id}")
