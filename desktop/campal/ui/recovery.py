"""Crash recovery: a journal of every step since the last save, offered back at the next start.

Each running window owns ``autosave-<id>.json`` (which journal, which file) and a lock beside
it in the user data folder. The journal itself lives beside the battle
(``.<name>.autosave-<id>.journal``) or, for a battle never saved or recovered work, in the same
folder next to a copy of the document it starts from (``autosave-<id>.campal``). A clean close
removes all of it; a kill leaves it, and at the next start a meta file whose lock can be taken
belonged to a process that is gone.

Recovery replays the journal on its base, then the window starts a fresh journal over the
recovered document before the old one is removed, so a second crash loses nothing either.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QStandardPaths, Signal

from ..core.engine import Change
from ..core.engine.journal import Journal, JournalError, read_journal, replay_journal
from ..core.io import BattleFileError, LoadedBattle, SaveError, load_battle, parse_document, save_battle
from ..core.model import msg
from .messages import tr_message
from .session import BattleSession


def autosave_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


def _lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    return lock


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass
class Orphan:
    """The journal of a Campal that did not close cleanly."""

    meta_path: Path
    journal_path: Path
    source: Path | None
    saved_at: str
    lock: QLockFile
    steps: int = 0  # in the journal when it was found (each undo and redo counts as one)

    def load(self) -> LoadedBattle:
        """The base document with the journal replayed, or ``BattleFileError``."""
        try:
            record = read_journal(self.journal_path)
        except JournalError as error:
            raise BattleFileError(self.journal_path, msg(error.reason)) from None
        try:
            digest = _digest(record.base)
        except OSError:
            raise BattleFileError(record.base, msg("journal.base_missing")) from None
        if digest != record.digest:
            raise BattleFileError(record.base, msg("journal.base_changed"))
        loaded = load_battle(record.base)
        try:
            battle = replay_journal(loaded.battle, record.steps)
        except JournalError as error:
            raise BattleFileError(self.journal_path, msg(error.reason)) from None
        # What the journal rebuilt passes the loader's own checks before the GM gets it.
        battle = parse_document(battle.model_dump_json().encode("utf-8"), self.journal_path)
        return LoadedBattle(battle, loaded.assets)

    def discard(self) -> None:
        stem = self.meta_path.with_suffix("")
        for path in (self.journal_path, self.meta_path, stem.with_suffix(".campal")):
            path.unlink(missing_ok=True)
        self.release()

    def release(self) -> None:
        self.lock.unlock()


def _read_meta(path: Path) -> dict[str, object]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _steps(journal: Path) -> int | None:
    """How many steps the journal holds; None when it cannot be read."""
    try:
        return len(read_journal(journal).steps)
    except JournalError:
        return None


def _sweep_stale_locks(folder: Path) -> None:
    """Lock files a killed window left with nothing beside them: taken and so removed."""
    for lock_path in folder.glob("autosave-*.lock"):
        if lock_path.with_suffix(".json").exists():
            continue  # an orphan or a running window: judged below
        lock = _lock(lock_path)
        if lock.tryLock(0):
            lock.unlock()


def find_orphans(folder: Path | None = None) -> list[Orphan]:
    """Journals of processes that are gone, newest first. Their locks are held until released."""
    folder = folder or autosave_folder()
    _sweep_stale_locks(folder)
    orphans = []
    for meta_path in folder.glob("autosave-*.json"):
        lock = _lock(meta_path.with_suffix(".lock"))
        if not lock.tryLock(0):
            continue  # another Campal is running and owns it
        meta = _read_meta(meta_path)
        journal = meta.get("journal")
        source = meta.get("source")
        orphan = Orphan(
            meta_path,
            Path(journal) if isinstance(journal, str) else meta_path.with_suffix(".journal"),
            Path(source) if isinstance(source, str) else None,
            "",
            lock,
        )
        steps = _steps(orphan.journal_path) if orphan.journal_path.exists() else 0
        # Offered when there are steps to replay, a base that is itself unsaved work, or a
        # damaged journal (so the GM hears about it rather than losing it silently).
        if not orphan.journal_path.exists() or (steps == 0 and meta.get("unsaved_base") is not True):
            orphan.discard()  # a clean state at the moment of the crash: nothing to offer
            continue
        orphan.steps = steps or 0
        stamp = datetime.fromtimestamp(orphan.journal_path.stat().st_mtime)
        orphan.saved_at = stamp.isoformat(timespec="seconds")
        orphans.append(orphan)
    orphans.sort(key=lambda orphan: orphan.saved_at, reverse=True)
    return orphans


class JournalKeeper(QObject):
    """Keeps the open battle's journal: restarted on every open, save and recovery."""

    failed = Signal(str)  # why unsaved work is not protected, in the interface language

    def __init__(self, session: BattleSession, folder: Path | None = None, durable: bool = True) -> None:
        super().__init__(session)
        self._session = session
        self._folder = folder or autosave_folder()
        self._folder.mkdir(parents=True, exist_ok=True)
        stem = f"autosave-{uuid.uuid4().hex[:12]}"
        self.meta_path = self._folder / f"{stem}.json"
        self.base_copy = self._folder / f"{stem}.campal"
        self._lock = _lock(self._folder / f"{stem}.lock")
        self._lock.tryLock(0)
        self._durable = durable
        self.journal: Journal | None = None
        session.recorders.append(self._record)
        session.replaced.connect(self.restart)
        session.saved.connect(self.restart)
        self.restart()

    def restart(self) -> None:
        """Start a journal over the document as it is now (just opened, saved or recovered)."""
        self._close_journal()
        session = self._session
        try:
            if session.origin is not None and not session.is_modified():
                # A file just saved is not read back: the save returned the digest of its bytes.
                base, digest = session.origin, session.origin_digest or _digest(session.origin)
                self.base_copy.unlink(missing_ok=True)
            else:
                base = self.base_copy
                digest = save_battle(base, session.battle, session.assets, backup=False)
            self.journal = self._open_journal(base, digest)
            meta = {
                "journal": str(self.journal.path),
                "source": str(session.path) if session.path else None,
                "unsaved_base": base == self.base_copy and session.is_modified(),
            }
            self.meta_path.write_text(json.dumps(meta), encoding="utf-8")
        except (OSError, SaveError) as error:
            self._close_journal()
            self._fail(error)

    def _open_journal(self, base: Path, digest: str) -> Journal:
        if base == self._session.path:
            try:
                # Named for this window too, so two Campals on one battle never share a journal.
                beside = base.with_name(f".{base.name}.{self.meta_path.stem}.journal")
                return Journal(beside, base, digest, self._durable)
            except OSError:
                pass  # a folder the GM may read but not write: the journal goes to the data folder
        return Journal(self.meta_path.with_suffix(".journal"), base, digest, self._durable)

    def _record(self, change: Change) -> None:
        if self.journal is None:
            return
        try:
            self.journal.record(change)
        except (OSError, ValueError) as error:
            self._close_journal()
            self._fail(error)

    def _fail(self, error: Exception) -> None:
        if isinstance(error, SaveError):
            detail = tr_message(error.problem)
        elif isinstance(error, OSError):
            detail = error.strerror or str(error)
        else:
            detail = str(error)
        self.failed.emit(
            QCoreApplication.translate(
                "Recovery", "Unsaved work is not protected against a crash until you save: {0}"
            ).format(detail)
        )

    def _close_journal(self) -> None:
        if self.journal is not None:
            self.journal.close(remove=True)
            self.journal = None

    def close(self) -> None:
        """A clean exit: nothing to recover."""
        self._close_journal()
        self.base_copy.unlink(missing_ok=True)
        self.meta_path.unlink(missing_ok=True)
        self._lock.unlock()
