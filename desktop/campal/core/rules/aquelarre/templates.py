"""Aquelarre's archetypes (``resources/rules/aquelarre/archetypes.json``); the gear they name is
in the kit's tables (``kit.py``)."""

from __future__ import annotations

from functools import cache

from ...model import AquelarreCharacterStats, Character, Point, Unit
from ...templates.tables import Named
from ...templates.tokens import TemplateEntry, UnknownTemplate, new_character
from ..tables import read_table


@cache
def aquelarre_archetypes() -> dict[str, Named]:
    return {key: Named.model_validate(value) for key, value in read_table("aquelarre", "archetypes").items()}


def entries() -> tuple[TemplateEntry, ...]:
    return tuple(TemplateEntry(k, "character", v.es, v.en) for k, v in aquelarre_archetypes().items())


def create(template_id: str, side: str, position: Point, facing: float, name: str | None) -> Unit | Character:
    if template_id not in aquelarre_archetypes():
        raise UnknownTemplate(f"aquelarre:{template_id}")
    template = aquelarre_archetypes()[template_id]
    data = template.stats()
    data.setdefault("health", data.get("max_health", 10))
    person = AquelarreCharacterStats.model_validate(data)
    return new_character(person, side, position, name or template.es)
