"""The crash journal's store: one SQLite database in Campal's own data folder.

Each open window keeps one record: the battle it continues (the file's absolute path and the
SHA-256 of its bytes, or the document itself when it is unsaved work), every step since in its
own row with a chained hash, and every picture added since as a blob, each step and the pictures
it brought written in one transaction before the window reacts.

A database in the user's own folder rather than a file beside the battle: the record no longer
depends on the folder Campal was started from, cannot be planted or linked by another user of the
battle's folder, holds pictures with their steps, and survives a kill at any point (WAL, each
step committed before the window reacts; ``journal_sync`` puts it on the disk a moment later).
The folder and the database are the user's alone (0700 / 0600), opened
only when they are not links and belong to this user.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import time
from collections.abc import Iterable, Mapping
from pathlib import Path

from ..engine.journal import CHAIN_START, MAX_STEP_BYTES, JournalError, Step, chain_of, step_from
from ..frozen import frozen
from .journal_sync import JournalSync
from .limits import MAX_FILE_BYTES, MAX_IMAGE_BYTES

DATABASE_NAME = "journal.sqlite3"
SCHEMA_VERSION = 1
STAMP_EVERY_S = 20.0
_SCHEMA = """
CREATE TABLE IF NOT EXISTS records(
    id TEXT PRIMARY KEY,
    source TEXT,
    base_path TEXT,
    base_sha TEXT NOT NULL,
    base_doc BLOB,
    unsaved_base INTEGER NOT NULL DEFAULT 0,
    title TEXT NOT NULL DEFAULT '',
    saving_sha TEXT,
    saving_at INTEGER,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS steps(
    record TEXT NOT NULL,
    n INTEGER NOT NULL,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    chain TEXT NOT NULL,
    PRIMARY KEY(record, n)
);
CREATE TABLE IF NOT EXISTS assets(
    record TEXT NOT NULL,
    ref TEXT NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY(record, ref)
);
"""


class StoreError(Exception):
    """The store cannot be opened or written; ``reason`` names why, for the GM."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@frozen
class Base:
    """What a record's steps continue: a file (``path``) or a document kept in the store."""

    sha256: str
    path: Path | None = None
    document: bytes | None = None


@frozen
class RecordSummary:
    id: str
    source: Path | None
    title: str
    updated: float
    steps: int
    unsaved_base: bool
    base_path: Path | None
    saving_sha: str | None
    saving_at: int | None


@frozen
class StoredRecord:
    summary: RecordSummary
    base: Base
    steps: tuple[Step, ...]
    assets: Mapping[str, bytes]


def _private_folder(folder: Path) -> None:
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    info = os.lstat(folder)
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        raise StoreError("store.not_a_folder")
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        raise StoreError("store.not_owned")


def _checked_database(path: Path) -> None:
    """The database file is created by this user, with no one else's access, never through a link."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        handle = os.open(path, flags, 0o600)
    except OSError as error:
        raise StoreError("store.not_a_file") from error
    try:
        info = os.fstat(handle)
    finally:
        os.close(handle)
    if not stat.S_ISREG(info.st_mode):
        raise StoreError("store.not_a_file")
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        raise StoreError("store.not_owned")


class JournalStore:
    """The database, shared by every Campal of this user; each window writes its own record."""

    def __init__(self, folder: Path, durable: bool = True) -> None:
        self.folder = folder
        self.path = folder / DATABASE_NAME
        _private_folder(folder)
        _checked_database(self.path)
        try:
            self._db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(f"PRAGMA synchronous={'NORMAL' if durable else 'OFF'}")
            if durable:
                # The sync thread checkpoints: left to itself, a commit past 1,000 pages of WAL
                # would checkpoint (and wait for the disk) on the window's thread.
                self._db.execute("PRAGMA wal_autocheckpoint=0")
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError("journal.newer")
            self._db.executescript(_SCHEMA)
            self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        except sqlite3.DatabaseError as error:
            raise StoreError("store.damaged") from error
        self._sync = JournalSync(self.path) if durable else None
        self._stamped: dict[str, tuple[float, str]] = {}  # each record's last time and title written

    def close(self) -> None:
        if self._sync is not None:
            self._sync.close()
        self._db.close()

    def _write(self, statements: Iterable[tuple[str, tuple[object, ...]]]) -> None:
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                for sql, args in statements:
                    self._db.execute(sql, args)
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
        except sqlite3.Error as error:
            raise OSError(str(error)) from error
        if self._sync is not None:
            self._sync.written()

    # writing
    def begin(self, record: str, source: Path | None, base: Base, title: str, unsaved: bool) -> None:
        """Start ``record`` over: no steps, no pictures, this base."""
        now = time.time()
        self._write(
            [
                ("DELETE FROM steps WHERE record=?", (record,)),
                ("DELETE FROM assets WHERE record=?", (record,)),
                (
                    "INSERT OR REPLACE INTO records(id, source, base_path, base_sha, base_doc, unsaved_base,"
                    " title, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        record,
                        str(source) if source else None,
                        str(base.path) if base.path else None,
                        base.sha256,
                        base.document,
                        int(unsaved),
                        title,
                        now,
                    ),
                ),
            ]
        )
        self._stamped[record] = (now, title)

    def append(
        self, record: str, number: int, step: Step, chain: str, title: str, assets: Mapping[str, bytes]
    ) -> None:
        statements: list[tuple[str, tuple[object, ...]]] = [
            ("INSERT OR IGNORE INTO assets(record, ref, data) VALUES (?, ?, ?)", (record, ref, data))
            for ref, data in assets.items()
        ]
        statements.append(
            (
                "INSERT INTO steps(record, n, kind, body, chain) VALUES (?, ?, ?, ?, ?)",
                (record, number, step.kind, step.body(), chain),
            )
        )
        now = time.time()
        stamped = self._stamped.get(record)
        # The record's row holds the base document: rewriting it at every step cost 2 ms a step
        # at 1,000 tokens and 7 at 4,000. Its time is shown to the minute, so it is stamped when
        # the title changes and otherwise at most every STAMP_EVERY_S.
        if stamped is None or stamped[1] != title or now - stamped[0] >= STAMP_EVERY_S:
            statements.append(("UPDATE records SET updated=?, title=? WHERE id=?", (now, title, record)))
            self._stamped[record] = (now, title)
        self._write(statements)

    def note_saving(self, record: str, sha256: str, steps: int) -> None:
        """A save is about to replace the file: should the window die before the record starts
        over, the file with this digest holds the first ``steps`` steps."""
        self._write([("UPDATE records SET saving_sha=?, saving_at=? WHERE id=?", (sha256, steps, record))])

    def remove(self, record: str) -> None:
        self._write(
            [
                ("DELETE FROM steps WHERE record=?", (record,)),
                ("DELETE FROM assets WHERE record=?", (record,)),
                ("DELETE FROM records WHERE id=?", (record,)),
            ]
        )

    # reading
    def summaries(self) -> list[RecordSummary]:
        try:
            rows = self._db.execute(
                "SELECT id, source, title, updated, unsaved_base, base_path, saving_sha, saving_at,"
                " (SELECT count(*) FROM steps WHERE record=records.id) FROM records"
            ).fetchall()
        except sqlite3.Error as error:
            raise StoreError("store.damaged") from error
        return [_summary(row) for row in rows]

    def read(self, record: str) -> StoredRecord:
        """The record with its steps verified against their chain, or ``JournalError``."""
        return _read(self._db, record)


def read_apart(path: Path, record: str) -> StoredRecord:
    """``JournalStore.read`` over a connection of the calling thread's own, closed after: a
    worker reads a long record while the window's thread keeps the store's connection."""
    try:
        db = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=10)
    except sqlite3.Error:
        raise JournalError("journal.unreadable") from None
    try:
        return _read(db, record)
    finally:
        db.close()


def _read(db: sqlite3.Connection, record: str) -> StoredRecord:
    try:
        row = db.execute(
            "SELECT id, source, title, updated, unsaved_base, base_path, saving_sha, saving_at,"
            " (SELECT count(*) FROM steps WHERE record=records.id), base_sha, length(base_doc)"
            " FROM records WHERE id=?",
            (record,),
        ).fetchone()
        if row is None:
            raise JournalError("journal.unreadable")
        summary = _summary(row[:9])
        base_sha, base_size = row[9], row[10]
        document = None
        if base_size is not None:
            if base_size > MAX_FILE_BYTES:
                raise JournalError("journal.damaged")
            document = db.execute("SELECT base_doc FROM records WHERE id=?", (record,)).fetchone()[0]
        steps = _steps(db, record)
        assets = _assets(db, record)
    except sqlite3.Error:
        raise JournalError("journal.unreadable") from None
    base = Base(str(base_sha), summary.base_path, bytes(document) if document is not None else None)
    return StoredRecord(summary, base, steps, assets)


def _steps(db: sqlite3.Connection, record: str) -> tuple[Step, ...]:
    steps: list[Step] = []
    chain = CHAIN_START
    rows = db.execute(
        "SELECT n, kind, CASE WHEN length(body) > ? THEN NULL ELSE body END, chain FROM steps"
        " WHERE record=? ORDER BY n",
        (MAX_STEP_BYTES, record),
    )
    for expected, (number, kind, body, stored_chain) in enumerate(rows):
        if number != expected or not isinstance(body, str) or not isinstance(kind, str):
            raise JournalError("journal.damaged")
        chain = chain_of(chain, kind, body)
        if chain != stored_chain:
            raise JournalError("journal.damaged")
        steps.append(step_from(kind, body))
    return tuple(steps)


def _assets(db: sqlite3.Connection, record: str) -> dict[str, bytes]:
    rows = db.execute(
        "SELECT ref, CASE WHEN length(data) > ? THEN NULL ELSE data END FROM assets WHERE record=?",
        (MAX_IMAGE_BYTES, record),
    )
    found: dict[str, bytes] = {}
    for ref, data in rows:
        if not isinstance(data, bytes):
            raise JournalError("journal.damaged")
        found[str(ref)] = data
    return found


def _summary(row: tuple[object, ...]) -> RecordSummary:
    ident, source, title, updated, unsaved, base_path, saving_sha, saving_at, count = row
    return RecordSummary(
        id=str(ident),
        source=Path(source) if isinstance(source, str) else None,
        title=title if isinstance(title, str) else "",
        updated=float(updated) if isinstance(updated, (int, float)) else 0.0,
        steps=int(count) if isinstance(count, int) else 0,
        unsaved_base=bool(unsaved),
        base_path=Path(base_path) if isinstance(base_path, str) else None,
        saving_sha=saving_sha if isinstance(saving_sha, str) else None,
        saving_at=saving_at if isinstance(saving_at, int) else None,
    )
