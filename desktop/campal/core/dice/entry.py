"""Dice typed in by the GM, for every mechanic: one entry path, whatever the system rolls.

Players often roll their own dice on camera; the GM types either each die or only the total.
Each mechanic checks the entry against what it would have rolled (``faces_for``) and records the
faces in its result, so the event replays without rolling again.
"""

from __future__ import annotations

from typing import Protocol, Self

from pydantic import BaseModel, model_validator

from ..model import Message, msg
from ..records import FINITE_RECORD, RECORD
from .source import DiceSource
from .terms import Breakdown


class DiceEntryError(ValueError):
    """The GM typed a roll that cannot be this one; ``reason`` says why, translatable."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.key)
        self.reason = reason


class ManualEntry(BaseModel):
    """A roll made on camera: either every die the player rolled or just the dice's sum."""

    model_config = FINITE_RECORD

    faces: tuple[int, ...] | None = None
    dice_total: int | None = None
    # Faces the app rolled for one roll among typed ones (a GM's per-roll choice, or the rolls
    # kept as they were when another roll of the same action is corrected): not manual.
    by_app: bool = False

    @model_validator(mode="after")
    def _one_of(self) -> Self:
        if (self.faces is None) == (self.dice_total is None):
            raise ValueError("give either the faces or the dice total")
        return self


class RollAsk(BaseModel):
    """A roll of plain dice a mechanic is about to make (a d100 against a percentage, a weapon's
    damage, a hit location), as a ``RollRequest``: the dice, what it is for, the terms behind it."""

    model_config = RECORD

    sizes: tuple[int, ...]
    ability: str = ""  # what the roll is for, as the GM reads it ("Lope: espadas 60%")
    terms: Breakdown | None = None
    # What this roll follows, for the GM typing it (the hit a damage roll comes after).
    lead: Message | None = None

    def dice_sizes(self) -> tuple[int, ...]:
        return self.sizes

    def check_entry(self, entry: ManualEntry) -> None:
        if entry.faces is not None:
            check_faces(entry.faces, self.sizes)
        elif entry.dice_total is not None:
            check_total(entry.dice_total, len(self.sizes), sum(self.sizes))

    def pool(self) -> Message:
        dice = " + ".join(f"1D{sides}" for sides in self.sizes)
        if self.terms is not None:
            dice += f" ≤ {self.terms.total}"
        return msg("roll.pool", dice=dice)

    def entry_hint(self) -> Message:
        return msg("roll.sum_hint", count=len(self.sizes), sides=max(self.sizes, default=0))

    def breakdowns(self) -> tuple[tuple[str, Breakdown], ...]:
        return (("roll.modifiers", self.terms),) if self.terms is not None and self.terms.terms else ()


def ask_before_rolling(
    dice: DiceSource,
    entry: ManualEntry | None,
    sizes: tuple[int, ...],
    purpose: str,
    terms: Breakdown | None = None,
    lead: Message | None = None,
) -> None:
    """Let a dice source that wants to see each roll first (the GM's typing) see this one."""
    show_before_rolling(dice, entry, RollAsk(sizes=sizes, ability=purpose, terms=terms, lead=lead))


def show_before_rolling(dice: DiceSource, entry: ManualEntry | None, ask: RollRequest) -> None:
    """``ask_before_rolling`` for a mechanic that words its own request (a save, a mixed pool):
    nothing is asked when the GM already typed the roll."""
    before_roll = getattr(dice, "before_roll", None)
    if entry is None and before_roll is not None:
        before_roll(ask)


def check_faces(faces: tuple[int, ...], sizes: tuple[int, ...]) -> tuple[int, ...]:
    """``faces`` as typed for dice of ``sizes`` (one size per die), or the reason they cannot be."""
    if len(faces) != len(sizes):
        raise DiceEntryError(msg("dice.wrong_count", expected=len(sizes), given=len(faces)))
    for face, sides in zip(faces, sizes, strict=True):
        if not 1 <= face <= sides:
            raise DiceEntryError(msg("dice.bad_face", face=face))
    return faces


def roll_sizes(sizes: tuple[int, ...], dice: DiceSource) -> tuple[int, ...]:
    """One face per die of ``sizes`` (mixed pools ask the source one size at a time)."""
    faces: list[int] = []
    for sides in sizes:
        faces.extend(dice.roll(1, sides))
    return tuple(faces)


def faces_for(sizes: tuple[int, ...], dice: DiceSource, entry: ManualEntry | None) -> tuple[int, ...] | None:
    """The faces of a roll of ``sizes``: rolled, or typed in; None when only a total was typed."""
    if entry is None:
        return roll_sizes(sizes, dice)
    if entry.faces is None:
        return None
    return check_faces(entry.faces, sizes)


def one_face(sides: int, dice: DiceSource, entry: ManualEntry | None) -> int:
    """The face of a single die of ``sides``: rolled, or typed in as its face or as its total
    (for one die they are the same number)."""
    faces = faces_for((sides,), dice, entry)
    if faces is not None:
        return faces[0]
    assert entry is not None and entry.dice_total is not None
    return check_total(entry.dice_total, 1, sides)


def check_total(total: int, low: int, high: int) -> int:
    if not low <= total <= high:
        raise DiceEntryError(msg("dice.bad_total", low=low, high=high, given=total))
    return total


class RollRequest(Protocol):
    """What any mechanic's roll tells the GM who types the players' dice in: the dialog, the
    dice tray and the command probing (``engine.rolls``) know rolls only through this."""

    @property
    def ability(self) -> str:
        """What the roll is for, as a name key of the rule system or as the GM reads it."""
        ...

    def dice_sizes(self) -> tuple[int, ...]:
        """One size per die the app would throw (a d100 is ``(100,)``, a mixed pool mixed)."""
        ...

    def check_entry(self, entry: ManualEntry) -> None:
        """Raise ``DiceEntryError`` when ``entry`` cannot be this roll."""
        ...

    def pool(self) -> Message:
        """The roll at a glance: "4D +1B, difficulty 15", "d100 ≤ 65", "7 dice, difficulty 2"."""
        ...

    def entry_hint(self) -> Message:
        """How to type it: each die, or the total where a total is enough."""
        ...

    def breakdowns(self) -> tuple[tuple[str, Breakdown], ...]:
        """Labelled sums behind the roll (message key of the label, the breakdown)."""
        ...
