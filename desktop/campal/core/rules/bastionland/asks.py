"""Bastionland's rolls as the GM may type them: each roll is shown before it is made (a d20 save
on a Virtue, an attack's mixed dice, a Scar, a fall), so manual dice ask for every one, and the
typed dice of a command are read in the order the rules make the rolls."""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel

from ...dice import DiceSource, ManualEntry
from ...dice.attack_pool import AttackPoolResult, AttackPoolSpec, roll_attack_pool
from ...dice.entry import DiceEntryError, RollAsk, check_faces, check_total, show_before_rolling
from ...dice.saves import SAVE_DIE, SaveResult, SaveSpec, roll_save
from ...dice.terms import Breakdown
from ...model import Message, msg
from ...records import RECORD


class Feed:
    """The typed dice of one command, handed out roll by roll. The list the dialog and the dice
    tray fill comes first; past its end each roll takes the entry typed in the dock for it."""

    def __init__(self, entries: Iterable[ManualEntry]) -> None:
        self._entries = list(entries)

    def take(self, named: ManualEntry | None = None) -> ManualEntry | None:
        if self._entries:
            return self._entries.pop(0)
        return named


class SaveAsk(BaseModel):
    """A d20 save as a ``RollRequest``: equal to or under the Virtue succeeds."""

    model_config = RECORD

    ability: str
    value: int
    who: str = ""

    def dice_sizes(self) -> tuple[int, ...]:
        return (SAVE_DIE,)

    def check_entry(self, entry: ManualEntry) -> None:
        if entry.faces is not None:
            check_faces(entry.faces, (SAVE_DIE,))
        elif entry.dice_total is not None:
            check_total(entry.dice_total, 1, SAVE_DIE)

    def pool(self) -> Message:
        return msg("bastionland.save_pool", actor=self.who, value=self.value)

    def entry_hint(self) -> Message:
        return msg("bastionland.save_hint")

    def breakdowns(self) -> tuple[tuple[str, Breakdown], ...]:
        return ()


class PoolAsk(RollAsk):
    """An attack's mixed dice: each die is spent on its own, so each must be typed (one die
    alone may be typed as its total)."""

    who: str = ""
    # Whose each die is (by name, in the order typed): several attackers roll together, and the
    # GM types each player's dice where they stand.
    owners: tuple[str, ...] = ()

    def _groups(self) -> list[tuple[str, list[int]]]:
        groups: list[tuple[str, list[int]]] = []
        owners = self.owners if len(self.owners) == len(self.sizes) else ("",) * len(self.sizes)
        for owner, size in zip(owners, self.sizes, strict=True):
            if groups and groups[-1][0] == owner:
                groups[-1][1].append(size)
            else:
                groups.append((owner, [size]))
        return groups

    def pool(self) -> Message:
        groups = self._groups()
        if len(groups) > 1:
            dice = " · ".join(f"{owner}: " + " + ".join(f"1D{s}" for s in sizes) for owner, sizes in groups)
        else:
            dice = " + ".join(f"1D{sides}" for sides in self.sizes)
        return msg("bastionland.pool_ask", actor=self.who, dice=dice)

    def check_entry(self, entry: ManualEntry) -> None:
        if entry.dice_total is not None and len(self.sizes) != 1:
            raise DiceEntryError(msg("dice.faces_needed", expected=len(self.sizes)))
        super().check_entry(entry)

    def entry_hint(self) -> Message:
        if len(self.sizes) == 1:
            return super().entry_hint()
        groups = self._groups()
        if len(groups) > 1:
            dice = ", ".join(f"{' '.join(f'd{s}' for s in sizes)} ({owner})" for owner, sizes in groups)
        else:
            dice = " ".join(f"d{size}" for size in self.sizes)
        return msg("bastionland.pool_hint", dice=dice)


def save_ask(spec: SaveSpec, who: str) -> SaveAsk:
    return SaveAsk(ability=f"bastionland.save.{spec.virtue}", value=spec.value, who=who)


def save(spec: SaveSpec, dice: DiceSource, entry: ManualEntry | None, who: str) -> SaveResult:
    """The d20 save, shown first to a source that wants to see each roll (the GM's typing)."""
    show_before_rolling(dice, entry, save_ask(spec, who))
    return roll_save(spec, dice, entry)


def attack_pool(
    spec: AttackPoolSpec,
    dice: DiceSource,
    entry: ManualEntry | None,
    who: str,
    owners: tuple[str, ...] = (),
) -> AttackPoolResult:
    show_before_rolling(dice, entry, pool_ask(spec.sizes, who, owners))
    return roll_attack_pool(spec, dice, entry)


def pool_ask(sizes: tuple[int, ...], who: str, owners: tuple[str, ...] = ()) -> PoolAsk:
    return PoolAsk(sizes=sizes, ability="bastionland.attack", who=who, owners=owners)


def plain_ask(sizes: tuple[int, ...], what: str) -> RollAsk:
    """A roll whose sum is all that counts (a Scar's entry and its effect, a fall)."""
    return RollAsk(sizes=sizes, ability=f"bastionland.{what}")


def ask_plain(dice: DiceSource, entry: ManualEntry | None, sizes: tuple[int, ...], what: str) -> None:
    show_before_rolling(dice, entry, plain_ask(sizes, what))
