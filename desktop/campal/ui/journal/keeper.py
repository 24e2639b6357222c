"""Crash recovery: every step since the last save, kept as it happens and offered back at the next start.

Each running window keeps one record in the journal store (``core.io.journal_store``) and holds a
lock, ``autosave-<id>.lock``, beside it in the user's data folder; a clean close removes both. A
kill leaves them, and at the next start a record whose lock can be taken belonged to a window
that is gone: it is offered back.

Recovery rebuilds the battle from its base and steps, then the window starts a fresh record over
the recovered document before the old one is removed, so a second crash loses nothing either.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QStandardPaths, Signal

from ...core.engine import Change
from ...core.engine.journal import CHAIN_START, JournalError, Pause, StepTracker, chain_of, replay_journal
from ...core.io import (
    BattleFileError,
    LoadedBattle,
    battle_bytes,
    load_battle,
    load_battle_bytes,
    parse_document,
)
from ...core.io.battle_file import referenced_assets, without_missing_pictures
from ...core.io.in_chunks import document_json, let_go, part_of
from ...core.io.journal_store import Base, JournalStore, RecordSummary, StoredRecord, StoreError, read_apart
from ...core.io.limits import MAX_FILE_BYTES
from ...core.model import AssetStore, Battle, msg
from ..document.session import BattleSession
from ..messages import tr_message
from .legacy import import_legacy_journals


def autosave_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


def _lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    return lock


def lock_path(folder: Path, record: str) -> Path:
    return folder / f"autosave-{record}.lock"


def file_digest(path: Path) -> str | None:
    """The SHA-256 of a regular file of a battle's size, or None (gone, a FIFO, a device, too big)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
            return None
        with open(path, "rb") as handle:
            return hashlib.file_digest(handle, "sha256").hexdigest()
    except OSError:
        return None


@dataclass
class Orphan:
    """The record of a Campal that did not close cleanly; its lock is held until released."""

    store: JournalStore
    summary: RecordSummary
    lock: QLockFile
    skip: int = 0  # steps a save already wrote into the base file (a kill during Save)
    _loaded: LoadedBattle | BattleFileError | None = field(default=None, repr=False)
    # The battle rebuilt as a .campal file, when its check made it (on the worker): the base of
    # the record a window starts over it once recovered (``JournalKeeper.take_base``).
    file_bytes: bytes | None = field(default=None, repr=False)

    @property
    def source(self) -> Path | None:
        return self.summary.source

    @property
    def steps(self) -> int:
        return self.summary.steps - self.skip

    @property
    def title(self) -> str:
        return self.summary.title

    @property
    def saved_at(self) -> str:
        if not self.summary.updated:
            return ""
        return datetime.fromtimestamp(self.summary.updated).isoformat(sep=" ", timespec="minutes")

    def _where(self) -> Path:
        return self.summary.source or self.store.path

    def load(self) -> LoadedBattle:
        """The base with every step replayed (read once), or ``BattleFileError``."""
        if self._loaded is None:
            self.keep_check(self._checked(lambda: self.store.read(self.summary.id)))
        if isinstance(self._loaded, BattleFileError):
            raise self._loaded
        assert self._loaded is not None
        return self._loaded

    @property
    def checked(self) -> bool:
        return self._loaded is not None

    def loaded(self) -> LoadedBattle | None:
        """The battle rebuilt, once checked and recoverable; None otherwise (never waits)."""
        return self._loaded if isinstance(self._loaded, LoadedBattle) else None

    def problem(self) -> BattleFileError | None:
        """Why it cannot be recovered, once checked."""
        return self._loaded if isinstance(self._loaded, BattleFileError) else None

    def check(self, pause: Pause | None = None) -> LoadedBattle | BattleFileError:
        """The rebuild, for a worker thread: read over a connection of its own, the steps
        replayed with ``pause`` told how far they have come. Kept with ``keep_check`` on the
        window's thread."""
        path = self.store.path
        return self._checked(lambda: read_apart(path, self.summary.id), pause)

    def keep_check(self, result: LoadedBattle | BattleFileError, file_bytes: bytes | None = None) -> None:
        self._loaded = result
        self.file_bytes = file_bytes if isinstance(result, LoadedBattle) else None

    def _checked(
        self, read: Callable[[], StoredRecord], pause: Pause | None = None
    ) -> LoadedBattle | BattleFileError:
        try:
            return self._rebuild(read, pause)
        except BattleFileError as error:
            return error

    def _rebuild(self, read: Callable[[], StoredRecord], pause: Pause | None) -> LoadedBattle:
        where = self._where()
        try:
            record = read()
        except JournalError as error:
            raise BattleFileError(where, msg(error.reason)) from None
        if pause is not None:
            pause(0.1)
        steps = record.steps
        if record.base.document is not None:
            if hashlib.sha256(record.base.document).hexdigest() != record.base.sha256:
                raise BattleFileError(where, msg("journal.damaged"))
            loaded = load_battle_bytes(record.base.document, where, part_of(pause, 0.1, 0.2))
        else:
            base = record.base.path or where
            digest = file_digest(base)
            if digest is None:
                raise BattleFileError(base, msg("journal.base_missing"))
            if digest == record.summary.saving_sha and record.summary.saving_at is not None:
                steps = steps[record.summary.saving_at :]  # the save that a kill interrupted holds these
            elif digest != record.base.sha256:
                raise BattleFileError(base, msg("journal.base_changed"))
            loaded = load_battle(base, pause=part_of(pause, 0.1, 0.2))
        try:
            assets = AssetStore({**loaded.assets, **record.assets})
        except ValueError:
            raise BattleFileError(where, msg("journal.damaged")) from None
        try:
            replayed = replay_journal(loaded.battle, steps, assets, part_of(pause, 0.2, 0.85))
        except JournalError as error:
            raise BattleFileError(where, msg(error.reason)) from None
        # What the steps rebuilt passes the loader's own checks before the GM gets it (a slice
        # of the log at a time on a worker: written or read in one call, a long log would hold
        # the interpreter, and so the window, for seconds).
        written = document_json(replayed, part_of(pause, 0.85, 0.9))
        battle = parse_document(written, where, part_of(pause, 0.9, 0.97))
        # The log replayed is let go of a slice at a time too: its entries freed in one go (as
        # the names holding it went) held the interpreter for 30 ms at 20,000 steps.
        entries = list(replayed.log)
        del replayed, loaded
        let_go(entries, part_of(pause, 0.97, 1.0))
        battle, _cleared = without_missing_pictures(battle, assets)
        return LoadedBattle(battle, assets)

    def discard(self) -> None:
        with contextlib.suppress(OSError):  # offered again at the next start rather than lost
            self.store.remove(self.summary.id)
        self.release()
        Path(self.lock.fileName()).unlink(missing_ok=True)

    def release(self) -> None:
        self.lock.unlock()


def _sweep_stale_locks(folder: Path, records: set[str]) -> None:
    """Lock files a killed window left with no record: taken and so removed."""
    for path in folder.glob("autosave-*.lock"):
        if path.stem.removeprefix("autosave-") in records:
            continue  # an orphan or a running window: judged below
        lock = _lock(path)
        if lock.tryLock(0):
            lock.unlock()


def _steps_saved_since(summary: RecordSummary) -> int:
    """The steps a save wrote into the base file when the window died before starting over."""
    base, saved, at = summary.base_path, summary.saving_sha, summary.saving_at
    if base is None or saved is None or at is None or file_digest(base) != saved:
        return 0
    return min(summary.steps, at)


def _nothing_lost(orphan: Orphan) -> bool:
    summary = orphan.summary
    if summary.unsaved_base:
        return False
    orphan.skip = _steps_saved_since(summary)
    return orphan.steps == 0


def open_store(folder: Path, durable: bool = True) -> JournalStore:
    """The store, or a new one when the old cannot be read (kept aside under another name)."""
    try:
        return JournalStore(folder, durable)
    except StoreError as error:
        if error.reason != "store.damaged":
            raise
    store_path = folder / "journal.sqlite3"
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for suffix in ("", "-wal", "-shm"):
        damaged = folder / f"journal.sqlite3{suffix}"
        if damaged.exists() and not damaged.is_symlink():
            damaged.rename(store_path.with_name(f"journal-damaged-{stamp}.sqlite3{suffix}"))
    return JournalStore(folder, durable)


def find_orphans(folder: Path | None = None) -> list[Orphan]:
    """Records of windows that are gone, newest first. Their locks are held until released."""
    folder = folder or autosave_folder()
    try:
        store = open_store(folder)
        import_legacy_journals(folder, store)
        summaries = store.summaries()
    except (StoreError, OSError):
        return []
    _sweep_stale_locks(folder, {summary.id for summary in summaries})
    orphans = []
    for summary in summaries:
        lock = _lock(lock_path(folder, summary.id))
        if not lock.tryLock(0):
            continue  # another Campal is running and owns it
        orphan = Orphan(store, summary, lock)
        if _nothing_lost(orphan):
            orphan.discard()  # a clean state at the moment of the crash: nothing to offer
            continue
        orphans.append(orphan)
    orphans.sort(key=lambda orphan: orphan.summary.updated, reverse=True)
    return orphans


class JournalKeeper(QObject):
    """Keeps the open battle's record: started again on every open, save and recovery."""

    failed = Signal(str)  # why unsaved work is not protected, in the interface language

    def __init__(self, session: BattleSession, folder: Path | None = None, durable: bool = True) -> None:
        super().__init__(session)
        self._session = session
        self._folder = folder or autosave_folder()
        self.record = uuid.uuid4().hex[:12]
        self._durable = durable
        self.store: JournalStore | None = None
        self.active = False
        self.steps = 0
        self._chain = CHAIN_START
        self._tracker = StepTracker()
        self._known_assets: set[str] = set()
        self._lock: QLockFile | None = None
        self._offered: tuple[Battle, AssetStore, bytes] | None = None
        session.recorders.append(self._record)
        session.saving_hooks.append(self._note_saving)
        session.replaced.connect(self.restart)
        session.saved.connect(self.restart)
        self.restart()

    def _open(self) -> JournalStore:
        if self.store is None:
            self.store = open_store(self._folder, self._durable)
            self._lock = _lock(lock_path(self._folder, self.record))
            self._lock.tryLock(0)
        return self.store

    def take_base(self, battle: Battle, assets: AssetStore, data: bytes) -> None:
        """``data``, the file of ``battle`` with ``assets``, made already (off the window's
        thread): the next start of the record takes it as its base if the window then holds that
        very battle and those assets, rather than writing the battle out again."""
        self._offered = (battle, assets, data)

    def restart(self) -> None:
        """Start the record over the document as it is now (just opened, saved or recovered)."""
        self.active = False
        session = self._session
        offered, self._offered = self._offered, None
        try:
            store = self._open()
            if session.origin is not None and not session.is_modified():
                # A file just saved is not read back: the save returned the digest of its bytes.
                digest = session.origin_digest or file_digest(session.origin)
                if digest is None:
                    raise OSError(QCoreApplication.translate("Recovery", "the battle's file cannot be read"))
                base = Base(digest, path=session.origin.absolute())
            else:
                if offered is not None and offered[0] is session.battle and offered[1] is session.assets:
                    data = offered[2]
                else:
                    data = battle_bytes(session.battle, session.assets)
                base = Base(hashlib.sha256(data).hexdigest(), document=data)
            store.begin(self.record, session.path, base, session.battle.title, session.is_modified())
        except (OSError, StoreError) as error:
            self._fail(error)
            return
        self.active = True
        self.steps = 0
        self._chain = CHAIN_START
        self._tracker = StepTracker()
        self._known_assets = set(referenced_assets(session.battle))

    def _record(self, change: Change) -> None:
        if not self.active or self.store is None:
            return
        step = self._tracker.step_for(change)
        if step is None:
            return
        assets = self._session.assets
        new: dict[str, bytes] = {}
        if len(assets) != len(self._known_assets):
            new = {ref: assets[ref] for ref in assets if ref not in self._known_assets}
        chain = chain_of(self._chain, step.kind, step.body())
        try:
            self.store.append(self.record, self.steps, step, chain, change.after.title, new)
        except (OSError, ValueError) as error:
            self.active = False
            self._fail(error)
            return
        self._chain = chain
        self.steps += 1
        self._known_assets.update(new)

    def _note_saving(self) -> Callable[[str], None]:
        """As a save takes its copy of the document: the steps that copy holds are those
        recorded so far, whatever is done while the save runs."""
        record, steps = self.record, self.steps

        def note(digest: str) -> None:
            if not self.active or self.store is None or self.record != record:
                return
            with contextlib.suppress(OSError):  # the save goes ahead; at worst it is offered as changed
                self.store.note_saving(record, digest, steps)

        return note

    def _fail(self, error: Exception) -> None:
        if isinstance(error, StoreError):
            detail = tr_message(msg(error.reason))
        elif isinstance(error, OSError):
            detail = error.strerror or str(error)
        else:
            detail = str(error)
        self.failed.emit(
            QCoreApplication.translate(
                "Recovery", "Unsaved work is not protected against a crash until you save: {0}"
            ).format(detail)
        )

    def close(self) -> None:
        """A clean exit: nothing to recover."""
        self.active = False
        if self.store is not None:
            with contextlib.suppress(OSError):  # found at the next start with its lock free
                self.store.remove(self.record)
            self.store.close()
            self.store = None
        if self._lock is not None:
            self._lock.unlock()
