"""Mythic Bastionland as one object: everything generic code asks of the system."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from ..system import RuleSystem, Token
from . import movement, templates
from .play import BastionlandPlay

if TYPE_CHECKING:
    from ...movement.allowance import Allowance
    from ...templates.tokens import TemplateEntry


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
            return "fallen" if stats.is_out_of_action else "active"
        return None

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

    def templates(self) -> tuple[TemplateEntry, ...]:
        return templates.entries()

    def create(
        self, template_id: str, side: str, position: Point, facing: float, name: str | None
    ) -> Unit | Character:
        return templates.create(template_id, side, position, facing, name)
