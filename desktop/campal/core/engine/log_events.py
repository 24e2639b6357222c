"""The event that writes a line in the battle log."""

from typing import Literal

from ..model import Battle, LogEntry
from .base import Event


class LogAppended(Event):
    type: Literal["log.appended"] = "log.appended"
    entry: LogEntry

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"log": (*battle.log, self.entry)})


class OpeningKept(Event):
    """Keeps the document as it stood before the log's first entry, where a replay starts."""

    type: Literal["log.opening_kept"] = "log.opening_kept"
    opening: Battle

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"opening": self.opening})
