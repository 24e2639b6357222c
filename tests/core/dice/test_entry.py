"""The one path for typed dice: a single die read as rolled, as its face, or as its total; and a
roll shown first to a source that wants to see it, unless the GM already typed it."""

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.dice.entry import DiceEntryError, RollAsk, ask_before_rolling, one_face, show_before_rolling


def test_one_die_is_rolled_when_nothing_was_typed() -> None:
    dice = ScriptedDice([7, 2])
    assert one_face(10, dice, None) == 7
    assert dice.remaining == 1


def test_one_die_typed_as_its_face_or_its_total_reads_the_same() -> None:
    dice = ScriptedDice([])
    assert one_face(20, dice, ManualEntry(faces=(13,))) == 13
    assert one_face(20, dice, ManualEntry(dice_total=13)) == 13


@pytest.mark.parametrize(
    ("entry", "key"),
    [
        (ManualEntry(faces=(21,)), "dice.bad_face"),
        (ManualEntry(faces=(3, 4)), "dice.wrong_count"),
        (ManualEntry(dice_total=0), "dice.bad_total"),
        (ManualEntry(dice_total=21), "dice.bad_total"),
    ],
)
def test_one_die_typed_out_of_its_range_is_refused_with_the_reason(entry: ManualEntry, key: str) -> None:
    with pytest.raises(DiceEntryError) as refused:
        one_face(20, ScriptedDice([]), entry)
    assert refused.value.reason.key == key


class Watching(ScriptedDice):
    def __init__(self) -> None:
        super().__init__([])
        self.seen: list[object] = []

    def before_roll(self, ask: object) -> None:
        self.seen.append(ask)


def test_a_roll_is_shown_first_only_when_the_gm_has_not_typed_it() -> None:
    dice = Watching()
    own = RollAsk(sizes=(20,), ability="bastionland.save.vigour")
    show_before_rolling(dice, None, own)
    show_before_rolling(dice, ManualEntry(faces=(4,)), own)
    ask_before_rolling(dice, None, (6, 6), "fall")
    ask_before_rolling(dice, ManualEntry(dice_total=7), (6, 6), "fall")
    assert dice.seen == [own, RollAsk(sizes=(6, 6), ability="fall")]
    show_before_rolling(ScriptedDice([]), None, own)  # a source that does not ask is left alone
