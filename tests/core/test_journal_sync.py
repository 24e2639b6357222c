"""A journal step committed without waiting for the disk is put on it by the sync thread."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from campal.core.io.journal_sync import JournalSync


def _wal_database(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("CREATE TABLE steps(body TEXT)")
    return db


def test_a_step_reaches_the_database_file_itself_within_the_period(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    db = _wal_database(path)
    sync = JournalSync(path, period_s=0.05)
    try:
        db.execute("INSERT INTO steps VALUES (?)", ("paso-marcado-" * 20,))
        assert b"paso-marcado-" not in path.read_bytes()  # only in the WAL so far
        sync.written()
        deadline = time.monotonic() + 10
        while sync.synced == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert sync.synced >= 1
        assert b"paso-marcado-" in path.read_bytes()
    finally:
        sync.close()
        db.close()


def test_a_store_never_written_starts_no_thread_and_closes_at_once(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    _wal_database(path).close()
    sync = JournalSync(path)
    began = time.monotonic()
    sync.close()
    assert sync.synced == 0 and time.monotonic() - began < 1.0
