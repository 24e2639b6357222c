"""Saving and opening a battle on a worker thread, the window answering all the while.

What is saved is the document as it stood when Save was chosen: the document is immutable, so
keeping it is the whole snapshot, and whatever the GM does meanwhile goes on in the engine,
unsaved until the next Save. The file is written a slice at a time (``core.io.in_chunks``), so
the window's thread keeps its turns; one worker runs the saves in the order asked, so a second
Save waits for the first. The journal hears of the bytes about to replace the file on the
window's thread, as its store requires, while the worker waits for it. While a job runs the
window's thread collects no garbage (it would walk the worker's million fresh objects), and a
battle read is frozen out of later collections on the worker (``startup.collector``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...core.io import LoadedBattle, load_battle, save_battle
from ...core.io.in_chunks import Pause, yield_now
from ...core.model import AssetStore, Battle
from ..startup import collector, interpreter_turns

_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="campal-files")


class JobCancelled(Exception):
    """Raised at a job's next pause once the window no longer wants its result."""


class FileJob(QObject):
    """One save or open under way. Made on the window's thread, where its signals arrive."""

    progress = Signal(float)  # the share done, 0–1
    finished = Signal(object)  # the digest of the bytes saved, or the battle opened
    failed = Signal(object)  # the exception that stopped it
    settled = Signal()  # after either, once ``done`` is true (on the window's thread)
    _hook_wanted = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.done = False
        self.result: object = None
        self.error: BaseException | None = None
        self._hooks: list[Callable[[str], None]] = []
        self._follow: list[Callable[[object], None]] = []
        self._heard = threading.Event()
        self._cancelled = threading.Event()
        self._hook_wanted.connect(self._run_hooks)
        self.finished.connect(self._note_done)
        self.failed.connect(self._note_failed)
        collector.hold()
        interpreter_turns.file_job_started()

    def _pause(self, share: float) -> None:
        if self._cancelled.is_set():
            raise JobCancelled
        self.progress.emit(share)
        yield_now(share)

    def cancel(self) -> None:
        """Stop at the next pause (the job then fails with ``JobCancelled``); a job with no
        pause left runs to its end. Only for work whose result can be dropped: never a save."""
        self._cancelled.set()

    def _run_hooks(self, digest: str) -> None:
        try:
            for hook in self._hooks:
                hook(digest)
        finally:
            self._heard.set()

    def _before_replace(self, digest: str) -> None:
        # On the worker: the hooks run on the window's thread, and the rename waits for them.
        self._heard.clear()
        self._hook_wanted.emit(digest)
        self._heard.wait()

    def then(self, follow: Callable[[object], None]) -> None:
        """Run ``follow`` with the result on the window's thread, before ``settled``."""
        self._follow.append(follow)

    def _note_done(self, result: object) -> None:
        self.done, self.result = True, result
        self._end()
        for follow in self._follow:
            follow(result)
        self.settled.emit()

    def _end(self) -> None:
        # What __init__ began for the job's run, ended once whichever way it ends.
        collector.release()
        interpreter_turns.file_job_ended()

    def _note_failed(self, error: BaseException) -> None:
        self.done, self.error = True, error
        self._end()
        self.settled.emit()

    def _run(self, work: Callable[[], object]) -> None:
        try:
            result = work()
        except Exception as error:  # handed to the window's thread, which reports it
            self.failed.emit(error)
            return
        self.finished.emit(result)


def save_in_background(
    path: Path, battle: Battle, assets: AssetStore, hooks: list[Callable[[str], None]]
) -> FileJob:
    job = FileJob()
    job._hooks = hooks
    _WORKER.submit(
        job._run,
        lambda: save_battle(path, battle, assets, before_replace=job._before_replace, pause=job._pause),
    )
    return job


def open_in_background(path: Path) -> FileJob:
    job = FileJob()
    _WORKER.submit(job._run, lambda: _loaded(path, job))
    return job


def run_in_background(work: Callable[[Pause], object]) -> FileJob:
    """Any other long piece of work, after the saves and opens asked before it: ``work`` is
    given the job's pause to tell its progress (and to stop at, once cancelled)."""
    job = FileJob()
    _WORKER.submit(job._run, lambda: work(job._pause))
    return job


def _loaded(path: Path, job: FileJob) -> LoadedBattle:
    loaded = load_battle(path, pause=job._pause)
    collector.freeze_new()
    return loaded
