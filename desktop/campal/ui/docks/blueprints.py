"""What the roster will place next: a template of the battle's rule system, or a plain token
made from scratch, for a chosen side. New tokens face their side's way (away from the edge it
deploys from), or the middle of the field when the side has none."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication

from ...core.frozen import frozen
from ...core.model import (
    Battle,
    Character,
    Point,
    RuleSystemId,
    Unit,
    new_id,
    side_facing,
)
from ...core.rules import system_of
from ...core.templates import TemplateEntry, create_from_template, templates_for
from ..i18n import current_language

if TYPE_CHECKING:
    from ...core.armies import Army

Kind = Literal["unit", "character"]
FACING_STEP = 15.0


def template_label(entry: TemplateEntry) -> str:
    return entry.label(current_language())


def _short_label(entry: TemplateEntry) -> str:
    return entry.short_label(current_language())


@frozen
class Blueprint:
    side: str
    kind: Kind
    template: str | None = None  # None: from scratch
    library: Army | None = None  # a unit or character of the GM's own library

    def label(self, system: RuleSystemId) -> str:
        if self.library is not None:
            return self.library.name
        if self.template is None:
            return (
                QCoreApplication.translate("Blueprints", "New unit")
                if self.kind == "unit"
                else QCoreApplication.translate("Blueprints", "New character")
            )
        entry = next((e for e in templates_for(system) if e.id == self.template), None)
        return _short_label(entry) if entry else self.template

    def tokens(self, battle: Battle, at: Point) -> list[Unit | Character]:
        """What one placing lays: the token, and for a library unit the characters with it."""
        side = battle.sides.get(self.side)
        if self.library is not None and side is not None:
            from ...core.armies import placed

            units, characters = placed(self.library, side, at)
            return [*units, *characters]
        return [self.make(battle, at)]

    def make(self, battle: Battle, at: Point) -> Unit | Character:
        if self.library is not None:
            return self.tokens(battle, at)[0]
        name = _numbered(battle, self.label(battle.system))
        side = battle.sides.get(self.side)
        own = side_facing(side) if side is not None else None
        facing = own if own is not None else _facing_centre(battle, at)
        if self.template is not None:
            token = create_from_template(
                battle.system, self.template, self.side, at, facing=facing, name=name
            )
            return token
        if self.kind == "unit":
            return Unit(
                id=new_id("unit"),
                name=name,
                side=self.side,
                position=at,
                facing=facing,
                stats=system_of(battle).new_unit_stats(),
            )
        return Character(
            id=new_id("char"),
            name=name,
            side=self.side,
            position=at,
            radius=0.5,
            stats=system_of(battle).new_character_stats(),
        )


def _numbered(battle: Battle, base: str) -> str:
    taken = {t.name for t in (*battle.units.values(), *battle.characters.values())}
    number = 1
    while f"{base} {number}" in taken:
        number += 1
    return f"{base} {number}"


def _facing_centre(battle: Battle, at: Point) -> float:
    size = battle.field.size
    dx, dy = size.width / 2 - at.x, size.height / 2 - at.y
    if math.hypot(dx, dy) < 1e-6:
        return 0.0
    bearing = math.degrees(math.atan2(dx, -dy)) % 360.0
    return round(bearing / FACING_STEP) * FACING_STEP % 360.0
