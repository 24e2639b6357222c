"""What the engine checks after every command: that the loader would open the result.

Events build documents with ``model_copy(update=…)``, which validates nothing, so a handler's
slip (a NaN facing, a commander of another side, an actor removed but still queued) would sit
in memory, be saved, and be refused at the next open. Checking the whole document after each
command would cost as much as a save; instead, only what changed is checked: each item whose
identity differs from the one before goes through the same JSON round trip a save and an open
make, then the cross references and the turn are checked as the loader checks them. Items the
command did not touch are the very objects of the previous, already checked, document.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from pydantic import BaseModel, ValidationError

from ..model import Battle, Message, msg, reference_problem_since
from ..model.changed_keys import changed_or_added_keys
from ..phases.consistency import turn_problem

MAX_COMMAND_DEPTH = 24


def _children(value: Any) -> list[tuple[str, Any]]:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [(f.name, getattr(value, f.name)) for f in dataclasses.fields(value)]
    if isinstance(value, BaseModel):
        return list(value.__dict__.items())
    if isinstance(value, dict):
        return [(str(key), item) for key, item in value.items()]
    if isinstance(value, list | tuple):
        return [(str(index), item) for index, item in enumerate(value)]
    return []


def command_problem(command: object) -> Message | None:
    """A number in ``command`` that is not finite (NaN, ±∞), or nesting no GM gesture makes.

    Checked before the handler runs, so no rule ever computes with a NaN.
    """
    pending: list[tuple[str, Any, int]] = [(type(command).__name__, command, 0)]
    while pending:
        where, value, depth = pending.pop()
        if depth > MAX_COMMAND_DEPTH:
            return msg("engine.invalid_value", field=where, detail="nested too deep")
        if isinstance(value, float) and not math.isfinite(value):
            return msg("engine.not_finite", field=where, value=str(value))
        pending.extend((f"{where}.{name}", child, depth + 1) for name, child in _children(value))
    return None


COLLECTIONS = ("sides", "terrain", "fortifications", "units", "characters", "notes")


def _round_trip_problem(item: BaseModel, where: str) -> tuple[str, Message] | None:
    try:
        again = type(item).model_validate_json(item.model_dump_json())
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        field = ".".join([where, *(str(part) for part in first["loc"])])
        return field, msg("engine.invalid_value", field=field, detail=str(first["msg"]))
    except (ValueError, RecursionError) as error:
        return where, msg("engine.invalid_value", field=where, detail=str(error).splitlines()[0])
    if again != item:
        return where, msg("engine.invalid_value", field=where, detail="changes when saved")
    return None


def _changed_items(before: Battle, after: Battle) -> list[tuple[str, BaseModel]]:
    changed: list[tuple[str, BaseModel]] = []
    for name in COLLECTIONS:
        old: dict[str, BaseModel] = getattr(before, name)
        new: dict[str, BaseModel] = getattr(after, name)
        if new is old:
            continue
        changed.extend((f"{name}.{key}", new[key]) for key in changed_or_added_keys(old, new))
    return changed


def _new_log_entries(before: Battle, after: Battle) -> list[tuple[str, BaseModel]]:
    old, new = before.log, after.log
    # Appending keeps the very entries of before; only a rewritten log is checked whole.
    appended = len(new) >= len(old) and (not old or new[len(old) - 1] is old[-1] or new[: len(old)] == old)
    start = len(old) if appended else 0
    return [(f"log.{index}", new[index]) for index in range(start, len(new))]


def _shell_problem(before: Battle, after: Battle) -> tuple[str, Message] | None:
    """Title, system, field and turn, checked as one small document without its collections.

    The opening (the whole battle as it stood before its first logged step) is left out once it
    is the very object ``before`` held: it is set once, and round-tripping it again at every
    command was most of a command's check (every unit of the field, each time)."""
    empty: dict[str, object] = {name: {} for name in COLLECTIONS}
    kept: dict[str, object] = {"opening": None} if after.opening is before.opening else {}
    shell = after.model_copy(update={**empty, "log": (), **kept})
    return _round_trip_problem(shell, "battle")


def document_problem(before: Battle, after: Battle) -> tuple[str, Message] | None:
    """Why the loader would refuse ``after`` (a field and a message), or None when it would not.

    ``before`` must be a document that already passed: what is shared with it is not re-checked.
    """
    for where, item in [*_changed_items(before, after), *_new_log_entries(before, after)]:
        problem = _round_trip_problem(item, where)
        if problem is not None:
            return problem
    problem = _shell_problem(before, after)
    if problem is not None:
        return problem
    broken = reference_problem_since(before, after)
    if broken is not None:
        return broken.field, broken.reason
    turn = turn_problem(after)
    if turn is not None:
        field, reason = turn
        detail = ", ".join(str(value) for value in reason.params.values())
        return field, msg("engine.broken_turn", field=field, detail=detail)
    return None
