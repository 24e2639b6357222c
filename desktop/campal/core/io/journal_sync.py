"""The journal's steps put on the disk itself, a moment after they are written, off the window's
thread.

Each step is committed with ``synchronous=NORMAL``: written into the WAL before the command
returns, so it survives the app being killed at any point, without waiting for the disk (an
fsync took some 2 ms a command, on the window's thread). What a crash of the whole machine could
still take back is bounded here: a thread checkpoints the WAL, which syncs it to the disk first,
within ``PERIOD_S`` of a write.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

PERIOD_S = 1.0


class JournalSync:
    def __init__(self, path: Path, period_s: float = PERIOD_S) -> None:
        self._path = path
        self._period = period_s
        self._written = threading.Event()
        self._closing = threading.Event()
        self.synced = 0  # checkpoints made, for tests
        self._thread: threading.Thread | None = None  # the first write starts it: a store read needs none

    def written(self) -> None:
        """A step was committed: it reaches the disk within the period."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="journal-sync", daemon=True)
            self._thread.start()
        self._written.set()

    def close(self) -> None:
        """Sync what is left, then stop."""
        self._closing.set()
        self._written.set()
        if self._thread is not None:
            self._thread.join(timeout=10)

    def _run(self) -> None:
        db = sqlite3.connect(self._path, timeout=10, isolation_level=None, check_same_thread=True)
        try:
            while not self._closing.is_set():
                self._written.wait()
                self._closing.wait(self._period)  # a burst of steps is synced once
                self._written.clear()
                try:
                    busy, logged, copied = db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                except sqlite3.Error:
                    self._written.set()  # busy or gone: tried again in a period; the WAL keeps the steps
                    continue
                if busy or copied < logged:
                    self._written.set()  # a step written meanwhile, or a reader in the way
                self.synced += 1
        finally:
            db.close()
