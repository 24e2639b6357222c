"""The Qt adapter of the engine history: one generic QUndoCommand per engine entry.

The engine has already executed the command when the adapter is pushed, so the adapter's first
``redo`` (which QUndoStack.push calls) does nothing; every later undo and redo walks the engine.
Edit ▸ Undo and the engine therefore agree by construction.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from ...core.engine import Engine


class EngineUndoCommand(QUndoCommand):
    def __init__(self, engine: Engine, text: str) -> None:
        super().__init__(text)
        self._engine = engine
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self._engine.redo()

    def undo(self) -> None:
        self._engine.undo()
