"""A system's sheet data (``resources/rules/<id>/sheet.json``): which of its tables offer the
choices of a field (weapons, armour, shields, mounts, gear, scars), which fields play keeps (shown
folded), and the words of fields the rule terms do not name yet.

A catalogue names a table and, inside it, the collection of entries: a mapping of key → entry,
a list of entries with their key in ``id``, or (``flatten``) sections of such lists. An entry
offered for a record field (a Bastionland weapon, a mount) fills the record's fields it names.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any

from ...core.frozen import frozen
from ...core.report import language
from ...core.rules.tables import read_table
from ..i18n import current_language


@frozen
class Entry:
    key: str
    label: str
    values: dict[str, Any]


@cache
def sheet_data(system: str) -> dict[str, Any]:
    source = files("campal.resources").joinpath(f"rules/{system}/sheet.json")
    if not source.is_file():
        return {}
    data: dict[str, Any] = json.loads(source.read_text(encoding="utf-8"))
    return data


def pattern_of(path: str) -> str:
    """``stats.weapons.2.dice`` → ``weapons.*.dice``: the field as the sheet data names it."""
    parts = path.split(".")[1:] if path.startswith("stats.") else path.split(".")
    return ".".join("*" if part.isdigit() else part for part in parts)


def in_play(system: str, path: str) -> bool:
    """Whether play keeps this field (a round's declarations, contacts): shown folded."""
    return pattern_of(path) in sheet_data(system).get("in_play", ())


def sheet_word(system: str, key: str) -> str | None:
    words: dict[str, dict[str, str]] = sheet_data(system).get("words", {})
    return words.get(current_language(), words.get("en", {})).get(key)


def _collection(spec: dict[str, Any]) -> list[tuple[str, Any]]:
    node: Any = read_table(spec["system"], spec["table"])
    for part in str(spec.get("section", "")).split(".") if spec.get("section") else ():
        node = node[part]
    groups = list(node.values()) if spec.get("flatten") else [node]
    found: list[tuple[str, Any]] = []
    for group in groups:
        pairs = group.items() if isinstance(group, dict) else ((None, item) for item in group)
        for key, entry in pairs:
            own = entry.get(spec["id"]) if spec.get("id") and isinstance(entry, dict) else key
            if own is not None:
                found.append((str(own), entry))
    return found


def _label(spec: dict[str, Any], key: str, entry: Any) -> str:
    names = language(current_language()).names
    prefix = spec.get("names")
    if prefix and f"{prefix}.{key}" in names:
        return names[f"{prefix}.{key}"]
    if isinstance(entry, dict) and isinstance(entry.get(current_language()), str):
        return str(entry[current_language()])
    return key.replace("_", " ")


def _spec(system: str, path: str) -> dict[str, Any] | None:
    specs: dict[str, dict[str, Any]] = sheet_data(system).get("catalogues", {})
    pattern = pattern_of(path)
    # A list's entries take the list's catalogue (``weapons.*`` as ``weapons``).
    return specs.get(pattern, specs.get(pattern[:-2]) if pattern.endswith(".*") else None)


def token_kind(system: str, path: str) -> str | None:
    """Which of the battle's tokens a field names (``units``, ``characters``), if it names any."""
    spec = _spec(system, path)
    kind = spec.get("tokens") if spec is not None else None
    return str(kind) if kind is not None else None


def catalogue(system: str, path: str) -> tuple[Entry, ...]:
    """The entries a field may take from the system's tables; none: free entry only."""
    spec = _spec(system, path)
    if spec is None or "table" not in spec:
        return ()
    spec = {"system": system, **spec}
    return tuple(
        Entry(key, _label(spec, key, entry), dict(entry) if isinstance(entry, dict) else {})
        for key, entry in _collection(spec)
    )
