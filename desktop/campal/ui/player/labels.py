"""Names the players' window shows for steps, in the interface language."""

from __future__ import annotations

from ...core.report import language
from ..i18n import current_language


def step_name(step: str) -> str:
    names = language(current_language()).names
    return names.get(f"step.{step}", step.replace("_", " "))
