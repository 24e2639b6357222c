"""The SIFRP tables a GM may edit, read from ``resources/rules/sifrp/*.json`` and validated."""

from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from ...dice import DicePolicy
from ...model import Ability, Formation, Training, UnitType
from ...records import RECORD
from ..tables import read_table


class _Table(BaseModel):
    model_config = RECORD


class Difficulty(_Table):
    value: int
    es: str
    en: str


class DifficultyLadder(_Table):
    ladder: tuple[Difficulty, ...]

    def name_of(self, value: int, language: str = "es") -> str:
        """The ladder's name for ``value``: the highest rung it reaches."""
        reached = [d for d in self.ladder if d.value <= value] or [self.ladder[0]]
        return str(getattr(reached[-1], language))


class TrainingTemplate(_Table):
    discipline: int
    ability_bonus: Annotated[int, Field(ge=0, le=8)]


class TypeTemplate(_Table):
    discipline: int = 0
    armour_rating: Annotated[int, Field(ge=0, le=20)] = 0
    armour_penalty: Annotated[int, Field(ge=-10, le=0)] = 0
    melee_damage: int = 0
    ranged_damage: int | None = None
    range_m: Annotated[float, Field(ge=0)] = 0.0
    movement_m: Annotated[float, Field(ge=0)] = 40.0
    mounted: bool = False
    has_shields: bool = False
    frontage_factor: Annotated[float, Field(gt=0, le=10)] = 1.0  # horses take more room than men
    depth_factor: Annotated[float, Field(gt=0, le=10)] = 1.0
    key_abilities: tuple[Ability, ...] = ()
    abilities: dict[Ability, Annotated[int, Field(ge=0, le=10)]] = Field(default_factory=dict)


class UnitTemplates(_Table):
    base_ability_rank: Annotated[int, Field(ge=1, le=10)] = 2
    training: dict[Training, TrainingTemplate]
    types: dict[UnitType, TypeTemplate]


class FormationRules(_Table):
    difficulty: int = 0  # the modifier to the order that forms it
    discipline: int = 0
    defence: int = 0
    defence_vs_melee: int = 0
    defence_vs_ranged: int = 0
    fighting_dice: int = 0
    charge_dice: int = 0
    dice_vs_loose: int = 0
    shelter_defence: int = 0
    negates_flank: bool = False
    negates_charge: bool = False
    can_attack: bool = True
    movement_factor: Annotated[float, Field(ge=0, le=2)] = 1.0
    # The ground a hundred men on foot cover in this formation.
    frontage_m: Annotated[float, Field(gt=0, le=1000)] = 40.0
    depth_m: Annotated[float, Field(gt=0, le=1000)] = 10.0


class LightRules(_Table):
    dice: dict[Ability, int] = Field(default_factory=dict)


class WeatherRules(_Table):
    flat: dict[Ability, int] = Field(default_factory=dict)
    as_light: str | None = None


class FieldRules(_Table):
    light: dict[str, LightRules]
    weather: dict[str, WeatherRules]


class SiegeEngineRules(_Table):
    damage: int
    range_m: Annotated[float, Field(ge=0)]


class FallTest(_Table):
    ability: Ability = Ability.WARFARE
    commander: int = 12
    hero: int = 9


def _lessened() -> dict[str, int | str]:
    return {"fatigue": 1, "injury": "endurance", "wound": "all"}


class HurtPenalties(_Table):
    """What each fatigue, injury (herida leve) and wound (herida grave) taken to lessen damage
    costs the character on every later test: the SIFRP core book's penalties, which the Guerra
    text names without numbers, so a GM default: −1D per fatigue, −1 per injury, −1D per wound."""

    fatigue_dice: int = 1
    injury_modifier: int = 1
    wound_dice: int = 1


class WarfareRules(_Table):
    order_repeat_step: int = 3
    # "por cada dos unidades completas que tenga su ejército": whole units the army still fields
    # (not destroyed, not gone off the field), the GM's default reading; "undamaged" counts only
    # organised units at full Salud.
    complete_units: Literal["fielded", "undamaged"] = "fielded"
    orders_per_lieutenant: int = 1
    orders_without_commander: int = 1
    status_to_assume_command: int = 3
    attached_discipline: int = -3
    attached_dice: int = 1
    character_vs_unit_defence: int = 20
    men_per_health: Annotated[int, Field(ge=1)] = 10
    lone_character_dice: int = 2
    hidden_first_attack_dice: int = 1
    flank_dice: int = 1
    rear_dice: int = 2
    # Where a flank ends and the rear begins, in degrees either side of the target's front and
    # back: a GM default, the text gives no arcs.
    front_half_arc_deg: Annotated[float, Field(ge=0.0, le=180.0)] = 45.0
    rear_half_arc_deg: Annotated[float, Field(ge=0.0, le=180.0)] = 45.0
    run_multiplier: float = 4.0
    bulk_movement_m: float = 10.0
    character_movement_m: float = 40.0  # a lone character on the field: a GM default
    cover_defence: int = 5  # Defence from terrain cover against missiles: a GM default
    disorganised_dice: int = -1
    disorganised_discipline: int = 3
    destroy_multiplier: int = 2
    destroy_when_penalties_reach_endurance: bool = True
    attached_damage: dict[str, int]
    fall_test: FallTest = FallTest()
    character_rounds: int = 5
    half_rounds_per_major: int = 2
    half_rounds_per_minor: int = 1
    siege_idle_rounds: int = 1
    envoy_influence_die: int = 6
    glory_per_defeated_unit: int = 1
    glory_for_loser: int = 1
    resource_bound: int = 50  # step 11: a house's Tierras, Fortuna... kept within ±this
    # What fatigue, an injury or a wound takes off an attached character's damage: a GM default
    # (the text names them without numbers); "endurance" counts the character's Constitución.
    damage_lessened: dict[str, int | str] = Field(default_factory=_lessened)
    hurt_penalties: HurtPenalties = HurtPenalties()
    garrison_home_discipline: int = -3  # NOTES.md: −3 more on home ground
    garrison_away_discipline: int = 3  # and +3 away


class OrderRules(_Table):
    modifier: int = 0
    advanced: bool = False
    standing: str | None = None  # the standing order it leaves, if any
    resolution: str = "carry_out"  # "immediate": the order roll is the whole order
    requires: tuple[str, ...] = ()
    no_unit: bool = False
    rout_on_failure: bool = False
    formation_difficulty: bool = False
    dice: int = 0
    target_dice: int = 0
    damage: int = 0
    extra_damage: int = 0
    damage_factor: int = 1
    shield_dice: int = 0
    movement_factor: float = 1.0
    equipped_modifier: int | None = None
    wall_difficulty: int = 12
    discipline: int = 0
    damage_from_degree: int = 2
    metres_per_degree: float = 10.0
    difficulty: int = 12
    defence: int = 0
    population: int = 1  # Devastar la región: Población the lands' house loses
    wealth: int = 1  # and Fortuna
    near_m: float = 80.0  # Maniobra en pinza: how near the two units stand ("dos unidades cercanas")


class EquipmentRules(_Table):
    orders: tuple[str, ...] = ()  # the orders it serves
    equipped: bool = False  # Escalar muro "con garfios o escaleras": no extra difficulty
    dice: dict[str, Annotated[int, Field(ge=-5, le=5)]] = Field(default_factory=dict)  # per order
    damage: dict[str, Annotated[int, Field(ge=-20, le=20)]] = Field(default_factory=dict)  # per order
    # Poured from the wall on those working at its foot: climbers, sappers and their rams.
    poured_damage: Annotated[int, Field(ge=0, le=20)] = 0
    poured_on: tuple[str, ...] = ("scale_wall", "undermine")
    defence_vs_ranged: Annotated[int, Field(ge=-20, le=20)] = 0
    movement_factor: Annotated[float, Field(gt=0, le=2)] = 1.0
    afloat: bool = False  # boats: the unit moves on navigable water, and only there


BOOKKEEPING = ("gm_default", "note")


def _read(name: str) -> Any:
    """The table with the battle's house rules laid over it, without its bookkeeping words."""
    table = read_table("sifrp", name)
    if isinstance(table, dict):
        return {k: v for k, v in table.items() if k not in BOOKKEEPING}
    return table


@cache
def difficulties() -> DifficultyLadder:
    return DifficultyLadder.model_validate(_read("difficulties"))


@cache
def dice_policy() -> DicePolicy:
    return DicePolicy.model_validate(_read("dice"))


@cache
def unit_templates() -> UnitTemplates:
    return UnitTemplates.model_validate(_read("unit_templates"))


@cache
def formations() -> dict[Formation, FormationRules]:
    raw = _read("formations")
    return {Formation(key): FormationRules.model_validate(value) for key, value in raw.items()}


@cache
def field_rules() -> FieldRules:
    return FieldRules.model_validate(_read("field"))


@cache
def siege_engines() -> dict[str, SiegeEngineRules]:
    return {k: SiegeEngineRules.model_validate(v) for k, v in _read("siege_engines").items()}


@cache
def warfare() -> WarfareRules:
    return WarfareRules.model_validate(_read("warfare"))


@cache
def equipment() -> dict[str, EquipmentRules]:
    return {
        k: EquipmentRules.model_validate(v) for k, v in _read("equipment").items() if not k.startswith("_")
    }


@cache
def orders() -> dict[str, OrderRules]:
    return {k: OrderRules.model_validate(v) for k, v in _read("orders").items()}


def formation(kind: Formation) -> FormationRules:
    return formations().get(kind, FormationRules())
