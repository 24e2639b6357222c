"""The dice tray written roll by roll reads as the tray written afresh: as entries are added and
taken back, an entry is rewritten (a corrected roll), or a name changes, its rows and cells equal
every roll of the log read again, the latest first."""

from __future__ import annotations

from pathlib import Path

import pytest

from campal.core.io import load_battle
from campal.ui.play import dice_tray
from campal.ui.play.dice_tray import tray_rows

SAMPLES = Path(__file__).parents[2] / "resources" / "samples"


def _cells(tray) -> list[tuple[str, str, str]]:  # type: ignore[no-untyped-def]
    table = tray.table
    return [tuple(table.item(r, c).text() for c in (0, 1, 5)) for r in range(table.rowCount())]  # type: ignore[misc]


@pytest.mark.parametrize(
    "sample", ["sifrp-batalla", "exalted-batalla", "bastionland-vado", "aquelarre-emboscada"]
)
def test_the_tray_kept_roll_by_roll_equals_the_tray_read_afresh(window, sample) -> None:
    battle = load_battle(SAMPLES / f"{sample}.campal").battle
    log = battle.log
    assert any(tray_rows(battle)), "the sample has rolls to show"
    tray = window.play.dice
    section = "units" if battle.units else "characters"
    tokens = getattr(battle, section)
    named = next(iter(tokens))
    renamed = {**tokens, named: tokens[named].model_copy(update={"name": "Otro nombre"})}
    steps = [
        battle.model_copy(update={"log": log[: len(log) // 2]}),
        battle.model_copy(update={"log": log[: len(log) // 2 + 1]}),  # a command added an entry
        battle,  # and several more
        battle.model_copy(update={"log": log[:-2]}),  # two taken back
        battle.model_copy(update={"log": log}),  # redone
        battle.model_copy(update={section: renamed}),  # a name changed: every row reads it
        # an entry rewritten in the middle: a corrected roll made the later ones again
        battle.model_copy(update={"log": (*log[:3], *(e.model_copy() for e in log[3:]))}),
    ]
    for number, step in enumerate(steps):
        tray.show_battle(step)
        fresh = tray_rows(step)
        assert tray.rows == fresh, f"step {number}"
        expected = [(str(r.round), r.who, tray.table.item(i, 5).text()) for i, r in enumerate(fresh)]
        assert _cells(tray) == expected, f"step {number}"
        assert tray.table.rowCount() == len(fresh)


def test_a_long_log_shows_its_latest_rolls_at_once_and_the_earlier_ones_a_slice_a_turn(
    window, qtbot, monkeypatch
) -> None:
    monkeypatch.setattr(dice_tray, "FIRST_ENTRIES", 5)
    monkeypatch.setattr(dice_tray, "EARLIER_SLICE", 7)
    battle = load_battle(SAMPLES / "sifrp-batalla.campal").battle
    repeated = [entry for _ in range(6) for entry in battle.log]
    log = tuple(entry.model_copy(update={"seq": seq}) for seq, entry in enumerate(repeated, start=1))
    long = battle.model_copy(update={"log": log})
    tray = window.play.dice

    tray.show_battle(long)
    fresh = tray_rows(long)
    assert tray.has_rows_to_read()
    assert 0 < len(tray.rows) < len(fresh)
    assert tray.rows == fresh[: len(tray.rows)], "the latest rolls come first, read at once"

    undone = long.model_copy(update={"log": log[:-2]})  # taken back while earlier ones are read
    tray.show_battle(undone)
    qtbot.waitUntil(lambda: not tray.has_rows_to_read(), timeout=5_000)
    assert tray.rows == tray_rows(undone)
    assert tray.table.rowCount() == len(tray.rows)

    tray.show_battle(long)  # redone, then an early entry rewritten before it was read
    early = long.model_copy(update={"log": (*log[:2], *(e.model_copy() for e in log[2:]))})
    tray.show_battle(early)
    qtbot.waitUntil(lambda: not tray.has_rows_to_read(), timeout=5_000)
    assert tray.rows == tray_rows(early)
    expected = [(str(r.round), r.who, tray.table.item(i, 5).text()) for i, r in enumerate(tray.rows)]
    assert _cells(tray) == expected
