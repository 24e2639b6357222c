"""Aquelarre's gear and skills as the GM's editable tables (``resources/rules/aquelarre``)."""

from __future__ import annotations

import re
from enum import StrEnum
from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ...dice.percentile import PercentileBands
from ...model import HitLocation
from ...records import RECORD
from ..tables import read_table

Characteristic = Literal[
    "strength", "agility", "dexterity", "resistance", "perception", "communication", "culture"
]
_DICE = re.compile(r"^(?:(\d+)[Dd](\d+))?([+-]\d+)?$")

BARE_HANDS = "bare_hands"  # the weapons table's entry for a blow with no weapon (Pelea)


class _Table(BaseModel):
    model_config = RECORD


class Size(StrEnum):
    LIGHT = "ligero"
    MEDIUM = "medio"
    HEAVY = "pesado"

    @property
    def rank(self) -> int:
        return (Size.LIGHT, Size.MEDIUM, Size.HEAVY).index(self)


class DamageKind(StrEnum):
    CUT = "corte"
    BLUNT = "contundente"
    PIERCE = "perforante"


class DiceExpr(_Table):
    """``count``D``sides`` plus ``bonus``: a weapon's damage, or a step of the damage bonus."""

    count: Annotated[int, Field(ge=0, le=10)] = 0
    sides: Annotated[int, Field(ge=0, le=100)] = 0
    bonus: int = 0
    negative: bool = False  # a negative damage bonus (−1D4) takes the dice away

    @classmethod
    def parse(cls, text: str) -> DiceExpr:
        text = text.strip().replace(" ", "")
        negative = text.startswith("-") and "D" in text.upper()
        body = text[1:] if negative or (text.startswith("+") and "D" in text.upper()) else text
        match = _DICE.match(body)
        if match is None:
            raise ValueError(f"not a dice expression: {text!r}")
        count, sides, bonus = match.groups()
        return cls(count=int(count or 0), sides=int(sides or 0), bonus=int(bonus or 0), negative=negative)

    @property
    def sizes(self) -> tuple[int, ...]:
        return (self.sides,) * self.count

    @property
    def maximum(self) -> int:
        total = self.count * self.sides + self.bonus
        return -total if self.negative else total

    def label(self) -> str:
        dice = f"{self.count}D{self.sides}" if self.count else ""
        bonus = f"{self.bonus:+d}" if self.bonus else ""
        text = (dice + bonus) or "0"
        return f"-{text}" if self.negative else text


class Weapon(_Table):
    skill: str
    base: Characteristic
    kind: DamageKind
    strength: Annotated[int, Field(ge=0, le=30)]
    size: Size
    damage: str
    thrown: bool = False
    range_varas: tuple[float, float, float] | None = None
    reload: Annotated[int, Field(ge=0, le=10)] = 0
    hook: bool = False  # a lanza larga fit to unhorse a rider (Descabalgar)
    initiative: Annotated[int, Field(ge=-10, le=10)] = 0  # spears raise it, maces lower it
    staff: bool = False

    @property
    def is_missile(self) -> bool:
        return self.range_varas is not None

    @property
    def damage_dice(self) -> DiceExpr:
        return DiceExpr.parse(self.damage)


class Armour(_Table):
    protection: Annotated[int, Field(ge=0, le=30)]
    resistance: Annotated[int, Field(ge=0, le=1000)]
    strength: Annotated[int, Field(ge=0, le=30)] = 0
    locations: tuple[HitLocation, ...]
    initiative: Annotated[int, Field(ge=-20, le=0)] = 0
    agility_skills: Annotated[int, Field(ge=-100, le=0)] = 0


class Shield(_Table):
    size: Literal["pequeno", "medio", "grande"]
    resistance: Annotated[int, Field(ge=0, le=1000)]
    strength: Annotated[int, Field(ge=0, le=30)] = 0
    locations: tuple[HitLocation, ...]
    skill: int = 0
    initiative: Annotated[int, Field(ge=-20, le=0)] = 0
    attack_damage: str | None = None  # None: too big to strike with (tarja, pavés)


class Mount(_Table):
    es: str
    en: str
    max_health: Annotated[int, Field(ge=1, le=60)]
    protection: Annotated[int, Field(ge=0, le=30)] = 0
    trained: bool = True


class BonusStep(_Table):
    from_: Annotated[int, Field(alias="from", ge=1, le=100)]
    bonus: str


class Kit(_Table):
    weapons: dict[str, Weapon]
    bare_hands: Weapon
    armour: dict[str, Armour]
    helmets: dict[str, Armour]
    shields: dict[str, Shield]
    mounts: dict[str, Mount]
    skills: dict[str, Characteristic]
    ladder: tuple[BonusStep, ...]
    bands: PercentileBands

    def weapon(self, key: str | None) -> Weapon:
        return self.weapons.get(key or "", self.bare_hands)

    def piece(self, key: str) -> Armour | None:
        return self.armour.get(key) or self.helmets.get(key)


@cache
def kit() -> Kit:
    weapons = read_table("aquelarre", "weapons")
    armour = read_table("aquelarre", "armour")
    skills = read_table("aquelarre", "skills")
    dice = {k: v for k, v in read_table("aquelarre", "dice").items() if k not in ("gm_default", "note")}
    return Kit(
        weapons=weapons["weapons"],
        bare_hands=weapons["bare_hands"],
        armour=armour["armour"],
        helmets=armour["helmets"],
        shields=read_table("aquelarre", "shields")["shields"],
        mounts=read_table("aquelarre", "mounts")["mounts"],
        skills=skills["skills"],
        ladder=read_table("aquelarre", "damage_bonus")["ladder"],
        bands=PercentileBands.model_validate(dice),
    )
