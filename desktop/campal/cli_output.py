"""Where ``campal render`` and ``campal report`` write, and how.

An output is refused, with its reason, when it is the battle being read (also by another name or
through a link: writing it would destroy the battle), a folder, or not a regular file: a pipe
nobody reads would block the command for ever, and a device takes no image. The bytes are
written to a temporary file in the output's folder, flushed, and renamed over the output, so a
full disk or a kill never leaves half an image, and a link in the output's place is replaced,
never written through.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
from pathlib import Path


class OutputRefused(Exception):
    """An output the command will not write, and why (one English sentence for the terminal)."""


def check_output(out: Path, source: Path) -> None:
    try:
        found = out.stat()  # through a link: what the output names is what matters here
    except FileNotFoundError:
        if not out.parent.is_dir():
            raise OutputRefused(f"cannot write {out}: its folder {out.parent} does not exist") from None
        return
    except OSError as error:
        raise OutputRefused(f"cannot write {out}: {error.strerror or error}") from None
    with contextlib.suppress(OSError):
        if os.path.samefile(out, source):
            raise OutputRefused(f"{out} is the battle being read: choose another file to write")
    if stat.S_ISDIR(found.st_mode):
        raise OutputRefused(f"cannot write {out}: it is a folder, not a file")
    if stat.S_ISFIFO(found.st_mode) or stat.S_ISSOCK(found.st_mode):
        raise OutputRefused(f"cannot write {out}: it is a pipe, not a file")
    if not stat.S_ISREG(found.st_mode):
        raise OutputRefused(f"cannot write {out}: it is a device, not a file")


def write_output(out: Path, data: bytes) -> None:
    """``data`` as the file ``out``, whole or not at all; OSError when it cannot be written."""
    descriptor, name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    temporary = Path(name)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, _default_mode())
        os.replace(temporary, out)
    finally:
        temporary.unlink(missing_ok=True)


def _default_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_stdout(text: str) -> None:
    """``text`` on the standard output; OSError when it cannot be written (a full disk, a closed
    pipe), after which the standard output is let go so the interpreter's exit does not fail again."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except OSError:
        with contextlib.suppress(OSError, ValueError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        raise
