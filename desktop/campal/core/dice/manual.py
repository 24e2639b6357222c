"""Dice the players rolled on camera, typed in by the GM one roll at a time."""

from __future__ import annotations

from collections.abc import Iterable

from ..model import msg
from .entry import DiceEntryError, ManualEntry


class ManualDice:
    """A dice source fed with typed faces; asking for more than was typed is an error the GM
    sees (a translatable reason), not a silent random roll."""

    def __init__(self, faces: Iterable[int] = ()) -> None:
        self._faces = list(faces)

    def type_in(self, faces: Iterable[int]) -> None:
        self._faces.extend(faces)

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        if count > len(self._faces):
            raise DiceEntryError(msg("dice.not_enough_typed", expected=count, given=len(self._faces)))
        taken, self._faces = self._faces[:count], self._faces[count:]
        for face in taken:
            if not 1 <= face <= sides:
                raise DiceEntryError(msg("dice.bad_face", face=face))
        return tuple(taken)


def entered_faces(*faces: int) -> ManualEntry:
    return ManualEntry(faces=faces)


def entered_total(total: int) -> ManualEntry:
    return ManualEntry(dice_total=total)
