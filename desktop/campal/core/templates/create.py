"""New tokens from templates, for any rule system: every value editable afterwards."""

from __future__ import annotations

from ..model import Character, Point, RuleSystemId, Unit
from ..rules.system import system_of
from .tokens import TemplateEntry


def templates_for(system: RuleSystemId | str) -> tuple[TemplateEntry, ...]:
    """Every template of a system, for a roster's «new from template» list."""
    return system_of(system).templates()


def create_from_template(
    system: RuleSystemId | str,
    template_id: str,
    side: str,
    position: Point,
    *,
    facing: float = 0.0,
    name: str | None = None,
) -> Unit | Character:
    """A fresh token of ``template_id`` (SIFRP: ``"<type>/<training>"``, training optional)."""
    return system_of(system).create(template_id, side, position, facing, name)
