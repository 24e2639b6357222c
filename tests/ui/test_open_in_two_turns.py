"""A battle put in the window shows its map in the turn it is opened and the docks' long lists
in the turns after (the units' rows, then the log), so that opening a long battle never stops
the window for the whole of it. In between, the docks are empty: nothing of the battle replaced is shown
or can be clicked."""

from __future__ import annotations

from PySide6.QtCore import Qt

from campal.core.engine import MoveToken
from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Point
from campal.ui.app import build_window, configure_application
from tests.core.long_battle import long_battle

from .play_helpers import open_sample, wait_for_lists


def test_the_map_at_once_the_lists_in_the_turns_after_and_nothing_of_the_battle_replaced(window, qtbot):
    open_sample(window)
    orders, log = window.play.orders, window.play.log
    replaced = set(window.session.battle.units)
    assert orders.table.rowCount() == len(replaced)
    battle = long_battle(40)

    window.session.replace(LoadedBattle(battle, AssetStore()), None)

    assert set(window.scene.token_layer.items) == {*battle.units, *battle.characters}
    assert orders.table.rowCount() == 0 and all(orders.row_of(u) < 0 for u in replaced)
    assert log.list.isHidden() and log.round_box.count() == 0 and log.unit_box.count() == 0
    assert orders.has_rows_to_write() and log.has_rows_to_write()

    wait_for_lists(window)
    assert not log.list.isHidden()
    assert orders.table.rowCount() == len(battle.units)
    assert sorted(orders.row_of(u) for u in battle.units) == list(range(len(battle.units)))
    assert log.list.item(log.list.count() - 1).data(Qt.ItemDataRole.UserRole) == battle.log[-1].seq
    assert log.unit_box.count() == 1 + len(battle.units)


def test_a_command_before_the_lists_are_written_shows_in_them(window, qtbot):
    battle = long_battle(10)
    session = window.session
    session.replace(LoadedBattle(battle, AssetStore()), None)

    assert session.execute(MoveToken("unit-1", Point(x=3.0, y=4.0)))

    wait_for_lists(window)
    orders, log = window.play.orders, window.play.log
    assert orders.table.rowCount() == len(battle.units)
    seqs = [log.list.item(row).data(Qt.ItemDataRole.UserRole) for row in range(log.list.count())]
    assert seqs == [entry.seq for entry in session.battle.log]


def test_a_battle_put_in_a_window_not_yet_shown_has_its_lists_at_once(qtbot, settings, qapp):
    """A start opens its battle before the window is on screen: the first frame shows the
    units' rows and the log, not empty docks."""
    configure_application(qapp)
    window = build_window(None, settings)
    try:
        battle = long_battle(10)
        window.session.replace(LoadedBattle(battle, AssetStore()), None)

        orders, log = window.play.orders, window.play.log
        assert not orders.has_rows_to_write() and not log.has_rows_to_write()
        assert orders.table.rowCount() == len(battle.units)
        assert log.list.count() == len(battle.log)
    finally:
        window.session.undo_stack.setClean()
        window.close()
        window.keeper.close()
        window.deleteLater()
