"""The terrain catalogue: every kind of terrain and fortification, its look and its rule effects.

The catalogue is data (``resources/terrain/catalogue.json``) so a GM can edit it; a battle tunes
single features through their ``overrides``, keyed ``"<section>.<field>"`` where the section is a
rule system (``sifrp``, ``exalted``, ``aquelarre``, ``bastionland``) or one of ``movement``,
``sight`` and ``style``.
"""

import json
from collections.abc import Mapping
from enum import StrEnum
from functools import cache
from importlib.resources import files
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, ValidationError

from ..model import Message, msg
from ..model.features import EffectValue
from ..records import RECORD

CATALOGUE_RESOURCE = ("terrain", "catalogue.json")

Channel = Annotated[int, Field(ge=0, le=255)]
Rgba = tuple[Channel, Channel, Channel, Channel]
Hatch = Literal[
    "none", "dots", "diagonal", "cross", "horizontal", "vertical", "trees", "waves", "marsh", "rocks"
]
# A cost multiplier never falls below 1, so a path never costs less than its length.
Multiplier = Annotated[float, Field(ge=1.0, le=100.0)]


class MoverKind(StrEnum):
    INFANTRY = "infantry"
    CAVALRY = "cavalry"
    SIEGE_ENGINE = "siege_engine"
    INDIVIDUAL = "individual"
    FLYER = "flyer"
    VESSEL = "vessel"  # boats and ships: on water the rule system calls navigable


class SightMode(StrEnum):
    CLEAR = "clear"  # never hides anything
    OBSCURING = "obscuring"  # sight passes through up to ``depth_m`` of it (woods, ruins)
    OBSTACLE = "obstacle"  # blocks unless one end stands on or against it (walls, hills)


class CoverLevel(StrEnum):
    NONE = "none"
    PARTIAL = "partial"
    TOTAL = "total"


class Strict(BaseModel):
    model_config = RECORD


class Names(Strict):
    es: Annotated[str, Field(min_length=1, max_length=80)]
    en: Annotated[str, Field(min_length=1, max_length=80)]


class Style(Strict):
    fill: Rgba
    outline: Rgba
    outline_width_px: Annotated[float, Field(ge=0.0, le=20.0)] = 1.0
    hatch: Hatch = "none"
    # Line kinds are drawn along a polyline and take up ``line_width_m`` on the ground.
    line: bool = False
    line_width_m: Annotated[float, Field(gt=0.0, le=1_000.0)] | None = None


class Sight(Strict):
    mode: SightMode = SightMode.CLEAR
    depth_m: Annotated[float, Field(ge=0.0, le=10_000.0)] = 0.0
    gm_default: bool = False


class Movement(Strict):
    """Cost multipliers per mover kind; ``None`` means the mover cannot enter."""

    infantry: Multiplier | None = 1.0
    cavalry: Multiplier | None = 1.0
    siege_engine: Multiplier | None = 1.0
    individual: Multiplier | None = 1.0
    flyer: Multiplier | None = 1.0
    # Boats go only where a rule system says the water is navigable, never over land.
    vessel: Multiplier | None = None
    gm_default: bool = False

    def multiplier(self, mover: MoverKind) -> float | None:
        value: float | None = getattr(self, mover.value)
        return value


class SifrpEffects(Strict):
    """The eight terrain effects of SIFRP Guerra, plus a fortification's Defence bonus."""

    blocks_movement: bool = False
    cover: bool = False
    bonus_dice: Annotated[int, Field(ge=0, le=5)] = 0
    limits_movement: bool = False
    greatly_limits_movement: bool = False
    navigable: bool = False
    negates_siege_engines: bool = False
    negates_cavalry: bool = False
    defence_bonus: Annotated[int, Field(ge=0, le=50)] = 0
    gm_default: bool = False


class ExaltedTerrain(StrEnum):
    OPEN = "open"
    DIFFICULT = "difficult"
    EXTREME = "extreme"


class ExaltedEffects(Strict):
    terrain: ExaltedTerrain = ExaltedTerrain.OPEN
    cover_percent: Annotated[int, Field(ge=0, le=100)] = 0
    # Deep water and sheer drops stop every land mover, whatever the terrain class says.
    impassable: bool = False
    gm_default: bool = False


class AquelarreEffects(Strict):
    cover: CoverLevel = CoverLevel.NONE
    climbing: bool = False
    swimming: bool = False
    crawling: bool = False
    gm_default: bool = False


class BastionlandEffects(Strict):
    cover: bool = False
    # A structure's own Guard and Armour, for attacks on the structure itself.
    guard: Annotated[int, Field(ge=0, le=100)] = 0
    armour: Annotated[int, Field(ge=0, le=10)] = 0
    gm_default: bool = False


class Effects(Strict):
    sifrp: SifrpEffects
    exalted: ExaltedEffects
    aquelarre: AquelarreEffects
    bastionland: BastionlandEffects


class Kind(Strict):
    names: Names
    style: Style
    sight: Sight = Sight()
    movement: Movement = Movement()
    # Where features overlap, the highest priority decides the cost (a road through a forest).
    movement_priority: Annotated[int, Field(ge=0, le=10)] = 0
    effects: Effects
    note: str = ""


class SifrpRules(Strict):
    limits_factor: Multiplier = 2.0
    greatly_limits_factor: Multiplier = 4.0
    gm_default: bool = True
    note: str = ""


class ExaltedRules(Strict):
    cover_ceiling: dict[ExaltedTerrain, Annotated[int, Field(ge=0, le=100)]]
    gm_default: bool = False
    note: str = ""


class AquelarreRules(Strict):
    walk_varas: Annotated[float, Field(gt=0)] = 6.0
    swim_varas: Annotated[float, Field(gt=0)] = 3.0
    climb_varas: Annotated[float, Field(gt=0)] = 2.0
    crawl_varas: Annotated[float, Field(gt=0)] = 3.0


class BastionlandRules(Strict):
    cover_armour: Annotated[int, Field(ge=0, le=5)] = 1


class SystemRules(Strict):
    sifrp: SifrpRules
    exalted: ExaltedRules
    aquelarre: AquelarreRules
    bastionland: BastionlandRules


class Catalogue(Strict):
    format_version: Literal[1] = 1
    rules: SystemRules
    terrain: dict[Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")], Kind]
    fortifications: dict[Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")], Kind]

    def terrain_kind(self, kind: str) -> Kind | None:
        return self.terrain.get(kind)

    def fortification_kind(self, kind: str) -> Kind | None:
        return self.fortifications.get(kind)


class OverrideRefused(ValueError):
    """An override that names no known effect or holds a value the effect cannot take."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


SYSTEM_SECTIONS = frozenset({"sifrp", "exalted", "aquelarre", "bastionland"})
KIND_SECTIONS = frozenset({"movement", "sight", "style"})


def with_overrides(kind: Kind, overrides: Mapping[str, EffectValue]) -> Kind:
    """The kind as one feature sees it: its overrides laid over the catalogue's values."""
    if not overrides:
        return kind
    data: dict[str, Any] = kind.model_dump(mode="json")
    for key, value in overrides.items():
        section, _, name = key.partition(".")
        if section in SYSTEM_SECTIONS:
            target: dict[str, Any] = data["effects"][section]
        elif section in KIND_SECTIONS:
            target = data[section]
        else:
            raise OverrideRefused(msg("terrain.unknown_override", name=key))
        if name not in target or name == "gm_default":
            raise OverrideRefused(msg("terrain.unknown_override", name=key))
        target[name] = value
    try:
        return Kind.model_validate(data)
    except ValidationError as error:
        location = ".".join(str(part) for part in error.errors()[0]["loc"])
        raise OverrideRefused(msg("terrain.bad_override", name=location)) from error


def parse_catalogue(text: str) -> Catalogue:
    return Catalogue.model_validate(json.loads(text))


@cache
def load_catalogue() -> Catalogue:
    """The catalogue shipped with Campal, read once."""
    resource = files("campal.resources").joinpath(*CATALOGUE_RESOURCE)
    return parse_catalogue(resource.read_text(encoding="utf-8"))
