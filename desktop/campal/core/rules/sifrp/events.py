"""SIFRP record events: what was rolled and decided, with its line for the report.

They change nothing when applied (the token events beside them carry the new state); they keep
every roll's faces so undo, redo and replay never roll again, and the report can tell the story.
"""

from typing import Literal

from ...dice import Breakdown, RollResult
from ...engine.base import Event
from ...model import Battle, Message, UnitState


class Record(Event):
    message: Message

    def apply(self, battle: Battle) -> Battle:
        return battle


class RollRecorded(Record):
    type: Literal["sifrp.roll"] = "sifrp.roll"
    purpose: str
    actor: str
    roll: RollResult


class OrderIssued(Record):
    type: Literal["sifrp.order_issued"] = "sifrp.order_issued"
    issuer: str
    side: str
    unit: str | None
    order: str
    difficulty: Breakdown
    roll: RollResult
    success: bool
    wasted: bool


class AttackResolved(Record):
    type: Literal["sifrp.attack"] = "sifrp.attack"
    attacker: str
    target: str
    order: str
    roll: RollResult
    base_damage: Breakdown
    added_damage: Breakdown = Breakdown()  # after × degrees (Pisotear, Emboscada)
    protection: int
    damage: int


class MoraleChanged(Record):
    type: Literal["sifrp.morale"] = "sifrp.morale"
    unit: str
    before: UnitState
    after: UnitState
    destroyed_in_one_blow: bool = False


class CharacterHurt(Record):
    type: Literal["sifrp.character_hurt"] = "sifrp.character_hurt"
    character: str
    damage: int
    fallen: bool


class Noted(Record):
    """A line of the story with no roll: a parley's terms, a region ravaged, a unit merged."""

    type: Literal["sifrp.noted"] = "sifrp.noted"
