"""Where die faces come from. Results are recorded in events, so a source is asked only once."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol


class DiceSource(Protocol):
    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        """``count`` faces of a die with ``sides`` sides."""
        ...


class RandomDice:
    """Seedable random dice; the seed makes a test or a replay reproducible."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        return tuple(self._random.randint(1, sides) for _ in range(count))


class ScriptedDice:
    """Faces given in advance: for tests and for dice the players rolled on camera."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = list(faces)

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        if count > len(self._faces):
            raise LookupError(f"{count} dice asked, {len(self._faces)} scripted")
        taken, self._faces = self._faces[:count], self._faces[count:]
        for face in taken:
            if not 1 <= face <= sides:
                raise ValueError(f"a d{sides} cannot show {face}")
        return tuple(taken)

    @property
    def remaining(self) -> int:
        return len(self._faces)


class RecordingDice:
    """Another source's faces, noted in order: the engine keeps them with the command's entry,
    so the crash journal can replay the command through its rules with the same dice."""

    def __init__(self, inner: DiceSource) -> None:
        self.inner = inner
        self.rolls: list[tuple[int, ...]] = []

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        faces = tuple(self.inner.roll(count, sides))
        self.rolls.append(faces)
        return faces


class ReplayedDice:
    """The faces a command was given when it first ran, one roll after another; a roll of
    another size than recorded, or one too many, is a ``LookupError``."""

    def __init__(self, rolls: Iterable[tuple[int, ...]]) -> None:
        self._rolls = [tuple(faces) for faces in rolls]

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        if not self._rolls:
            raise LookupError("a roll the record does not hold")
        faces = self._rolls.pop(0)
        if len(faces) != count or not all(isinstance(face, int) and 1 <= face <= sides for face in faces):
            raise LookupError(f"{count}d{sides} recorded as {faces}")
        return faces

    @property
    def remaining(self) -> int:
        return len(self._rolls)
