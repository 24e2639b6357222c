"""Rule-system words (token states, movement bands) in the interface language.

They are the rule texts' own vocabulary, kept as data beside the report's prose so the map,
the docks and the exported report call a state by the same word.
"""

from __future__ import annotations

from ..core.report import language
from ..core.rules import RuleSystem
from .i18n import current_language


def rule_name(group: str, value: str) -> str:
    names = language(current_language()).names
    return names.get(f"{group}.{value}", value.replace("_", " "))


def system_name(system: RuleSystem) -> str:
    """The rule system's title in the interface language (its own title when none is given)."""
    return language(current_language()).names.get(f"system.{system.id.value}", system.name)


def state_name(system: str, state: str) -> str:
    return rule_name(f"state.{system}", state)


def band_name(band: str) -> str:
    return rule_name("band", band)
