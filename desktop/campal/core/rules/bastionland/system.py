"""Mythic Bastionland as one object: everything generic code asks of the system."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...model import (
    BastionlandCharacterStats,
    BastionlandWarbandStats,
    Battle,
    Character,
    Point,
    RuleSystemId,
    Unit,
)
from ...terrain import NO_COVER, CoverLevel, CoverValue, Kind, MoverKind, SystemRules
from ..distance import METRE
from ..system import RuleSystem, ShownResult, Token, UnitCell, UnitRow
from . import handlers as _handlers  # noqa: F401  (registers the commands and the round hook)
from . import movement, results, templates
from .play import BastionlandPlay

if TYPE_CHECKING:
    from ...movement.allowance import Allowance
    from ...templates.tokens import TemplateEntry


def person_state(stats: BastionlandCharacterStats) -> str:
    """The worst mark a person bears, a key of ``state.bastionland.*``."""
    if stats.slain:
        return "slain"
    if stats.morale.value != "steady":
        return stats.morale.value
    if stats.vigour == 0:
        return "fallen"
    for flag in ("mortal_wound", "wounded", "exposed", "fatigued"):
        if getattr(stats, flag):
            return flag
    return "active"


class BastionlandSystem(RuleSystem):
    id = RuleSystemId.BASTIONLAND
    name = "Mythic Bastionland"
    distance_unit = METRE
    dice = "saves"

    _play = BastionlandPlay()

    @property
    def play(self) -> BastionlandPlay:
        return self._play

    def new_unit_stats(self) -> BastionlandWarbandStats:
        return BastionlandWarbandStats()

    def new_character_stats(self) -> BastionlandCharacterStats:
        return BastionlandCharacterStats()

    def state_of(self, token: Token) -> str | None:
        stats = token.stats
        if isinstance(stats, BastionlandWarbandStats):
            return stats.state.value
        if isinstance(stats, BastionlandCharacterStats):
            return person_state(stats)
        return None

    def health_of(self, token: Token) -> tuple[int, int] | None:
        stats = token.stats
        if isinstance(stats, BastionlandWarbandStats):
            return stats.vigour, max(stats.vigour_max, stats.vigour, 1)
        return None

    def unit_columns(self) -> tuple[str, ...]:
        return tuple(
            f"column.bastionland.{name}"
            for name in ("vigour", "clarity", "spirit", "guard", "armour", "state")
        )

    def unit_row(self, battle: Battle, unit: Unit) -> UnitRow:
        stats = unit.stats
        if not isinstance(stats, BastionlandWarbandStats):
            return super().unit_row(battle, unit)
        cells = (
            UnitCell(f"{stats.vigour}/{stats.vigour_max}"),
            UnitCell(str(stats.clarity)),
            UnitCell(str(stats.spirit)),
            UnitCell(f"{stats.guard}/{stats.guard_max}"),
            UnitCell(str(stats.total_armour)),
            UnitCell(term=f"state.bastionland.{stats.state.value}"),
        )
        return UnitRow(cells, self.health_of(unit), stats.is_out_of_action, unit.kind)

    def results(self, events: Sequence[Mapping[str, Any]]) -> tuple[ShownResult, ...]:
        return results.results(events)

    def icon_kind(self, token: Token) -> str | None:
        stats = token.stats
        if isinstance(stats, BastionlandWarbandStats) and stats.mounted:
            return "cavalry"
        return None

    def allowance(self, battle: Battle, token_id: str) -> Allowance:
        return movement.allowance(battle, token_id)

    def mover(self, token: Token) -> MoverKind:
        stats = token.stats
        if isinstance(token, Unit) and isinstance(stats, BastionlandWarbandStats):
            return MoverKind.CAVALRY if stats.mounted else MoverKind.INFANTRY
        return super().mover(token)

    def cover_value(self, kind: Kind, rules: SystemRules, fortification: bool = False) -> CoverValue:
        if kind.effects.bastionland.cover:
            return CoverValue(CoverLevel.PARTIAL, armour_bonus=rules.bastionland.cover_armour)
        return NO_COVER

    def sight_cover(self, has_cover: bool) -> int:
        """Cover between attacker and target is Armour against missiles."""
        from ...terrain import load_catalogue

        return load_catalogue().rules.bastionland.cover_armour if has_cover else 0

    def templates(self) -> tuple[TemplateEntry, ...]:
        return templates.entries()

    def create(
        self, template_id: str, side: str, position: Point, facing: float, name: str | None
    ) -> Unit | Character:
        return templates.create(template_id, side, position, facing, name)
