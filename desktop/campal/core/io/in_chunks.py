"""A battle's JSON written and validated a slice of its log at a time.

A battle of 20,000 steps is mostly log: written in one call the JSON took 0.6 s and validated
in one call 2 s, each a single call that holds the interpreter the whole time, so a save or an
open on a worker thread still froze the window. In slices, each call is a few milliseconds, and
``pause`` between them lets the window's thread run (and hears how far the work has come).
The bytes written read back as the same document; a slice that fails validation is validated
again whole, so a refusal names the field exactly as before.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter

from ..model import Battle, LogEntry, reference_problem

LOG_SLICE = 200  # entries: a few milliseconds to write or validate
Pause = Callable[[float], None]  # told the share of the work done; may let other threads run

_LOG = TypeAdapter(list[LogEntry])
# The top-level log as ``model_dump_json(indent=1)`` writes it when empty: one space of indent
# is the top level only (a battle's ``opening`` nests its own log deeper), and a newline inside a
# string is always escaped, so these bytes appear once, wherever the log sits among the fields.
_EMPTY_LOG = b'\n "log": []'


def part_of(pause: Pause | None, low: float, high: float) -> Pause | None:
    """``pause`` told the share of the whole work, for a part that is ``low``–``high`` of it."""
    if pause is None:
        return None
    told = pause
    return lambda share: told(low + (high - low) * share)


def yield_now(_share: float) -> None:
    """Give the other threads their turn (a zero sleep releases the interpreter)."""
    time.sleep(0)


def document_json(battle: Battle, pause: Pause | None = None) -> bytes:
    """``battle.model_dump_json(indent=1)`` as bytes, the log written a slice at a time."""
    if pause is None or len(battle.log) <= LOG_SLICE:
        return battle.model_dump_json(indent=1).encode("utf-8")
    head = battle.model_copy(update={"log": ()}).model_dump_json(indent=1).encode("utf-8")
    if head.count(_EMPTY_LOG) != 1:
        return battle.model_dump_json(indent=1).encode("utf-8")
    at = head.index(_EMPTY_LOG) + len(_EMPTY_LOG) - 1  # at the log's "]"
    parts = [head[:at]]
    count = len(battle.log)
    for start in range(0, count, LOG_SLICE):
        written = _LOG.dump_json(list(battle.log[start : start + LOG_SLICE]), indent=1)
        if start:
            parts.append(b",")
        parts.append(written[1:-1].strip())
        pause(min(1.0, (start + LOG_SLICE) / count))
    parts.append(head[at:])
    return b"".join(parts)


_LOG_KEY = '\n "log": ['  # the top-level log as this module writes it (indent 1: one space)
_DECODER = json.JSONDecoder()


def loads(text: str, pause: Pause | None = None) -> Any:
    """``json.loads(text)``; a document written here has its log read one entry at a time (one
    call over 20 MB held the interpreter for half a second). Anything else, or anything odd, is
    read whole, so its errors are json's own."""
    at = text.find(_LOG_KEY)
    if pause is None or at < 0:
        return json.loads(text)
    # The rest is read with the log's array standing in as a string found nowhere in the text:
    # finding it as the top-level "log" proves the array read one entry at a time was that one.
    stand_in = f"campal-log-{uuid.uuid4().hex}"
    try:
        entries, end = _entries(text, at + len(_LOG_KEY), pause)
        if stand_in in text:
            raise ValueError("the stand-in is in the text")
        raw = json.loads(f'{text[:at]}\n "log": "{stand_in}"{text[end:]}')
    except (ValueError, IndexError, RecursionError):
        return json.loads(text)
    if not isinstance(raw, dict) or raw.get("log") != stand_in:
        return json.loads(text)
    raw["log"] = entries
    return raw


def _entries(text: str, at: int, pause: Pause) -> tuple[list[Any], int]:
    """The array's items from just after its ``[``, and where its ``]`` ends."""
    entries: list[Any] = []
    space = " \t\n\r"
    while text[at] in space:
        at += 1
    if text[at] == "]":
        return entries, at + 1
    while True:
        entry, at = _DECODER.raw_decode(text, at)
        entries.append(entry)
        while text[at] in space:
            at += 1
        if text[at] == "]":
            return entries, at + 1
        if text[at] != ",":
            raise ValueError("not a list")
        at += 1
        while text[at] in space:
            at += 1
        if len(entries) % LOG_SLICE == 0:
            pause(at / len(text))


def validated(raw: dict[str, Any], pause: Pause | None = None) -> Battle:
    """``Battle.model_validate(raw)``, the log validated a slice at a time."""
    log = raw.get("log")
    if pause is None or not isinstance(log, list) or len(log) <= LOG_SLICE:
        return Battle.model_validate(raw)
    head = Battle.model_validate({**raw, "log": []})
    entries: list[LogEntry] = []
    for start in range(0, len(log), LOG_SLICE):
        try:
            entries.extend(_LOG.validate_python(log[start : start + LOG_SLICE]))
        except ValueError:
            return Battle.model_validate(raw)  # refused whole: the error names its field
        pause(min(1.0, (start + LOG_SLICE) / len(log)))
    battle = head.model_copy(update={"log": tuple(entries)})
    if reference_problem(battle) is not None:
        return Battle.model_validate(raw)  # the document's own check refuses it, in its words
    return battle


def same_document(first: Battle, second: Battle, pause: Pause | None = None) -> bool:
    """``first == second``, the logs compared a slice at a time."""
    if pause is None or len(first.log) != len(second.log) or len(first.log) <= LOG_SLICE:
        return first == second
    if first.model_copy(update={"log": ()}) != second.model_copy(update={"log": ()}):
        return False
    for start in range(0, len(first.log), LOG_SLICE):
        end = start + LOG_SLICE
        if first.log[start:end] != second.log[start:end]:
            return False
        pause(min(1.0, end / len(first.log)))
    return True


def let_go(held: list[Any], pause: Pause | None = None) -> None:
    """Empty ``held`` a slice at a time: its items, the last references to a log's entries,
    freed in one go held the interpreter for 30 ms at 20,000 steps."""
    count = len(held)
    while held:
        del held[-LOG_SLICE:]
        if pause is not None:
            pause(1.0 - len(held) / count)
