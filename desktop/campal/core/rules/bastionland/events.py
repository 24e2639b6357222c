"""Bastionland record events: what was thrown and decided, with the line for the report.

They change nothing when applied (the token events beside them carry the new state); they keep
every die so undo, redo and replay never roll again. An attack is told in two or three records:
the dice thrown (and who may still Deny), each die denied, and the attack resolved.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ...dice import Breakdown
from ...dice.attack_pool import AttackPoolResult
from ...dice.saves import SaveResult
from ...engine.base import Event
from ...model import Battle, Message
from ...records import RECORD
from .attack import Damage, Denial, Gambit
from .damage import Blow
from .scars import ScarRoll


class Record(Event):
    message: Message

    def apply(self, battle: Battle) -> Battle:
        return battle


class SaveRolled(Record):
    """A save outside an attack: surprise, morale, a Feat's cost."""

    type: Literal["bastionland.save"] = "bastionland.save"
    save: SaveResult
    outcome: str = ""  # what a failure did: "surprised", "fled", "routed", "fatigued"


class AttackRolled(Record):
    """Step 1: every attacker on one target threw together. ``armour`` is the target's total
    against this attack (pieces, cover against missiles, a shield wall)."""

    type: Literal["bastionland.attack_rolled"] = "bastionland.attack_rolled"
    attack: Annotated[str, Field(min_length=1, max_length=40)]
    target: str
    on_mount: bool = False
    attackers: tuple[str, ...]
    ranged: bool = False
    blast: bool = False
    armour: Annotated[int, Field(ge=0)]
    armour_note: tuple[str, ...] = ()  # what the armour is made of: "pieces", "cover", "shield_wall"
    breakdown: Breakdown | None = None  # that armour term by term, as the log shows it
    pool: AttackPoolResult
    feats: tuple[SaveResult, ...] = ()  # the saves after a Smite
    bloodless: bool = False  # training or a bloodless duel: its blows leave no Scar


class DieDenied(Record):
    """Step 2: the target or a nearby ally Denied one die, then saved SPI or tired."""

    type: Literal["bastionland.denied"] = "bastionland.denied"
    attack: str
    denial: Denial
    save: SaveResult


class GambitMade(BaseModel):
    """One Gambit with the target's VIG save when it had one (and whether the effect held)."""

    model_config = RECORD

    gambit: Gambit
    save: SaveResult | None = None
    held: bool = True
    moved_m: Annotated[float, Field(ge=0)] | None = None  # how far a Move or a Repel took its token


class GambitRecorded(Record):
    """A Gambit's line in the report: who made it, which, and whether it held."""

    type: Literal["bastionland.gambit"] = "bastionland.gambit"
    attack: str


class AttackResolved(Record):
    """Steps 3 to 6 and what followed: the Gambits, the damage, the blow and any Scar."""

    type: Literal["bastionland.attack_resolved"] = "bastionland.attack_resolved"
    attack: str
    target: str
    gambits: tuple[GambitMade, ...] = ()
    focus: tuple[SaveResult, ...] = ()  # the saves after each Focus
    damage: Damage
    blow: Blow | None = None  # None when the target was a structure
    scar: ScarRoll | None = None
    dismount: tuple[int, ...] = ()  # the dice of a fall from the saddle
    dismount_blow: Blow | None = None
    breached: bool = False
    morale: bool = False  # the blow calls for a morale save
    group: str | None = None  # the side whose group of people it left at half or fewer
