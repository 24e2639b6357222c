"""Rule systems found by id, for any layer of the core.

The systems live in ``campal.core.rules`` (its ``SYSTEM_PACKAGES`` is the one list; a package is
named by its system's id) and each is imported the first time it is asked for: a window opened
on a SIFRP battle never pays for importing the other systems. A layer below the rules asks
through a protocol of its own (``terrain.effects.TerrainRules``, ``movement.ports.MovementRules``,
``templates.create.TemplateRules``, ``engine.geometry_map.SightRules``) that every system's base
class implements, so no layer of the core names one above it.
"""

from __future__ import annotations

import importlib

from .house_rules import use as use_house_rules
from .model import Battle, RuleSystemId

SYSTEMS_PACKAGE = "campal.core.rules"

_FOUND: dict[RuleSystemId, object] = {}


def _listed() -> tuple[str, ...]:
    names: tuple[str, ...] = importlib.import_module(SYSTEMS_PACKAGE).SYSTEM_PACKAGES
    return names


def load_system(system_id: RuleSystemId) -> object:
    """One system; its commands, events and hooks register when its package is imported."""
    found = _FOUND.get(system_id)
    if found is None:
        if system_id.value not in _listed():
            raise KeyError(system_id.value)
        found = importlib.import_module(f"{SYSTEMS_PACKAGE}.{system_id.value}").SYSTEM
        _FOUND[system_id] = found
    return found


def load_systems() -> tuple[object, ...]:
    """Every system, in the list's order."""
    return tuple(load_system(RuleSystemId(name)) for name in _listed())


def find_system(which: Battle | RuleSystemId | str) -> object:
    """The system a battle is played in, or the one with this id. Asked for a battle's system,
    the tables are read with that battle's house rules from then on."""
    if isinstance(which, Battle):
        use_house_rules(which)
        return load_system(which.system)
    return load_system(RuleSystemId(which))
