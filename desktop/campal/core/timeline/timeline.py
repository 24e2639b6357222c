"""The state of a battle at any step of its log, found from the nearest snapshot.

Step 0 is the opening (the document before the log's first entry); step ``k`` is the document
right after the log's ``k``-th entry, as the engine held it then. A snapshot is kept every
``every`` steps, so reaching any step applies at most ``every - 1`` entries' events again;
the snapshots and the parsed events hold no log (the log of step ``k`` is a prefix of the
battle's), so a long battle's timeline grows with its length, not its square.
"""

from __future__ import annotations

from ..engine import Event, apply_events
from ..model import Battle, LogEntry

SNAPSHOT_EVERY = 50


class NoOpening(ValueError):
    """The battle's log has entries but no opening to replay them from (saved by an earlier
    Campal, before the opening was kept)."""


class Timeline:
    def __init__(self, battle: Battle, every: int = SNAPSHOT_EVERY) -> None:
        if battle.opening is None and battle.log:
            raise NoOpening(battle.title)
        self.battle = battle
        self.every = max(1, every)
        opening = battle.opening if battle.opening is not None else battle
        self._opening = opening.model_copy(update={"log": (), "opening": None})
        self._events = tuple(tuple(Event.load(data) for data in entry.events) for entry in battle.log)
        self._snapshots = self._take_snapshots()

    def _take_snapshots(self) -> list[Battle]:
        snapshots = [self._opening]
        state = self._opening
        for step, events in enumerate(self._events, start=1):
            state = apply_events(state, events)
            if step % self.every == 0:
                snapshots.append(state)
        return snapshots

    @property
    def last(self) -> int:
        """The last step: the number of entries in the log."""
        return len(self._events)

    def reaches_the_battle(self) -> bool:
        """Whether the last step is the battle as it stands. Changes that leave no line in the
        log (terrain drawn during play) are not replayed, so a battle that had some differs."""
        return self.state_at(self.last) == self.battle

    def entry(self, step: int) -> LogEntry | None:
        """The log entry that made ``step`` (none for the opening)."""
        return self.battle.log[step - 1] if 1 <= step <= self.last else None

    def state_at(self, step: int) -> Battle:
        """The document as it stood at ``step`` (clamped to the timeline)."""
        step = min(max(step, 0), self.last)
        base = step // self.every
        state = self._snapshots[base]
        for events in self._events[base * self.every : step]:
            state = apply_events(state, events)
        if step == 0:
            return state
        return state.model_copy(update={"log": self.battle.log[:step], "opening": self._opening})

    def advance(self, before: Battle, step: int) -> Battle:
        """The state at ``step`` given the one at ``step - 1``: a film played forward applies
        one entry's events a frame."""
        if not 1 <= step <= self.last:
            return self.state_at(step)
        state = apply_events(before.model_copy(update={"log": ()}), self._events[step - 1])
        return state.model_copy(update={"log": self.battle.log[:step], "opening": self._opening})

    def steps_of_round(self, number: int) -> tuple[int, int] | None:
        """The first and last step whose entries belong to round ``number``, if it was played."""
        steps = [k for k in range(1, self.last + 1) if self.battle.log[k - 1].round == number]
        return (steps[0], steps[-1]) if steps else None

    def round_starts(self) -> list[tuple[int, int]]:
        """Each round's number and its first step, in order: the marks of a timeline."""
        marks: list[tuple[int, int]] = []
        for step, entry in enumerate(self.battle.log, start=1):
            if not marks or marks[-1][0] != entry.round:
                marks.append((entry.round, step))
        return marks
