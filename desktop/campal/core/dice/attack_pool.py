"""Attack dice of mixed sizes, the Bastionland attack: everyone attacking one target throws
together (a d8 mace, a d4 shield, two d6 daggers), and each die is then kept, spent on a Gambit
or denied on its own, so the result keeps every face with the die it belongs to.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from ..model import msg
from ..records import RECORD
from .entry import DiceEntryError, ManualEntry, faces_for, one_face
from .source import DiceSource

MAX_POOL = 40
Size = Annotated[int, Field(ge=2, le=100)]


class PoolDie(BaseModel):
    """One die of the pool: its size, whose it is, where it comes from, and whether it strikes
    in melee (only melee dice of 8+ make Strong Gambits)."""

    model_config = RECORD

    size: Size
    owner: Annotated[str, Field(max_length=80)] = ""
    source: Annotated[str, Field(max_length=60)] = ""
    melee: bool = True


class AttackPoolSpec(BaseModel):
    model_config = RECORD

    dice: Annotated[tuple[PoolDie, ...], Field(min_length=1, max_length=MAX_POOL)]

    @property
    def sizes(self) -> tuple[int, ...]:
        return tuple(die.size for die in self.dice)


class AttackPoolResult(BaseModel):
    model_config = RECORD

    spec: AttackPoolSpec
    faces: tuple[int, ...]
    manual: bool = False

    @property
    def highest(self) -> int:
        return max(self.faces)


def roll_attack_pool(
    spec: AttackPoolSpec, dice: DiceSource, entry: ManualEntry | None = None
) -> AttackPoolResult:
    """Throw every die of ``spec``, or read them from the GM's ``entry``. A total alone is enough
    only for a single die: the pool's dice are used one by one."""
    if len(spec.dice) == 1:
        faces: tuple[int, ...] | None = (one_face(spec.dice[0].size, dice, entry),)
    else:
        faces = faces_for(spec.sizes, dice, entry)
    if faces is None:
        raise DiceEntryError(msg("dice.faces_needed", expected=len(spec.dice)))
    return AttackPoolResult(spec=spec, faces=faces, manual=entry is not None and not entry.by_app)
