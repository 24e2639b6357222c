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
# Objects cost the parser most (a dict each); a 20,000-move battle writes about 100,000.
MAX_OBJECTS = 500_000
# The longest list a battle holds is its log; a polygon keeps at most 100,000 points.
MAX_ITEMS = 250_000
# The document nests about a dozen levels; recorded events add at most 32 (LogEntry).
MAX_DEPTH = 48
# Points of all outlines together: each becomes a validated model (about 10 µs) and then shapely
# geometry, so this keeps opening the largest field near a second.
MAX_VERTICES = 120_000
MAX_RING_POINTS = 100_000  # as the model's Ring
POINT_LISTS = frozenset({"outline", "trail"})
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
    if count > MAX_SEPARATORS or data.count(b"{") > MAX_OBJECTS:
        return msg("file.too_many_values", limit=MAX_SEPARATORS)
    return None


def structure_problem(raw: Any) -> tuple[str, Message] | None:
    """The path and the problem of the first container too long or too deep, or None."""
    if isinstance(raw, dict):
        for name, limit in COLLECTION_LIMITS.items():
            collection = raw.get(name)
            if isinstance(collection, dict | list) and len(collection) > limit:
                return name, msg("file.too_many_items", limit=limit)
        vertices = _vertices(raw)
        if vertices > MAX_VERTICES:
            return "terrain", msg("file.too_many_vertices", limit=MAX_VERTICES)
    pending: list[tuple[Any, str, int]] = [(raw, "", 0)]
    while pending:
        node, where, depth = pending.pop()
        if depth > MAX_DEPTH:
            return where, msg("file.too_deep")
        if not isinstance(node, dict | list):
            continue
        if len(node) > MAX_ITEMS:
            return where, msg("file.too_many_items", limit=MAX_ITEMS)
        items: list[tuple[str, Any]] = (
            list(node.items()) if isinstance(node, dict) else [(str(i), item) for i, item in enumerate(node)]
        )
        pending.extend(
            (item, f"{where}.{key}" if where else key, depth + 1)
            for key, item in items
            if isinstance(item, dict | list) and not (key in POINT_LISTS and _flat_points(item))
        )
    return None


def _flat_points(value: Any) -> bool:
    """A list of points, one level deep: counted by ``_vertices``, not worth a walk per point."""
    return (
        isinstance(value, list)
        and len(value) <= MAX_ITEMS
        and all(isinstance(p, dict) and len(p) <= 2 for p in value)
    )


def _vertices(raw: dict[str, Any]) -> int:
    total = 0
    for name in ("terrain", "fortifications"):
        features = raw.get(name)
        for feature in features.values() if isinstance(features, dict) else ():
            if not isinstance(feature, dict):
                continue
            holes = feature.get("holes")
            rings = [feature.get("outline"), *(holes if isinstance(holes, list) else [])]
            sizes = [len(ring) for ring in rings if isinstance(ring, list)]
            if any(size > MAX_RING_POINTS for size in sizes):
                return MAX_VERTICES + 1  # one ring alone is beyond what a feature may hold
            total += sum(sizes)
    return total
