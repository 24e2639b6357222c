"""Journals an earlier Campal left after a crash, moved into the journal store once.

Earlier versions kept ``autosave-<id>.json`` (which journal, which file) in the data folder, the
journal beside the battle (or in the data folder next to ``autosave-<id>.campal``, a copy of an
unsaved document). A GM who updates after a crash still finds that battle offered: each one whose
window is gone becomes a record of the store, its files removed once it is in.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from PySide6.QtCore import QLockFile

from ...core.engine.journal import CHAIN_START, JournalError, chain_of, read_legacy_journal
from ...core.io.journal_store import Base, JournalStore
from ...core.io.limits import MAX_DOCUMENT_BYTES, MAX_FILE_BYTES

_MAX_META_BYTES = 64 * 1024


def _read_regular(path: Path, limit: int) -> bytes | None:
    """A regular file's bytes, never through a link, a FIFO or a device, or past ``limit``."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        handle = os.open(path, flags)
    except OSError:
        return None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
            return None
        with os.fdopen(handle, "rb", closefd=False) as stream:
            return stream.read(limit + 1)[:limit]
    except OSError:
        return None
    finally:
        os.close(handle)


def _import_one(meta_path: Path, store: JournalStore) -> bool:
    record = meta_path.stem.removeprefix("autosave-")
    raw = _read_regular(meta_path, _MAX_META_BYTES)
    try:
        meta = json.loads(raw) if raw is not None else None
    except (ValueError, RecursionError):
        meta = None
    if not isinstance(meta, dict) or not isinstance(meta.get("journal"), str):
        return False
    journal_path = Path(meta["journal"])
    text = _read_regular(journal_path, MAX_DOCUMENT_BYTES * 4)
    if text is None:
        return False
    try:
        legacy = read_legacy_journal(text.decode("utf-8"))
    except (JournalError, UnicodeDecodeError):
        return False
    copy = meta_path.with_suffix(".campal")
    if legacy.base == copy:
        document = _read_regular(copy, MAX_FILE_BYTES)
        if document is None:
            return False
        base = Base(legacy.digest, document=document)
    else:
        base = Base(legacy.digest, path=legacy.base)
    source = meta.get("source")
    store.begin(
        record,
        Path(source) if isinstance(source, str) else None,
        base,
        "",
        meta.get("unsaved_base") is True,
    )
    chain = CHAIN_START
    for number, step in enumerate(legacy.steps):
        chain = chain_of(chain, step.kind, step.body())
        store.append(record, number, step, chain, "", {})
    for path in (journal_path, copy, meta_path):
        path.unlink(missing_ok=True)
    return True


def import_legacy_journals(folder: Path, store: JournalStore) -> None:
    for meta_path in folder.glob("autosave-*.json"):
        lock = QLockFile(str(meta_path.with_suffix(".lock")))
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            continue  # an earlier Campal still running owns it
        try:
            _import_one(meta_path, store)
        except OSError:
            pass  # left where it is, tried again at the next start
        finally:
            lock.unlock()
