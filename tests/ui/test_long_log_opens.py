"""A battle with a long log opens without the window stopping: the log dock shows its last
entries at once, in view, and the earlier ones a slice per turn until the whole log is there,
reading as a list written in one go."""

from __future__ import annotations

from PySide6.QtCore import Qt

from campal.core.engine import MoveToken
from campal.core.io import LoadedBattle, save_battle
from campal.core.model import AssetStore, Battle, Point
from campal.ui.play.log_dock import FIRST_ENTRIES
from tests.core.long_battle import long_battle as played

STEPS = FIRST_ENTRIES * 3 + 7


def long_battle(steps: int = STEPS) -> Battle:
    return played(steps)


def _seqs(dock) -> list[object]:
    return [dock.list.item(row).data(Qt.ItemDataRole.UserRole) for row in range(dock.list.count())]


def _texts(dock) -> list[str]:
    return [dock.list.item(row).text() for row in range(dock.list.count())]


def _last_row_in_view(dock) -> bool:
    last = dock.list.item(dock.list.count() - 1)
    return dock.list.viewport().rect().intersects(dock.list.visualItemRect(last))


def test_the_log_dock_shows_the_last_entry_at_once_and_in_view_then_the_whole_log(window, qtbot):
    battle = long_battle()
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    dock = window.play.log

    assert dock.has_rows_to_write()
    qtbot.waitUntil(lambda: dock.list.count() > 0)
    assert _seqs(dock)[-1] == battle.log[-1].seq
    qtbot.waitUntil(lambda: _last_row_in_view(dock))
    qtbot.waitUntil(lambda: not dock.has_rows_to_write(), timeout=10_000)
    assert _seqs(dock) == [entry.seq for entry in battle.log]
    bar = dock.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() and _last_row_in_view(dock))
    written_slowly = _texts(dock)
    dock._shown = None  # forget what was written: the next refresh writes the list afresh
    dock.refresh()
    dock.write_everything()
    assert _texts(dock) == written_slowly


def test_open_of_a_long_battle_shows_its_whole_log(window, qtbot, tmp_path):
    battle = long_battle()
    path = tmp_path / "larga.campal"
    save_battle(path, battle, AssetStore())

    assert window.open_path(path, ask=False)

    dock = window.play.log
    qtbot.waitUntil(lambda: not dock.has_rows_to_write(), timeout=10_000)
    assert window.session.battle == battle
    assert _seqs(dock) == [entry.seq for entry in battle.log]
    qtbot.waitUntil(lambda: _last_row_in_view(dock))


def test_a_command_while_earlier_rows_wait_leaves_the_list_whole_and_in_order(window, qtbot):
    battle = long_battle()
    session = window.session
    session.replace(LoadedBattle(battle, AssetStore()), None)
    dock = window.play.log
    assert dock.has_rows_to_write()

    assert session.execute(MoveToken("unit-1", Point(x=3.0, y=4.0)))
    session.undo_stack.undo()
    assert session.execute(MoveToken("unit-2", Point(x=5.0, y=6.0)))

    qtbot.waitUntil(lambda: not dock.has_rows_to_write(), timeout=10_000)
    assert _seqs(dock) == [entry.seq for entry in session.battle.log]


def test_a_replay_follows_an_entry_whose_row_was_still_to_be_written(window):
    battle = long_battle()
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    dock = window.play.log
    early = battle.log[3]

    dock.follow(early.seq + 1)

    assert dock.list.currentItem().data(Qt.ItemDataRole.UserRole) == early.seq


def test_a_list_the_gm_scrolled_up_stays_where_they_put_it(window, qtbot):
    window.session.replace(LoadedBattle(long_battle(), AssetStore()), None)
    dock = window.play.log
    bar = dock.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)

    bar.setValue(0)

    qtbot.waitUntil(lambda: not dock.has_rows_to_write(), timeout=10_000)
    qtbot.wait(50)
    assert bar.value() == 0 < bar.maximum()
