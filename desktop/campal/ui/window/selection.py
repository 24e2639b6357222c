"""What the GM has selected: unit and character ids, shared by the map, the docks and the tools.

Whoever changes the selection (a click on a token, a row in the roster, an entry in the log)
calls ``set``; everyone else listens to ``changed``. Setting the same ids again says nothing,
so two widgets that mirror each other cannot loop.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Signal


class Selection(QObject):
    changed = Signal(tuple)  # the selected ids, in the order they were picked

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids: tuple[str, ...] = ()

    @property
    def ids(self) -> tuple[str, ...]:
        return self._ids

    def set(self, ids: Iterable[str]) -> None:
        chosen = tuple(dict.fromkeys(ids))
        if chosen != self._ids:
            self._ids = chosen
            self.changed.emit(chosen)

    def clear(self) -> None:
        self.set(())

    def keep_existing(self, existing: Iterable[str]) -> None:
        """Drop ids that no longer exist (after an undo, a deletion, another battle)."""
        alive = set(existing)
        self.set(i for i in self._ids if i in alive)
