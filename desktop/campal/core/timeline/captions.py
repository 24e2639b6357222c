"""The words under each step of a recap: the round and step, and the log's line for it, in the
language asked for; for the players, nothing about what the GM hides."""

from __future__ import annotations

from ..frozen import frozen
from ..model import Battle, LogEntry
from ..report import hidden_ids, is_secret, language, render, round_title


@frozen
class Caption:
    heading: str  # "Round 2 · orders"
    line: str  # the log's line; empty where the players may not read it


def secrets(*battles: Battle) -> set[str]:
    """What players may not learn of: whatever the GM hides in any of ``battles`` (a token
    revealed later was still hidden when its steps were played)."""
    found: set[str] = set()
    for battle in battles:
        found |= hidden_ids(battle)
    return found


def caption(entry: LogEntry | None, system: str, code: str, secret: set[str] | None = None) -> Caption:
    """The caption of the step ``entry`` made; with ``secret``, as the players may read it."""
    if entry is None:
        return Caption(round_title(0, code), "")
    step = language(code).names.get(f"step.{entry.step}", entry.step.replace("_", " "))
    heading = f"{round_title(entry.round, code)} · {step}" if step else round_title(entry.round, code)
    if secret is not None and is_secret(entry, secret):
        return Caption(heading, "")
    return Caption(heading, render(entry.message, code, system))
