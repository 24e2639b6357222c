"""The journal: every step of the history since the last save, one JSON line each.

A kill can come at any moment; a timer-driven autosave loses what happened since its last tick.
The journal is written as each command executes (and as each undo and redo happens), before the
window redraws, so recovery is "open the base document, replay the lines". Steps are recorded
as their events, not their commands, so replaying never rolls dice again and never depends on
tables edited since. A line cut short by a kill is the last one and is ignored.

Line 1 is the header: the base document's path and the SHA-256 of its bytes, so a journal is
never replayed over a file that changed since (saved by another program, restored by hand).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Literal

from ..model import Battle
from .base import Event, UnknownEvent
from .engine import Change, apply_events

JOURNAL_VERSION = 1
Kind = Literal["do", "undo", "redo"]


@dataclass(frozen=True)
class Step:
    kind: Kind
    events: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True)
class JournalRecord:
    base: Path
    digest: str
    steps: tuple[Step, ...]


class JournalError(Exception):
    """The journal cannot be read or does not fit its base; ``reason`` is a message key."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Journal:
    """An open journal file, appended to and flushed on every change of the history."""

    def __init__(self, path: Path, base: Path, digest: str, durable: bool = True) -> None:
        self.path = path
        self.durable = durable
        self._handle: IO[str] | None = open(path, "w", encoding="utf-8")  # noqa: SIM115
        self._write({"journal": JOURNAL_VERSION, "base": str(base), "sha256": digest})
        self.steps = 0

    def record(self, change: Change) -> None:
        if change.reason == "execute" and change.entry is not None:
            self._write({"do": [event.dump() for event in change.entry.events]})
        elif change.reason in ("undo", "redo"):
            self._write({change.reason: 1})
        else:
            return
        self.steps += 1

    def _write(self, line: dict[str, Any]) -> None:
        if self._handle is None:
            raise ValueError("journal closed")
        self._handle.write(json.dumps(line, separators=(",", ":"), allow_nan=False) + "\n")
        self._handle.flush()
        if self.durable:
            os.fsync(self._handle.fileno())

    def close(self, remove: bool) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None
        if remove:
            self.path.unlink(missing_ok=True)


def _step(line: dict[str, Any]) -> Step | None:
    if "do" in line and isinstance(line["do"], list) and all(isinstance(e, dict) for e in line["do"]):
        return Step("do", tuple(line["do"]))
    if line.get("undo") == 1:
        return Step("undo")
    if line.get("redo") == 1:
        return Step("redo")
    return None


def read_journal(path: Path) -> JournalRecord:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        raise JournalError("journal.unreadable") from None
    try:
        header = json.loads(lines[0]) if lines else None
    except ValueError:
        header = None
    if not isinstance(header, dict) or header.get("journal") != JOURNAL_VERSION:
        raise JournalError("journal.unreadable")
    steps: list[Step] = []
    for number, text in enumerate(lines[1:], start=2):
        try:
            step = _step(json.loads(text))
        except ValueError:
            step = None
        if step is None:
            if number == len(lines):
                break  # the line a kill cut short
            raise JournalError("journal.damaged")
        steps.append(step)
    return JournalRecord(Path(str(header.get("base", ""))), str(header.get("sha256", "")), tuple(steps))


def replay_journal(battle: Battle, steps: tuple[Step, ...]) -> Battle:
    """The document after ``steps`` on ``battle``, walking undo and redo as the history did."""
    done: list[tuple[Battle, tuple[Event, ...]]] = []
    undone: list[tuple[Battle, tuple[Event, ...]]] = []
    try:
        for step in steps:
            if step.kind == "do":
                events = tuple(Event.load(data) for data in step.events)
                done.append((battle, events))
                undone.clear()
                battle = apply_events(battle, events)
            elif step.kind == "undo" and done:
                undone.append(done.pop())
                battle = undone[-1][0]
            elif step.kind == "redo" and undone:
                before, events = undone.pop()
                done.append((before, events))
                battle = apply_events(before, events)
    except UnknownEvent:
        raise JournalError("journal.newer") from None
    except (ValueError, TypeError, KeyError, RecursionError):
        raise JournalError("journal.damaged") from None
    return battle
