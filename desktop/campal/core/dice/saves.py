"""Saves, the Bastionland test: a d20 succeeds when it shows the Virtue's value or less.

The result keeps the face so the event that records it replays without rolling again.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..records import RECORD
from .entry import ManualEntry, one_face
from .source import DiceSource

SAVE_DIE = 20
VirtueName = Literal["vigour", "clarity", "spirit"]


class SaveSpec(BaseModel):
    """Who saves, on which Virtue and its value now, and what the save is for."""

    model_config = RECORD

    actor: str = ""
    virtue: VirtueName
    value: Annotated[int, Field(ge=0, le=SAVE_DIE)]
    purpose: Annotated[str, Field(max_length=60)] = ""


class SaveResult(BaseModel):
    model_config = RECORD

    spec: SaveSpec
    face: Annotated[int, Field(ge=1, le=SAVE_DIE)]
    manual: bool = False

    @property
    def is_success(self) -> bool:
        return self.face <= self.spec.value


def roll_save(spec: SaveSpec, dice: DiceSource, entry: ManualEntry | None = None) -> SaveResult:
    """Roll the d20, or read it from the GM's ``entry`` (the face, or its total: one die)."""
    face = one_face(SAVE_DIE, dice, entry)
    return SaveResult(spec=spec, face=face, manual=entry is not None and not entry.by_app)
