"""Writing a .campal file so that nothing a crash, a full disk or a bad document does loses it.

The order matters: the bytes are built and read back through the loader in memory (a document
the loader would refuse is never written), then written to a temporary file beside the target,
flushed, compared with what was meant; the previous version becomes ``<name>.bak`` through its
own temporary file and a rename, so ``.bak`` is never half written either; only then does the
new file replace the old one with a rename. A symbolic link is written through to its target, a
read-only file is refused, the file keeps its permissions, and temporary files left by a process
killed mid-save are cleaned up.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import stat
import tempfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

from ..model import AssetStore, Battle, Message, msg
from .battle_file import _load_archive, battle_bytes
from .errors import BattleFileError
from .in_chunks import Pause, let_go, part_of, same_document

STALE_TEMPORARY_S = 60.0
WRITE_BITS = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH


class SaveError(Exception):
    """A save that did not happen; the file on disk and its ``.bak`` are as they were."""

    def __init__(self, path: Path, problem: Message) -> None:
        super().__init__(f"{path}: {problem.key} {problem.params}")
        self.path = path
        self.problem = problem


def _default_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def _proven_bytes(battle: Battle, assets: AssetStore, path: Path, pause: Pause | None = None) -> bytes:
    """The file's bytes, after the loader has read them back into the same document."""
    try:
        data = battle_bytes(battle, assets, part_of(pause, 0.0, 0.3))
    except (ValueError, TypeError, RecursionError, KeyError) as error:
        raise SaveError(path, msg("save.cannot_write_document", detail=str(error).splitlines()[0])) from None
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            again = _load_archive(archive, path, pause=part_of(pause, 0.3, 0.8)).battle
    except BattleFileError as error:
        raise SaveError(
            path, msg("save.would_not_open", detail=error.problem.key, field=error.field)
        ) from None
    same = same_document(again, battle, part_of(pause, 0.8, 0.93))
    entries = list(again.log)
    del again  # only ``entries`` holds the log read back now: it is let go a slice at a time
    let_go(entries, part_of(pause, 0.93, 0.95))
    if not same:
        raise SaveError(path, msg("save.would_not_open", detail="differs when read back", field=""))
    return data


def _write_synced(path: Path, data: bytes, mode: int) -> None:
    with open(path, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.chmod(path, mode)


def _temporary_beside(path: Path, suffix: str) -> Path:
    descriptor, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=suffix, dir=path.parent)
    os.close(descriptor)
    return Path(name)


def _keep_backup(path: Path, mode: int) -> None:
    """``<name>.bak`` becomes the current file whole, or stays as it was."""
    temporary = _temporary_beside(path, ".bak.tmp")
    try:
        _write_synced(temporary, path.read_bytes(), mode)
        os.replace(temporary, path.with_name(path.name + ".bak"))
    finally:
        temporary.unlink(missing_ok=True)


def _clean_stale_temporaries(path: Path) -> None:
    """Temporary files of this battle left by a save that was killed (older than a minute)."""
    now = time.time()
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            if now - leftover.stat().st_mtime > STALE_TEMPORARY_S:
                leftover.unlink()


def _os_problem(error: OSError) -> Message:
    return msg("save.os_error", detail=error.strerror or str(error))


def save_battle(
    path: Path | str,
    battle: Battle,
    assets: AssetStore,
    backup: bool = True,
    before_replace: Callable[[str], None] | None = None,
    pause: Pause | None = None,
) -> str:
    """Write ``battle`` to ``path`` or raise ``SaveError``; return the SHA-256 of the bytes written.

    ``before_replace`` hears the digest once the new bytes are proven and before they take the
    file's place, so a crash journal knows which file holds its steps whenever a kill comes.
    Given ``pause``, the long work goes a slice at a time, ``pause`` told the share done between
    slices: a save on a worker thread then leaves the window's thread its turns."""
    requested = Path(path)
    target = Path(os.path.realpath(requested)) if requested.is_symlink() else requested
    data = _proven_bytes(battle, assets, requested, pause)
    try:
        exists = target.exists()
        mode = stat.S_IMODE(target.stat().st_mode) if exists else _default_mode()
        # The GM's "read-only" is the mode bits, which an administrator's access would ignore.
        if exists and (not os.access(target, os.W_OK) or not mode & WRITE_BITS):
            raise SaveError(requested, msg("save.read_only"))
        temporary = _temporary_beside(target, ".tmp")
    except OSError as error:
        raise SaveError(requested, _os_problem(error)) from None
    try:
        _write_synced(temporary, data, mode)
        if temporary.read_bytes() != data:
            raise SaveError(requested, msg("save.not_written_back"))
        if backup and exists:
            _keep_backup(target, mode)
        if before_replace is not None:
            before_replace(hashlib.sha256(data).hexdigest())
        os.replace(temporary, target)
    except OSError as error:
        raise SaveError(requested, _os_problem(error)) from None
    finally:
        temporary.unlink(missing_ok=True)
    _sync_folder(target.parent)
    _clean_stale_temporaries(target)
    return hashlib.sha256(data).hexdigest()


def _sync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not every platform lets a folder be opened; the rename is done either way
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
