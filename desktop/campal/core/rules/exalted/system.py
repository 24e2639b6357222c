"""Exalted 2e mass combat as one object: everything generic code asks of the system."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...model import (
    Battle,
    Character,
    ExaltedCharacterStats,
    ExaltedUnitState,
    ExaltedUnitStats,
    Point,
    RuleSystemId,
    Unit,
)
from ...movement.turning import TurnCost
from ...terrain import (
    IMPASSABLE,
    NO_COVER,
    ON_FOOT,
    CoverLevel,
    CoverValue,
    ExaltedTerrain,
    Kind,
    MoverKind,
    SystemRules,
)
from ..distance import YARD
from ..system import RuleSystem, Token, UnitCell, UnitRow
from . import movement, templates
from .commands import DeriveRatings
from .play import ExaltedPlay
from .traits import charm_resistance, is_mounted

if TYPE_CHECKING:
    from ...movement.allowance import Allowance
    from ...templates.tokens import TemplateEntry


class ExaltedSystem(RuleSystem):
    id = RuleSystemId.EXALTED
    name = "Exalted 2e — Combate de masas"
    distance_unit = YARD
    dice = "pool"

    _play = ExaltedPlay()

    @property
    def play(self) -> ExaltedPlay:
        return self._play

    def new_unit_stats(self) -> ExaltedUnitStats:
        return ExaltedUnitStats()

    def makeup(self) -> str:
        return "troop"

    def derive_command(self, token_id: str, rested: bool = True) -> DeriveRatings:
        return DeriveRatings(unit=token_id, rested=rested)

    def side_values(self) -> tuple[str, ...]:
        # A hero's Essence is what the mass-combat text reads from a unit's commander.
        return ("stats.essence",)

    def new_character_stats(self) -> ExaltedCharacterStats:
        return ExaltedCharacterStats()

    def health_of(self, token: Token) -> tuple[int, int] | None:
        """Health levels left on the unit's track (the commander's), or a character's own."""
        stats = token.stats
        if isinstance(stats, ExaltedUnitStats):
            boxes = stats.commander.health.boxes
            return boxes - stats.health_damage, boxes
        if isinstance(stats, ExaltedCharacterStats):
            health = stats.traits.health
            return health.boxes - health.damage, health.boxes
        return None

    def unit_columns(self) -> tuple[str, ...]:
        return (
            "column.exalted.magnitude",
            "column.exalted.drill",
            "column.exalted.endurance",
            "column.exalted.formation",
            "column.exalted.next_tick",
            "column.exalted.dv",
            "column.exalted.health",
            "column.exalted.state",
            "column.exalted.charm_resistance",
        )

    def unit_row(self, battle: Battle, unit: Unit) -> UnitRow:
        stats = unit.stats
        if not isinstance(stats, ExaltedUnitStats):
            return UnitRow(cells=(), kind=unit.kind)
        turn = battle.turn
        tick = turn.next_tick.get(unit.id) if turn is not None else None
        state = self.state_of(unit) or stats.state.value
        return UnitRow(
            cells=(
                UnitCell(str(stats.magnitude)),
                UnitCell(str(stats.drill)),
                UnitCell(str(stats.endurance)),
                UnitCell(term=f"formation.exalted.{stats.formation.value}"),
                UnitCell("" if tick is None else str(tick)),
                UnitCell(f"{stats.dv_penalty:+d}" if stats.dv_penalty else "0"),
                UnitCell(),
                UnitCell(term=f"state.exalted.{state}"),
                # Might adds to the commander's Essence against hostile Charms.
                UnitCell(str(charm_resistance(stats))),
            ),
            health=self.health_of(unit),
            out_of_action=stats.is_out_of_action,
            kind=self.icon_kind(unit) or unit.kind,
        )

    def state_of(self, token: Token) -> str | None:
        stats = token.stats
        if isinstance(stats, ExaltedUnitStats):
            if stats.state is ExaltedUnitState.FIGHTING and stats.mob_rule:
                return "leaderless"
            if stats.state is ExaltedUnitState.FIGHTING and stats.engaged:
                return "engaged"
            return stats.state.value
        if isinstance(stats, ExaltedCharacterStats):
            return "out" if stats.is_out_of_action else "active"
        return None

    def icon_kind(self, token: Token) -> str | None:
        stats = token.stats
        if not isinstance(stats, ExaltedUnitStats):
            return None
        if stats.siege:
            return "siege_engine"
        if is_mounted(stats):
            return "cavalry"
        return "archers" if stats.ranged_combat > stats.close_combat else "infantry"

    def allowance(self, battle: Battle, token_id: str) -> Allowance:
        return movement.allowance(battle, token_id)

    def turn_cost(self, old: float, new: float) -> TurnCost:
        return movement.turn_cost(old, new)

    def mover(self, token: Token) -> MoverKind:
        stats = token.stats
        if isinstance(stats, ExaltedUnitStats | ExaltedCharacterStats) and stats.flying:
            return MoverKind.FLYER
        if isinstance(token, Unit) and isinstance(stats, ExaltedUnitStats):
            if stats.siege:
                return MoverKind.SIEGE_ENGINE
            return MoverKind.CAVALRY if is_mounted(stats) else MoverKind.INFANTRY
        return super().mover(token)

    def terrain_multiplier(self, kind: Kind, mover: MoverKind, rules: SystemRules) -> float:
        # Open: no restriction. Difficult: infantry free, cavalry at half speed, carts and engines
        # cannot pass. Extreme: only infantry, at half speed. Flyers pass over all of it.
        effects = kind.effects.exalted
        if mover is MoverKind.FLYER:
            return 1.0
        if effects.impassable:
            return IMPASSABLE
        if effects.terrain is ExaltedTerrain.OPEN:
            return 1.0
        if effects.terrain is ExaltedTerrain.DIFFICULT:
            if mover in ON_FOOT:
                return 1.0
            return 2.0 if mover is MoverKind.CAVALRY else IMPASSABLE
        return 2.0 if mover in ON_FOOT else IMPASSABLE

    def cover_value(self, kind: Kind, rules: SystemRules, fortification: bool = False) -> CoverValue:
        exalted = kind.effects.exalted
        percent = exalted.cover_percent
        if not fortification:
            # The terrain class caps the cover a natural feature can give.
            percent = min(percent, rules.exalted.cover_ceiling.get(exalted.terrain, 100))
        if percent <= 0:
            return NO_COVER
        return CoverValue(CoverLevel.TOTAL if percent >= 100 else CoverLevel.PARTIAL, percent=percent)

    def templates(self) -> tuple[TemplateEntry, ...]:
        return templates.entries()

    def create(
        self, template_id: str, side: str, position: Point, facing: float, name: str | None
    ) -> Unit | Character:
        return templates.create(template_id, side, position, facing, name)
