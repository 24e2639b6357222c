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
