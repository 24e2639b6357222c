"""Exalted 2e character traits, as a unit's commander or a special character carries them.

A unit "uses the commander's statistics (Traits, Virtues, Willpower, Essence)" and has as many
health levels as the commander; every ability is capped by War when the unit acts (the rule
lives in ``rules.exalted.traits``, the values here are what the GM typed).
"""

from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, Field

from ..records import RECORD

Dots = Annotated[int, Field(ge=0, le=10)]


class Attribute(StrEnum):
    STRENGTH = "strength"
    DEXTERITY = "dexterity"
    STAMINA = "stamina"
    CHARISMA = "charisma"
    MANIPULATION = "manipulation"
    APPEARANCE = "appearance"
    PERCEPTION = "perception"
    INTELLIGENCE = "intelligence"
    WITS = "wits"


class Ability(StrEnum):
    WAR = "war"
    MELEE = "melee"
    ARCHERY = "archery"
    THROWN = "thrown"
    MARTIAL_ARTS = "martial_arts"
    DODGE = "dodge"
    AWARENESS = "awareness"
    STEALTH = "stealth"
    PERFORMANCE = "performance"
    PRESENCE = "presence"
    RESISTANCE = "resistance"
    RIDE = "ride"
    OCCULT = "occult"


class Virtue(StrEnum):
    COMPASSION = "compassion"
    CONVICTION = "conviction"
    TEMPERANCE = "temperance"
    VALOR = "valor"


# A mortal's health track (Exalted 2e core): the wound penalty of each level before
# Incapacitated. Editable per character; the default is the core book's seven levels.
MORTAL_HEALTH: tuple[int, ...] = (0, -1, -1, -2, -2, -4)


def _attributes() -> dict[Attribute, int]:
    return {attribute: 2 for attribute in Attribute}


def _virtues() -> dict[Virtue, int]:
    return {virtue: 2 for virtue in Virtue}


class Health(BaseModel):
    """Health levels with their wound penalties, the last box being Incapacitated."""

    model_config = RECORD

    levels: Annotated[tuple[Annotated[int, Field(ge=-10, le=0)], ...], Field(min_length=1, max_length=30)] = (
        MORTAL_HEALTH
    )
    damage: Annotated[int, Field(ge=0, le=31)] = 0

    @property
    def boxes(self) -> int:
        """Levels to fill up to and including Incapacitated."""
        return len(self.levels) + 1

    @property
    def is_incapacitated(self) -> bool:
        return self.damage >= self.boxes

    @property
    def wound_penalty(self) -> int:
        if self.damage == 0 or self.is_incapacitated:
            return 0
        return self.levels[self.damage - 1]


class Gear(BaseModel):
    """What the character fights with: weapon damage and Defence, armour soak, Hardness,
    mobility and fatigue penalties, a shield's DV bonus."""

    model_config = RECORD

    weapon_damage: Annotated[int, Field(ge=0, le=30)] = 3
    weapon_accuracy: Annotated[int, Field(ge=-5, le=10)] = 1
    weapon_defence: Annotated[int, Field(ge=-5, le=10)] = 1
    range_yards: Annotated[float, Field(ge=0, le=5000)] = 0.0
    armour_soak: Annotated[int, Field(ge=0, le=30)] = 0
    hardness: Annotated[int, Field(ge=0, le=30)] = 0
    mobility_penalty: Annotated[int, Field(ge=-10, le=0)] = 0
    fatigue: Annotated[int, Field(ge=0, le=10)] = 0
    shield_dv: Annotated[int, Field(ge=0, le=5)] = 0


class Traits(BaseModel):
    """A character's traits; unlisted abilities are 0."""

    model_config = RECORD

    attributes: dict[Attribute, Dots] = Field(default_factory=_attributes)
    abilities: dict[Ability, Dots] = Field(default_factory=dict)
    virtues: dict[Virtue, Dots] = Field(default_factory=_virtues)
    willpower: Annotated[int, Field(ge=1, le=10)] = 5
    essence: Annotated[int, Field(ge=1, le=10)] = 1
    health: Health = Health()
    gear: Gear = Gear()

    def attribute(self, attribute: Attribute) -> int:
        return self.attributes.get(attribute, 0)

    def ability(self, ability: Ability) -> int:
        return self.abilities.get(ability, 0)

    def virtue(self, virtue: Virtue) -> int:
        return self.virtues.get(virtue, 0)
