"""What every rule system declares, and how the window finds the battle's system.

A system is one package, ``rules/<id>/``, whose ``SYSTEM`` is an instance of a subclass of
``RuleSystem`` overriding the hooks its rules need (python-chess's variants do the same). The
base class answers the questions the core's lower layers ask through their own protocols
(terrain, movement, sight, templates), so those layers find a system (``campal.core.plugins``)
without ever naming this package; the window asks ``system_of(battle).hook(...)``. Nothing
branches on a system's id.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from functools import cached_property
from typing import Any, ClassVar, cast

from pydantic import BaseModel

from ..engine.base import Command
from ..engine.geometry_map import SightRules
from ..frozen import frozen
from ..model import Battle, Character, Message, Point, RuleSystemId, Unit, msg
from ..movement.allowance import Allowance
from ..movement.movers import default_mover
from ..movement.ports import MovementRules
from ..movement.turning import TurnCost
from ..movement.units import METRE, DistanceUnit
from ..phases import PhasePlan, load_plan
from ..plugins import find_system, load_systems
from ..templates.create import TemplateRules
from ..templates.tokens import TemplateEntry, UnknownTemplate
from ..terrain import NO_COVER, CoverValue, Kind, MoverKind, SystemRules
from ..terrain.effects import TerrainRules, table_multiplier
from .play import NoPlay, Play

Token = Unit | Character


@frozen
class UnitCell:
    """One cell of the unit table: plain ``text``, or a rule ``term`` the window translates."""

    text: str = ""
    term: str | None = None


@frozen
class UnitRow:
    """How a unit reads in the Orders dock's table, in the system's own columns."""

    cells: tuple[UnitCell, ...]
    health: tuple[int, int] | None = None
    out_of_action: bool = False
    kind: str = ""  # the unit's type, for its icon and tooltip


class Tone(StrEnum):
    HARM = "harm"
    MISS = "miss"
    STATE = "state"
    SUCCESS = "success"
    FAILURE = "failure"


@frozen
class ShownResult:
    """A consequence of an action, shown briefly over the token it touched."""

    token: str
    text: Message
    tone: Tone


@frozen
class RuleOption:
    """A choice the rules leave to the GM: on/off (``choices`` empty) or one of ``choices``.
    Its words are the terms ``option.<system>.<key>`` and ``option.<system>.<key>.<choice>``."""

    key: str
    default: bool | str
    choices: tuple[str, ...] = ()

    def admits(self, value: object) -> bool:
        """Whether ``value`` is one this option takes: a word of ``choices``, or on/off."""
        return value in self.choices if self.choices else isinstance(value, bool)


class RuleSystem(MovementRules, TerrainRules, SightRules, TemplateRules):
    id: ClassVar[RuleSystemId]
    name: ClassVar[str]  # the rule text's own title; translated names are terms (system.<id>)
    distance_unit: ClassVar[DistanceUnit] = METRE
    dice: ClassVar[str] = ""  # the dice mechanic of its tests, a module of campal.core.dice
    has_units: ClassVar[bool] = True
    has_characters: ClassVar[bool] = True
    # A character's budget in a step counts half rounds (SIFRP's five combat rounds), not actions.
    budget_in_half_rounds: ClassVar[bool] = False

    # -- the round -------------------------------------------------------------------------------
    @property
    def play(self) -> Play:
        """What the docks offer in this system; nothing until the system says otherwise."""
        return NoPlay()

    def plan(self) -> PhasePlan:
        return load_plan(self.id.value)

    # -- options ---------------------------------------------------------------------------------
    def options(self) -> tuple[RuleOption, ...]:
        """The rule options a battle of this system may set (none unless the system has some)."""
        return ()

    @cached_property
    def declared_options(self) -> Mapping[str, RuleOption]:
        """``options()`` by key, built once: every lookup of a value reads it."""
        return {option.key: option for option in self.options()}

    def option_refusal(self, options: Mapping[str, Any]) -> Message | None:
        """Why ``options`` cannot be this system's (None when every key and value is one it has).
        No option is a number, so a number is refused as any other value an option lacks."""
        for key, value in options.items():
            option = self.declared_options.get(key)
            if option is None:
                return msg("options.unknown", option=key)
            if not option.admits(value):
                return msg("options.bad_value", option=key, value=str(value))
        return None

    def option(self, battle: Battle | None, key: str) -> bool | str:
        """The battle's value of option ``key``; its default with no battle, or where the battle
        holds none (or one the option does not take)."""
        option = self.declared_options[key]
        value = battle.rule_options.get(key, option.default) if battle is not None else option.default
        return value if option.admits(value) and isinstance(value, bool | str) else option.default

    # -- stats -----------------------------------------------------------------------------------
    def new_unit_stats(self) -> BaseModel | None:
        """The stats of a unit made from scratch (None: units carry no stats here)."""
        return None

    def new_character_stats(self) -> BaseModel | None:
        return None

    def health_of(self, token: Token) -> tuple[int, int] | None:
        """Current and full health where the system keeps both."""
        return None

    def state_of(self, token: Token) -> str | None:
        """The token's state, a key of ``state.<id>.*`` terms (``organised``, ``wounded`` …)."""
        return None

    def facing_of(self, token: Token) -> float | None:
        """Where a character faces, for the map to show; None where the system gives persons
        no facing (units always have theirs)."""
        return None

    def face_command(self, battle: Battle, token_id: str, facing: float) -> Command | None:
        """The command that turns a character to ``facing``; None where persons have no facing."""
        return None

    def icon_kind(self, token: Token) -> str | None:
        """Which drawn icon suits a unit (infantry, cavalry, archers, engineers, siege)."""
        return None

    def unit_columns(self) -> tuple[str, ...]:
        """Term keys of the unit table's columns after the name."""
        return ()

    def unit_row(self, battle: Battle, unit: Unit) -> UnitRow:
        return UnitRow(cells=(), health=self.health_of(unit), kind=unit.kind)

    def value_problem(self, token: Token) -> Message | None:
        """Why a token's values cannot stand together (health above its maximum …), if not."""
        return None

    def makeup(self) -> str | None:
        """The optional record of a unit's stats its ratings are computed from (Exalted's troop),
        edited in the properties panel beside a button that computes them; None: no such record."""
        return None

    def derive_command(self, token_id: str, rested: bool = True) -> Command | None:
        """The command that sets a unit's ratings from its ``makeup()`` record (``rested``: the
        unit rested before the battle, so armour fatigue does not count against it)."""
        return None

    def edit_command(self, token: Token, path: str, value: Any) -> Command | None:
        """The rules' own command for an edit of ``path`` in the properties panel, where the
        value carries consequences a bare override would skip (a unit's state); None: override."""
        return None

    def stat_choices(self, field: str) -> tuple[str, ...]:
        """The values a text stat may take (what a tag modifies, the equipment a unit carries),
        for a choice box; empty when the field is free text."""
        return ()

    # -- sides -----------------------------------------------------------------------------------
    def side_values(self) -> tuple[str, ...]:
        """Paths of a character's values the Sides dock shows beside its role (``stat.<id>.*``
        terms name them): what the system reads from a side's commander and the rest."""
        return ()

    def assign_command(
        self,
        battle: Battle,
        side_id: str,
        commander: str | None,
        lieutenants: tuple[str, ...],
        heroes: tuple[str, ...],
    ) -> Command:
        """The command that sets a side's chain of command; by default as the GM says."""
        from ..engine.sides import SetSide

        side = battle.sides[side_id].model_copy(
            update={"commander": commander, "lieutenants": lieutenants, "heroes": heroes}
        )
        return SetSide(side)

    def character_columns(self) -> tuple[str, ...]:
        """Term keys of the Characters dock's columns after name and side (none: the dock's
        own role, rounds-left and declared columns)."""
        return ()

    def character_row(self, battle: Battle, character: Character) -> tuple[UnitCell, ...]:
        return ()

    def results(self, events: Sequence[Mapping[str, Any]]) -> tuple[ShownResult, ...]:
        """What an action's recorded events show on the map (damage, a new state, an order's fate)."""
        return ()

    # -- movement --------------------------------------------------------------------------------
    def allowance(self, battle: Battle, token_id: str) -> Allowance:
        """How far the token may go now, in bands of terrain-weighted metres."""
        raise NotImplementedError

    def charge_reach(self, battle: Battle, token_id: str) -> float:
        """How far (edge to edge) an enemy may be for the token to charge it."""
        return self.allowance(battle, token_id).charge_reach_m

    def charge_refusal(self, battle: Battle, token_id: str) -> Message | None:
        """Why the token cannot charge anyone now, if it cannot."""
        token = battle.units.get(token_id) or battle.characters.get(token_id)
        if token is not None and token.stats is not None and token.stats.is_out_of_action:
            return msg("charge.out_of_action", attacker=token.name)
        return None

    def turn_cost(self, old: float, new: float) -> TurnCost:
        """What turning from facing ``old`` to ``new`` costs; free unless the system says so."""
        return TurnCost.free(old, new)

    def mover(self, token: Token) -> MoverKind:
        """What kind of mover the token is for terrain (foot, horse, engine, flyer)."""
        return default_mover(token)

    # -- terrain ---------------------------------------------------------------------------------
    def terrain_multiplier(self, kind: Kind, mover: MoverKind, rules: SystemRules) -> float:
        """Metres of movement one metre of this terrain takes (``math.inf``: cannot enter)."""
        return table_multiplier(kind, mover)

    def cover_value(self, kind: Kind, rules: SystemRules, fortification: bool = False) -> CoverValue:
        """The cover one feature of this kind gives, as this system counts cover."""
        return NO_COVER

    def sight_cover(self, has_cover: bool) -> int:
        """What the map's cover question answers between two tokens (SIFRP: a Defence bonus)."""
        return 0

    # -- templates -------------------------------------------------------------------------------
    def templates(self) -> tuple[TemplateEntry, ...]:
        return ()

    def create(
        self, template_id: str, side: str, position: Point, facing: float, name: str | None
    ) -> Unit | Character:
        raise UnknownTemplate(f"{self.id.value}:{template_id}")


def all_systems() -> tuple[RuleSystem, ...]:
    """Every system, in the list's order (loading their packages the first time)."""
    return cast(tuple[RuleSystem, ...], load_systems())


def system_of(which: Battle | RuleSystemId | str) -> RuleSystem:
    """The system a battle is played in, or the one with this id."""
    return cast(RuleSystem, find_system(which))
