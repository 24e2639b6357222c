"""What every system's templates share: the list entry, the refusal, and how a token is made."""

from __future__ import annotations

from typing import Literal

from ..frozen import frozen
from ..model import Character, CharacterStats, Point, Unit, UnitStats, new_id
from ..movement.movers import unit_mover

# A person on foot stands in about a metre; a rider in about three.
CHARACTER_RADIUS_M = 0.5
RIDER_RADIUS_M = 1.5


class UnknownTemplate(LookupError):
    pass


@frozen
class TemplateEntry:
    id: str
    kind: Literal["unit", "character"]
    es: str
    en: str
    short_es: str = ""  # a shorter name for the place tool's status line, when there is one
    short_en: str = ""

    def label(self, language: str) -> str:
        return self.es if language == "es" else self.en

    def short_label(self, language: str) -> str:
        return (self.short_es if language == "es" else self.short_en) or self.label(language)


def new_unit(
    stats: UnitStats, size: tuple[float, float], side: str, position: Point, facing: float, name: str
) -> Unit:
    """A unit of ``stats`` covering ``size`` (frontage, depth), its kind read from its stats."""
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


def new_character(stats: CharacterStats, side: str, position: Point, name: str) -> Character:
    radius = RIDER_RADIUS_M if getattr(stats, "mounted", False) else CHARACTER_RADIUS_M
    return Character(id=new_id("char"), name=name, side=side, position=position, radius=radius, stats=stats)
