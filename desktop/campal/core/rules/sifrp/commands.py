"""The SIFRP commands: what the GM can ask for in each step of a battle."""

from __future__ import annotations

from dataclasses import field

from ...dice import ManualEntry
from ...engine.base import Command
from ...frozen import frozen
from ...model import Formation, Light, Point, Weather

# -- set-up and the steps before the first round ------------------------------------------------


@frozen
class AssignCommand(Command):
    """Name a side's commander, lieutenants (one per two full units) and heroes (one per rank
    of the commander's Status)."""

    side: str
    commander: str | None
    lieutenants: tuple[str, ...] = ()
    heroes: tuple[str, ...] = ()


@frozen
class SetConditions(Command):
    light: Light
    weather: Weather


@frozen
class HideUnit(Command):
    """Deploy hidden: Stealth against the nearest enemy unit's passive Awareness."""

    unit: str
    entry: ManualEntry | None = None


@frozen
class Parley(Command):
    side: str
    terms: str


@frozen
class AttackEnvoy(Command):
    """An infamous act: the house of ``side`` loses 1d6 Influence."""

    side: str
    entry: ManualEntry | None = None


@frozen
class SurrenderAtParley(Command):
    side: str


# -- each round --------------------------------------------------------------------------------


@frozen
class RollInitiative(Command):
    side: str
    entry: ManualEntry | None = None


@frozen
class SiegeShot:
    engineers: str
    engine: int
    target: str


@frozen
class FireSiegeEngines(Command):
    """One order of ``side`` fires up to its commander's Warfare rank in engines."""

    side: str
    shots: tuple[SiegeShot, ...]
    entries: tuple[ManualEntry, ...] = ()


@frozen
class OrderParams:
    """Where and at what an order is carried out."""

    targets: tuple[str, ...] = ()
    destination: Point | None = None
    run: bool = False
    dice_split: tuple[int, ...] = ()
    # Ataque dividido: the bonus dice of each part after the first; the first part gets the rest.
    bonus_split: tuple[int, ...] = ()
    flank: str = ""  # "front", "flank" or "rear" as the GM rules it; "": as the map shows it
    sheltered_by: str | None = None
    fortification: str | None = None
    anvil: str | None = None
    wall_difficulty: int | None = None


@frozen
class IssueOrder(Command):
    """``issuer`` (a commander or lieutenant; the side's id when its chain of command is lost)
    gives ``order`` to ``unit``: a Warfare test against the order's difficulty."""

    issuer: str
    order: str
    unit: str | None = None
    targets: tuple[str, ...] = ()
    second_unit: str | None = None  # a pincer's other unit
    dice_split: tuple[int, ...] = ()  # a pincer's Warfare dice for each unit
    formation: Formation | None = None
    condition: str = ""  # Preparar: when the prepared action fires
    prepared_action: str = "attack"
    equipped: bool = False  # Escalar muro with ladders or hooks
    partner: str | None = None  # Combinar unidades: the unit merged into this one
    params: OrderParams = field(default_factory=OrderParams)  # for a pincer's attacks
    entries: tuple[ManualEntry, ...] = ()
    destiny: bool = False  # the issuer spends a point of Destino: this order ignores the terrain


@frozen
class CarryOutOrder(Command):
    """Carry out the order just given (or, in free play, ``order``)."""

    unit: str
    params: OrderParams = field(default_factory=OrderParams)
    order: str | None = None
    entries: tuple[ManualEntry, ...] = ()


@frozen
class ResolveStandingOrder(Command):
    unit: str
    params: OrderParams = field(default_factory=OrderParams)
    entries: tuple[ManualEntry, ...] = ()


@frozen
class FirePrepared(Command):
    """The condition of a Preparar order is met: the unit acts now, out of turn."""

    unit: str
    params: OrderParams = field(default_factory=OrderParams)
    entries: tuple[ManualEntry, ...] = ()


# -- characters --------------------------------------------------------------------------------


@frozen
class AttackUnit(Command):
    character: str
    unit: str
    entry: ManualEntry | None = None


@frozen
class AttackSegment(Command):
    """The character fought a squad of the unit at the character scale; each 10 men downed
    cost the unit 1 Health."""

    character: str
    unit: str
    men_downed: int


@frozen
class JoinUnit(Command):
    character: str
    unit: str


@frozen
class RallyUnit(Command):
    character: str
    unit: str
    entry: ManualEntry | None = None


@frozen
class RenounceCommand(Command):
    character: str


@frozen
class AssumeCommand(Command):
    character: str


@frozen
class CharacterAction(Command):
    """Any other action at the character scale, narrated; costs a major or a minor action."""

    character: str
    note: str
    major: bool = True


@frozen
class LessenDamage(Command):
    """The character takes fatigue, an injury or a wound to lessen the damage just taken with
    its unit ("puede ser reducido mediante fatiga, heridas leves o graves")."""

    character: str
    kind: str  # "fatigue", "injury" or "wound"
    damage: int  # the damage taken that it lessens


@frozen
class SetUnitState(Command):
    """The GM makes a unit organised, disorganised, routed or destroyed: a logged decision."""

    unit: str
    state: str
    reason: str = ""


@frozen
class AdjustOrders(Command):
    """The GM gives ``issuer`` (a commander, a lieutenant, or a side without its chain of
    command) ``change`` more orders this round, or takes some away: a logged decision."""

    issuer: str
    change: int
    reason: str = ""


@frozen
class FellCharacter(Command):
    """The GM says a character falls or is captured (the rules' consequences follow)."""

    character: str
    captured: bool = False
    entries: tuple[ManualEntry, ...] = ()  # the fall tests of the units that saw it, typed


@frozen
class ResourceChange:
    """Step 11: what a side's house wins or loses ("Tierras ... Fortuna ... Población ... Defensa")."""

    side: str
    lands: int = 0
    wealth: int = 0
    population: int = 0
    defense: int = 0


@frozen
class ResolveBattle(Command):
    victor: str | None
    captured: tuple[str, ...] = ()
    resources: tuple[ResourceChange, ...] = ()
