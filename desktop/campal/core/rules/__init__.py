"""Rule systems: one package each, one list naming them, one registry found by id.

A system's package (``rules/<id>/``) exposes ``SYSTEM``, the object that declares everything about
it (see ``system.py`` and this folder's README). Packages are imported when a system is first
asked for, not when the core is imported, so the engine, geometry, phases, movement, dice and
model never depend on any one system, and adding one touches its package, data and terms only.
"""

from .distance import METRE, VARA, YARD, DistanceUnit

# The one list of the systems Campal plays, in the order the New battle dialog offers them.
SYSTEM_PACKAGES = ("sifrp", "exalted", "aquelarre", "bastionland")

from .system import (  # noqa: E402
    RuleOption,
    RuleSystem,
    ShownResult,
    Tone,
    UnitCell,
    UnitRow,
    all_systems,
    system_of,
)

__all__ = [
    "METRE",
    "SYSTEM_PACKAGES",
    "VARA",
    "YARD",
    "DistanceUnit",
    "RuleOption",
    "RuleSystem",
    "ShownResult",
    "Tone",
    "UnitCell",
    "UnitRow",
    "all_systems",
    "system_of",
]
