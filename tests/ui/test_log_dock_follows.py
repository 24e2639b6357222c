"""The battle log dock follows commands and undos by the rows they add or take back, and reads
as the whole list written afresh from the battle."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget

from campal.core.engine import Override

from .play_helpers import open_sample


def _rows(dock) -> list[tuple[str, object]]:
    return [(dock.list.item(i).text(), dock.list.item(i).data(256)) for i in range(dock.list.count())]


def test_the_log_dock_after_commands_and_undos_reads_as_written_afresh(qtbot, window) -> None:
    open_sample(window)
    session = window.session
    dock = window.findChild(QDockWidget, "BattleLogDock")
    first = dock.list.item(0) if dock.list.count() else None
    units = list(session.battle.units.values())[:3]
    for unit, health in zip(units, (1, 2, 3), strict=True):
        assert session.execute(Override(unit.id, "stats.health", health, "a hard fight"))
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert session.execute(Override(units[2].id, "stats.health", 2, "again"))
    assert dock.list.count() == len(session.battle.log)
    if first is not None:
        assert dock.list.item(0) is first  # the earlier rows were left as they were
    followed = _rows(dock)
    dock._shown = None  # forget what was written: the next refresh writes every row
    dock.refresh()
    assert followed == _rows(dock)


def test_a_battle_with_nothing_logged_and_nobody_on_the_field_still_offers_both_filters(qtbot, window):
    from campal.core.io import LoadedBattle
    from campal.core.model import AssetStore, Battle

    window.session.replace(LoadedBattle(Battle(), AssetStore()), None)
    dock = window.findChild(QDockWidget, "BattleLogDock")
    qtbot.waitUntil(lambda: not dock.has_rows_to_write())
    assert dock.round_box.count() == 1 and dock.round_box.currentText() == "All rounds"
    assert dock.unit_box.count() == 1 and dock.unit_box.currentText() == "All units and characters"
    # The whole of its row shows: the box is as wide as its text.
    assert dock.round_box.width() >= dock.round_box.fontMetrics().horizontalAdvance("All rounds")
