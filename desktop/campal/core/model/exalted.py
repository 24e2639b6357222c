"""Exalted 2e mass-combat values kept in the battle file: a unit's traits and a lone hero's.

Derived values (pools, Morale, DV, difficulties) are computed by ``rules.exalted``; these
documents hold what the GM types and what play changes. The text's tables for Drill, Might and
movement (its pages 160–169) are not available: their defaults are data in
``resources/rules/exalted/``.
"""

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD, RECORD
from .exalted_traits import Traits
from .ids import IdText
from .sifrp import Tag

Small = Annotated[int, Field(ge=0, le=30)]
Tick = Annotated[int, Field(ge=0, le=100_000)]


class ExaltedFormation(StrEnum):
    UNORDERED = "unordered"
    SKIRMISH = "skirmish"
    RELAXED = "relaxed"
    CLOSE = "close"


class ExaltedUnitState(StrEnum):
    FIGHTING = "fighting"
    HESITATING = "hesitating"  # may not move until its next action
    ROUTED = "routed"
    DESTROYED = "destroyed"  # Magnitude 0: the commander stands alone


class SpecialKind(StrEnum):
    HERO = "hero"
    SORCERER = "sorcerer"


class SpecialCharacter(BaseModel):
    """A hero or a sorcerer in the unit. ``character`` names the map token while the special
    character acts apart from the unit (its own Join War, its own ticks)."""

    model_config = RECORD

    id: IdText
    name: Annotated[str, Field(min_length=1, max_length=80)]
    kind: SpecialKind
    traits: Traits = Traits()
    character: IdText | None = None


class Troop(BaseModel):
    """The members' averages the ratings derive from (the text's formulas)."""

    model_config = RECORD

    dexterity: Small = 2
    strength: Small = 2
    stamina: Small = 2
    valor: Small = 2
    close_ability: Small = 2
    ranged_ability: Small = 0
    close_accuracy: Annotated[int, Field(ge=-5, le=10)] = 1
    ranged_accuracy: Annotated[int, Field(ge=-5, le=10)] = 0
    close_weapon_damage: Small = 3
    ranged_weapon_damage: Small = 0
    # What the members fight with, in the GM's words ("lanzas", "arcos cortos"): the log names
    # the weapon an attack was made with.
    close_weapon: Annotated[str, Field(max_length=60)] = ""
    ranged_weapon: Annotated[str, Field(max_length=60)] = ""
    soak: Small = 3
    hardness: Small = 0
    mobility_penalty: Annotated[int, Field(ge=-10, le=0)] = 0
    fatigue: Annotated[int, Field(ge=0, le=10)] = 0
    mount_valor: Small | None = None  # cavalry use their mounts' Valor
    ride: Small = 2  # the riders' Ride: under the mounts' minimum they are no cavalry


class ExaltedUnitStats(BaseModel):
    """A mass-combat unit. ``speed`` is its Dexterity plus armour mobility penalty (the text's
    base for the Move action); the yards it makes of it are a GM table per mover kind."""

    model_config = FINITE_RECORD

    system: Literal["exalted"] = "exalted"
    magnitude: Annotated[int, Field(ge=0, le=9)] = 3
    drill: Annotated[int, Field(ge=0, le=5)] = 1
    might: Annotated[int, Field(ge=0, le=5)] = 0
    might_bonus: Annotated[int, Field(ge=0, le=4)] = 0
    endurance: Small = 3
    speed: Annotated[int, Field(ge=0, le=20)] = 3
    close_combat: Annotated[int, Field(ge=0, le=10)] = 0
    ranged_combat: Annotated[int, Field(ge=0, le=10)] = 0
    close_damage: Small = 2
    ranged_damage: Small = 0
    range_yards: Annotated[float, Field(ge=0, le=5000)] = 0.0
    armour: Annotated[int, Field(ge=0, le=20)] = 0
    hardness: Small = 0
    armour_fatigue: Annotated[int, Field(ge=0, le=10)] = 0
    morale: Small | None = None  # typed by the GM; None: the lowest Valor of troop and commander
    troop: Troop | None = None
    commander: Traits = Traits()
    commander_name: Annotated[str, Field(max_length=80)] = ""
    specials: Annotated[tuple[SpecialCharacter, ...], Field(max_length=18)] = ()
    relays: Annotated[int, Field(ge=0, le=18)] = 0
    formation: ExaltedFormation = ExaltedFormation.RELAXED
    mounted: bool = False
    flying: bool = False
    siege: bool = False  # carts and engines: stopped by difficult terrain
    fearless: bool = False  # undead and automata: never test for rout
    fortified: bool = False
    ammunition: Small | None = None  # None: no missile weapons
    state: ExaltedUnitState = ExaltedUnitState.FIGHTING
    mob_rule: bool = False
    mob_waits: Small = 0  # rout tests made while waiting for orders
    mob_finished: bool = False  # leaderless, it carried out its last order and now waits
    last_order: Annotated[str, Field(max_length=40)] = ""  # the action it took last
    dv_penalty: Annotated[int, Field(ge=-10, le=10)] = 0
    aim_bonus: Annotated[int, Field(ge=0, le=10)] = 0
    attacked_since_action: bool = False
    shot_at_since_action: bool = False  # a ranged attack suffered: it may switch to Skirmish
    pending_skirmish: bool = False  # changes to Skirmish before its next action
    engaged: dict[IdText, Tick] = Field(default_factory=dict)  # enemy → tick contact began
    enveloping: tuple[IdText, ...] = ()
    # Enemies it walked away from without Disengage since its last action: each may strike once.
    left_without_disengage: tuple[IdText, ...] = ()
    duel_with: IdText | None = None
    duel_champion: IdText | None = None  # the hero who fights its duels; None: the commander
    start_magnitude: Annotated[int, Field(ge=0, le=9)] | None = None
    magnitude_lost: Annotated[int, Field(ge=0, le=30)] = 0
    worst_single_loss: Annotated[int, Field(ge=0, le=9)] = 0
    rallied: Annotated[int, Field(ge=0, le=30)] = 0  # Magnitude won back from stragglers
    health_damage: Annotated[int, Field(ge=0, le=31)] = 0
    # Tests the unit owes, answered out of turn: "rout:<trigger>", "hesitation:<trigger>",
    # "exhaustion:<cause>".
    pending: Annotated[tuple[Annotated[str, Field(max_length=60)], ...], Field(max_length=20)] = ()
    tags: tuple[Tag, ...] = ()

    @property
    def is_out_of_action(self) -> bool:
        return self.state is ExaltedUnitState.DESTROYED

    @property
    def is_routed(self) -> bool:
        return self.state is ExaltedUnitState.ROUTED

    @property
    def is_hesitating(self) -> bool:
        return self.state is ExaltedUnitState.HESITATING


class ExaltedCharacterStats(BaseModel):
    """A character on the map: a one-person unit (Magnitude 0), or a special character acting
    apart from ``unit`` until it falls back in line."""

    model_config = FINITE_RECORD

    system: Literal["exalted"] = "exalted"
    essence: Annotated[int, Field(ge=1, le=10)] = 2
    speed: Annotated[int, Field(ge=0, le=20)] = 3
    mounted: bool = False
    flying: bool = False
    out: bool = False  # fallen or taken: the GM's call
    traits: Traits = Traits()
    kind: SpecialKind = SpecialKind.HERO
    unit: IdText | None = None
    dv_penalty: Annotated[int, Field(ge=-10, le=10)] = 0
    last_order: Annotated[str, Field(max_length=40)] = ""  # the action it took last
    aim_bonus: Annotated[int, Field(ge=0, le=10)] = 0
    ammunition: Small | None = None
    tags: tuple[Tag, ...] = ()

    @property
    def is_out_of_action(self) -> bool:
        return self.out or self.traits.health.is_incapacitated
