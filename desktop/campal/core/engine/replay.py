"""Replay a battle log: apply each entry's recorded events, rolling nothing."""

from __future__ import annotations

from ..model import Battle
from .base import Event


def replay(start: Battle, log_source: Battle) -> Battle:
    """``start`` with every entry of ``log_source``'s log after ``start``'s own applied again.

    Replayed from before the first entry, ``start`` becomes the opening the engine keeps then,
    when ``log_source`` kept one."""
    battle = start
    entries = log_source.log[len(start.log) :]
    if entries and not start.log and start.opening is None and log_source.opening is not None:
        battle = start.model_copy(update={"opening": start})
    for entry in entries:
        for data in entry.events:
            battle = Event.load(data).apply(battle)
        battle = battle.model_copy(update={"log": (*battle.log, entry)})
    return battle
