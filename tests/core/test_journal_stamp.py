"""A record's title and time: a rename shows at once, the time to within STAMP_EVERY_S, and a
step no longer rewrites the record's row (which holds the base document) each time."""

from __future__ import annotations

from pathlib import Path

import pytest

from campal.core.engine.journal import CHAIN_START, Step, chain_of
from campal.core.io import journal_store
from campal.core.io.journal_store import STAMP_EVERY_S, Base, JournalStore


def _store(tmp_path: Path) -> JournalStore:
    folder = tmp_path / "journal"
    folder.mkdir(mode=0o700)
    return JournalStore(folder, durable=False)


def _append(store: JournalStore, number: int, title: str) -> None:
    step = Step("do", ())
    store.append("0badc0ffee00", number, step, chain_of(CHAIN_START, "do", step.body()), title, {})


def test_a_rename_shows_at_once_and_the_time_at_most_a_stamp_late(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = [1_000.0]
    monkeypatch.setattr(journal_store.time, "time", lambda: clock[0])
    store = _store(tmp_path)
    store.begin("0badc0ffee00", None, Base("0" * 64, document=b"{}" * 50_000), "Vado", True)
    clock[0] += 5
    _append(store, 0, "Vado")
    (summary,) = store.summaries()
    assert (summary.title, summary.updated) == ("Vado", 1_000.0)  # within the stamp's period
    clock[0] += 1
    _append(store, 1, "Vado del Norte")
    (summary,) = store.summaries()
    assert (summary.title, summary.updated) == ("Vado del Norte", 1_006.0)
    clock[0] += STAMP_EVERY_S
    _append(store, 2, "Vado del Norte")
    (summary,) = store.summaries()
    assert summary.updated == 1_006.0 + STAMP_EVERY_S
    store.close()
