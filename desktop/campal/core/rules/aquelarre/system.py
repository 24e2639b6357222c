"""Aquelarre as one object: everything generic code asks of the system."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...model import AquelarreCharacterStats, Battle, Character, Point, RuleSystemId, Unit
from ...terrain import NO_COVER, ON_FOOT, CoverLevel, CoverValue, Kind, MoverKind, SystemRules
from ...terrain.effects import table_multiplier
from ..distance import VARA
from ..system import RuleSystem, Token, UnitCell
from . import movement, templates
from .bearings import facing_of
from .commands import FaceCharacter
from .declaration import actions_left
from .play import AquelarrePlay

if TYPE_CHECKING:
    from ...movement.allowance import Allowance
    from ...templates.tokens import TemplateEntry


class AquelarreSystem(RuleSystem):
    id = RuleSystemId.AQUELARRE
    name = "Aquelarre"
    distance_unit = VARA
    dice = "percentile"
    has_units = False  # every combatant is one person

    _play = AquelarrePlay()

    @property
    def play(self) -> AquelarrePlay:
        return self._play

    def new_character_stats(self) -> AquelarreCharacterStats:
        return AquelarreCharacterStats()

    def health_of(self, token: Token) -> tuple[int, int] | None:
        stats = token.stats
        if isinstance(stats, AquelarreCharacterStats):
            return max(0, stats.health), stats.max_health
        return None

    def state_of(self, token: Token) -> str | None:
        stats = token.stats
        return stats.condition.value if isinstance(stats, AquelarreCharacterStats) else None

    def facing_of(self, token: Token) -> float | None:
        return facing_of(token) if isinstance(token, Character) else None

    def face_command(self, battle: Battle, token_id: str, facing: float) -> FaceCharacter | None:
        token = battle.characters.get(token_id)
        if token is None or not isinstance(token.stats, AquelarreCharacterStats):
            return None
        return FaceCharacter(token_id, facing % 360.0)

    def character_columns(self) -> tuple[str, ...]:
        return tuple(
            f"column.aquelarre.{name}"
            for name in ("player", "pv", "level", "initiative", "left", "first", "second", "weapon")
        )

    def character_row(self, battle: Battle, character: Character) -> tuple[UnitCell, ...]:
        stats = character.stats
        if not isinstance(stats, AquelarreCharacterStats):
            return ()
        turn = battle.turn
        declared = [UnitCell(term=f"action.aquelarre.{e.action}") for e in stats.declared[:2]]
        declared += [UnitCell("—")] * (2 - len(declared))
        declaring = turn is not None and turn.step == "declaration"
        left = actions_left(
            tuple(e.action for e in stats.declared if declaring or e.state in ("done", "lost"))
        )
        weapon = UnitCell(term=f"weapon.aquelarre.{stats.drawn[0]}") if stats.drawn else UnitCell("—")
        initiative = turn.initiative.get(character.id) if turn is not None else None
        return (
            UnitCell(term="role.aquelarre.pj" if stats.player else "role.aquelarre.pnj"),
            UnitCell(f"{stats.health}/{stats.max_health}"),
            UnitCell(term=f"state.aquelarre.{stats.condition.value}"),
            UnitCell("—" if initiative is None else str(initiative)),
            UnitCell(str(left)),
            *declared,
            weapon,
        )

    def allowance(self, battle: Battle, token_id: str) -> Allowance:
        return movement.allowance(battle, token_id)

    def charge_reach(self, battle: Battle, token_id: str) -> float:
        return movement.charge_reach_m(battle, token_id)

    def terrain_multiplier(self, kind: Kind, mover: MoverKind, rules: SystemRules) -> float:
        # Swimming, climbing and crawling cover fewer varas per action than walking.
        effects, speeds = kind.effects.aquelarre, rules.aquelarre
        if mover is MoverKind.FLYER:
            return 1.0
        slowest = [
            speed
            for active, speed in (
                (effects.swimming, speeds.swim_varas),
                (effects.climbing, speeds.climb_varas),
                (effects.crawling, speeds.crawl_varas),
            )
            if active
        ]
        if slowest and mover in ON_FOOT:
            return max(1.0, speeds.walk_varas / min(slowest))
        return table_multiplier(kind, mover)

    def cover_value(self, kind: Kind, rules: SystemRules, fortification: bool = False) -> CoverValue:
        level = kind.effects.aquelarre.cover
        return NO_COVER if level is CoverLevel.NONE else CoverValue(level)

    def sight_cover(self, has_cover: bool) -> int:
        """Cover on the line of a shot: the target is partly hidden behind it."""
        return 1 if has_cover else 0

    def templates(self) -> tuple[TemplateEntry, ...]:
        return templates.entries()

    def create(
        self, template_id: str, side: str, position: Point, facing: float, name: str | None
    ) -> Unit | Character:
        return templates.create(template_id, side, position, facing, name)
