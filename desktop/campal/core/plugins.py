"""Rule systems found by id, for any layer of the core.

The systems live in ``campal.core.rules`` (its ``SYSTEM_PACKAGES`` is the one list) and are
imported the first time one is asked for. A layer below the rules asks through a protocol of its
own (``terrain.effects.TerrainRules``, ``movement.ports.MovementRules``, ``templates.create.
TemplateRules``, ``engine.geometry_map.SightRules``) that every system's base class implements,
so no layer of the core names one above it.
"""

from __future__ import annotations

import importlib

from .model import Battle, RuleSystemId

SYSTEMS_PACKAGE = "campal.core.rules"

_FOUND: dict[RuleSystemId, object] = {}


def load_systems() -> tuple[object, ...]:
    """Every system, in the list's order; their commands, events and hooks register on import."""
    if not _FOUND:
        listing = importlib.import_module(SYSTEMS_PACKAGE)
        for name in listing.SYSTEM_PACKAGES:
            system = importlib.import_module(f"{SYSTEMS_PACKAGE}.{name}").SYSTEM
            _FOUND[system.id] = system
    return tuple(_FOUND.values())


def find_system(which: Battle | RuleSystemId | str) -> object:
    """The system a battle is played in, or the one with this id."""
    load_systems()
    return _FOUND[which.system if isinstance(which, Battle) else RuleSystemId(which)]
