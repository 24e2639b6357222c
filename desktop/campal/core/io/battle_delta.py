"""A battle document as the change from the one before, for the players' window.

The players' window runs in its own process, so the GM's process sends it each new document.
A whole document is large and the engine makes a new one at every command (every step of a
drag), yet a command changes little of it and leaves the rest as the very same objects. The
delta is found by identity and sent as JSON; the other side rebuilds the document from the one
it holds, keeping what did not change as its own same objects, so its next delta and redraw are
as cheap as this one.

Each changed field of ``Battle`` maps to one of:

- ``{"value": ...}``: the whole value;
- ``{"set": {key: value}, "drop": [key], "order": [key]}`` for a dict field (each part only when
  needed): the entries that are new or replaced, the keys gone, and the whole key order when it
  is not the old one without the dropped keys, with the new ones after it (the order is the
  drawing order);
- ``{"append": [...]}`` for a tuple field that only grew (the log), and ``{"keep": n,
  "append": [...]}`` for one whose first ``n`` items stayed and whose end changed (an undo
  takes the log's last entries back): a long log is never sent whole again.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from functools import cache
from typing import Annotated, Any

from pydantic import TypeAdapter, ValidationError

from ..model import Battle, reference_problem

_DICT_PARTS = frozenset({"set", "drop", "order"})


def battle_delta(before: Battle, after: Battle) -> dict[str, object]:
    """What changed from ``before`` to ``after``, as JSON-ready data; ``{}`` when nothing did."""
    delta: dict[str, object] = {}
    for name in Battle.model_fields:
        old, new = getattr(before, name), getattr(after, name)
        if new is old:
            continue
        if isinstance(old, dict) and isinstance(new, dict):
            change = _dict_change(name, old, new)
        elif isinstance(old, tuple) and isinstance(new, tuple):
            change = _tuple_change(name, old, new)
        else:
            change = {"value": _dumped(name, new)}
        if change:
            delta[name] = change
    return delta


def without_log(battle: Battle) -> Battle:
    """``battle`` as sent whole to a receiver that only tells of entries logged from then on
    (the players' window): with no log, so that a battle of 20,000 steps is not written out,
    sent and read back to show its map. Its deltas then go through ``log_from``."""
    return battle.model_copy(update={"log": ()})


def log_from(delta: dict[str, object], held_from: int) -> tuple[dict[str, object], int]:
    """``delta`` for a receiver that holds the log from its entry ``held_from`` on, and the
    entry its log starts at once the delta is applied."""
    change = delta.get("log")
    if not isinstance(change, dict):
        return delta, held_from
    if "value" in change:
        return delta, 0  # no entry of the log before is left: it is sent whole
    if "keep" not in change:
        return delta, held_from  # grown: the new entries are appended there too
    kept = change["keep"]
    assert isinstance(kept, int)
    if kept >= held_from:
        return {**delta, "log": {"keep": kept - held_from, "append": change["append"]}}, held_from
    # Taken back further than the receiver's log reaches: it holds the new end alone.
    return {**delta, "log": {"value": change["append"]}}, kept


def tail_delta(before: Battle, after: Battle, held_from: int, tail: int) -> tuple[dict[str, object], int]:
    """``log_from(battle_delta(before, after), held_from)`` for a receiver that needs no more of
    the log than its last ``tail`` entries: when more than ``tail`` came after what ``before``
    shares with ``after`` (leaving a replay of an early step), it is sent those last entries
    alone as its whole log, not every entry between, and holds the log from there."""
    cut = len(after.log) - tail
    # Logs grow and shrink at their end: the entry just before the tail, shared, shares all the
    # entries before it too. Looked at alone, so that a command pays no walk of a long log.
    if cut <= 0 or (cut - 1 < len(before.log) and before.log[cut - 1] is after.log[cut - 1]):
        return log_from(battle_delta(before, after), held_from)
    delta = battle_delta(without_log(before), without_log(after))
    delta["log"] = {"value": _dumped("log", after.log[cut:])}
    return delta, cut


def apply_battle_delta(battle: Battle, delta: Mapping[str, object]) -> Battle:
    """The document ``delta`` leads to from ``battle`` (equal to the one it was made from).

    Raises ``ValueError``, ``battle`` untouched, when the delta is not one of ours or does not
    fit ``battle``.
    """
    if not isinstance(delta, Mapping):
        raise ValueError(f"battle delta: expected an object, got {type(delta).__name__}")
    update: dict[str, object] = {}
    for name, change in delta.items():
        if name not in Battle.model_fields:
            raise ValueError(f"battle delta: unknown field {name!r}")
        try:
            update[name] = _applied(name, getattr(battle, name), change)
        except ValidationError as error:
            raise ValueError(f"battle delta: invalid {name}: {error}") from None
    if not update:
        return battle
    # model_copy does not validate: the checks across fields that Battle's validator makes are
    # made here, so a delta cannot leave a unit of a side that is gone.
    result = battle.model_copy(update=update)
    problem = reference_problem(result)
    if problem is not None:
        raise ValueError(f"battle delta: {problem.text}")
    return result


@cache
def _adapter(name: str) -> TypeAdapter[Any]:
    # Built on first use (defer_build), the model's annotations may still be unresolved names.
    Battle.model_rebuild()
    # The FieldInfo carries the constraints (a title's length, how many rule options) that the
    # bare annotation lacks.
    info = Battle.model_fields[name]
    annotated: Any = Annotated[info.annotation, info]
    return TypeAdapter(annotated)


def _dumped(name: str, value: object) -> object:
    return _adapter(name).dump_python(value, mode="json")


def _dict_change(name: str, old: dict[str, object], new: dict[str, object]) -> dict[str, object]:
    missing = object()
    changed = {key: value for key, value in new.items() if old.get(key, missing) is not value}
    added = [key for key in changed if key not in old]
    # Counted first: looking for dropped keys walks the whole dict, and most changes drop none.
    dropped = [key for key in old if key not in new] if len(new) - len(added) < len(old) else []
    change: dict[str, object] = {}
    if changed:
        change["set"] = _dumped(name, changed)
    if dropped:
        change["drop"] = dropped
    # The order the other side's dict takes once the dropped keys go and the added ones follow.
    expected = [key for key in old if key in new] if dropped else list(old)
    expected += added
    order = list(new)
    if order != expected:
        change["order"] = order
    return change


def _tuple_change(name: str, old: tuple[object, ...], new: tuple[object, ...]) -> dict[str, object]:
    kept = _shared_start(old, new)
    if kept == len(old):
        return {"append": _dumped(name, new[kept:])} if len(new) > kept else {}
    if kept == 0:
        return {"value": _dumped(name, new)}
    return {"keep": kept, "append": _dumped(name, new[kept:])}


def _shared_start(old: tuple[object, ...], new: tuple[object, ...]) -> int:
    """How many first items ``old`` and ``new`` share, as the very same objects."""
    shorter = min(len(old), len(new))
    if shorter and old[shorter - 1] is new[shorter - 1] and all(map(operator.is_, old[:shorter], new)):
        return shorter
    return next((at for at, (a, b) in enumerate(zip(old, new, strict=False)) if a is not b), shorter)


def _applied(name: str, current: object, change: object) -> object:
    if not isinstance(change, Mapping):
        raise ValueError(f"battle delta: {name}: expected an object, got {type(change).__name__}")
    parts = set(change)
    adapter = _adapter(name)
    if parts == {"value"}:
        return adapter.validate_python(change["value"])
    if parts in ({"append"}, {"keep", "append"}) and isinstance(current, tuple):
        appended = change["append"]
        if not isinstance(appended, list):
            raise ValueError(f"battle delta: {name}: 'append' must be a list")
        kept = change.get("keep", len(current))
        if not isinstance(kept, int) or isinstance(kept, bool) or not 0 <= kept <= len(current):
            raise ValueError(f"battle delta: {name}: 'keep' must be a count of the {len(current)} items held")
        # Validated whole, so the field's own constraints hold; what was kept stays itself.
        return adapter.validate_python((*current[:kept], *appended))
    if parts and parts <= _DICT_PARTS and isinstance(current, dict):
        return adapter.validate_python(_merged(name, current, change))
    kind = type(current).__name__
    raise ValueError(f"battle delta: {name}: parts {sorted(map(str, parts))} do not fit a {kind} field")


def _merged(name: str, current: dict[str, object], change: Mapping[str, object]) -> dict[str, object]:
    changed = change.get("set", {})
    if not isinstance(changed, Mapping):
        raise ValueError(f"battle delta: {name}: 'set' must be an object")
    dropped = set(_keys(name, "drop", change.get("drop", [])))
    absent = dropped - current.keys()
    if absent:
        raise ValueError(f"battle delta: {name}: drops keys it does not hold: {sorted(absent)}")
    merged = {key: value for key, value in current.items() if key not in dropped}
    merged.update(changed)
    if "order" in change:
        order = _keys(name, "order", change["order"])
        if len(order) != len(merged) or set(order) != merged.keys():
            raise ValueError(f"battle delta: {name}: 'order' does not list each key once")
        merged = {key: merged[key] for key in order}
    return merged


def _keys(name: str, part: str, value: object) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(key, str) for key in value):
        raise ValueError(f"battle delta: {name}: {part!r} must be a list of keys")
    return value
