"""Filling a table's cells at once, with its columns fitted to their contents only after.

A header whose columns fit their contents measures the rows again at each cell set, so filling
row by row costs the square of the rows: the orders dock of a forty-unit battle took 0.3 s to
show each command's result, and one of a thousand units over two minutes.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import QHeaderView, QTableWidget

FIT = QHeaderView.ResizeMode.ResizeToContents


@contextmanager
def filling(table: QTableWidget) -> Iterator[None]:
    """Holds the fitted columns' widths while the block sets the table's cells, then fits those
    columns once."""
    header = table.horizontalHeader()
    fitted = [column for column in range(header.count()) if header.sectionResizeMode(column) == FIT]
    for column in fitted:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
    try:
        yield
    finally:
        for column in fitted:
            if column < header.count():
                header.setSectionResizeMode(column, FIT)
