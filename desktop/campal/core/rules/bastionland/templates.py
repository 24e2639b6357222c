"""Bastionland's warband and knight templates (``resources/rules/bastionland/warbands.json``)."""

from __future__ import annotations

from functools import cache

from ...model import BastionlandCharacterStats, BastionlandWarbandStats, Character, Point, Unit
from ...templates.tables import Metres, Named, Table, entries_of
from ...templates.tokens import TemplateEntry, UnknownTemplate, new_character, new_unit
from ..tables import read_table


class WarbandSize(Table):
    soldiers: int = 24
    frontage_m: Metres = 12.0
    depth_m: Metres = 6.0
    mounted_frontage_m: Metres = 16.0
    mounted_depth_m: Metres = 10.0


class BastionlandTemplates(Table):
    size: WarbandSize
    warbands: dict[str, Named]
    characters: dict[str, Named]


@cache
def bastionland_templates() -> BastionlandTemplates:
    return BastionlandTemplates.model_validate(read_table("bastionland", "warbands"))


def bastionland_size(stats: BastionlandWarbandStats) -> tuple[float, float]:
    size = bastionland_templates().size
    share = stats.soldiers / size.soldiers
    if stats.mounted:
        return size.mounted_frontage_m * share, size.mounted_depth_m
    return size.frontage_m * share, size.depth_m


def entries() -> tuple[TemplateEntry, ...]:
    bands = bastionland_templates()
    return entries_of(bands.warbands, bands.characters)


def create(template_id: str, side: str, position: Point, facing: float, name: str | None) -> Unit | Character:
    bands = bastionland_templates()
    if template_id in bands.warbands:
        template = bands.warbands[template_id]
        band = BastionlandWarbandStats.model_validate(template.stats())
        return new_unit(band, bastionland_size(band), side, position, facing, name or template.es)
    if template_id in bands.characters:
        template = bands.characters[template_id]
        knight = BastionlandCharacterStats.model_validate(template.stats())
        return new_character(knight, side, position, name or template.es)
    raise UnknownTemplate(f"bastionland:{template_id}")
