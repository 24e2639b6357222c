"""The shape of a battle document, checked before anything costly is done with it.

A 58 KB file can inflate to a 30-million-item list; parsing it is quick, but validation then
builds one error per item and memory runs out. So, before parsing, the separators are counted
(a bound on the number of values, found at C speed), and after parsing, before validation, the
containers are walked: none may be longer or nest deeper than a battle ever needs.
"""

from __future__ import annotations

from typing import Any

from ..model import Message, msg

# A logged SIFRP action writes about 300 separators (its events hold whole units), a plain move
# about 40: this admits some 8,000 rule actions or 60,000 moves, and keeps parsing under 500 MB.
MAX_SEPARATORS = 2_500_000
# The longest list a battle holds is its log; a polygon keeps at most 100,000 points.
MAX_ITEMS = 250_000
# The document nests about a dozen levels; recorded events add at most 32 (LogEntry).
MAX_DEPTH = 48
# How many of each thing a battle may hold; far beyond any table, checked before validation.
COLLECTION_LIMITS = {
    "sides": 100,
    "terrain": 20_000,
    "fortifications": 5_000,
    "units": 10_000,
    "characters": 10_000,
    "notes": 10_000,
}


def separators_problem(data: bytes) -> Message | None:
    count = data.count(b",") + data.count(b":")
    if count > MAX_SEPARATORS:
        return msg("file.too_many_values", limit=MAX_SEPARATORS)
    return None


def structure_problem(raw: Any) -> tuple[str, Message] | None:
    """The path and the problem of the first container too long or too deep, or None."""
    if isinstance(raw, dict):
        for name, limit in COLLECTION_LIMITS.items():
            collection = raw.get(name)
            if isinstance(collection, dict | list) and len(collection) > limit:
                return name, msg("file.too_many_items", limit=limit)
    pending: list[tuple[Any, str, int]] = [(raw, "", 0)]
    while pending:
        node, where, depth = pending.pop()
        if depth > MAX_DEPTH:
            return where, msg("file.too_deep")
        if isinstance(node, dict):
            items: list[tuple[str, Any]] = list(node.items())
        elif isinstance(node, list):
            items = [(str(index), item) for index, item in enumerate(node)]
        else:
            continue
        if len(items) > MAX_ITEMS:
            return where, msg("file.too_many_items", limit=MAX_ITEMS)
        pending.extend(
            (item, f"{where}.{key}" if where else key, depth + 1)
            for key, item in items
            if isinstance(item, dict | list)
        )
    return None
