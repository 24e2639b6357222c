"""SIFRP warfare values kept in the battle file: a unit's and a character's stats, a side's
command record. Derived values (Defence, Health, run) are computed by ``rules.sifrp``; these
documents hold only what a GM types or what play changes.

Ability names follow the English rulebook; the Spanish text's names are in the comments.
"""

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD
from .ids import IdText

Rank = Annotated[int, Field(ge=0, le=10)]
ABILITY_NAMES = "agility|athletics|awareness|fighting|marksmanship|warfare|stealth|endurance"
TAG_TARGETS = rf"^(|defence|discipline|damage|protection|movement|(dice|bonus):({ABILITY_NAMES}))$"
# The same values listed, for a choice box: what a custom tag can modify ("" : nothing yet).
TAG_TARGET_VALUES = (
    "",
    "defence",
    "discipline",
    "damage",
    "protection",
    "movement",
    *(f"{kind}:{ability}" for kind in ("dice", "bonus") for ability in ABILITY_NAMES.split("|")),
)
Small = Annotated[int, Field(ge=-50, le=50)]
Metres = Annotated[float, Field(ge=0.0, le=10_000.0)]


class UnitType(StrEnum):
    ARCHERS = "archers"
    CAVALRY = "cavalry"
    CRIMINALS = "criminals"
    CRUSADERS = "crusaders"
    ENGINEERS = "engineers"
    GARRISON = "garrison"
    GUERRILLAS = "guerrillas"
    INFANTRY = "infantry"
    MERCENARIES = "mercenaries"
    PEASANT_LEVIES = "peasant_levies"
    PERSONAL_GUARDS = "personal_guards"
    RAIDERS = "raiders"
    SAILORS = "sailors"
    SCOUTS = "scouts"
    SUPPORT = "support"


class Training(StrEnum):
    GREEN = "green"
    TRAINED = "trained"
    VETERAN = "veteran"
    ELITE = "elite"


class UnitState(StrEnum):
    ORGANISED = "organised"  # organizada
    DISORGANISED = "disorganised"  # desorganizada
    ROUTED = "routed"  # desbandada
    DESTROYED = "destroyed"  # destruida


class Formation(StrEnum):
    BATTLE = "battle"  # de batalla
    LOOSE = "loose"  # dispersa
    COLUMN = "column"  # en columna
    SQUARE = "square"  # en cuadro
    WEDGE = "wedge"  # en cuña
    CHECKERBOARD = "checkerboard"  # en damero
    PHALANX = "phalanx"  # en falange
    SHIELD_WALL = "shield_wall"  # en muro de escudos
    TORTOISE = "tortoise"  # en tortuga


class Ability(StrEnum):
    AGILITY = "agility"  # Agilidad
    ATHLETICS = "athletics"  # Brío
    AWARENESS = "awareness"  # Percepción
    FIGHTING = "fighting"  # Combate cuerpo a cuerpo
    MARKSMANSHIP = "marksmanship"  # Puntería
    WARFARE = "warfare"  # Guerra
    STEALTH = "stealth"  # Discreción
    ENDURANCE = "endurance"  # Constitución


class Abilities(BaseModel):
    model_config = FINITE_RECORD

    agility: Rank = 2
    athletics: Rank = 2
    awareness: Rank = 2
    fighting: Rank = 2
    marksmanship: Rank = 2
    warfare: Rank = 2
    stealth: Rank = 2
    endurance: Rank = 2

    def rank(self, ability: Ability) -> int:
        value: int = getattr(self, ability.value)
        return value


class Tag(BaseModel):
    """A GM's mark on a token: a note and an optional modifier to one value.

    ``applies_to`` names the value: ``defence``, ``discipline``, ``damage``, ``protection``,
    ``movement`` (metres), or ``dice:<ability>`` / ``bonus:<ability>`` for test dice.
    """

    model_config = FINITE_RECORD

    name: Annotated[str, Field(min_length=1, max_length=80)]
    note: Annotated[str, Field(max_length=2000)] = ""
    # One of the values a tag can modify, so a typo is refused instead of silently doing nothing.
    applies_to: Annotated[str, Field(pattern=TAG_TARGETS)] = ""
    modifier: Annotated[int, Field(ge=-100, le=100)] = 0
    # A house rule: the unit ignores this many successful orders before it obeys (sleeping
    # troops that must be woken); each one spent wakes it a little.
    blocks_orders: Annotated[int, Field(ge=0, le=20)] = 0


class Effect(BaseModel):
    """A temporary effect of an order, lasting until the end of round ``until_round``."""

    model_config = FINITE_RECORD

    kind: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
    value: Small = 0
    until_round: Annotated[int, Field(ge=0)] = 0
    source: str = ""


class OrderTarget(BaseModel):
    """An order and what it is aimed at, kept as the unit's standing order."""

    model_config = FINITE_RECORD

    order: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
    targets: tuple[IdText, ...] = ()
    condition: Annotated[str, Field(max_length=500)] = ""  # Preparar: when the action fires
    formation: Formation | None = None
    run: bool = False
    # Ataque dividido kept as a standing order: the same share of dice each round.
    dice_split: tuple[Annotated[int, Field(ge=1, le=20)], ...] = ()
    bonus_split: tuple[Annotated[int, Field(ge=0, le=20)], ...] = ()


class SiegeEngine(BaseModel):
    model_config = FINITE_RECORD

    kind: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
    fired_round: int | None = None


class SifrpUnitStats(BaseModel):
    """A unit of about 100 soldiers. Health is current Salud; its maximum is Endurance × 3."""

    model_config = FINITE_RECORD

    system: Literal["sifrp"] = "sifrp"
    unit_type: UnitType = UnitType.INFANTRY
    training: Training = Training.TRAINED
    abilities: Abilities = Abilities()
    discipline: Small = 6
    armour_rating: Annotated[int, Field(ge=0, le=20)] = 3  # Protección
    armour_penalty: Annotated[int, Field(ge=-10, le=0)] = -2
    bulk: Annotated[int, Field(ge=0, le=10)] = 0  # Impedimento
    melee_damage: Small = 1
    ranged_damage: Small | None = None
    range_m: Metres = 0.0
    movement_m: Metres = 40.0
    mounted: bool = False
    has_shields: bool = False
    health: Annotated[int, Field(ge=0, le=200)] = 6
    state: UnitState = UnitState.ORGANISED
    disorganisations: Annotated[int, Field(ge=0, le=20)] = 0
    formation: Formation = Formation.BATTLE
    standing_order: OrderTarget | None = None
    prepared: OrderTarget | None = None
    orders_this_round: Annotated[int, Field(ge=0, le=100)] = 0
    received_order_this_round: bool = False
    acted_this_round: bool = False
    idle_this_round: bool = False  # a critical failure on its order: it does nothing this round
    first_attack_bonus: bool = False  # deployed hidden: +1D to its first attack
    siege_engines: tuple[SiegeEngine, ...] = ()
    equipment: tuple[Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")], ...] = ()  # Equipo especial
    home_ground: bool | None = None  # a garrison on its own ground (None: not said)
    effects: tuple[Effect, ...] = ()
    tags: tuple[Tag, ...] = ()
    left_field: bool = False  # routed off the edge of the field: out of the battle
    destiny_order: bool = False  # its order under way ignores the terrain (a point of Destino)

    @property
    def is_out_of_action(self) -> bool:
        return self.state is UnitState.DESTROYED or self.left_field


class CharacterState(StrEnum):
    ACTIVE = "active"
    FALLEN = "fallen"
    CAPTURED = "captured"


class SifrpCharacterStats(BaseModel):
    """A commander, lieutenant, hero or anyone else on the field, at the character scale."""

    model_config = FINITE_RECORD

    system: Literal["sifrp"] = "sifrp"
    status: Rank = 2  # Estatus
    abilities: Abilities = Abilities()
    command: Rank = 0  # Guerra (Mando): bonus dice when giving orders
    strategy: Rank = 0  # Guerra (Estrategia): bonus dice for initiative, and its tie-break
    combat_defence: Annotated[int, Field(ge=0, le=60)] = 6
    armour_rating: Annotated[int, Field(ge=0, le=20)] = 0
    weapon_damage: Small = 2
    health: Annotated[int, Field(ge=0, le=200)] = 6
    state: CharacterState = CharacterState.ACTIVE
    ordered_units: tuple[IdText, ...] = ()  # units it gave orders to this round
    destiny: Annotated[int, Field(ge=0, le=20)] = 2  # Puntos de Destino (GM default)
    fatigue: Annotated[int, Field(ge=0, le=20)] = 0  # fatiga taken to lessen damage
    injuries: Annotated[int, Field(ge=0, le=20)] = 0  # heridas leves
    wounds: Annotated[int, Field(ge=0, le=20)] = 0  # heridas graves
    # Damage taken with its unit that brought it to 0 Salud: its fall waits while it may still
    # lessen that damage ("puede ser reducido mediante fatiga, heridas leves o graves").
    felled_by: Annotated[int, Field(ge=0, le=200)] = 0
    post_round: Annotated[int, Field(ge=0)] = 0  # the round its lieutenant's post was counted in
    tags: tuple[Tag, ...] = ()

    @property
    def is_out_of_action(self) -> bool:
        return self.state is not CharacterState.ACTIVE


class SifrpSideStats(BaseModel):
    """A side's house record during the battle."""

    model_config = FINITE_RECORD

    system: Literal["sifrp"] = "sifrp"
    attacker: bool = False
    surrendered: bool = False
    influence_lost: Annotated[int, Field(ge=0, le=1000)] = 0
    glory: Annotated[int, Field(ge=0, le=1000)] = 0
    infamous_acts: Annotated[int, Field(ge=0, le=1000)] = 0
    # The house's resources won or lost in this battle (step 11, and Devastar la región).
    lands: Small = 0  # Tierras
    wealth: Small = 0  # Fortuna
    population: Small = 0  # Población
    defense: Small = 0  # Defensa
