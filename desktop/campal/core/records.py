"""The configuration the core's records share: frozen, strict about unknown fields, and with
validators built on first use.

A record's validator is built the first time it validates (``defer_build``), not when its module
is imported: a window opening one battle uses about a fifth of the core's records, and building
all of them at import cost a quarter of a second of every start. ``unbuilt()`` names the records
still waiting, for a caller with idle time to build them before a GM's first action needs one.

The modules of the records a start imports (the battle's models, the engine's events, the
terrain catalogue, the SIFRP tables and events, dice and phases) leave out ``from __future__
import annotations``: their annotations are then objects made with the class, where pydantic
would otherwise compile every annotation's text again at every start (about 15 ms in all).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

RECORD = ConfigDict(frozen=True, extra="forbid", defer_build=True)
# For records of the battle's own numbers: a NaN or an infinity there is corruption, not a value.
FINITE_RECORD = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False, defer_build=True)


def unbuilt() -> list[type[BaseModel]]:
    """The core's records imported so far whose validators are not built yet, in a stable order."""
    found: list[type[BaseModel]] = []
    seen: set[type[BaseModel]] = set()
    waiting = [BaseModel]
    while waiting:
        for model in waiting.pop().__subclasses__():
            if model in seen:
                continue
            seen.add(model)
            waiting.append(model)
            if model.__module__.startswith(__package__ + ".") and not model.__pydantic_complete__:
                found.append(model)
    return sorted(found, key=lambda model: (model.__module__, model.__qualname__))
