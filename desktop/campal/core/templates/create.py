"""New tokens from templates, for any rule system: every value editable afterwards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..model import (
    AquelarreCharacterStats,
    BastionlandCharacterStats,
    BastionlandWarbandStats,
    Character,
    ExaltedCharacterStats,
    ExaltedUnitStats,
    Point,
    RuleSystemId,
    Training,
    Unit,
    UnitType,
    new_id,
)
from ..movement.movers import unit_mover
from ..rules.sifrp.tables import unit_templates
from ..rules.sifrp.templates import unit_stats
from .sizes import bastionland_size, exalted_size, sifrp_size
from .tables import aquelarre_archetypes, bastionland_templates, exalted_templates

# A person on foot stands in about a metre; a rider in about three.
CHARACTER_RADIUS_M = 0.5
RIDER_RADIUS_M = 1.5


class UnknownTemplate(LookupError):
    pass


@dataclass(frozen=True)
class TemplateEntry:
    id: str
    kind: Literal["unit", "character"]
    es: str
    en: str


def templates_for(system: RuleSystemId | str) -> tuple[TemplateEntry, ...]:
    """Every template of a system, for a roster's «new from template» list."""
    system = RuleSystemId(system)
    if system is RuleSystemId.SIFRP:
        return tuple(
            TemplateEntry(f"{kind.value}/{training.value}", "unit", kind.value, kind.value)
            for kind in unit_templates().types
            for training in unit_templates().training
        )
    if system is RuleSystemId.EXALTED:
        table = exalted_templates()
        units = [TemplateEntry(k, "unit", v.es, v.en) for k, v in table.units.items()]
        return (*units, *(TemplateEntry(k, "character", v.es, v.en) for k, v in table.characters.items()))
    if system is RuleSystemId.BASTIONLAND:
        bands = bastionland_templates()
        units = [TemplateEntry(k, "unit", v.es, v.en) for k, v in bands.warbands.items()]
        return (*units, *(TemplateEntry(k, "character", v.es, v.en) for k, v in bands.characters.items()))
    return tuple(TemplateEntry(k, "character", v.es, v.en) for k, v in aquelarre_archetypes().items())


def _sifrp(template_id: str, side: str, position: Point, facing: float, name: str | None) -> Unit:
    kind_text, _, training_text = template_id.partition("/")
    try:
        kind, training = UnitType(kind_text), Training(training_text or Training.TRAINED.value)
    except ValueError:
        raise UnknownTemplate(template_id) from None
    stats = unit_stats(kind, training)
    frontage, depth = sifrp_size(stats)
    return Unit(
        id=new_id("unit"),
        name=name or kind.value,
        side=side,
        kind="cavalry" if stats.mounted else kind.value,
        position=position,
        facing=facing,
        frontage=frontage,
        depth=depth,
        stats=stats,
    )


def _unit(
    stats: ExaltedUnitStats | BastionlandWarbandStats,
    size: tuple[float, float],
    side: str,
    position: Point,
    facing: float,
    name: str,
) -> Unit:
    provisional = Unit(id="unit-new", name=name, side=side, position=position, stats=stats)
    return Unit(
        id=new_id("unit"),
        name=name,
        side=side,
        kind=unit_mover(provisional).value,
        position=position,
        facing=facing,
        frontage=size[0],
        depth=size[1],
        stats=stats,
    )


def _character(
    stats: ExaltedCharacterStats | AquelarreCharacterStats | BastionlandCharacterStats,
    side: str,
    position: Point,
    name: str,
) -> Character:
    radius = RIDER_RADIUS_M if stats.mounted else CHARACTER_RADIUS_M
    return Character(id=new_id("char"), name=name, side=side, position=position, radius=radius, stats=stats)


def create_from_template(
    system: RuleSystemId | str,
    template_id: str,
    side: str,
    position: Point,
    *,
    facing: float = 0.0,
    name: str | None = None,
) -> Unit | Character:
    """A fresh token of ``template_id`` (SIFRP: ``"<type>/<training>"``, training optional)."""
    system = RuleSystemId(system)
    if system is RuleSystemId.SIFRP:
        return _sifrp(template_id, side, position, facing, name)
    if system is RuleSystemId.EXALTED:
        table = exalted_templates()
        if template_id in table.units:
            template = table.units[template_id]
            unit_stats_ = ExaltedUnitStats.model_validate(template.stats())
            size = exalted_size(unit_stats_)
            return _unit(unit_stats_, size, side, position, facing, name or template.es)
        if template_id in table.characters:
            template = table.characters[template_id]
            hero = ExaltedCharacterStats.model_validate(template.stats())
            return _character(hero, side, position, name or template.es)
    if system is RuleSystemId.BASTIONLAND:
        bands = bastionland_templates()
        if template_id in bands.warbands:
            template = bands.warbands[template_id]
            band = BastionlandWarbandStats.model_validate(template.stats())
            return _unit(band, bastionland_size(band), side, position, facing, name or template.es)
        if template_id in bands.characters:
            template = bands.characters[template_id]
            knight = BastionlandCharacterStats.model_validate(template.stats())
            return _character(knight, side, position, name or template.es)
    if system is RuleSystemId.AQUELARRE and template_id in aquelarre_archetypes():
        template = aquelarre_archetypes()[template_id]
        data = template.stats()
        data.setdefault("health", data.get("max_health", 10))
        person = AquelarreCharacterStats.model_validate(data)
        return _character(person, side, position, name or template.es)
    raise UnknownTemplate(f"{system.value}:{template_id}")
