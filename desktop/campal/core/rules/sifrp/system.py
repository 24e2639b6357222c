"""SIFRP «Guerra» as one object: everything generic code asks of the system."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...model import (
    Battle,
    Character,
    Message,
    Point,
    RuleSystemId,
    SifrpCharacterStats,
    SifrpUnitStats,
    Unit,
    UnitType,
    msg,
)
from ...model.sifrp import TAG_TARGET_VALUES
from ...terrain import IMPASSABLE, NO_COVER, CoverLevel, CoverValue, Kind, MoverKind, SystemRules
from ..distance import METRE
from ..system import RuleOption, RuleSystem, ShownResult, Token, UnitCell, UnitRow
from . import allowance as moves
from . import handlers as _handlers  # noqa: F401  (registers the commands and phase hooks)
from . import options as rule_options
from . import results
from .commands import AssignCommand, SetUnitState
from .gear import afloat
from .play import SifrpPlay
from .sizes import sifrp_size
from .tables import equipment, unit_templates, warfare
from .templates import unit_stats
from .values import discipline, max_health, stats_of

if TYPE_CHECKING:
    from ...engine.base import Command
    from ...movement.allowance import Allowance
    from ...templates.tokens import TemplateEntry

ICONS = {UnitType.ARCHERS: "archers", UnitType.ENGINEERS: "engineers"}


class SifrpSystem(RuleSystem):
    id = RuleSystemId.SIFRP
    name = "Canción de Hielo y Fuego — Guerra"
    distance_unit = METRE
    dice = "keep_best"
    budget_in_half_rounds = True

    _play = SifrpPlay()

    @property
    def play(self) -> SifrpPlay:
        return self._play

    # -- sides -----------------------------------------------------------------------------------
    def side_values(self) -> tuple[str, ...]:
        # Guerra sets the commander's orders, Estatus its heroes, Destino the orders that ignore
        # the terrain; Mando adds bonus dice to each order.
        return ("stats.abilities.warfare", "stats.command", "stats.status", "stats.destiny")

    def assign_command(
        self,
        battle: Battle,
        side_id: str,
        commander: str | None,
        lieutenants: tuple[str, ...],
        heroes: tuple[str, ...],
    ) -> Command:
        return AssignCommand(side_id, commander, lieutenants, heroes)

    # -- options ---------------------------------------------------------------------------------
    def options(self) -> tuple[RuleOption, ...]:
        return rule_options.declared()

    # -- stats -----------------------------------------------------------------------------------
    def value_problem(self, token: Token) -> Message | None:
        health = self.health_of(token)
        if health is not None and health[0] > health[1]:
            return msg("sifrp.health_over_maximum", name=token.name, health=health[0], maximum=health[1])
        return None

    def edit_command(self, token: Token, path: str, value: Any) -> SetUnitState | None:
        # A state set by hand moves what the rules move with it (penalties, a rout's flight).
        if isinstance(token, Unit) and path == "stats.state":
            return SetUnitState(token.id, str(getattr(value, "value", value)))
        return None

    def stat_choices(self, field: str) -> tuple[str, ...]:
        if field == "applies_to":
            return TAG_TARGET_VALUES
        if field == "equipment":
            return tuple(equipment())
        return ()

    def new_unit_stats(self) -> SifrpUnitStats:
        return SifrpUnitStats()

    def new_character_stats(self) -> SifrpCharacterStats:
        return SifrpCharacterStats()

    def health_of(self, token: Token) -> tuple[int, int] | None:
        stats = token.stats
        if isinstance(stats, SifrpUnitStats | SifrpCharacterStats):
            return stats.health, max(1, stats.abilities.endurance * 3)
        return None

    def state_of(self, token: Token) -> str | None:
        stats = token.stats
        if isinstance(stats, SifrpUnitStats | SifrpCharacterStats):
            return stats.state.value
        return None

    def icon_kind(self, token: Token) -> str | None:
        stats = token.stats
        if not isinstance(stats, SifrpUnitStats):
            return None
        if stats.siege_engines:
            return "siege_engine"
        if stats.mounted:
            return "cavalry"
        return ICONS.get(stats.unit_type, "infantry")

    def unit_columns(self) -> tuple[str, ...]:
        # What the GM gives orders by comes first, so a narrow dock keeps it in sight: the
        # Discipline to beat, the orders given this round, health and state; then the standing
        # order and the formation, which change least.
        return tuple(
            f"column.sifrp.{name}"
            for name in ("discipline", "orders", "health", "state", "standing", "formation")
        )

    def unit_row(self, battle: Battle, unit: Unit) -> UnitRow:
        stats = stats_of(unit)
        standing = stats.standing_order
        cells = (
            UnitCell(str(discipline(battle, unit).total)),
            UnitCell(str(stats.orders_this_round)),
            UnitCell(f"{stats.health}/{max_health(stats)}"),
            UnitCell(term=f"state.sifrp.{stats.state.value}"),
            UnitCell(term=f"order.{standing.order}") if standing else UnitCell("—"),
            UnitCell(term=f"formation.{stats.formation.value}"),
        )
        return UnitRow(
            cells,
            (stats.health, max_health(stats)),
            stats.is_out_of_action,
            stats.unit_type.value,
        )

    def results(self, events: Sequence[Mapping[str, Any]]) -> tuple[ShownResult, ...]:
        return results.results(events)

    # -- movement --------------------------------------------------------------------------------
    def allowance(self, battle: Battle, token_id: str) -> Allowance:
        return moves.allowance(battle, token_id)

    def charge_refusal(self, battle: Battle, token_id: str) -> Message | None:
        return moves.charge_refusal(battle, token_id) or super().charge_refusal(battle, token_id)

    def mover(self, token: Token) -> MoverKind:
        stats = token.stats
        if isinstance(token, Unit) and isinstance(stats, SifrpUnitStats):
            if afloat(stats):
                return MoverKind.VESSEL
            if stats.siege_engines:
                return MoverKind.SIEGE_ENGINE
            return MoverKind.CAVALRY if stats.mounted else MoverKind.INFANTRY
        return super().mover(token)

    # -- terrain ---------------------------------------------------------------------------------
    def terrain_multiplier(self, kind: Kind, mover: MoverKind, rules: SystemRules) -> float:
        effects = kind.effects.sifrp
        if mover is MoverKind.FLYER:
            return 1.0
        if mover is MoverKind.VESSEL:  # "navegable": what boats cross, and all they cross
            return 1.0 if effects.navigable else IMPASSABLE
        if effects.blocks_movement:
            return IMPASSABLE
        if mover is MoverKind.SIEGE_ENGINE and effects.negates_siege_engines:
            return IMPASSABLE
        if mover is MoverKind.CAVALRY and effects.negates_cavalry:
            return IMPASSABLE
        if effects.greatly_limits_movement:
            return rules.sifrp.greatly_limits_factor
        if effects.limits_movement:
            return rules.sifrp.limits_factor
        return 1.0

    def cover_value(self, kind: Kind, rules: SystemRules, fortification: bool = False) -> CoverValue:
        return CoverValue(CoverLevel.PARTIAL) if kind.effects.sifrp.cover else NO_COVER

    def sight_cover(self, has_cover: bool) -> int:
        """Cover between two units is a Defence bonus to the one behind it."""
        return warfare().cover_defence if has_cover else 0

    # -- templates -------------------------------------------------------------------------------
    def templates(self) -> tuple[TemplateEntry, ...]:
        from ...report import language
        from ...templates.tokens import TemplateEntry

        es, en = language("es").names, language("en").names

        def named(names: dict[str, str], group: str, value: str) -> str:
            return names.get(f"{group}.{value}", value)

        table = unit_templates()
        return tuple(
            TemplateEntry(
                f"{kind.value}/{training.value}",
                "unit",
                f"{named(es, 'unit_type', kind.value)} ({named(es, 'training', training.value)})",
                f"{named(en, 'unit_type', kind.value)} ({named(en, 'training', training.value)})",
                named(es, "unit_type", kind.value),
                named(en, "unit_type", kind.value),
            )
            for kind in table.types
            for training in table.training
        )

    def create(
        self, template_id: str, side: str, position: Point, facing: float, name: str | None
    ) -> Unit | Character:
        from ...model import Training, new_id
        from ...templates.tokens import UnknownTemplate

        kind_text, _, training_text = template_id.partition("/")
        try:
            kind, training = UnitType(kind_text), Training(training_text or Training.TRAINED.value)
        except ValueError:
            raise UnknownTemplate(template_id) from None
        stats = unit_stats(kind, training)
        frontage, depth = sifrp_size(stats)
        return Unit(
            id=new_id("unit"),
            name=name or kind.value,
            side=side,
            kind="cavalry" if stats.mounted else kind.value,
            position=position,
            facing=facing,
            frontage=frontage,
            depth=depth,
            stats=stats,
        )
