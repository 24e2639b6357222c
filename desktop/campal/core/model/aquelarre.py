"""Aquelarre values kept in the battle file: one person's characteristics, health and gear.

Weapons and armour are named by their keys in ``resources/rules/aquelarre``; the tables behind
them are the GM's to edit.
"""

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..records import FINITE_RECORD, RECORD
from .sifrp import Tag

Characteristic = Annotated[int, Field(ge=1, le=30)]
Key = Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]


class AquelarreHealth(StrEnum):
    UNHURT = "unhurt"
    WOUNDED = "wounded"  # herido: half the PV lost
    BADLY_WOUNDED = "badly_wounded"  # malherido: three quarters lost
    UNCONSCIOUS = "unconscious"
    DEAD = "dead"


class HitLocation(StrEnum):
    """Localizaciones de impacto, in the order of the 1D10 table."""

    HEAD = "head"
    RIGHT_ARM = "right_arm"
    LEFT_ARM = "left_arm"
    CHEST = "chest"
    ABDOMEN = "abdomen"
    RIGHT_LEG = "right_leg"
    LEFT_LEG = "left_leg"

    @property
    def is_arm(self) -> bool:
        return self in (HitLocation.RIGHT_ARM, HitLocation.LEFT_ARM)

    @property
    def is_leg(self) -> bool:
        return self in (HitLocation.RIGHT_LEG, HitLocation.LEFT_LEG)


Wear = Annotated[int, Field(ge=0, le=1000)]


class AquelarreMount(BaseModel):
    """The horse a rider sits on: its kind (``mounts.json``) and what it has left."""

    model_config = RECORD

    kind: Key = "caballo_de_guerra"
    health: Annotated[int, Field(ge=-60, le=60)] = 20
    max_health: Annotated[int, Field(ge=1, le=60)] = 20


class AquelarreDeclared(BaseModel):
    """One action declared for the round, and what became of it."""

    model_config = RECORD

    action: Key
    targets: tuple[str, ...] = ()  # Barrido names several, in the sweep's order
    weapon: Key | None = None
    steps: Annotated[int, Field(ge=0, le=5)] = 0  # Ataque recio: rungs up the damage bonus
    note: Annotated[str, Field(max_length=200)] = ""
    state: Literal["pending", "delayed", "done", "lost"] = "pending"
    foes: tuple[str, ...] = ()  # a defence: the enemies it has answered this round
    # An attack waiting for its targets' defences: each target's chosen defence (-1: none).
    answers: dict[str, int] = Field(default_factory=dict)
    # An Ataque doble: each target's defence against its second blow, when it declared two
    # defences of different kinds (-1: none).
    second: dict[str, int] = Field(default_factory=dict)
    # An attack: the defence modifiers the GM ticked for each target's answer, by the keys of the
    # modifiers table's defence part; kept until the defence is rolled.
    defence_ticks: dict[str, tuple[Key, ...]] = Field(default_factory=dict)
    # An attack: the situational modifiers the GM ticked when it was carried out (fog, a fleeing
    # target…), by the keys of the modifiers table; kept so the roll after the defences uses them.
    situational: tuple[Key, ...] = ()
    # A Defensa completa: the defence it is made as (parry, shield_parry, dodge), chosen by the
    # defender at its first answer; None: the shield, else the weapon, else a dodge.
    manner: Key | None = None


class AquelarreCharacterStats(BaseModel):
    model_config = FINITE_RECORD

    system: Literal["aquelarre"] = "aquelarre"
    strength: Characteristic = 10  # Fuerza (FUE)
    agility: Characteristic = 10  # Agilidad (AGI)
    dexterity: Characteristic = 10  # Habilidad (HAB)
    resistance: Characteristic = 10  # Resistencia (RES)
    perception: Characteristic = 10  # Percepción (PER)
    communication: Characteristic = 10  # Comunicación (COM)
    culture: Characteristic = 10  # Cultura (CUL)
    max_health: Annotated[int, Field(ge=1, le=60)] = 10  # PV
    health: Annotated[int, Field(ge=-60, le=60)] = 10
    weapons: tuple[Key, ...] = ()
    armour: Key | None = None
    helmet: Key | None = None
    shield: Key | None = None
    skills: dict[Key, Annotated[int, Field(ge=0, le=200)]] = Field(default_factory=dict)
    mounted: bool = False
    prone: bool = False  # on the ground: it may only crawl
    tags: tuple[Tag, ...] = ()
    player: bool = False  # a PJ (wins initiative ties against PNJs)
    drawn: tuple[Key, ...] = ()  # weapons in hand (at most two); none: bare hands (Pelea)
    # Weapons lying on the ground at its feet (dropped, struck from its hand, a catch missed):
    # no longer carried; picked up as a Desenvainar.
    dropped: tuple[Key, ...] = ()
    shield_ready: bool = False
    mount: AquelarreMount | None = None
    spell_initiative: Annotated[int, Field(ge=-30, le=30)] = 0  # spells that change Iniciativa
    # Resistencia lost by each worn piece (armour, helmet, shield key) since it was new.
    wear: dict[Key, Wear] = Field(default_factory=dict)
    limb_damage: dict[HitLocation, Wear] = Field(default_factory=dict)  # PD taken per limb
    fainted: bool = False  # desmayado (malherido, RES×4 failed) or aturdido: senseless for now
    mele_with: tuple[str, ...] = ()  # characters this one is in a melé with
    held_by: str | None = None  # inmovilizado by that character
    full_guard: bool = False  # guardia completa with the shield
    prepared_rounds: Annotated[int, Field(ge=0, le=10)] = 0  # Prepararse: +10% a full round
    reload_left: Annotated[int, Field(ge=0, le=10)] = 0  # actions still owed to reload
    escape_ready: bool = False  # a Huida prepared last round
    tended: bool = False  # atendido con Sanar: at 0 PV or below, no longer bleeding
    # Rounds spent putting a piece of armour on, by the piece: it is worn after as many rounds
    # as its Protección.
    donning: dict[Key, Annotated[int, Field(ge=0, le=30)]] = Field(default_factory=dict)
    # The hit-location table its body rolls on (hit_locations.json ``bodies``): a beast's own.
    body: Key = "human"
    sequelae: tuple[Key, ...] = ()  # secuelas suffered, by the table's keys
    declared: tuple[AquelarreDeclared, ...] = ()  # this round's declaration
    surprised: bool = False  # taken by surprise: 1D5 Iniciativa, worse defences, first round only
    knocked_out_minutes: Annotated[int, Field(ge=0, le=10000)] = 0  # aturdido or desmayado
    # Where the GM turned the character, clockwise from the map's up; None: never faced, its
    # back is then judged from the way it last moved.
    facing: Annotated[float, Field(ge=0.0, lt=360.0)] | None = None

    @property
    def is_out_of_action(self) -> bool:
        return self.fainted or self.condition in (AquelarreHealth.UNCONSCIOUS, AquelarreHealth.DEAD)

    @property
    def condition(self) -> AquelarreHealth:
        lost = self.max_health - self.health
        if self.health <= -self.max_health:
            return AquelarreHealth.DEAD
        if self.health <= 0:
            return AquelarreHealth.UNCONSCIOUS
        if lost * 4 >= self.max_health * 3:
            return AquelarreHealth.BADLY_WOUNDED
        if lost * 2 >= self.max_health:
            return AquelarreHealth.WOUNDED
        return AquelarreHealth.UNHURT
