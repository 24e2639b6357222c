"""The docks' tables refill their cells with the fitted columns held, and fit them once after:
each column keeps its own mode, and a fitted one is as wide as its widest cell again."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QHeaderView, QTableWidget, QTableWidgetItem

from campal.core.engine import Override
from campal.ui.play.orders_dock import FIRST_STAT
from campal.ui.widgets.table_fill import filling

from .play_helpers import open_sample
from .token_helpers import drag_token

FIT = QHeaderView.ResizeMode.ResizeToContents


def _fits_its_cells(table: QTableWidget, column: int) -> bool:
    header = table.horizontalHeader()
    widest = min(
        max(table.sizeHintForColumn(column), header.sectionSizeHint(column)), header.maximumSectionSize()
    )
    return header.sectionSize(column) >= widest


def test_a_fill_holds_the_fitted_columns_and_fits_them_after(qtbot) -> None:
    table = QTableWidget(0, 3)
    qtbot.addWidget(table)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(1, FIT)
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
    header.resizeSection(2, 40)
    table.resize(600, 300)
    table.show()
    qtbot.waitExposed(table)
    with filling(table):
        assert header.sectionResizeMode(1) == QHeaderView.ResizeMode.Interactive
        table.setRowCount(30)
        for row in range(30):
            for column in range(3):
                text = "Guardia de la Casa Lannister" if (row, column) == (17, 1) else f"{row}"
                table.setItem(row, column, QTableWidgetItem(text))
    modes = [header.sectionResizeMode(column) for column in range(3)]
    assert modes == [QHeaderView.ResizeMode.Stretch, FIT, QHeaderView.ResizeMode.Interactive]
    assert header.sectionSize(1) >= table.fontMetrics().horizontalAdvance("Guardia de la Casa Lannister")
    assert _fits_its_cells(table, 1)
    assert header.sectionSize(2) == 40


def test_a_fill_that_fails_still_gives_the_columns_back_their_fit(qtbot) -> None:
    table = QTableWidget(2, 2)
    qtbot.addWidget(table)
    table.horizontalHeader().setSectionResizeMode(FIT)
    try:
        with filling(table):
            raise ValueError("a row the table could not show")
    except ValueError:
        pass
    assert [table.horizontalHeader().sectionResizeMode(c) for c in range(2)] == [FIT, FIT]


def _orders_table(window) -> QTableWidget:
    return window.findChild(QDockWidget, "OrdersDock").findChild(QTableWidget)


def test_the_orders_dock_refilled_after_a_change_fits_every_column_again(qtbot, window) -> None:
    open_sample(window)
    table = _orders_table(window)
    assert table.rowCount() > 0
    dock = window.findChild(QDockWidget, "OrdersDock")
    unit = next(iter(window.session.battle.units.values()))
    row = dock.row_of(unit.id)
    before = table.item(row, 1)
    assert window.session.execute(Override(unit.id, "stats.health", 1, "a hard fight"))
    assert table.item(row, 1) is not before  # the unit's row was filled again from the battle
    assert table.item(row, FIRST_STAT + dock.stats.health_column()).text().startswith("1/")
    header = table.horizontalHeader()
    fitted = [column for column in range(table.columnCount()) if header.sectionResizeMode(column) == FIT]
    assert fitted == list(range(table.columnCount()))
    assert all(_fits_its_cells(table, column) for column in fitted)


def test_a_move_rewrites_no_row_of_the_orders_dock(qtbot, window) -> None:
    """A unit moved reads the same in every column: no row is set again, so a command on a
    field of a thousand units does not measure a thousand rows."""
    open_sample(window)
    table = _orders_table(window)
    items = [
        table.item(row, column) for row in range(table.rowCount()) for column in range(table.columnCount())
    ]
    unit = next(iter(window.session.battle.units.values()))
    start = (unit.position.x, unit.position.y)
    moves = window.session.undo_stack.count()
    drag_token(window, start, (start[0] + 15.0, start[1] + 10.0))
    qtbot.waitUntil(lambda: window.session.undo_stack.count() == moves + 1, timeout=2000)
    after = [
        table.item(row, column) for row in range(table.rowCount()) for column in range(table.columnCount())
    ]
    assert all(a is b for a, b in zip(items, after, strict=True))


def test_the_orders_dock_after_changes_and_undos_reads_as_drawn_afresh(qtbot, window) -> None:
    """Rows rewritten one by one end as the whole table drawn from the battle would be."""
    open_sample(window)
    session = window.session
    units = list(session.battle.units.values())[:3]
    for unit, health in zip(units, (1, 2, 3), strict=True):
        assert session.execute(Override(unit.id, "stats.health", health, "test"))
    session.undo_stack.undo()
    dock = window.findChild(QDockWidget, "OrdersDock")
    table = _orders_table(window)
    shown = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
    dock.set_stats(dock.stats)  # forgets what it drew: the next show draws every row
    dock.show_battle(session.battle)
    afresh = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
    assert shown == afresh
