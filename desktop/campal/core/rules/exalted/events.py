"""Exalted record events: what was rolled and decided, with its line for the report.

They change nothing when applied (the token events beside them carry the new state); they keep
every die so undo, redo and replay never roll again.
"""

from __future__ import annotations

from typing import Literal

from ...dice import Breakdown
from ...dice.pool import PoolResult
from ...engine.base import Event
from ...model import Battle, Message


class Record(Event):
    message: Message

    def apply(self, battle: Battle) -> Battle:
        return battle


class PoolRolled(Record):
    """One d10 pool: what for, by whom, and its faces."""

    type: Literal["exalted.roll"] = "exalted.roll"
    purpose: str
    actor: str
    roll: PoolResult


class AttackMade(Record):
    type: Literal["exalted.attack"] = "exalted.attack"
    attacker: str
    target: str
    action: str
    roll: PoolResult
    defence: Breakdown
    hits: bool
    damage_dice: Breakdown | None = None
    damage: PoolResult | None = None
    levels: int = 0
    magnitude_lost: int = 0


class UnitNoted(Record):
    """A line of the story with no roll: an action taken, a unit destroyed, a duel begun."""

    type: Literal["exalted.noted"] = "exalted.noted"
