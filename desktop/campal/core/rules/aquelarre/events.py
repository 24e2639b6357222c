"""Aquelarre's record of a roll: its faces, its percentage's terms and the log line. Changes to
the characters travel in ``CharacterSet`` events, so replaying never rolls nor reads tables."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel

from ...dice.entry import ManualEntry, RollAsk
from ...dice.source import DiceSource
from ...dice.terms import Breakdown
from ...engine.base import Event
from ...model import Battle, Message
from ...records import RECORD


class MadeRoll(BaseModel):
    """One roll as it was made, when it read one typed entry of its command: what was asked
    (dice, purpose, the percentage's terms), the faces (empty when only a total was typed), the
    sum. The Dice tray reads it back to correct the roll."""

    model_config = RECORD

    ask: RollAsk
    faces: tuple[int, ...] = ()
    total: int
    manual: bool = False


class AquelarreRolled(Event):
    type: Literal["aquelarre.rolled"] = "aquelarre.rolled"
    actor: str
    kind: str  # attack, defence, damage, location, initiative, test
    faces: tuple[int, ...] = ()
    manual: bool = False
    breakdown: Breakdown | None = None
    message: Message
    # The dice as made, when the roll read one typed entry of its command (a critical's damage
    # reads none): the Dice tray corrects it through this.
    made: MadeRoll | None = None

    def apply(self, battle: Battle) -> Battle:
        return battle


class Feed:
    """The dice of one command: the GM's typed entries in order, then the dice source."""

    def __init__(self, dice: DiceSource, entries: Sequence[ManualEntry] = ()) -> None:
        self.dice = dice
        self._entries = list(entries)

    def entry(self) -> ManualEntry | None:
        return self._entries.pop(0) if self._entries else None
