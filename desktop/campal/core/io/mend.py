"""Open with repairs: drop the references of a damaged battle that point at nothing.

A file written by an older build, edited by hand, or saved before the engine checked its
invariants may name a commander who left the side, attach a character to a removed unit or keep
a removed token in the turn. The loader refuses such a file whole; this pass, run only when the
GM asks for it, removes each dangling reference from the plain JSON before validation and says
what it removed, so the GM keeps the battle.
"""

from __future__ import annotations

from typing import Any

from .unreadable import mend_tags

COMMAND_POSTS = ("lieutenants", "heroes")
TURN_TABLES = ("budgets", "spent", "taken", "initiative", "tiebreaks", "next_tick")


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _tokens_without_side(document: dict[str, Any], sides: set[str], repairs: list[str]) -> None:
    for collection in ("units", "characters"):
        items = _dict(document.get(collection))
        for key in [
            k for k, item in items.items() if isinstance(item, dict) and item.get("side") not in sides
        ]:
            repairs.append(f"{collection}.{key}")
            del items[key]


def _detach(document: dict[str, Any], repairs: list[str]) -> None:
    units = _dict(document.get("units"))
    size = _dict(_dict(document.get("field")).get("size"))
    width, height = size.get("width", 0.0), size.get("height", 0.0)
    centre = {"x": 0.0, "y": 0.0}
    if isinstance(width, int | float) and isinstance(height, int | float):
        centre = {"x": width / 2, "y": height / 2}
    for key, character in _dict(document.get("characters")).items():
        if isinstance(character, dict) and character.get("attached_to") not in (None, *units):
            repairs.append(f"characters.{key}.attached_to")
            character["attached_to"] = None
            if character.get("position") is None:
                character["position"] = centre


def _chain_of_command(document: dict[str, Any], repairs: list[str]) -> None:
    characters = _dict(document.get("characters"))

    def serves(side_id: str, cid: Any) -> bool:
        return isinstance(cid, str) and _dict(characters.get(cid)).get("side") == side_id

    for side_id, side in _dict(document.get("sides")).items():
        if not isinstance(side, dict):
            continue
        if side.get("commander") is not None and not serves(side_id, side["commander"]):
            repairs.append(f"sides.{side_id}.commander")
            side["commander"] = None
        for post in COMMAND_POSTS:
            if not isinstance(side.get(post), list):
                continue
            kept = [cid for cid in side[post] if serves(side_id, cid)]
            if len(kept) != len(side[post]):
                repairs.append(f"sides.{side_id}.{post}")
                side[post] = kept


def _turn(document: dict[str, Any], repairs: list[str]) -> None:
    turn = document.get("turn")
    if not isinstance(turn, dict):
        return
    known = {*_dict(document.get("sides")), *_dict(document.get("units")), *_dict(document.get("characters"))}
    for field in ("queue", "order"):
        if isinstance(turn.get(field), list):
            kept = [actor for actor in turn[field] if isinstance(actor, str) and actor in known]
            if len(kept) != len(turn[field]):
                repairs.append(f"turn.{field}")
                turn[field] = kept
    for table in TURN_TABLES:
        entries = turn.get(table)
        if isinstance(entries, dict) and any(actor not in known for actor in entries):
            repairs.append(f"turn.{table}")
            turn[table] = {actor: value for actor, value in entries.items() if actor in known}
    awaiting = turn.get("awaiting")
    actors = awaiting.get("actors") if isinstance(awaiting, dict) else None
    if isinstance(actors, list) and any(actor not in known for actor in actors):
        repairs.append("turn.awaiting")
        turn["awaiting"] = None


def mend_references(document: dict[str, Any]) -> list[str]:
    """Remove dangling references from ``document`` in place; the fields repaired, in order."""
    repairs: list[str] = []
    sides = set(_dict(document.get("sides")))
    _tokens_without_side(document, sides, repairs)
    _detach(document, repairs)
    _chain_of_command(document, repairs)
    _turn(document, repairs)
    mend_tags(document, repairs)
    return repairs
