"""The Exalted tables a GM may edit, read from ``resources/rules/exalted/*.json`` and validated."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ...model import ExaltedFormation
from ...records import RECORD
from ..tables import read_table

Factor = Annotated[int, Field(ge=0, le=5)]


class _Table(BaseModel):
    model_config = RECORD


class MagnitudeTable(_Table):
    gm_default: bool = False
    note: str = ""
    bands: tuple[tuple[int, int], ...]
    relays_from_magnitude: int = 3
    communication_failure_drill: int = -2
    specials_per_magnitude: int = 2
    excess_leave_order: tuple[Literal["relay", "sorcerer", "hero"], ...] = ("relay", "sorcerer", "hero")
    excess_note: str = ""


class Named(_Table):
    es: str
    en: str


class DrillMight(_Table):
    gm_default: bool = True
    note: str = ""
    drill: dict[str, Named]
    might: dict[str, Named]
    might_bonus_adds_to_attack: bool = False


class FormationEffects(_Table):
    min_drill: Annotated[int, Field(ge=0, le=5)] = 0
    close_rating_factor: Factor = 1
    close_rating_penalty: Factor = 0
    shield_factor_close: Factor = 1
    shield_factor_ranged: Factor = 1
    dv_vs_ranged: int = 0
    enemy_magnitude_close: Factor = 1
    enemy_magnitude_close_from_close: Factor | None = None
    enemy_magnitude_ranged: Factor = 1
    hesitation: int = 0
    rout: int = 0
    move_factor: Annotated[float, Field(ge=0, le=3)] = 1.0
    can_dash: bool = True


class Formations(_Table):
    gm_default: bool = True
    note: str = ""
    formations: dict[ExaltedFormation, FormationEffects]


class ActionSpec(_Table):
    speed: Annotated[int, Field(ge=0, le=20)]
    dv: Annotated[int, Field(ge=-10, le=10)] = 0
    roll: Literal["attack", "command", "disengage", "hide"] | None = None
    reflexive: bool = False
    dv_ranged_only: bool = False  # its DV change counts against missiles only (Guard)


class Actions(_Table):
    gm_default: bool = True
    note: str = ""
    actions: dict[str, ActionSpec]
    aim_bonus: Annotated[int, Field(ge=0, le=10)] = 3
    flurry_step_penalty: Annotated[int, Field(ge=0, le=5)] = 1


class Combat(_Table):
    gm_default: bool = True
    note: str = ""
    magnitude_bonus_cap: Annotated[int, Field(ge=0, le=9)] = 3
    hit_needs_net_successes: Annotated[int, Field(ge=0, le=5)] = 1
    extra_successes_add_damage: bool = True
    hardness_absorbs_when_at_least_raw: bool = True
    damage_tens_double: bool = False
    minimum_damage: Literal["attacker_magnitude", "target_magnitude"] = "attacker_magnitude"
    overflow_carries: bool = True
    ranged_attacks_use_parry: bool = False
    ranged_damage_adds_strength: bool = False
    leaving_melee_free_attack: bool = True
    ride_minimum: Annotated[int, Field(ge=0, le=5)] = 1
    heroes_lend_abilities: bool = True
    heroes_lend_war: bool = False
    sorcerers_direct_their_attacks: bool = True
    ammunition_per_attack: Annotated[int, Field(ge=1, le=10)] = 3
    ammunition_mobile: Annotated[int, Field(ge=0, le=30)] = 12
    ammunition_fortified: Annotated[int, Field(ge=0, le=30)] = 21
    fatigue_at_zero_endurance: int = -2
    fatigue_applies_to: tuple[str, ...] = ("attack", "dv")
    wounds_apply_to: tuple[str, ...] = ("attack", "dv")
    envelop_penalty: int = -2
    envelop_magnitude_margin: int = 1
    called_shot_engaged_ticks: int = 1
    unexpected_from: tuple[Literal["flank", "rear"], ...] = ("rear",)
    flank_dv: int = -1
    join_war_minimum_dice: Annotated[int, Field(ge=0, le=5)] = 0
    extra_traits: dict[str, int] = Field(default_factory=dict)
    cover_dv: tuple[tuple[int, int], ...] = ()
    duel_interference_hesitation: int = 2
    duel_minimum_damage: Annotated[int, Field(ge=0, le=10)] = 1
    rally_numbers_stragglers: Literal["own", "field"] = "own"
    infection_difficulty: Annotated[int, Field(ge=0, le=10)] = 2
    recovery_days_per_magnitude: Annotated[int, Field(ge=1, le=30)] = 1

    def cover_bonus(self, percent: int) -> int:
        for threshold, bonus in sorted(self.cover_dv, reverse=True):
            if percent >= threshold:
                return bonus
        return 0


class Morale(_Table):
    gm_default: bool = True
    note: str = ""
    perceived_enemy: dict[str, Annotated[int, Field(ge=0, le=10)]]
    triggers: dict[str, int]
    minimum_difficulty: Annotated[int, Field(ge=0, le=5)] = 0
    botch_routs: bool = True
    loss_per_missing_success: Annotated[int, Field(ge=0, le=5)] = 1
    loss_cap: Annotated[int, Field(ge=0, le=9)] = 2
    no_morale_dice: Annotated[int, Field(ge=0, le=10)] = 5
    exhaustion_bonuses: dict[str, int] = Field(default_factory=dict)
    exhaustion_minimum: Annotated[int, Field(ge=0, le=5)] = 1
    mob_rule_wait_from: Literal["first_action", "after_last_order"] = "first_action"


class Charm(_Table):
    speed: Annotated[int, Field(ge=0, le=20)]
    dv: Annotated[int, Field(ge=-10, le=10)] = 0
    es: str
    en: str


class Charms(_Table):
    gm_default: bool = True
    note: str = ""
    charms: dict[str, Charm]
    spell_minutes: tuple[Annotated[int, Field(ge=1, le=1440)], ...] = (5,)

    def spec(self, charm: str) -> ActionSpec | None:
        found = self.charms.get(charm)
        return None if found is None else ActionSpec(speed=found.speed, dv=found.dv)


@cache
def charms() -> Charms:
    return Charms.model_validate(read_table("exalted", "charms"))


def spell_spec(minutes: int) -> ActionSpec:
    """A spell is an action of Speed 5, DV −2; one that takes longer is not cast faster: its
    minutes (long ticks) are the casting's Speed."""
    spell = action("spell")
    return spell.model_copy(update={"speed": max(spell.speed, min(minutes, 20))})


@cache
def magnitude_table() -> MagnitudeTable:
    return MagnitudeTable.model_validate(read_table("exalted", "magnitude"))


@cache
def drill_might() -> DrillMight:
    return DrillMight.model_validate(read_table("exalted", "drill_might"))


@cache
def formations() -> Formations:
    return Formations.model_validate(read_table("exalted", "formations"))


def formation(kind: ExaltedFormation) -> FormationEffects:
    return formations().formations[kind]


@cache
def actions() -> Actions:
    return Actions.model_validate(read_table("exalted", "actions"))


def action(action_id: str) -> ActionSpec:
    return actions().actions[action_id]


@cache
def combat() -> Combat:
    return Combat.model_validate(read_table("exalted", "combat"))


@cache
def morale() -> Morale:
    return Morale.model_validate(read_table("exalted", "morale"))
