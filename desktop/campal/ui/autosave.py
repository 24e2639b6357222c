"""Autosave and crash recovery.

Each running window owns ``autosave-<id>.campal`` in the user data folder and holds a lock file
beside it. A clean close removes both; a crash leaves them. At the next start, an autosave whose
lock can be taken belonged to a process that is gone: that is unsaved work to offer back.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, QTimer

from ..core.io import LoadedBattle, load_battle, save_battle
from .session import BattleSession


def autosave_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


def _lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    return lock


@dataclass
class Orphan:
    """An autosave left by a Campal that did not close cleanly."""

    battle_path: Path
    source: Path | None
    saved_at: str
    lock: QLockFile

    def load(self) -> LoadedBattle:
        return load_battle(self.battle_path)

    def discard(self) -> None:
        self.battle_path.unlink(missing_ok=True)
        self.battle_path.with_suffix(".json").unlink(missing_ok=True)
        self.release()

    def release(self) -> None:
        self.lock.unlock()


def find_orphans(folder: Path | None = None) -> list[Orphan]:
    """Autosaves of processes that are gone, newest first. Their locks are held until released."""
    folder = folder or autosave_folder()
    orphans = []
    for battle_path in folder.glob("autosave-*.campal"):
        lock = _lock(battle_path.with_suffix(".lock"))
        if not lock.tryLock(0):
            continue  # another Campal is running and owns it
        meta = _read_meta(battle_path.with_suffix(".json"))
        source = meta.get("source")
        orphans.append(
            Orphan(
                battle_path,
                Path(source) if isinstance(source, str) else None,
                str(meta.get("saved_at", "")),
                lock,
            )
        )
    orphans.sort(key=lambda orphan: orphan.saved_at, reverse=True)
    return orphans


def _read_meta(path: Path) -> dict[str, object]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


class Autosaver(QObject):
    def __init__(self, session: BattleSession, interval_s: int, folder: Path | None = None) -> None:
        super().__init__(session)
        self._session = session
        self._folder = folder or autosave_folder()
        self._folder.mkdir(parents=True, exist_ok=True)
        stem = f"autosave-{uuid.uuid4().hex[:12]}"
        self.battle_path = self._folder / f"{stem}.campal"
        self._lock = _lock(self._folder / f"{stem}.lock")
        self._lock.tryLock(0)
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.autosave_now)
        self.set_interval(interval_s)
        session.changed.connect(self._mark_dirty)
        session.undo_stack.cleanChanged.connect(self._clean_changed)
        session.replaced.connect(self._replaced)

    def set_interval(self, seconds: int) -> None:
        if seconds <= 0:
            self._timer.stop()
        else:
            self._timer.start(seconds * 1000)

    def _mark_dirty(self, *_: object) -> None:
        self._dirty = True

    def _replaced(self) -> None:
        self._dirty = self._session.is_modified()
        if not self._dirty:
            self.remove_file()

    def _clean_changed(self, clean: bool) -> None:
        if clean:
            self._dirty = False
            self.remove_file()  # the work is in its own file now

    def autosave_now(self) -> bool:
        """Write the open battle if it changed since the last autosave; True when written."""
        if not self._dirty or not self._session.is_modified():
            return False
        try:
            save_battle(self.battle_path, self._session.battle, self._session.assets, backup=False)
            source = self._session.path
            meta = {
                "source": str(source) if source else None,
                "saved_at": datetime.now().isoformat(timespec="seconds"),
            }
            self.battle_path.with_suffix(".json").write_text(json.dumps(meta), encoding="utf-8")
        except OSError:
            return False  # a full disk must not interrupt the battle; the next tick tries again
        self._dirty = False
        return True

    def remove_file(self) -> None:
        self.battle_path.unlink(missing_ok=True)
        self.battle_path.with_suffix(".json").unlink(missing_ok=True)

    def close(self) -> None:
        """A clean exit: nothing to recover."""
        self._timer.stop()
        self.remove_file()
        self._lock.unlock()
