"""One open battle: its engine, its undo stack, its file, and the signals views redraw from."""

from __future__ import annotations

import os
from collections.abc import Callable
from importlib.resources import as_file, files
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from ...core.engine import Change, Command, CommandRefused, Engine
from ...core.io import LoadedBattle, load_battle, save_battle
from ...core.io.in_chunks import LOG_SLICE
from ...core.model import AssetStore, Battle, Message
from ...core.rules import DistanceUnit, system_of
from ..messages import read_names_from, tr_message
from ..rule_names import set_battle_system
from ..window.undo import EngineUndoCommand
from .background import FileJob, save_in_background


def is_shipped_sample(path: Path) -> bool:
    shipped = files("campal.resources") / "samples"
    try:
        with as_file(shipped) as folder:
            return Path(path).resolve().is_relative_to(Path(folder).resolve())
    except (OSError, ValueError):
        return False


def _absolute(path: Path | None) -> Path | None:
    """A path that means the same file whichever folder Campal runs in (links are kept as named)."""
    return Path(os.path.abspath(path)) if path is not None else None


class BattleSession(QObject):
    """Emits ``changed(before, after)`` after every change of the document, whatever caused it."""

    changed = Signal(object, object)
    refused = Signal(object)  # a core Message: why the last command was not carried out
    replaced = Signal()  # a different document was loaded; views rebuild from scratch
    path_changed = Signal()
    saved = Signal()  # the document is now the file at ``path``

    def __init__(self, loaded: LoadedBattle | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self._path: Path | None = None
        self.origin: Path | None = None
        # The SHA-256 of ``origin`` when Campal wrote it itself (None: read it to know).
        self.origin_digest: str | None = None
        self._undo_limit = 0
        self._in_macro = False
        # Called on every change before any view hears of it: the journal must hold a step
        # before the window reacts to it.
        self.recorders: list[Callable[[Change], None]] = []
        # Asked as a save takes its copy of the document, each returns what is told the digest
        # of the save's bytes just before they replace the file (perhaps after more changes).
        self.saving_hooks: list[Callable[[], Callable[[str], None]]] = []
        self._generation = 0  # the documents opened or started so far
        self._changes = 0  # the changes of the documents so far
        self._unsubscribe = lambda: None
        # Asked before any command runs; False refuses it, the gate having told the GM why
        # (the replay, which only shows the battle, asks to be left first).
        self.gate: Callable[[], bool] | None = None
        # The log of the battle replaced, let go a slice per turn of the event loop: the
        # entries of 20,000 steps freed at once held the window for 30 ms.
        self._letting_go: list[object] = []
        self._let_go = QTimer(self)
        self._let_go.setInterval(0)
        self._let_go.timeout.connect(self._let_go_slice)
        self.engine = Engine(Battle())
        read_names_from(lambda: self.engine.state)
        self.replace(loaded or LoadedBattle(Battle(), AssetStore()), None)

    # the document
    @property
    def battle(self) -> Battle:
        return self.engine.state

    @property
    def assets(self) -> AssetStore:
        return self.engine.assets

    @property
    def unit(self) -> DistanceUnit:
        return system_of(self.battle.system).distance_unit

    @property
    def path(self) -> Path | None:
        return self._path

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def replace(
        self, loaded: LoadedBattle, path: Path | None, modified: bool = False, origin: Path | None = None
    ) -> None:
        """Start over on another document: a new engine, an empty history."""
        self._unsubscribe()
        self._generation += 1
        self._letting_go.extend(self.engine.state.log)
        self._let_go.start()
        self.engine = Engine(loaded.battle, loaded.assets)
        set_battle_system(loaded.battle.system.value)
        self._unsubscribe = self.engine.subscribe(self._on_change)
        self.undo_stack.clear()
        self.undo_stack.setUndoLimit(self._undo_limit)
        if modified:
            # A recovered battle is unsaved work: "clean" is unreachable until it is saved.
            self.undo_stack.resetClean()
        self._path = _absolute(path)
        # The file the document is exactly as read from (a sample opens with no ``path``).
        self.origin = None if modified else _absolute(origin or path)
        self.origin_digest = None
        self.replaced.emit()
        self.path_changed.emit()

    def _let_go_slice(self) -> None:
        del self._letting_go[-LOG_SLICE:]
        if not self._letting_go:
            self._let_go.stop()

    @property
    def undo_limit(self) -> int:
        """Steps Edit ▸ Undo keeps (0: all). Qt takes a new limit only on an empty stack, so a
        change applies from the next document, or now if nothing was done yet."""
        return self._undo_limit

    @undo_limit.setter
    def undo_limit(self, steps: int) -> None:
        self._undo_limit = max(0, steps)
        if self.undo_stack.count() == 0:
            self.undo_stack.setUndoLimit(self._undo_limit)

    def _forget_beyond_limit(self) -> None:
        """Drop the engine's snapshots of the steps Qt's stack has let go of."""
        if self.undo_stack.undoLimit() <= 0 or self._in_macro:
            return
        stack = self.undo_stack
        kept = sum(max(1, stack.command(i).childCount()) for i in range(stack.index()))
        if self.engine.undoable > kept:
            self.engine.forget_oldest(self.engine.undoable - kept)

    # the one path for change
    def is_open_to_change(self) -> bool:
        return self.gate is None or self.gate()

    def execute(self, command: Command) -> bool:
        if not self._in_macro and not self.is_open_to_change():
            return False
        try:
            entry = self.engine.execute(command)
        except CommandRefused as refusal:
            self.refused.emit(refusal.reason)
            return False
        self.undo_stack.push(EngineUndoCommand(self.engine, tr_message(entry.label)))
        self._forget_beyond_limit()
        return True

    def execute_all(self, label: Message, commands: list[Command]) -> bool:
        """Several commands as one step of Edit ▸ Undo; all or nothing."""
        if not commands:
            return True
        if not self.is_open_to_change():
            return False
        rehearsal = Engine(self.battle, self.assets)  # its own dice: rehearsing must not spend real ones
        try:
            for command in commands:
                rehearsal.execute(command)
        except CommandRefused as refusal:
            self.refused.emit(refusal.reason)
            return False
        self.undo_stack.beginMacro(tr_message(label))
        self._in_macro = True
        try:
            for command in commands:
                self.execute(command)
        finally:
            self._in_macro = False
            self.undo_stack.endMacro()
        self._forget_beyond_limit()
        return True

    def _on_change(self, change: Change) -> None:
        self._changes += 1
        for recorder in self.recorders:
            recorder(change)
        self.changed.emit(change.before, change.after)

    # files
    def open(self, path: Path) -> None:
        """Load ``path`` or raise BattleFileError; the open document is untouched on error.

        A sample shipped with Campal opens as a new, unsaved battle, so Save asks where to keep
        it instead of overwriting the sample inside the installation.
        """
        self.opened(load_battle(path), path)

    def opened(self, loaded: LoadedBattle, path: Path) -> None:
        """Take ``loaded``, read from ``path`` (here or on a worker), as the open document."""
        self.replace(loaded, None if is_shipped_sample(path) else path, origin=path)

    def _target(self, path: Path | None) -> Path:
        target = _absolute(path or self._path)
        if target is None:
            raise ValueError("no file name")
        return target

    def save(self, path: Path | None = None) -> None:
        """Save now, on this thread (the window's Save runs ``save_in_background``)."""
        target, marker = self._target(path), self._marker()
        hooks = [prepare() for prepare in self.saving_hooks]

        def before_replace(digest: str) -> None:
            for hook in hooks:
                hook(digest)

        digest = save_battle(target, self.battle, self.assets, before_replace=before_replace)
        self._saved(target, digest, marker)

    def save_in_background(self, path: Path | None = None) -> FileJob:
        """Save the document as it is now on the worker; its ``finished`` or ``failed`` tells.

        The GM may go on meanwhile: the document is marked unmodified only if nothing changed
        since, and a save asked while one runs waits for it."""
        target, marker = self._target(path), self._marker()
        hooks = [prepare() for prepare in self.saving_hooks]
        job = save_in_background(target, self.battle, self.assets, hooks)
        job.then(lambda digest: self._saved(target, str(digest), marker))
        return job

    def _marker(self) -> tuple[int, int]:
        return (self._generation, self._changes)

    def _saved(self, target: Path, digest: str, marker: tuple[int, int]) -> None:
        if marker[0] != self._generation:
            return  # another battle was opened since: this one's file is written, and that is all
        if marker == self._marker():
            self.undo_stack.setClean()
        self.origin, self.origin_digest = target, digest
        if target != self._path:
            self._path = target
            self.path_changed.emit()
        self.saved.emit()
