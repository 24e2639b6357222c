"""Scars: when a blow leaves Guard at exactly 0, the die that caused it is rolled again on the
Scar table. Virtue lost to a Scar is not damage: it can neither Mortally Wound nor kill. Some
Scars raise a low maximum Guard by a die. Scars come only from real, deadly combat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, TypeVar

from pydantic import BaseModel, Field

from ...dice import DiceSource, ManualEntry
from ...dice.entry import check_total, faces_for
from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats, dice_sizes
from ...records import RECORD
from .asks import ask_plain
from .tables import combat_table, scar_table

Faces = tuple[Annotated[int, Field(ge=1, le=100)], ...]
Scarred = TypeVar("Scarred", BastionlandCharacterStats, BastionlandWarbandStats)


class ScarRoll(BaseModel):
    """The Scar a blow left: the die re-rolled, the entry, and its effect's roll."""

    model_config = RECORD

    die: Annotated[int, Field(ge=2, le=100)]
    face: Annotated[int, Field(ge=1, le=100)]
    scar: str
    virtue: str | None = None
    loss: Annotated[int, Field(ge=0)] = 0
    guard_raise: Annotated[int, Field(ge=0)] = 0
    effect_faces: Faces = ()  # empty when the GM typed only the effect's total
    manual: bool = False


def sum_roll(
    sizes: tuple[int, ...], dice: DiceSource, entry: ManualEntry | None
) -> tuple[tuple[int, ...], int]:
    """Faces and sum of a roll whose sum is all that matters (a total typed in is enough)."""
    faces = faces_for(sizes, dice, entry)
    if faces is None:
        assert entry is not None and entry.dice_total is not None
        return (), check_total(entry.dice_total, len(sizes), sum(sizes))
    return faces, sum(faces)


def roll_scar(
    die: int,
    guard_max: int,
    dice: DiceSource,
    entry: ManualEntry | None = None,
    effect: ManualEntry | None = None,
    take: Callable[[ManualEntry | None], ManualEntry | None] = lambda entry: entry,
) -> ScarRoll:
    """Re-roll the ``die`` that caused the Scar (or read it from ``entry``), then roll what its
    entry asks: the Virtue loss, or the rise of a maximum Guard lower than the entry's bound.
    ``take`` hands out a command's typed dice lazily: the effect's only when it is rolled."""
    entry = take(entry)
    ask_plain(dice, entry, (die,), "scar")
    _, face = sum_roll((die,), dice, entry)
    table = scar_table().scars
    found = table[min(face, max(table))]  # a die larger than the table reads its last entry
    faces: tuple[int, ...] = ()
    loss = raise_by = 0
    if found.virtue is not None and found.loss is not None:
        effect = take(effect)
        ask_plain(dice, effect, dice_sizes(found.loss), "scar_effect")
        faces, loss = sum_roll(dice_sizes(found.loss), dice, effect)
    elif found.guard_below is not None and guard_max < found.guard_below:
        effect = take(effect)
        ask_plain(dice, effect, (combat_table().scar_guard_die,), "scar_effect")
        faces, raise_by = sum_roll((combat_table().scar_guard_die,), dice, effect)
    return ScarRoll(
        die=die,
        face=face,
        scar=found.id,
        virtue=found.virtue,
        loss=loss,
        guard_raise=raise_by,
        effect_faces=faces,
        manual=entry is not None and not entry.by_app,
    )


def effect_sizes(scar: str) -> tuple[int, ...]:
    """The dice of a Scar's effect roll, none when it has none (for reading a record back)."""
    found = next((s for s in scar_table().scars.values() if s.id == scar), None)
    if found is None:
        return ()
    if found.virtue is not None and found.loss is not None:
        return dice_sizes(found.loss)
    return (combat_table().scar_guard_die,) if found.guard_below is not None else ()


def apply_scar(stats: Scarred, roll: ScarRoll) -> Scarred:
    """The Scar's mark on ``stats``: its name kept on a person, the Virtue lowered (never below
    0), the maximum Guard raised."""
    update: dict[str, object] = {}
    if roll.virtue is not None:
        update[roll.virtue] = max(getattr(stats, roll.virtue) - roll.loss, 0)
    if roll.guard_raise:
        update["guard_max"] = min(stats.guard_max + roll.guard_raise, 40)
    if isinstance(stats, BastionlandCharacterStats):
        update["scars"] = (*stats.scars, roll.scar)
    return stats.model_copy(update=update)
