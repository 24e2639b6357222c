"""The journal's steps: every change of the history since the last save, and replaying them.

A step is recorded as its command, the dice faces it was given and the events it produced.
Replaying executes the command through the engine, its rules and its checks, with those same
faces (dice are never rolled again), and the events must come out as recorded: a record edited
to move a unit five kilometres in one step is refused, not replayed. An undo or redo the journal
can follow (its entry was journaled) is one word; one it cannot (an undo past the last save) is
the whole document it left, which the loader checks like any battle file.

Each step carries a chained SHA-256 (the previous step's chain, its kind and body), so a step
reordered, repeated, dropped or added in the record is found before anything is replayed.

``read_legacy_journal`` reads the line-per-step files earlier versions kept beside a battle, so
a crash before an update is still offered back after it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from ..dice import ReplayedDice
from ..frozen import frozen
from ..model import AssetStore, Battle
from .base import CommandRefused, Event, UnknownEvent
from .command_codec import CommandCodecError, dump_command, load_command
from .engine import Change, Engine, apply_events

Kind = Literal["do", "undo", "redo", "state"]
KINDS: tuple[Kind, ...] = ("do", "undo", "redo", "state")
CHAIN_START = "0" * 64
MAX_STEP_BYTES = 64 * 1024 * 1024
# Steps replayed between two calls of a replay's ``pause``: tens of milliseconds of rules.
REPLAY_SLICE = 50
Pause = Callable[[float], None]  # told the share of the steps replayed


@frozen
class Step:
    kind: Kind
    events: tuple[dict[str, Any], ...] = ()
    document: str = ""  # for "state": the document JSON the step left
    # For "do": the command and its dice, replayed through the rules (None in records written
    # by versions that kept the events alone).
    command: dict[str, Any] | None = None
    rolls: tuple[tuple[int, ...], ...] = ()

    def body(self) -> str:
        if self.kind == "do" and self.command is not None:
            data = {
                "command": self.command,
                "rolls": [list(faces) for faces in self.rolls],
                "events": list(self.events),
            }
            return json.dumps(data, separators=(",", ":"), allow_nan=False)
        if self.kind == "do":
            return json.dumps(list(self.events), separators=(",", ":"), allow_nan=False)
        if self.kind == "state":
            return self.document
        return ""


class JournalError(Exception):
    """The journal cannot be read or does not fit its base; ``reason`` is a message key."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def chain_of(previous: str, kind: str, body: str) -> str:
    digest = hashlib.sha256()
    for part in (previous, kind, body):
        data = part.encode("utf-8")
        digest.update(len(data).to_bytes(8, "big"))
        digest.update(data)
    return digest.hexdigest()


def step_from(kind: str, body: str) -> Step:
    """A stored step read back, or ``JournalError`` when it is not one."""
    if kind in ("undo", "redo"):
        if body:
            raise JournalError("journal.damaged")
        return Step(kind)  # type: ignore[arg-type]
    if len(body) > MAX_STEP_BYTES:
        raise JournalError("journal.damaged")
    if kind == "state":
        return Step("state", document=body)
    if kind != "do":
        raise JournalError("journal.damaged")
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        raise JournalError("journal.damaged") from None
    command: Any = None
    rolls: Any = []
    events: Any = data
    if isinstance(data, dict):
        command, rolls, events = data.get("command"), data.get("rolls"), data.get("events")
        if not isinstance(command, dict) or not isinstance(rolls, list):
            raise JournalError("journal.damaged")
        if not all(isinstance(faces, list) and all(type(face) is int for face in faces) for faces in rolls):
            raise JournalError("journal.damaged")
    if not isinstance(events, list) or not all(isinstance(event, dict) for event in events):
        raise JournalError("journal.damaged")
    return Step("do", tuple(events), command=command, rolls=tuple(tuple(faces) for faces in rolls))


class StepTracker:
    """Turns each change of the engine's history into the step that replays it.

    It counts the entries the journal holds on either side of the present, so an undo or a redo
    it cannot follow by name is written out in full rather than replayed wrongly.
    """

    def __init__(self) -> None:
        self.done = 0
        self.undone = 0

    def step_for(self, change: Change) -> Step | None:
        entry = change.entry
        if change.reason == "execute" and entry is not None:
            return self._done_step(change)
        if change.reason == "undo":
            if self.done:
                self.done, self.undone = self.done - 1, self.undone + 1
                return Step("undo")
            return Step("state", document=change.after.model_dump_json())
        if change.reason == "redo":
            if self.undone:
                self.done, self.undone = self.done + 1, self.undone - 1
                return Step("redo")
            if entry is not None:
                return self._done_step(change)
            return Step("state", document=change.after.model_dump_json())
        return None

    def _done_step(self, change: Change) -> Step:
        entry = change.entry
        assert entry is not None
        try:
            command = dump_command(entry.command)
            # Read back at once: a record built without validation (the engine repaired what it
            # held) may not read back as itself, and a recovery must never meet that first.
            load_command(json.loads(json.dumps(command, allow_nan=False)))
        except (CommandCodecError, ValueError):
            # A command holding a value the journal cannot write is kept as the document it
            # left; the history before it cannot be walked back through the record.
            self.done, self.undone = 0, 0
            return Step("state", document=change.after.model_dump_json())
        self.done, self.undone = self.done + 1, 0
        events = tuple(event.dump() for event in entry.events)
        return Step("do", events, command=command, rolls=entry.rolls)


def _canonical(events: Any) -> list[str]:
    """Events compared as a whole, not by their order: the rules may list what a set of tokens
    does in the order of the set, which differs from one run to the next."""
    return sorted(json.dumps(event, sort_keys=True, separators=(",", ":")) for event in events)


def _replay_commands(
    battle: Battle, steps: tuple[Step, ...], assets: AssetStore | None, pause: Pause | None
) -> Battle:
    engine = Engine(battle, assets)
    try:
        for index, step in enumerate(steps):
            if pause is not None and index % REPLAY_SLICE == 0:
                pause(index / len(steps))
            if step.kind == "do":
                command = load_command(step.command)
                dice = ReplayedDice(step.rolls)
                engine.context.dice = dice
                entry = engine.execute(command)
                produced = json.loads(json.dumps([event.dump() for event in entry.events]))
                if dice.remaining or _canonical(produced) != _canonical(step.events):
                    raise JournalError("journal.breaks_rules")
            elif step.kind == "state":
                engine = Engine(Battle.model_validate_json(step.document), assets)
            elif step.kind == "undo" and engine.can_undo():
                engine.undo()
            elif step.kind == "redo" and engine.can_redo():
                engine.redo()
    except CommandCodecError:
        raise JournalError("journal.newer") from None
    except (CommandRefused, LookupError):
        raise JournalError("journal.breaks_rules") from None
    except (ValueError, TypeError, RecursionError):
        raise JournalError("journal.damaged") from None
    return engine.state


def replay_journal(
    battle: Battle, steps: tuple[Step, ...], assets: AssetStore | None = None, pause: Pause | None = None
) -> Battle:
    """The document after ``steps`` on ``battle``, walking undo and redo as the history did:
    each command through the rules, with its recorded dice (see the module's note).

    ``pause``, when given, hears the share replayed every ``REPLAY_SLICE`` steps (a long record
    takes seconds: a worker replaying it tells the window how far it has come)."""
    if not any(step.kind == "do" and step.command is None for step in steps):
        return _replay_commands(battle, steps, assets, pause)
    return _replay_events(battle, steps, pause)


def _replay_events(battle: Battle, steps: tuple[Step, ...], pause: Pause | None) -> Battle:
    """A record written by an earlier version, which kept the events alone: applied as they are."""
    done: list[tuple[Battle, tuple[Event, ...]]] = []
    undone: list[tuple[Battle, tuple[Event, ...]]] = []
    try:
        for index, step in enumerate(steps):
            if pause is not None and index % REPLAY_SLICE == 0:
                pause(index / len(steps))
            if step.kind == "do":
                events = tuple(Event.load(data) for data in step.events)
                done.append((battle, events))
                undone.clear()
                battle = apply_events(battle, events)
            elif step.kind == "state":
                battle = Battle.model_validate_json(step.document)
                done.clear()
                undone.clear()
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


@frozen
class LegacyJournal:
    base: Path
    digest: str
    steps: tuple[Step, ...]


def _legacy_step(line: object) -> Step | None:
    if not isinstance(line, dict):
        return None
    if "do" in line and isinstance(line["do"], list) and all(isinstance(e, dict) for e in line["do"]):
        return Step("do", tuple(line["do"]))
    if line.get("undo") == 1:
        return Step("undo")
    if line.get("redo") == 1:
        return Step("redo")
    return None


def read_legacy_journal(text: str) -> LegacyJournal:
    """A journal file of an earlier version: a header line, then one JSON line per step."""
    lines = text.splitlines()
    try:
        header = json.loads(lines[0]) if lines else None
    except (ValueError, RecursionError):
        header = None
    if not isinstance(header, dict) or header.get("journal") != 1:
        raise JournalError("journal.unreadable")
    steps: list[Step] = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            step = _legacy_step(json.loads(line))
        except (ValueError, RecursionError):
            step = None
        if step is None:
            if number == len(lines):
                break  # the line a kill cut short
            raise JournalError("journal.damaged")
        steps.append(step)
    return LegacyJournal(Path(str(header.get("base", ""))), str(header.get("sha256", "")), tuple(steps))
