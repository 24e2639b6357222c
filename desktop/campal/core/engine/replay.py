"""Replay a battle log: apply each entry's recorded events, rolling nothing."""

from __future__ import annotations

from ..model import Battle
from .base import Event


def replay(start: Battle, log_source: Battle) -> Battle:
    """``start`` with every entry of ``log_source``'s log after ``start``'s own applied again."""
    battle = start
    for entry in log_source.log[len(start.log) :]:
        for data in entry.events:
            battle = Event.load(data).apply(battle)
        battle = battle.model_copy(update={"log": (*battle.log, entry)})
    return battle
