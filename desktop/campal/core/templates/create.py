"""New tokens from templates, for any rule system: every value editable afterwards."""

from __future__ import annotations

from typing import Protocol, cast

from ..model import Character, Point, RuleSystemId, Unit
from ..plugins import find_system
from .tokens import TemplateEntry


class TemplateRules(Protocol):
    """What templates ask of a rule system: its list, and a token made from one of them."""

    def templates(self) -> tuple[TemplateEntry, ...]: ...

    def create(
        self, template_id: str, side: str, position: Point, facing: float, name: str | None
    ) -> Unit | Character: ...


def template_rules(system: RuleSystemId | str) -> TemplateRules:
    return cast(TemplateRules, find_system(system))


def templates_for(system: RuleSystemId | str) -> tuple[TemplateEntry, ...]:
    """Every template of a system, for a roster's «new from template» list."""
    return template_rules(system).templates()


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
    return template_rules(system).create(template_id, side, position, facing, name)
